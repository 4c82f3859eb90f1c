import { type Permission, type RoleItem, type RoleRequest, permissionName } from '@meedu/contract/admin';
import { Form, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { roleListQuery } from '../api/role-list.ts';
import { roleMutations } from '../api/role-save.ts';
import { PermissionMatrix } from '../components/PermissionMatrix.tsx';
import { SearchFilter } from '../../../components/data-table/filter-fields.tsx';

function RoleDrawer({ editing, onClose }: { editing: Editing<RoleItem>; onClose: () => void }) {
  const role = editedRecord(editing);
  const save = roleMutations.useSave(role?.id ?? null);
  return (
    <FormDrawer<RoleRequest>
      title={role ? `编辑角色 ${role.name}` : '新建角色'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{ name: role?.name ?? '', permissions: role?.permissions ?? [] }}
      save={(v) => save.mutateAsync({ name: v.name, permissions: v.permissions ?? [] })}
    >
      <TextField label="角色名称" name="name" required="请输入角色名称" maxLength={32} />
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
  const [editing, setEditing] = useState<Editing<RoleItem>>(null);
  const remove = roleMutations.useDelete();
  const columns: ColumnsType<RoleItem> = [
    { title: '角色名称', dataIndex: 'name', key: 'name', sorter: true },
    { title: '权限', key: 'permissions', render: (_, r) => <PermissionTags permissions={r.permissions} /> },
    { title: '管理员数', dataIndex: 'admin_count', key: 'admin_count' },
    { title: '创建时间', dataIndex: 'created_at', key: 'created_at', sorter: true, render: formatInstant },
  ];
  return (
    <ListPage
      title="角色"
      create={{ perm: 'admins.edit', text: '新建角色', onClick: () => setEditing('new') }}
      caption="角色列表"
      columns={columns}
      query={roleListQuery}
      filters={
        <ListFilters>
          <SearchFilter label="角色名称" />
        </ListFilters>
      }
      actions={{
        perm: 'admins.edit',
        render: (r) => (
          <RecordActions
            onEdit={() => setEditing(r)}
            deleteTitle={`确定删除角色“${r.name}”吗？`}
            onDelete={() => remove.mutateAsync(r.id)}
          />
        ),
      }}
    >
      <RoleDrawer editing={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
