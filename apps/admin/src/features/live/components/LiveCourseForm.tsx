import type {
  LiveCategoryItem,
  LiveCourseAdminDetail,
  LiveCourseRequest,
  LiveTeacherItem,
} from '@meedu/contract/admin';
import { Form, Input, InputNumber, Select } from 'antd';
import { FieldRow, SwitchRow } from '../../../components/FieldRow.tsx';
import { FormPage } from '../../../components/FormDrawer.tsx';
import { ImageUpload } from '../../../components/ImageUpload.tsx';
import { PublishedAtField } from '../../../components/PublishedAtField.tsx';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { fromLocalField, nowLocalField, toLocalField } from '../../../lib/site-time.ts';

const SWITCHES = [
  { label: '显示', name: 'is_show' },
  { label: 'VIP 免费', name: 'vip_can_view' },
] as const;

const formValues = (c: LiveCourseAdminDetail | null): Partial<LiveCourseRequest> => ({
  title: c?.title ?? '',
  category_id: c?.category_id,
  teacher_id: c?.teacher_id,
  thumb: c?.thumb ?? '',
  poster: c?.poster ?? '',
  charge: c?.charge ?? 0,
  vip_can_view: c?.vip_can_view ?? false,
  is_show: c?.is_show ?? true,
  published_at: c ? toLocalField(c.published_at) : nowLocalField(),
  short_description: c?.short_description ?? '',
  description: c?.description ?? '',
});

/**
 * A live course's fields: category, teacher, cover and poster, the price (0 = free: every lesson is open to every
 * member; otherwise bought as one course), VIP-free, publication, the introduction (rich text, sanitised on save).
 */
export function LiveCourseForm({
  course,
  categories,
  teachers,
  save,
}: {
  course: LiveCourseAdminDetail | null;
  categories: LiveCategoryItem[];
  teachers: LiveTeacherItem[];
  save: (body: LiveCourseRequest) => Promise<unknown>;
}) {
  return (
    <FormPage<LiveCourseRequest>
      title="直播课信息"
      initialValues={formValues(course)}
      save={(v) => save({ ...v, published_at: fromLocalField(v.published_at) })}
    >
      <TextField label="直播课名称" name="title" required="请输入直播课名称" maxLength={120} />
      <FieldRow>
        <Form.Item label="分类" name="category_id" rules={[{ required: true, message: '请选择分类' }]}>
          <Select options={categories.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        <Form.Item label="讲师" name="teacher_id" rules={[{ required: true, message: '请选择讲师' }]}>
          <Select options={teachers.map((t) => ({ value: t.id, label: t.name }))} />
        </Form.Item>
      </FieldRow>
      <FieldRow>
        <Form.Item label="封面" name="thumb">
          <ImageUpload label="直播课封面" />
        </Form.Item>
        <Form.Item label="海报" name="poster">
          <ImageUpload label="直播课海报" />
        </Form.Item>
      </FieldRow>
      <FieldRow>
        <Form.Item
          label="价格（元）"
          name="charge"
          rules={[{ required: true, message: '请输入价格' }]}
          extra="0 为免费"
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <PublishedAtField />
      </FieldRow>
      <SwitchRow switches={SWITCHES} />
      <Form.Item label="简介" name="short_description">
        <Input.TextArea rows={2} maxLength={300} />
      </Form.Item>
      <Form.Item label="直播课介绍" name="description" extra="支持标题、列表、代码块和 $…$ 数学公式">
        <RichTextEditor label="直播课介绍" />
      </Form.Item>
    </FormPage>
  );
}
