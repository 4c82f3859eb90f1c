import type { ExamCategoryItem, ExamCategoryRequest, ExamCategoryScope } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Segmented } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useCan } from '../../../api/session.ts';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { actionsColumn, RecordActions } from '../../../components/RecordActions.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { examCategoriesQuery, examCategoryMutations } from '../api/exams.ts';
import { RecordTable } from '../../../components/data-table/RecordTable.tsx';

const SCOPES: { value: ExamCategoryScope; label: string }[] = [
  { value: 'question', label: '题库' },
  { value: 'paper', label: '试卷' },
  { value: 'mock_paper', label: '模拟试卷' },
  { value: 'practice', label: '练习' },
];

function CategoryDrawer({
  scope,
  editing,
  onClose,
}: {
  scope: ExamCategoryScope;
  editing: Editing<ExamCategoryItem>;
  onClose: () => void;
}) {
  const category = editedRecord(editing);
  const save = examCategoryMutations.useSave(category?.id ?? null);
  return (
    <FormDrawer<ExamCategoryRequest>
      title={category ? `编辑分类 ${category.name}` : '新建分类'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{ scope, name: category?.name ?? '', sort: category?.sort ?? 0 }}
      save={(v) => save.mutateAsync({ ...v, scope })}
    >
      <TextField label="分类名称" name="name" required="请输入分类名称" maxLength={30} />
      <Form.Item label="排序" name="sort" extra="数字小的在前">
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDrawer>
  );
}

/** 考试分类: the categories of the bank, papers, mock papers and practices (one level each). */
export default function ExamCategoriesPage() {
  const canEdit = useCan('exams.edit');
  const [scope, setScope] = useState<ExamCategoryScope>('question');
  const [editing, setEditing] = useState<Editing<ExamCategoryItem>>(null);
  const result = useQuery(examCategoriesQuery(scope));
  const remove = examCategoryMutations.useDelete();
  const columns: ColumnsType<ExamCategoryItem> = [
    { title: '分类名称', dataIndex: 'name', key: 'name' },
    { title: '排序', dataIndex: 'sort', key: 'sort' },
    { title: '使用数', dataIndex: 'used_count', key: 'used_count' },
  ];
  if (canEdit)
    columns.push(
      actionsColumn((c) => (
        <RecordActions
          onEdit={() => setEditing(c)}
          editLabel={`编辑：${c.name}`}
          deleteTitle={`确定删除分类“${c.name}”吗？`}
          onDelete={() => remove.mutateAsync(c.id)}
        />
      )),
    );
  return (
    <>
      <PageHeader
        title="考试分类"
        create={{ perm: 'exams.edit', text: '新建分类', onClick: () => setEditing('new') }}
      />
      <Segmented<ExamCategoryScope>
        aria-label="分类用途"
        options={SCOPES}
        value={scope}
        onChange={setScope}
        style={{ marginBottom: 16 }}
      />
      <QueryView query={result}>
        {(data) => (
          <RecordTable<ExamCategoryItem>
            caption="分类列表"
            columns={columns}
            rows={data.items}
            empty="还没有分类"
          />
        )}
      </QueryView>
      <CategoryDrawer scope={scope} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
