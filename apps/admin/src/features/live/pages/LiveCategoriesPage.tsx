import type { LiveCategoryItem, LiveCategoryRequest } from '@meedu/contract/admin';
import { Form, InputNumber } from 'antd';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { WholeListPage } from '../../../components/WholeListPage.tsx';
import { liveCategoriesQuery, liveCategoryMutations } from '../api/live.ts';

function CategoryDrawer({ editing, onClose }: { editing: Editing<LiveCategoryItem>; onClose: () => void }) {
  const category = editedRecord(editing);
  const save = liveCategoryMutations.useSave(category?.id ?? null);
  return (
    <FormDrawer<LiveCategoryRequest>
      title={category ? `编辑分类 ${category.name}` : '新建分类'}
      open
      onClose={onClose}
      initialValues={{ name: category?.name ?? '', sort: category?.sort ?? 0 }}
      save={(v) => save.mutateAsync(v)}
    >
      <TextField label="分类名称" name="name" required="请输入分类名称" maxLength={30} />
      <Form.Item label="排序" name="sort" extra="数字小的在前">
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDrawer>
  );
}

/** 直播分类: one level, by sort; a category with courses is not deleted (the server says so). */
export default function LiveCategoriesPage() {
  return (
    <WholeListPage
      title="直播分类"
      thing="分类"
      perm={{ view: 'live.view', edit: 'live.edit' }}
      query={liveCategoriesQuery}
      columns={[
        { title: '分类名称', dataIndex: 'name', key: 'name' },
        { title: '排序', dataIndex: 'sort', key: 'sort' },
        { title: '直播课数', dataIndex: 'course_count', key: 'course_count' },
      ]}
      nameOf={(c) => c.name}
      useDelete={liveCategoryMutations.useDelete}
      drawer={(editing, onClose) => <CategoryDrawer editing={editing} onClose={onClose} />}
    />
  );
}
