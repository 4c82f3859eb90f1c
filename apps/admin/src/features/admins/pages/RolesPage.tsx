import { type Permission, type RoleItem, type RoleRequest, permissionName } from '@meedu/contract/admin';
import { Button, Form, Input, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useCan } from '../../../api/session.ts';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { roleListQuery } from '../api/role-list.ts';
import { useDeleteRoleMutation, useSaveRoleMutation } from '../api/role-save.ts';
import { PermissionMatrix } from '../components/PermissionMatrix.tsx';

/** `null` closed, `'new'` creating, a role editing it. */
type Editing = RoleItem | 'new' | null;

function RoleDrawer({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const role = editing !== null && editing !== 'new' ? editing : null;
  const save = useSaveRoleMutation(role?.id ?? null);
  return (
    <FormDrawer<RoleRequest>
      title={role ? `编辑角色 ${role.name}` : '新建角色'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{ name: role?.name ?? '', permissions: role?.permissions ?? [] }}
      save={(v) => save.mutateAsync({ name: v.name, permissions: v.permissions ?? [] })}
    >
      <Form.Item
        label="角色名称"
        name="name"
        rules={[{ required: true, whitespace: true, message: '请输入角色名称' }]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item label="权限" name="permissions" extra="编辑权限包含查看">
        <PermissionMatrix />
      </Form.Item>
    </FormDrawer>
  );
}

/** The areas a role may see or edit, as tags: `课程（编辑）` stands for both levels. */
function PermissionTags({ permissions }: { permissions: Permission[] }) {
  if (permissions.length === 0) return <Typography.Text type="secondary">无</Typography.Text>;
  const shown = permissions.filter(
    (p) => !(p.endsWith('.view') && permissions.includes(p.replace(/\.view$/, '.edit') as Permission)),
  );
  return (
    <Space size={[4, 4]} wrap>
      {shown.map((p) => (
        <Tag key={p}>{permissionName(p)}</Tag>
      ))}
    </Space>
  );
}

export default function RolesPage() {
  const canEdit = useCan('admins.edit');
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useDeleteRoleMutation();
  const columns: ColumnsType<RoleItem> = [
    { title: '角色名称', dataIndex: 'name', key: 'name', sorter: true },
    { title: '权限', key: 'permissions', render: (_, r) => <PermissionTags permissions={r.permissions} /> },
    { title: '管理员数', dataIndex: 'admin_count', key: 'admin_count' },
    { title: '创建时间', dataIndex: 'created_at', key: 'created_at', sorter: true, render: formatInstant },
  ];
  if (canEdit)
    columns.push({
      title: '操作',
      key: 'actions',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(r)}>
            编辑
          </Button>
          <ConfirmButton
            title={`确定删除角色“${r.name}”吗？`}
            onConfirm={() => remove.mutateAsync(r.id)}
            done="已删除"
            danger
          >
            删除
          </ConfirmButton>
        </Space>
      ),
    });
  return (
    <>
      <PageHeader
        title="角色"
        extra={
          <PermissionGate perm="admins.edit">
            <Button type="primary" onClick={() => setEditing('new')}>
              新建角色
            </Button>
          </PermissionGate>
        }
      />
      <DataTable
        caption="角色列表"
        columns={columns}
        query={roleListQuery}
        rowKey="id"
        filters={
          <ListFilters>
            <Form.Item label="角色名称" name="q">
              <Input allowClear />
            </Form.Item>
          </ListFilters>
        }
      />
      <RoleDrawer editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
