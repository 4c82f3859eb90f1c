import {
  CERT_CANVAS,
  CERT_FIELD_ALIGNS,
  CERT_FIELD_KINDS,
  CERT_FONT_SIZE,
  CERT_MAX_FIELDS,
  type CertFieldRequest,
} from '@meedu/contract/admin';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { FieldRow } from '../../../components/FieldRow.tsx';

const KIND_OPTIONS = Object.entries(CERT_FIELD_KINDS).map(([value, label]) => ({ value, label }));
const ALIGN_OPTIONS = Object.entries(CERT_FIELD_ALIGNS).map(([value, label]) => ({ value, label }));

/** A field added in the middle of the canvas, for the operator to move. */
const NEW_FIELD: CertFieldRequest = {
  kind: 'member_name',
  text: '',
  x: CERT_CANVAS.width / 2,
  y: CERT_CANVAS.height / 2,
  size: 36,
  color: '#333333',
  align: 'center',
};

const coordinate = (max: number, axis: string) => [
  { required: true, message: `请填写${axis}坐标` },
  { type: 'number' as const, min: 0, max, message: `须在画布内（0–${max}）` },
];

/**
 * The fields placed on a certificate, each a group of inputs (what it prints, where, how large, which colour and
 * alignment): every one reachable and changed by keyboard. Positions are pixels on the 1200 × 850 canvas, `y` being
 * the text's baseline.
 */
export function FieldList() {
  return (
    <Form.List name="fields">
      {(items, { add, remove }) => (
        <>
          {items.map(({ key, name }, i) => (
            <fieldset
              key={key}
              style={{
                border: '1px solid #e5e5e5',
                borderRadius: 6,
                padding: '4px 12px 8px',
                marginBottom: 12,
              }}
            >
              <legend style={{ width: 'auto', fontSize: 14, marginBottom: 0, padding: '0 4px' }}>
                字段 {i + 1}
              </legend>
              <FieldRow>
                <Form.Item
                  label="类型"
                  name={[name, 'kind']}
                  rules={[{ required: true, message: '请选择字段类型' }]}
                >
                  <Select options={KIND_OPTIONS} />
                </Form.Item>
                <Form.Item label="文字" name={[name, 'text']} extra="自定义文字，或印在值前的文字">
                  <Input maxLength={100} />
                </Form.Item>
              </FieldRow>
              <FieldRow>
                <Form.Item label="横坐标 X" name={[name, 'x']} rules={coordinate(CERT_CANVAS.width, '横')}>
                  <InputNumber precision={0} />
                </Form.Item>
                <Form.Item label="纵坐标 Y" name={[name, 'y']} rules={coordinate(CERT_CANVAS.height, '纵')}>
                  <InputNumber precision={0} />
                </Form.Item>
                <Form.Item
                  label="字号"
                  name={[name, 'size']}
                  rules={[
                    { required: true, message: '请填写字号' },
                    {
                      type: 'number',
                      min: CERT_FONT_SIZE.min,
                      max: CERT_FONT_SIZE.max,
                      message: `字号 ${CERT_FONT_SIZE.min}–${CERT_FONT_SIZE.max}`,
                    },
                  ]}
                >
                  <InputNumber precision={0} />
                </Form.Item>
              </FieldRow>
              <FieldRow>
                <Form.Item
                  label="颜色"
                  name={[name, 'color']}
                  rules={[{ pattern: /^#[0-9a-fA-F]{6}$/, message: '颜色须为 #RRGGBB' }]}
                >
                  <Input maxLength={7} placeholder="#333333" />
                </Form.Item>
                <Form.Item label="对齐" name={[name, 'align']}>
                  <Select options={ALIGN_OPTIONS} />
                </Form.Item>
              </FieldRow>
              <Button size="small" danger onClick={() => remove(name)}>
                删除字段 {i + 1}
              </Button>
            </fieldset>
          ))}
          <Button onClick={() => add(NEW_FIELD)} disabled={items.length >= CERT_MAX_FIELDS}>
            添加字段
          </Button>
        </>
      )}
    </Form.List>
  );
}
