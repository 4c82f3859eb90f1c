import type { WendaAnswerAdminItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Card, Drawer, Empty, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { questionQuery, useAnswerWrites } from '../api/wenda.ts';

/**
 * Member-written text shown as text: the stored HTML was made from plain text by the storefront, so its tags are
 * taken out rather than rendered (the console renders no raw HTML).
 */
const plainText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

function AnswerCard({ answer }: { answer: WendaAnswerAdminItem }) {
  const writes = useAnswerWrites();
  const who = answer.user_nick_name ?? `学员 ${answer.user_id}`;
  return (
    <Card size="small" aria-label={`${who} 的回答`}>
      <Flex vertical gap={6}>
        <Space size={6} wrap>
          <Typography.Text strong>{who}</Typography.Text>
          <Typography.Text type="secondary">{formatInstant(answer.created_at)}</Typography.Text>
          {answer.is_correct && <Tag color="green">已采纳</Tag>}
          {answer.is_hidden && <Tag>已隐藏</Tag>}
        </Space>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {plainText(answer.content)}
        </Typography.Paragraph>
        <PermissionGate perm="wenda.edit">
          <Space size={0}>
            <ConfirmButton
              title={answer.is_hidden ? '恢复显示这个回答吗？' : '隐藏这个回答吗？前台将不再显示。'}
              onConfirm={() => writes.hide.mutateAsync({ id: answer.id, hidden: !answer.is_hidden })}
              done={answer.is_hidden ? '已恢复显示' : '已隐藏'}
            >
              {answer.is_hidden ? `取消隐藏 ${who} 的回答` : `隐藏 ${who} 的回答`}
            </ConfirmButton>
            <ConfirmButton
              title="确定删除这个回答吗？删除后不可恢复。"
              onConfirm={() => writes.remove.mutateAsync(answer.id)}
              done="已删除"
              danger
            >
              删除 {who} 的回答
            </ConfirmButton>
          </Space>
        </PermissionGate>
      </Flex>
    </Card>
  );
}

/** A question with its content and every answer (hidden ones marked), each answer hidden or deleted here. */
export function QuestionDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const question = useQuery(questionQuery(id));
  const q = question.data;
  return (
    <Drawer title={q?.title ?? '问题'} open onClose={onClose} size={640}>
      {question.isError ? (
        <LoadFailed message={question.error.message} onRetry={() => void question.refetch()} />
      ) : !q ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            {plainText(q.content)}
          </Typography.Paragraph>
          <Typography.Title level={5}>回答（{q.answers.length}）</Typography.Title>
          {q.answers.length === 0 ? (
            <Empty description="还没有回答" image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            q.answers.map((a) => <AnswerCard key={a.id} answer={a} />)
          )}
        </Flex>
      )}
    </Drawer>
  );
}
