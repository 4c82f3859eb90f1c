import type { LearnPathAdminDetail, LearnPathCategoryItem, LearnPathRequest } from '@meedu/contract/admin';
import { Form, Input, InputNumber, Select } from 'antd';
import { FieldRow, SwitchRow } from '../../../components/FieldRow.tsx';
import { FormPage } from '../../../components/FormDrawer.tsx';
import { ImageUpload } from '../../../components/ImageUpload.tsx';
import { PublishedAtField } from '../../../components/PublishedAtField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { fromLocalField, nowLocalField, toLocalField } from '../../../lib/site-time.ts';

const SWITCHES = [{ label: '显示', name: 'is_show' }] as const;

export const categoryChoices = (categories: LearnPathCategoryItem[]) =>
  categories.map((c) => ({ value: c.id, label: c.parent_id === 0 ? c.name : `└ ${c.name}` }));

/** The path's fields: cover, price and the crossed-out price, publication, show/hide, the description. */
export function LearnPathForm({
  path,
  categories,
  save,
}: {
  path: LearnPathAdminDetail | null;
  categories: LearnPathCategoryItem[];
  save: (body: LearnPathRequest) => Promise<unknown>;
}) {
  return (
    <FormPage<LearnPathRequest>
      title="路径信息"
      initialValues={{
        name: path?.name ?? '',
        category_id: path?.category_id,
        thumb: path?.thumb ?? '',
        charge: path?.charge ?? 0,
        original_charge: path?.original_charge ?? 0,
        is_show: path?.is_show ?? true,
        published_at: path ? toLocalField(path.published_at) : nowLocalField(),
        description: path?.description ?? '',
      }}
      save={(v) => save({ ...v, published_at: fromLocalField(v.published_at) })}
    >
      <TextField label="路径名称" name="name" required="请输入路径名称" maxLength={120} />
      <Form.Item label="分类" name="category_id" rules={[{ required: true, message: '请选择分类' }]}>
        <Select options={categoryChoices(categories)} />
      </Form.Item>
      <Form.Item label="封面" name="thumb">
        <ImageUpload label="路径封面" />
      </Form.Item>
      <FieldRow>
        <Form.Item label="价格（元）" name="charge" rules={[{ required: true, message: '请输入价格' }]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="原价（元）" name="original_charge" extra="划线价，0 为不显示">
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </FieldRow>
      <PublishedAtField />
      <SwitchRow switches={SWITCHES} />
      <Form.Item label="描述" name="description" extra="学员在路径页看到的简介（纯文本）">
        <Input.TextArea rows={4} maxLength={1000} />
      </Form.Item>
    </FormPage>
  );
}
