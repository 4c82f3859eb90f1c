import { Form, Input, InputNumber, Select } from 'antd';
import { FieldRow, SwitchRow } from './FieldRow.tsx';
import { ImageUpload } from './ImageUpload.tsx';
import { PublishedAtField } from './PublishedAtField.tsx';
import { RichTextEditor } from './rich-text/RichTextEditor.tsx';

/** A two-level category tree as a select's choices, a child marked `└`. */
export const categoryOptions = (categories: readonly { id: number; name: string; parent_id: number }[]) =>
  categories.map((c) => ({ value: c.id, label: c.parent_id === 0 ? c.name : `└ ${c.name}` }));

/**
 * The fields a catalogue record (a course, a book) is sold by, below its name: category, cover, price and
 * publication, its on/off switches, the summary (`summaryName`, as the record's wire names it) and the rich-text
 * introduction. `noun` names the cover and the introduction (`课程封面`, `课程介绍`).
 */
export function CatalogFields({
  noun,
  categories,
  switches,
  summaryName,
}: {
  noun: string;
  categories: readonly { id: number; name: string; parent_id: number }[];
  switches: readonly { label: string; name: string }[];
  summaryName: string;
}) {
  return (
    <>
      <Form.Item label="分类" name="category_id" rules={[{ required: true, message: '请选择分类' }]}>
        <Select options={categoryOptions(categories)} />
      </Form.Item>
      <Form.Item label="封面" name="thumb">
        <ImageUpload label={`${noun}封面`} />
      </Form.Item>
      <FieldRow>
        <Form.Item label="价格（元）" name="charge" rules={[{ required: true, message: '请输入价格' }]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <PublishedAtField />
      </FieldRow>
      <SwitchRow switches={switches} />
      <Form.Item label="简介" name={summaryName}>
        <Input.TextArea rows={2} maxLength={300} />
      </Form.Item>
      <Form.Item label={`${noun}介绍`} name="description" extra="支持标题、列表、代码块和 $…$ 数学公式">
        <RichTextEditor label={`${noun}介绍`} />
      </Form.Item>
    </>
  );
}
