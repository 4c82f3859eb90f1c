import type { CourseCategoryItem, CourseCategoryRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Select, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useCan } from '../../../api/session.ts';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { actionsColumn, RecordActions } from '../../../components/RecordActions.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { categoriesQuery, categoryMutations } from '../api/categories.ts';

function CategoryDrawer({
  editing,
  categories,
  onClose,
}: {
  editing: Editing<CourseCategoryItem>;
  categories: CourseCategoryItem[];
  onClose: () => void;
}) {
  const category = editedRecord(editing);
  const save = categoryMutations.useSave(category?.id ?? null);
  // Two levels: a parent is a top-level category other than this one.
  const parents = categories.filter((c) => c.parent_id === 0 && c.id !== category?.id);
  return (
    <FormDrawer<CourseCategoryRequest>
      title={category ? `编辑分类 ${category.name}` : '新建分类'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{
        name: category?.name ?? '',
        parent_id: category?.parent_id ?? 0,
        sort: category?.sort ?? 0,
        is_show: category?.is_show ?? true,
      }}
      save={(v) => save.mutateAsync(v)}
    >
      <TextField label="分类名称" name="name" required="请输入分类名称" maxLength={30} />
      <Form.Item label="上级分类" name="parent_id" extra="分类最多两级">
        <Select
          options={[
            { value: 0, label: '无（一级分类）' },
            ...parents.map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
      </Form.Item>
      <Form.Item label="排序" name="sort" extra="数字小的在前">
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="显示" name="is_show" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}

export default function CategoriesPage() {
  const canEdit = useCan('courses.edit');
  const [editing, setEditing] = useState<Editing<CourseCategoryItem>>(null);
  const result = useQuery(categoriesQuery);
  const remove = categoryMutations.useDelete();
  const categories = result.data ?? [];
  const columns: ColumnsType<CourseCategoryItem> = [
    {
      title: '分类名称',
      key: 'name',
      // A child is indented under its parent.
      render: (_, c) => (c.parent_id === 0 ? c.name : <span style={{ paddingLeft: 24 }}>└ {c.name}</span>),
    },
    { title: '排序', dataIndex: 'sort', key: 'sort' },
    {
      title: '状态',
      key: 'is_show',
      render: (_, c) => (c.is_show ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>),
    },
    { title: '课程数', dataIndex: 'course_count', key: 'course_count' },
  ];
  if (canEdit)
    columns.push(
      actionsColumn((c) => (
        <RecordActions
          onEdit={() => setEditing(c)}
          deleteTitle={`确定删除分类“${c.name}”吗？`}
          onDelete={() => remove.mutateAsync(c.id)}
        />
      )),
    );
  return (
    <>
      <PageHeader
        title="课程分类"
        create={{ perm: 'courses.edit', text: '新建分类', onClick: () => setEditing('new') }}
      />
      {result.isError ? (
        <LoadFailed message={result.error.message} onRetry={() => void result.refetch()} />
      ) : (
        <Table<CourseCategoryItem>
          aria-label="课程分类列表"
          title={() => '课程分类列表'}
          locale={{ emptyText: '暂无数据' }}
          columns={columns}
          dataSource={categories}
          rowKey="id"
          loading={result.isPending}
          pagination={false}
        />
      )}
      <CategoryDrawer editing={editing} categories={categories} onClose={() => setEditing(null)} />
    </>
  );
}
