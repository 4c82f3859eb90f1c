import type { AdminSessionItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { mySessionsQuery, useRevokeMySessionMutation } from '../api/sessions.ts';

export function SessionsCard() {
  const sessions = useQuery(mySessionsQuery);
  const revoke = useRevokeMySessionMutation();
  const columns: ColumnsType<AdminSessionItem> = [
    { title: '登录时间', dataIndex: 'created_at', key: 'created_at', render: formatInstant },
    { title: '最近活动', dataIndex: 'last_seen_at', key: 'last_seen_at', render: formatInstant },
    { title: 'IP', dataIndex: 'ip', key: 'ip' },
    { title: '浏览器', dataIndex: 'user_agent', key: 'user_agent', ellipsis: true },
    {
      title: '操作',
      key: 'actions',
      render: (_, s) =>
        s.current ? (
          <Tag color="blue">当前会话</Tag>
        ) : (
          <ConfirmButton
            title="确定结束这个会话吗？"
            onConfirm={() => revoke.mutateAsync(s.id)}
            done="已结束会话"
            danger
          >
            结束会话
          </ConfirmButton>
        ),
    },
  ];
  return (
    <Card title="登录会话">
      {sessions.isError ? (
        <LoadFailed message={sessions.error.message} onRetry={() => void sessions.refetch()} />
      ) : (
        <Table<AdminSessionItem>
          aria-label="登录会话"
          rowKey="id"
          columns={columns}
          dataSource={sessions.data ?? []}
          loading={sessions.isPending}
          pagination={false}
          locale={{ emptyText: '暂无数据' }}
        />
      )}
    </Card>
  );
}
