import { Form, Select } from 'antd';

/** A list bar's 分类 filter (`category_id`): a select of one level of categories, cleared for all. */
export function CategoryFilter({ categories }: { categories: readonly { id: number; name: string }[] }) {
  return (
    <Form.Item label="分类" name="category_id">
      <Select
        allowClear
        style={{ width: 160 }}
        options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
      />
    </Form.Item>
  );
}
