import type { AdminItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useCan, useMe } from '../../../api/session.ts';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { adminListQuery } from '../api/admin-list.ts';
import { useDeleteAdminMutation, useRevokeAdminSessionsMutation } from '../api/admin-save.ts';
import { roleChoicesQuery } from '../api/role-list.ts';
import { CreateAdminDrawer, EditAdminDrawer, ResetPasswordDrawer } from '../components/AdminDrawers.tsx';
import { FlagFilter } from '../../../components/data-table/FlagFilter.tsx';
import { RecordFilter, SearchFilter } from '../../../components/data-table/filter-fields.tsx';

function AdminFilters() {
  const roles = useQuery(roleChoicesQuery);
  return (
    <ListFilters>
      <SearchFilter label="用户名" placeholder="用户名关键词" />
      <FlagFilter label="状态" name="status" on="启用" off="停用" />
      <RecordFilter label="角色" name="role_id" records={roles.data ?? []} />
    </ListFilters>
  );
}

export default function AdminsPage() {
  const me = useMe();
  const canEdit = useCan('admins.edit');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminItem | null>(null);
  const [resetting, setResetting] = useState<AdminItem | null>(null);
  const remove = useDeleteAdminMutation();
  const revoke = useRevokeAdminSessionsMutation();

  const columns: ColumnsType<AdminItem> = [
    { title: '用户名', dataIndex: 'name', key: 'name', sorter: true },
    {
      title: '角色',
      key: 'role',
      render: (_, a) => (a.is_super ? <Tag color="gold">超级管理员</Tag> : (a.role_name ?? '—')),
    },
    {
      title: '状态',
      key: 'status',
      render: (_, a) => (
        <Space size={4}>
          {a.status === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>}
          {a.locked_until && <Tag color="red">已锁定</Tag>}
        </Space>
      ),
    },
    { title: '两步验证', key: 'totp', render: (_, a) => (a.totp_enabled ? '已开启' : '未开启') },
    {
      title: '最近登录',
      dataIndex: 'last_login_at',
      key: 'last_login_at',
      sorter: true,
      render: formatInstant,
    },
    { title: '创建时间', dataIndex: 'created_at', key: 'created_at', sorter: true, render: formatInstant },
  ];
  if (canEdit)
    columns.push({
      title: '操作',
      key: 'actions',
      render: (_, a) => {
        const self = a.id === me?.id;
        const mine = !a.is_super || me?.is_super;
        if (self || !mine) return self ? <Typography.Text type="secondary">当前账号</Typography.Text> : null;
        return (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setEditing(a)}>
              编辑
            </Button>
            <Button type="link" size="small" onClick={() => setResetting(a)}>
              重置密码
            </Button>
            <ConfirmButton
              title={`确定让 ${a.name} 立即下线吗？`}
              onConfirm={() => revoke.mutateAsync(a.id)}
              done="已强制下线"
            >
              强制下线
            </ConfirmButton>
            <ConfirmButton
              title={`确定删除管理员 ${a.name} 吗？`}
              onConfirm={() => remove.mutateAsync(a.id)}
              done="已删除"
              danger
            >
              删除
            </ConfirmButton>
          </Space>
        );
      },
    });

  return (
    <ListPage
      title="管理员"
      create={{ perm: 'admins.edit', text: '新建管理员', onClick: () => setCreating(true) }}
      caption="管理员列表"
      columns={columns}
      query={adminListQuery}
      filters={<AdminFilters />}
    >
      <CreateAdminDrawer open={creating} onClose={() => setCreating(false)} />
      <EditAdminDrawer admin={editing} onClose={() => setEditing(null)} />
      <ResetPasswordDrawer admin={resetting} onClose={() => setResetting(null)} />
    </ListPage>
  );
}
