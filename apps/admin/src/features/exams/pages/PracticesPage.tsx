import type { ExamPracticeItem, ExamPracticeRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { practiceListQuery, practiceMutations, practiceQuery } from '../api/exams.ts';
import { SaleListPage } from '../components/SaleListPage.tsx';
import { QuestionPicker } from '../components/QuestionPicker.tsx';
import { SALE_DEFAULTS, SaleFields } from '../components/SaleFields.tsx';

function PracticeDrawer({ editing, onClose }: { editing: Editing<ExamPracticeItem>; onClose: () => void }) {
  const practice = editedRecord(editing);
  const detail = useQuery({ ...practiceQuery(practice?.id ?? 0), enabled: practice !== null });
  const save = practiceMutations.useSave(practice?.id ?? null);
  const d = detail.data;
  const known = d?.chapters.flatMap((c) => c.questions) ?? [];
  return (
    <FormDrawer<ExamPracticeRequest>
      title={practice ? `编辑练习 ${practice.name}` : '新建练习'}
      open={editing !== null && (practice === null || d !== undefined)}
      onClose={onClose}
      initialValues={
        d
          ? {
              ...d,
              chapters: d.chapters.map((c) => ({
                id: c.id,
                name: c.name,
                question_ids: c.questions.map((q) => q.id),
              })),
            }
          : { ...SALE_DEFAULTS, chapters: [{ name: '第一章', question_ids: [] }] }
      }
      save={(v) => save.mutateAsync(v)}
    >
      <TextField label="练习名称" name="name" required="请输入练习名称" longest={100} />
      <SaleFields scope="practice" />
      <Form.List name="chapters">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <Card
                key={field.key}
                size="small"
                title={`第 ${i + 1} 章`}
                style={{ marginBottom: 12 }}
                extra={
                  <Button type="link" onClick={() => remove(field.name)} aria-label={`删除第 ${i + 1} 章`}>
                    删除
                  </Button>
                }
              >
                <Form.Item
                  label="章节名称"
                  name={[field.name, 'name']}
                  rules={[{ required: true, whitespace: true, message: '请输入章节名称' }]}
                >
                  <Input />
                </Form.Item>
                <Form.Item label="章节试题" name={[field.name, 'question_ids']}>
                  <QuestionPicker label={`第 ${i + 1} 章试题`} known={known} />
                </Form.Item>
              </Card>
            ))}
            <Button onClick={() => add({ name: '', question_ids: [] })} style={{ marginBottom: 16 }}>
              添加章节
            </Button>
          </>
        )}
      </Form.List>
    </FormDrawer>
  );
}

/** 练习: practices by chapter, each chapter a list of the bank's questions. */
export default function PracticesPage() {
  const remove = practiceMutations.useDelete();
  const columns: ColumnsType<ExamPracticeItem> = [
    { title: '练习名称', dataIndex: 'name', key: 'name' },
    { title: '章节', dataIndex: 'chapter_count', key: 'chapter_count' },
    { title: '题数', dataIndex: 'question_count', key: 'question_count' },
  ];
  return (
    <SaleListPage
      noun="练习"
      nameOf={(r) => r.name}
      columns={columns}
      query={practiceListQuery}
      remove={remove}
      drawer={(editing, onClose) => <PracticeDrawer editing={editing} onClose={onClose} />}
    />
  );
}
