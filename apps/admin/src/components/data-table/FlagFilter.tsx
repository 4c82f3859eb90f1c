import { Form, Select } from 'antd';

/** A 0/1 filter of a list's bar (`is_show`, `is_hidden`, …): a select of the two states, cleared for both. */
export function FlagFilter({
  label,
  name,
  on,
  off,
}: {
  label: string;
  name: string;
  on: string;
  off: string;
}) {
  return (
    <Form.Item label={label} name={name}>
      <Select
        allowClear
        style={{ width: 120 }}
        options={[
          { value: '1', label: on },
          { value: '0', label: off },
        ]}
      />
    </Form.Item>
  );
}
