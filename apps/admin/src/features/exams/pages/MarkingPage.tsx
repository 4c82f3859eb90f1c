import type { MarkingItem, MarkingRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Image, InputNumber, Space, Typography } from 'antd';
import { FormPage } from '../../../components/FormDrawer.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { markingQuery, useMarkAttempt } from '../api/exams.ts';
import { plainText } from '../components/plain-text.ts';

/** One attempt: each waiting answer with its text and images, the points for it, then 完成阅卷. */
function AttemptCard({ attempt }: { attempt: MarkingItem }) {
  const mark = useMarkAttempt(attempt.id);
  const heading = `${attempt.paper_title} · 答卷 #${attempt.id}`;
  return (
    <Card
      title={heading}
      extra={`${attempt.nick_name} · 交卷 ${attempt.submitted_at ? formatInstant(attempt.submitted_at) : '—'}`}
      style={{ marginBottom: 16 }}
    >
      <FormPage<{ scores: Record<string, number> }>
        title={`阅卷：${heading}`}
        initialValues={{ scores: {} }}
        save={(v: MarkingRequest) => mark.mutateAsync(v)}
        submitText="完成阅卷"
      >
        {attempt.answers.map((a, i) => (
          <section key={a.key} aria-label={`第 ${i + 1} 题`} style={{ marginBottom: 16 }}>
            <Typography.Title level={2} style={{ fontSize: 15 }}>
              第 {i + 1} 题（满分 {a.full} 分）
            </Typography.Title>
            <Typography.Paragraph>{plainText(a.stem)}</Typography.Paragraph>
            <Typography.Paragraph>
              <strong>作答：</strong>
              {a.text === '' ? '（无文字）' : a.text}
            </Typography.Paragraph>
            {a.images.length > 0 && (
              <Space wrap style={{ marginBottom: 8 }}>
                {a.images.map((src, n) => (
                  <Image key={src} src={src} width={120} alt={`第 ${i + 1} 题作答图片 ${n + 1}`} />
                ))}
              </Space>
            )}
            <Form.Item
              label={`第 ${i + 1} 题得分`}
              name={['scores', a.key]}
              rules={[{ required: true, message: '请为这道题打分' }]}
            >
              <InputNumber min={0} max={a.full} precision={0} />
            </Form.Item>
          </section>
        ))}
      </FormPage>
    </Card>
  );
}

/** 阅卷: the attempts waiting for a teacher's points, oldest first; finishing one grades it and removes it. */
export default function MarkingPage() {
  const queue = useQuery(markingQuery);
  return (
    <>
      <PageHeader title="阅卷" />
      <QueryView query={queue} empty={queue.data?.items.length === 0 ? '暂无待阅卷的答卷' : false}>
        {(data) => data.items.map((a) => <AttemptCard key={a.id} attempt={a} />)}
      </QueryView>
    </>
  );
}
