import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/FormModal.tsx';
import type { AddressForm } from '../../../stores/session.ts';
import { REGIONS } from './regions.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/**
 * `编辑地址` (screens commerce-exam §9.4): every field empty on open, three cascading selects (choosing a province
 * clears the city and district, unlike the reference), the reference's checks in order. Saved in the session only.
 */
export default function AddressDialog({
  onSave,
  onClose,
}: {
  onSave(a: AddressForm): void;
  onClose(): void;
}) {
  const { message } = useFeedback();
  const [a, setA] = useState<AddressForm>({
    name: '',
    mobile: '',
    province: '',
    city: '',
    area: '',
    street: '',
  });
  const cities = REGIONS.find((p) => p.label === a.province)?.children ?? [];
  const areas = cities.find((c) => c.label === a.city)?.children ?? [];
  const opts = (list: { label: string }[]) => list.map((r) => ({ value: r.label, label: r.label }));

  const save = () => {
    const missing: [string, string][] = [
      [a.name, '请填写收货人姓名'],
      [a.mobile, '请填写收货人手机号码'],
      [a.province, '请选择省'],
      [a.city, '请选择市'],
      [a.area, '请选择区'],
      [a.street, '请填写详细地址'],
    ];
    const first = missing.find(([v]) => v.trim() === '');
    if (first) {
      void message.error(first[1]);
      return;
    }
    onSave({ ...a, name: a.name.trim(), mobile: a.mobile.trim(), street: a.street.trim() });
  };

  return (
    <FormModal title="收货人姓名" onClose={onClose}>
      <Form layout="vertical">
        <Form.Item label="收货人姓名">
          <Input
            placeholder="请填写收货人姓名"
            value={a.name}
            onChange={(e) => setA({ ...a, name: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="收货人手机号">
          <Input
            placeholder="请填写收货人手机号码"
            value={a.mobile}
            onChange={(e) => setA({ ...a, mobile: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="收件地址">
          <div style={{ display: 'flex', gap: 8 }}>
            <Select
              aria-label="省"
              placeholder="请选择省"
              value={a.province || undefined}
              options={opts(REGIONS)}
              onChange={(province: string) => setA({ ...a, province, city: '', area: '' })}
              style={{ flex: 1 }}
            />
            <Select
              aria-label="市"
              placeholder="请选择市"
              value={a.city || undefined}
              options={opts(cities)}
              onChange={(city: string) => setA({ ...a, city, area: '' })}
              style={{ flex: 1 }}
            />
            <Select
              aria-label="区"
              placeholder="请选择区"
              value={a.area || undefined}
              options={opts(areas)}
              onChange={(area: string) => setA({ ...a, area })}
              style={{ flex: 1 }}
            />
          </div>
        </Form.Item>
        <Form.Item label="详细地址">
          <Input
            placeholder="例：阳光小区20栋2020"
            value={a.street}
            onChange={(e) => setA({ ...a, street: e.target.value })}
          />
        </Form.Item>
        <Button type="primary" block onClick={save}>
          保存地址
        </Button>
      </Form>
    </FormModal>
  );
}
