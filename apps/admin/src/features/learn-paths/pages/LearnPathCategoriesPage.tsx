import type { LearnPathCategoryItem, LearnPathCategoryRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { categoryListQuery, categoryMutations, categoryOptionsQuery } from '../api/learn-paths.ts';

function CategoryDrawer({
  editing,
  onClose,
}: {
  editing: Editing<LearnPathCategoryItem>;
  onClose: () => void;
}) {
  const category = editedRecord(editing);
  const save = categoryMutations.useSave(category?.id ?? null);
  // Two levels: a parent is a top-level category other than this one.
  const parents = (useQuery(categoryOptionsQuery).data ?? []).filter(
    (c) => c.parent_id === 0 && c.id !== category?.id,
  );
  return (
    <FormDrawer<LearnPathCategoryRequest>
      title={category ? `编辑分类 ${category.name}` : '新建分类'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{
        name: category?.name ?? '',
        parent_id: category?.parent_id ?? 0,
        sort: category?.sort ?? 0,
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
    </FormDrawer>
  );
}

/** 学习路径分类: two levels, each parent followed by its children, by sort. */
export default function LearnPathCategoriesPage() {
  const [editing, setEditing] = useState<Editing<LearnPathCategoryItem>>(null);
  const remove = categoryMutations.useDelete();
  const columns: ColumnsType<LearnPathCategoryItem> = [
    {
      title: '分类名称',
      key: 'name',
      // A child is indented under its parent.
      render: (_, c) => (c.parent_id === 0 ? c.name : <span style={{ paddingLeft: 24 }}>└ {c.name}</span>),
    },
    { title: '排序', dataIndex: 'sort', key: 'sort' },
    { title: '路径数', dataIndex: 'path_count', key: 'path_count' },
  ];
  return (
    <ListPage
      title="学习路径分类"
      create={{ perm: 'learn-paths.edit', text: '新建分类', onClick: () => setEditing('new') }}
      caption="学习路径分类列表"
      columns={columns}
      query={categoryListQuery}
      actions={{
        perm: 'learn-paths.edit',
        render: (c) => (
          <RecordActions
            onEdit={() => setEditing(c)}
            editLabel={`编辑：${c.name}`}
            deleteTitle={`确定删除分类“${c.name}”吗？`}
            onDelete={() => remove.mutateAsync(c.id)}
          />
        ),
      }}
    >
      <CategoryDrawer editing={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
