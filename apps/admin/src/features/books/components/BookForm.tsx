import type { BookAdminDetail, BookRequest, ContentCategoryOption } from '@meedu/contract/admin';
import { Form, Input, InputNumber, Select } from 'antd';
import { FieldRow, SwitchRow } from '../../../components/FieldRow.tsx';
import { FormPage } from '../../../components/FormDrawer.tsx';
import { ImageUpload } from '../../../components/ImageUpload.tsx';
import { PublishedAtField } from '../../../components/PublishedAtField.tsx';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor.tsx';
import { fromLocalField, nowLocalField, toLocalField } from '../../../lib/site-time.ts';
import { TextField } from '../../../components/TextField.tsx';

const BOOK_SWITCHES = [
  { label: '显示', name: 'is_show' },
  { label: 'VIP 免费', name: 'is_vip_free' },
] as const;

export const categoryOptions = (categories: ContentCategoryOption[]) =>
  categories.map((c) => ({ value: c.id, label: c.parent_id === 0 ? c.name : `└ ${c.name}` }));

/** The book's fields: cover, price, VIP-free, publication, show/hide, the introduction (rich text). */
export function BookForm({
  book,
  categories,
  save,
}: {
  book: BookAdminDetail | null;
  categories: ContentCategoryOption[];
  save: (body: BookRequest) => Promise<unknown>;
}) {
  return (
    <FormPage<BookRequest>
      title="电子书信息"
      initialValues={{
        name: book?.name ?? '',
        category_id: book?.category_id,
        thumb: book?.thumb ?? '',
        charge: book?.charge ?? 0,
        is_vip_free: book?.is_vip_free ?? false,
        is_show: book?.is_show ?? true,
        published_at: book ? toLocalField(book.published_at) : nowLocalField(),
        short_desc: book?.short_desc ?? '',
        description: book?.description ?? '',
      }}
      save={(v) => save({ ...v, published_at: fromLocalField(v.published_at) })}
    >
      <TextField label="电子书名称" name="name" required="请输入电子书名称" maxLength={120} />
      <Form.Item label="分类" name="category_id" rules={[{ required: true, message: '请选择分类' }]}>
        <Select options={categoryOptions(categories)} />
      </Form.Item>
      <Form.Item label="封面" name="thumb">
        <ImageUpload label="电子书封面" />
      </Form.Item>
      <FieldRow>
        <Form.Item label="价格（元）" name="charge" rules={[{ required: true, message: '请输入价格' }]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <PublishedAtField />
      </FieldRow>
      <SwitchRow switches={BOOK_SWITCHES} />
      <Form.Item label="简介" name="short_desc">
        <Input.TextArea rows={2} maxLength={300} />
      </Form.Item>
      <Form.Item label="电子书介绍" name="description" extra="支持标题、列表、代码块和 $…$ 数学公式">
        <RichTextEditor label="电子书介绍" />
      </Form.Item>
    </FormPage>
  );
}
