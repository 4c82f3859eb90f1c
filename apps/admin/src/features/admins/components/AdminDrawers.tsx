import {
  ADMIN_NAME_PATTERN,
  ADMIN_NAME_RULE,
  PASSWORD_RULE,
  type AdminCreateRequest,
  type AdminItem,
  type AdminPasswordRequest,
  type AdminUpdateRequest,
} from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Switch } from 'antd';
import { useMe } from '../../../api/session.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import {
  useCreateAdminMutation,
  useResetAdminPasswordMutation,
  useUpdateAdminMutation,
} from '../api/admin-save.ts';
import { roleChoicesQuery } from '../api/role-list.ts';

const passwordRules = [
  { required: true, message: '请输入密码' },
  { min: 8, message: PASSWORD_RULE },
  { pattern: /^(?=.*[A-Za-z])(?=.*\d)/, message: PASSWORD_RULE },
];

/** 超级管理员 (only a super administrator may give it) or a role. */
function RoleFields() {
  const me = useMe();
  const roles = useQuery(roleChoicesQuery);
  const isSuper = Form.useWatch<boolean | undefined>('is_super');
  return (
    <>
      {me?.is_super && (
        <Form.Item label="超级管理员" name="is_super" valuePropName="checked" extra="超级管理员拥有全部权限">
          <Switch />
        </Form.Item>
      )}
      {!isSuper && (
        <Form.Item label="角色" name="role_id" rules={[{ required: true, message: '请选择角色' }]}>
          <Select
            loading={roles.isPending}
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            placeholder="请选择角色"
          />
        </Form.Item>
      )}
    </>
  );
}

export function CreateAdminDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateAdminMutation();
  return (
    <FormDrawer<AdminCreateRequest>
      title="新建管理员"
      open={open}
      onClose={onClose}
      initialValues={{ is_super: false }}
      save={(v) =>
        create.mutateAsync({ ...v, is_super: v.is_super ?? false, role_id: v.is_super ? null : v.role_id })
      }
    >
      <Form.Item
        label="用户名"
        name="name"
        rules={[
          { required: true, message: '请输入用户名' },
          { pattern: ADMIN_NAME_PATTERN, message: ADMIN_NAME_RULE },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label="初始密码" name="password" rules={passwordRules} extra={PASSWORD_RULE}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <RoleFields />
    </FormDrawer>
  );
}

interface EditValues {
  is_super: boolean;
  role_id: number | null;
  enabled: boolean;
}

export function EditAdminDrawer({ admin, onClose }: { admin: AdminItem | null; onClose: () => void }) {
  const update = useUpdateAdminMutation(admin?.id ?? 0);
  const save = (v: EditValues) => {
    const body: AdminUpdateRequest = {
      is_super: v.is_super ?? admin?.is_super ?? false,
      role_id: v.is_super ? null : (v.role_id ?? null),
      status: v.enabled ? 1 : 0,
    };
    return update.mutateAsync(body);
  };
  return (
    <FormDrawer<EditValues>
      title={`编辑管理员 ${admin?.name ?? ''}`}
      open={admin !== null}
      onClose={onClose}
      initialValues={{ is_super: admin?.is_super, role_id: admin?.role_id, enabled: admin?.status === 1 }}
      save={save}
    >
      <RoleFields />
      <Form.Item label="启用" name="enabled" valuePropName="checked" extra="停用后该管理员的会话立即结束">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}

export function ResetPasswordDrawer({ admin, onClose }: { admin: AdminItem | null; onClose: () => void }) {
  const reset = useResetAdminPasswordMutation(admin?.id ?? 0);
  return (
    <FormDrawer<AdminPasswordRequest>
      title={`重置 ${admin?.name ?? ''} 的密码`}
      open={admin !== null}
      onClose={onClose}
      save={(v) => reset.mutateAsync(v)}
      submitText="重置密码"
    >
      <Form.Item
        label="新密码"
        name="password"
        rules={passwordRules}
        extra="重置后该管理员的所有会话立即结束"
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDrawer>
  );
}
