import {
  EXAM_DIFFICULTY_NAMES,
  EXAM_QUESTION_TYPE_NAMES,
  type ExamQuestionItem,
  type ExamQuestionRequest,
  type ExamQuestionType,
} from '@meedu/contract/admin';
import { Button, Flex, Form, Radio, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor.tsx';
import { exportHref, questionListQuery, questionMutations, templateHref } from '../api/exams.ts';
import { ImportDialog } from '../components/ImportDialog.tsx';
import { QuestionParts, SubQuestions, typeOptions } from '../components/QuestionParts.tsx';
import { plainText } from '../components/plain-text.ts';
import { useCategoryOptions } from '../components/SaleFields.tsx';
import { SearchFilter } from '../../../components/data-table/filter-fields.tsx';

const difficultyOptions = Object.entries(EXAM_DIFFICULTY_NAMES).map(([d, name]) => ({
  value: Number(d),
  label: name,
}));

const initialOf = (q: ExamQuestionItem | null): Partial<ExamQuestionRequest> =>
  q
    ? {
        type: q.type,
        category_id: q.category_id,
        difficulty: q.difficulty,
        score: q.score,
        content: q.content,
        remark: q.remark,
        options: q.options,
        answer: q.answer,
        blanks: q.blanks,
        subs: q.subs,
      }
    : {
        type: 1,
        category_id: 0,
        difficulty: 2,
        score: 2,
        content: '',
        options: ['', ''],
        blanks: [],
        subs: [],
      };

function QuestionFields() {
  const form = Form.useFormInstance();
  const type = Form.useWatch('type', form) as ExamQuestionType | undefined;
  const categoryOptions = useCategoryOptions('question');
  return (
    <>
      <Flex gap={16}>
        <Form.Item label="题型" name="type" style={{ flex: 1 }}>
          <Select options={typeOptions(true)} />
        </Form.Item>
        <Form.Item label="分类" name="category_id" style={{ flex: 1 }}>
          <Select options={categoryOptions} />
        </Form.Item>
      </Flex>
      <Form.Item label="难度" name="difficulty">
        <Radio.Group options={difficultyOptions} />
      </Form.Item>
      <Form.Item
        label={type === 6 ? '材料' : '题干'}
        name="content"
        rules={[{ required: true, whitespace: true, message: '请输入题干' }]}
      >
        <RichTextEditor label={type === 6 ? '材料' : '题干'} />
      </Form.Item>
      {type === 6 ? <SubQuestions /> : <QuestionParts at={[]} type={type} />}
    </>
  );
}

function QuestionDrawer({ editing, onClose }: { editing: Editing<ExamQuestionItem>; onClose: () => void }) {
  const question = editedRecord(editing);
  const save = questionMutations.useSave(question?.id ?? null);
  return (
    <FormDrawer<ExamQuestionRequest>
      title={question ? `编辑试题 #${question.id}` : '新建试题'}
      open={editing !== null}
      onClose={onClose}
      initialValues={initialOf(question)}
      save={(v) => save.mutateAsync(v)}
    >
      <QuestionFields />
    </FormDrawer>
  );
}

/** 题库: the questions of six types, filtered; template, import and export of the spreadsheet. */
export default function QuestionsPage() {
  const [editing, setEditing] = useState<Editing<ExamQuestionItem>>(null);
  const [importing, setImporting] = useState(false);
  const remove = questionMutations.useDelete();
  const { params } = useListParams();
  const categoryOptions = useCategoryOptions('question');
  const columns: ColumnsType<ExamQuestionItem> = [
    { title: 'ID', dataIndex: 'id', key: 'id', sorter: true, width: 80 },
    { title: '题型', key: 'type', render: (_, q) => <Tag>{EXAM_QUESTION_TYPE_NAMES[q.type]}</Tag> },
    {
      title: '题干',
      key: 'content',
      render: (_, q) => plainText(q.content, 60),
    },
    { title: '分类', dataIndex: 'category_name', key: 'category_name' },
    { title: '难度', key: 'difficulty', sorter: true, render: (_, q) => EXAM_DIFFICULTY_NAMES[q.difficulty] },
    { title: '分数', dataIndex: 'full_score', key: 'score', sorter: true },
  ];
  return (
    <ListPage
      title="题库"
      create={{ perm: 'exams.edit', text: '新建试题', onClick: () => setEditing('new') }}
      extra={
        <Flex gap={8}>
          <Button href={templateHref}>下载模板</Button>
          <PermissionGate perm="exams.edit">
            <Button onClick={() => setImporting(true)}>导入</Button>
          </PermissionGate>
          <Button href={exportHref(params.filters)}>导出</Button>
        </Flex>
      }
      caption="试题列表"
      columns={columns}
      query={questionListQuery}
      filters={
        <ListFilters>
          <SearchFilter label="关键词" placeholder="题干或 ID" />
          <Form.Item label="题型" name="type">
            <Select
              allowClear
              style={{ width: 120 }}
              options={typeOptions(true).map((o) => ({ ...o, value: String(o.value) }))}
            />
          </Form.Item>
          <Form.Item label="分类" name="category_id">
            <Select
              allowClear
              style={{ width: 140 }}
              options={categoryOptions.slice(1).map((o) => ({ ...o, value: String(o.value) }))}
            />
          </Form.Item>
          <Form.Item label="难度" name="difficulty">
            <Select
              allowClear
              style={{ width: 100 }}
              options={difficultyOptions.map((o) => ({ ...o, value: String(o.value) }))}
            />
          </Form.Item>
        </ListFilters>
      }
      actions={{
        perm: 'exams.edit',
        render: (q) => (
          <RecordActions
            onEdit={() => setEditing(q)}
            editLabel={`编辑试题 #${q.id}`}
            deleteTitle={`确定删除试题 #${q.id} 吗？`}
            onDelete={() => remove.mutateAsync(q.id)}
          />
        ),
      }}
    >
      <QuestionDrawer editing={editing} onClose={() => setEditing(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </ListPage>
  );
}
