import { Form, Input, Select } from 'antd';

/** A list bar's free-text search, sent as `q`. */
export function SearchFilter({ label, placeholder }: { label: string; placeholder?: string }) {
  return (
    <Form.Item label={label} name="q">
      <Input allowClear placeholder={placeholder} />
    </Form.Item>
  );
}

/** A list bar's pick of one related record (a category, a role), sent as its id. */
export function RecordFilter({
  label,
  name,
  records,
}: {
  label: string;
  name: string;
  /** The choices; `label` overrides how one reads (a child category's `└ `). */
  records: readonly { id: number; name: string; label?: string }[];
}) {
  return (
    <Form.Item label={label} name={name}>
      <Select
        allowClear
        style={{ width: 160 }}
        options={records.map((r) => ({ value: String(r.id), label: r.label ?? r.name }))}
      />
    </Form.Item>
  );
}
