import { Form } from 'antd';
import type { ReactElement } from 'react';

/**
 * A form field component in a form of its own, as a screen uses it: under `label`, starting at `initial`, with the
 * form's current value shown in an output named 当前值.
 */
export function FieldHarness({
  label,
  initial = '',
  children,
}: {
  label: string;
  initial?: string;
  children: ReactElement;
}) {
  const [form] = Form.useForm<{ value: string }>();
  const value = Form.useWatch('value', form) ?? '';
  return (
    <Form form={form} name="t" initialValues={{ value: initial }}>
      <Form.Item label={label} name="value">
        {children}
      </Form.Item>
      <output aria-label="当前值">{value}</output>
    </Form>
  );
}
