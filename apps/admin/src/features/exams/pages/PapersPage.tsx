import type { ExamPaperItem, ExamPaperRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { SwitchRow } from '../../../components/FieldRow.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { paperListQuery, paperMutations, paperQuery } from '../api/exams.ts';
import { SaleListPage } from '../components/SaleListPage.tsx';
import { QuestionPicker } from '../components/QuestionPicker.tsx';
import { PaperTimeFields, SALE_DEFAULTS, SaleFields } from '../components/SaleFields.tsx';

function PaperDrawer({ editing, onClose }: { editing: Editing<ExamPaperItem>; onClose: () => void }) {
  const paper = editedRecord(editing);
  const detail = useQuery({ ...paperQuery(paper?.id ?? 0), enabled: paper !== null });
  const save = paperMutations.useSave(paper?.id ?? null);
  const loaded = paper === null || detail.data !== undefined;
  const d = detail.data;
  return (
    <FormDrawer<ExamPaperRequest>
      title={paper ? `编辑试卷 ${paper.title}` : '新建试卷'}
      open={editing !== null && loaded}
      onClose={onClose}
      initialValues={
        d
          ? { ...d, question_ids: d.questions.map((q) => q.id) }
          : {
              ...SALE_DEFAULTS,
              expired_minutes: 60,
              pass_score: 60,
              try_times: 0,
              is_skip_mark: false,
              question_ids: [],
            }
      }
      save={(v) => save.mutateAsync(v)}
    >
      <TextField label="试卷名称" name="title" required="请输入试卷名称" longest={100} />
      <SaleFields scope="paper" />
      <PaperTimeFields>
        <Form.Item label="考试次数（0 不限）" name="try_times">
          <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </PaperTimeFields>
      <SwitchRow switches={[{ label: '问答题不阅卷（记 0 分，交卷即出成绩）', name: 'is_skip_mark' }]} />
      <Form.Item label="试题" name="question_ids" rules={[{ required: true, message: '请至少选择一道试题' }]}>
        <QuestionPicker label="试题" known={d?.questions ?? []} />
      </Form.Item>
    </FormDrawer>
  );
}

/** 试卷: papers of picked questions, with time, pass mark, attempts and access. */
export default function PapersPage() {
  const remove = paperMutations.useDelete();
  const columns: ColumnsType<ExamPaperItem> = [
    { title: '试卷名称', dataIndex: 'title', key: 'title' },
    { title: '题数', dataIndex: 'question_count', key: 'question_count' },
    { title: '总分 / 及格', key: 'score', render: (_, p) => `${p.total_score} / ${p.pass_score}` },
    { title: '时长', key: 'expired_minutes', render: (_, p) => `${p.expired_minutes} 分钟` },
  ];
  return (
    <SaleListPage
      noun="试卷"
      nameOf={(r) => r.title}
      columns={columns}
      query={paperListQuery}
      remove={remove}
      drawer={(editing, onClose) => <PaperDrawer editing={editing} onClose={onClose} />}
    />
  );
}
