import type { MemberItem } from '@meedu/contract/admin';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { memberListQuery } from '../api/member-list.ts';
import { FlagFilter } from '../../../components/data-table/FlagFilter.tsx';
import { SearchFilter } from '../../../components/data-table/filter-fields.tsx';

function MemberFilters() {
  return (
    <ListFilters>
      <SearchFilter label="搜索学员" placeholder="手机号、昵称或 ID" />
      <FlagFilter label="状态" name="is_lock" on="已锁定" off="正常" offFirst />
    </ListFilters>
  );
}

const columns: ColumnsType<MemberItem> = [
  { title: 'ID', dataIndex: 'id', key: 'id', sorter: true },
  {
    title: '昵称',
    key: 'nick_name',
    render: (_, m) => <Link to={`/members/${m.id}`}>{m.nick_name}</Link>,
  },
  { title: '手机号', dataIndex: 'mobile', key: 'mobile', render: (v: string) => v || '—' },
  { title: '积分', dataIndex: 'credit1', key: 'credit1', sorter: true },
  {
    title: '会员',
    key: 'role',
    render: (_, m) => (m.role_name ? `${m.role_name}（至 ${formatInstant(m.role_expired_at)}）` : '—'),
  },
  {
    title: '状态',
    key: 'is_lock',
    render: (_, m) => (m.is_lock ? <Tag color="red">已锁定</Tag> : <Tag color="green">正常</Tag>),
  },
  { title: '注册时间', dataIndex: 'created_at', key: 'created_at', sorter: true, render: formatInstant },
  {
    title: '操作',
    key: 'actions',
    render: (_, m) => (
      <Space size={0}>
        <Link to={`/members/${m.id}`} aria-label={`查看学员 ${m.nick_name}`}>
          查看
        </Link>
      </Space>
    ),
  },
];

export default function MembersPage() {
  return (
    <ListPage
      title="学员"
      caption="学员列表"
      columns={columns}
      query={memberListQuery}
      filters={<MemberFilters />}
    />
  );
}
