import type { CourseAdminDetail, CourseCategoryItem, CourseRequest } from '@meedu/contract/admin';
import { Form, Input } from 'antd';
import { CatalogFields } from '../../../components/CatalogFields.tsx';
import { FormPage } from '../../../components/FormDrawer.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { fromLocalField, nowLocalField, toLocalField } from '../../../lib/site-time.ts';

/** The form's values: `published_at` as the `datetime-local` field holds it (site time, no offset). */
type CourseFormValues = CourseRequest;

export function courseFormValues(course: CourseAdminDetail | null): Partial<CourseFormValues> {
  return {
    title: course?.title ?? '',
    category_id: course?.category_id,
    thumb: course?.thumb ?? '',
    charge: course?.charge ?? 0,
    is_free: course?.is_free ?? false,
    is_vip_free: course?.is_vip_free ?? false,
    is_show: course?.is_show ?? true,
    is_rec: course?.is_rec ?? false,
    published_at: course ? toLocalField(course.published_at) : nowLocalField(),
    short_description: course?.short_description ?? '',
    description: course?.description ?? '',
    seo_keywords: course?.seo_keywords ?? '',
    seo_description: course?.seo_description ?? '',
  };
}

const toRequest = (values: CourseFormValues): CourseRequest => ({
  ...values,
  published_at: fromLocalField(values.published_at),
});

const COURSE_SWITCHES = [
  { label: '显示', name: 'is_show' },
  { label: '免费', name: 'is_free' },
  { label: 'VIP 免费', name: 'is_vip_free' },
  { label: '推荐', name: 'is_rec' },
] as const;

/** The course's fields: cover, prices, VIP-free, publication, show/hide, the introduction (rich text). */
export function CourseForm({
  course,
  categories,
  save,
}: {
  course: CourseAdminDetail | null;
  categories: CourseCategoryItem[];
  save: (body: CourseRequest) => Promise<unknown>;
}) {
  return (
    <FormPage<CourseFormValues>
      title="课程信息"
      initialValues={courseFormValues(course)}
      save={(v) => save(toRequest(v))}
    >
      <TextField label="课程名称" name="title" required="请输入课程名称" maxLength={120} />
      <CatalogFields
        noun="课程"
        categories={categories}
        switches={COURSE_SWITCHES}
        summaryName="short_description"
      />
      <Form.Item label="SEO 关键词" name="seo_keywords">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="SEO 描述" name="seo_description">
        <Input.TextArea rows={2} maxLength={300} />
      </Form.Item>
    </FormPage>
  );
}
