import {
  ORDER_STATUS_NAMES,
  type MemberCourseItem,
  type MemberCreditItem,
  type MemberDetail,
  type MemberOrderItem,
  type MemberSessionItem,
} from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Space, Spin, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useMatch } from 'react-router';
import { useCan } from '../../../api/session.ts';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { formatInstant, formatYuan } from '../../../lib/format.ts';
import {
  useLockMemberMutation,
  useRevokeCourseMutation,
  useUnlockMemberMutation,
} from '../api/member-actions.ts';
import { memberDetailQuery } from '../api/member-list.ts';
import { AdjustCreditsDrawer, GrantCourseDrawer, SendMessageDrawer } from '../components/MemberDrawers.tsx';

type Drawer = 'credits' | 'course' | 'message' | null;

const orderColumns: ColumnsType<MemberOrderItem> = [
  {
    title: '订单编号',
    key: 'order_no',
    render: (_, o) => <Link to={`/orders/${o.id}`}>{o.order_no}</Link>,
  },
  { title: '商品', dataIndex: 'goods', key: 'goods' },
  { title: '实付', dataIndex: 'amount', key: 'amount', render: formatYuan },
  { title: '状态', dataIndex: 'status', key: 'status', render: (s: number) => ORDER_STATUS_NAMES[s] ?? s },
  { title: '下单时间', dataIndex: 'created_at', key: 'created_at', render: formatInstant },
];

const creditColumns: ColumnsType<MemberCreditItem> = [
  { title: '变动', dataIndex: 'sum', key: 'sum', render: (n: number) => (n > 0 ? `+${n}` : String(n)) },
  { title: '原因', dataIndex: 'remark', key: 'remark' },
  { title: '时间', dataIndex: 'created_at', key: 'created_at', render: formatInstant },
];

const sessionColumns: ColumnsType<MemberSessionItem> = [
  { title: '课程', dataIndex: 'course_title', key: 'course_title' },
  { title: '视频', dataIndex: 'video_title', key: 'video_title' },
  {
    title: '观看时长',
    dataIndex: 'watch_seconds',
    key: 'watch_seconds',
    render: (s: number) => `${Math.floor(s / 60)} 分 ${s % 60} 秒`,
  },
  { title: '看完', dataIndex: 'watched', key: 'watched', render: (w: boolean) => (w ? '是' : '否') },
  { title: '最近学习', dataIndex: 'updated_at', key: 'updated_at', render: formatInstant },
];

/** A list of the detail with its header row and name; the total says when there are more than shown. */
function RecentTable<T extends object>(props: {
  caption: string;
  columns: ColumnsType<T>;
  list: { items: T[]; total: number };
  rowKey: keyof T & string;
}) {
  const more = props.list.total > props.list.items.length;
  return (
    <Table<T>
      aria-label={props.caption}
      title={() =>
        `${props.caption}（共 ${props.list.total} 条${more ? `，显示最近 ${props.list.items.length} 条` : ''}）`
      }
      columns={props.columns}
      dataSource={props.list.items}
      rowKey={props.rowKey}
      pagination={false}
      locale={{ emptyText: '暂无数据' }}
      size="small"
    />
  );
}

function CoursesTable({ member }: { member: MemberDetail }) {
  const canEdit = useCan('members.edit');
  const revoke = useRevokeCourseMutation(member.id);
  const columns: ColumnsType<MemberCourseItem> = [
    { title: '课程 ID', dataIndex: 'course_id', key: 'course_id' },
    { title: '课程', dataIndex: 'title', key: 'title' },
    { title: '支付', dataIndex: 'charge', key: 'charge', render: formatYuan },
    { title: '开通时间', dataIndex: 'created_at', key: 'created_at', render: formatInstant },
  ];
  if (canEdit)
    columns.push({
      title: '操作',
      key: 'actions',
      render: (_, c) => (
        <ConfirmButton
          title={`确定收回课程《${c.title}》吗？`}
          onConfirm={() => revoke.mutateAsync(c.course_id)}
          done="已收回"
          danger
        >
          收回
        </ConfirmButton>
      ),
    });
  return <RecentTable caption="已开通课程" columns={columns} list={member.courses} rowKey="course_id" />;
}

function MemberView({ member }: { member: MemberDetail }) {
  const [drawer, setDrawer] = useState<Drawer>(null);
  const lock = useLockMemberMutation(member.id);
  const unlock = useUnlockMemberMutation(member.id);
  const close = () => setDrawer(null);
  return (
    <>
      <PageHeader
        title={`学员：${member.nick_name}`}
        extra={
          <PermissionGate perm="members.edit">
            <Space wrap>
              <Button onClick={() => setDrawer('message')}>发送消息</Button>
              <Button onClick={() => setDrawer('course')}>开通课程</Button>
              <Button onClick={() => setDrawer('credits')}>调整积分</Button>
              {member.is_lock ? (
                <ConfirmButton
                  type="default"
                  size="middle"
                  title="确定解锁该学员吗？解锁后学员可重新登录。"
                  onConfirm={() => unlock.mutateAsync(undefined)}
                  done="已解锁"
                >
                  解锁
                </ConfirmButton>
              ) : (
                <ConfirmButton
                  type="default"
                  size="middle"
                  danger
                  title="确定锁定该学员吗？学员将立即退出登录且无法再登录。"
                  onConfirm={() => lock.mutateAsync(undefined)}
                  done="已锁定"
                >
                  锁定
                </ConfirmButton>
              )}
            </Space>
          </PermissionGate>
        }
      />
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="ID">{member.id}</Descriptions.Item>
        <Descriptions.Item label="昵称">{member.nick_name}</Descriptions.Item>
        <Descriptions.Item label="手机号">{member.mobile || '—'}</Descriptions.Item>
        <Descriptions.Item label="状态">
          {member.is_lock ? <Tag color="red">已锁定</Tag> : <Tag color="green">正常</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="积分">{member.credit1}</Descriptions.Item>
        <Descriptions.Item label="会员">
          {member.role_name ? `${member.role_name}（至 ${formatInstant(member.role_expired_at)}）` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="注册时间">{formatInstant(member.created_at)}</Descriptions.Item>
      </Descriptions>
      <Tabs
        items={[
          {
            key: 'orders',
            label: `订单（${member.orders.total}）`,
            children: <RecentTable caption="订单" columns={orderColumns} list={member.orders} rowKey="id" />,
          },
          {
            key: 'courses',
            label: `课程（${member.courses.total}）`,
            children: <CoursesTable member={member} />,
          },
          {
            key: 'credits',
            label: `积分（${member.credits.total}）`,
            children: (
              <RecentTable caption="积分明细" columns={creditColumns} list={member.credits} rowKey="id" />
            ),
          },
          {
            key: 'sessions',
            label: `学习记录（${member.sessions.total}）`,
            children: (
              <RecentTable
                caption="学习记录"
                columns={sessionColumns}
                list={member.sessions}
                rowKey="video_id"
              />
            ),
          },
        ]}
      />
      <SendMessageDrawer memberId={member.id} open={drawer === 'message'} onClose={close} />
      <GrantCourseDrawer memberId={member.id} open={drawer === 'course'} onClose={close} />
      <AdjustCreditsDrawer memberId={member.id} open={drawer === 'credits'} onClose={close} />
    </>
  );
}

/** `/members/:id`: one member, what they hold, and the operator's actions on them. */
export default function MemberDetailPage() {
  const match = useMatch('/members/:id');
  const id = Number(match?.params.id ?? 0);
  const detail = useQuery({ ...memberDetailQuery(id), enabled: id > 0 });
  if (detail.isError)
    return <LoadFailed message={detail.error.message} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <MemberView member={detail.data} />;
}
