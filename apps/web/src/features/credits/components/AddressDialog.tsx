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
  const textItem = (label: string, placeholder: string, field: 'name' | 'mobile' | 'street') => (
    <Form.Item label={label}>
      <Input
        placeholder={placeholder}
        value={a[field]}
        onChange={(e) => setA({ ...a, [field]: e.target.value })}
      />
    </Form.Item>
  );
  /** One level of the cascade; its name is its label and the ask of its placeholder. */
  const regionSelect = (
    level: '省' | '市' | '区',
    value: string,
    regions: { label: string }[],
    onChange: (label: string) => void,
  ) => (
    <Select
      aria-label={level}
      placeholder={`请选择${level}`}
      value={value || undefined}
      options={regions.map((r) => ({ value: r.label, label: r.label }))}
      onChange={onChange}
      style={{ flex: 1 }}
    />
  );

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
        {textItem('收货人姓名', '请填写收货人姓名', 'name')}
        {textItem('收货人手机号', '请填写收货人手机号码', 'mobile')}
        <Form.Item label="收件地址">
          <div style={{ display: 'flex', gap: 8 }}>
            {regionSelect('省', a.province, REGIONS, (province) =>
              setA({ ...a, province, city: '', area: '' }),
            )}
            {regionSelect('市', a.city, cities, (city) => setA({ ...a, city, area: '' }))}
            {regionSelect('区', a.area, areas, (area) => setA({ ...a, area }))}
          </div>
        </Form.Item>
        {textItem('详细地址', '例：阳光小区20栋2020', 'street')}
        <Button type="primary" block onClick={save}>
          保存地址
        </Button>
      </Form>
    </FormModal>
  );
}
