import {
  EXAM_DRAW_KEYS,
  EXAM_QUESTION_TYPE_NAMES,
  type ExamMockPaperItem,
  type ExamMockPaperRequest,
} from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FieldRow } from '../../../components/FieldRow.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { mockPaperListQuery, mockPaperMutations, questionCountsQuery } from '../api/exams.ts';
import { SaleListPage } from '../components/SaleListPage.tsx';
import { PaperTimeFields, SALE_DEFAULTS, SaleFields, useCategoryOptions } from '../components/SaleFields.tsx';

/** The draw rule: the bank's categories to draw from and how many of each type, each beside what the bank holds. */
function DrawRuleFields() {
  const form = Form.useFormInstance();
  const categoryIds = (Form.useWatch(['rule', 'category_ids'], form) as number[] | undefined) ?? [];
  const counts = useQuery(questionCountsQuery(categoryIds));
  const categoryOptions = useCategoryOptions('question').slice(1);
  return (
    <>
      <Form.Item
        label="抽题分类"
        name={['rule', 'category_ids']}
        rules={[{ required: true, message: '请选择抽题分类' }]}
      >
        <Select mode="multiple" options={categoryOptions} />
      </Form.Item>
      {[EXAM_DRAW_KEYS.slice(0, 3), EXAM_DRAW_KEYS.slice(3)].map((row) => (
        <FieldRow key={row[0]?.[0]}>
          {row.map(([key, type]) => (
            <Form.Item
              key={key}
              label={`${EXAM_QUESTION_TYPE_NAMES[type]}数量`}
              name={['rule', 'num', key]}
              extra={counts.data ? `题库中有 ${counts.data[type]} 道` : undefined}
            >
              <InputNumber min={0} max={200} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          ))}
        </FieldRow>
      ))}
    </>
  );
}

const EMPTY_RULE = { category_ids: [], num: { choice: 0, select: 0, input: 0, qa: 0, judge: 0, cap: 0 } };

function MockPaperDrawer({ editing, onClose }: { editing: Editing<ExamMockPaperItem>; onClose: () => void }) {
  const mock = editedRecord(editing);
  const save = mockPaperMutations.useSave(mock?.id ?? null);
  return (
    <FormDrawer<ExamMockPaperRequest>
      title={mock ? `编辑模拟试卷 ${mock.title}` : '新建模拟试卷'}
      open={editing !== null}
      onClose={onClose}
      initialValues={mock ?? { ...SALE_DEFAULTS, expired_minutes: 60, pass_score: 60, rule: EMPTY_RULE }}
      save={(v) => save.mutateAsync(v)}
    >
      <TextField label="试卷名称" name="title" required="请输入试卷名称" longest={100} />
      <SaleFields scope="mock_paper" />
      <PaperTimeFields />
      <DrawRuleFields />
    </FormDrawer>
  );
}

/** 模拟试卷: each attempt draws its questions from the bank by the rule. */
export default function MockPapersPage() {
  const remove = mockPaperMutations.useDelete();
  const columns: ColumnsType<ExamMockPaperItem> = [
    { title: '试卷名称', dataIndex: 'title', key: 'title' },
    { title: '每次抽题', key: 'question_count', render: (_, m) => `${m.question_count} 题` },
    { title: '时长', key: 'expired_minutes', render: (_, m) => `${m.expired_minutes} 分钟` },
  ];
  return (
    <SaleListPage
      noun="模拟试卷"
      nameOf={(r) => r.title}
      columns={columns}
      query={mockPaperListQuery}
      remove={remove}
      drawer={(editing, onClose) => <MockPaperDrawer editing={editing} onClose={onClose} />}
    />
  );
}
