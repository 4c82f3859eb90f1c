import { Form, Select } from 'antd';

/** A 0/1 filter of a list's bar (`is_show`, `is_hidden`, …): a select of the two states, cleared for both. */
export function FlagFilter({
  label,
  name,
  on,
  off,
  offFirst = false,
}: {
  label: string;
  name: string;
  on: string;
  off: string;
  /** Lists the `0` state first (where it is the usual one: 正常 before 已锁定). */
  offFirst?: boolean;
}) {
  const states = [
    { value: '1', label: on },
    { value: '0', label: off },
  ];
  return (
    <Form.Item label={label} name={name}>
      <Select allowClear style={{ width: 120 }} options={offFirst ? states.reverse() : states} />
    </Form.Item>
  );
}
