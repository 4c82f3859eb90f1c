import { PASSWORD_RULE, type ChangePasswordRequest } from '@meedu/contract/admin';
import { Card, Form, Input } from 'antd';
import { FormPage } from '../../../components/FormDrawer.tsx';
import { useChangePasswordMutation } from '../api/password.ts';

export function PasswordCard() {
  const change = useChangePasswordMutation();
  return (
    <Card title="修改密码">
      <FormPage<ChangePasswordRequest>
        title="修改密码"
        save={(v) => change.mutateAsync(v)}
        submitText="修改密码"
        resetOnSave
      >
        <Form.Item
          label="当前密码"
          name="old_password"
          rules={[{ required: true, message: '请输入当前密码' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="新密码"
          name="new_password"
          extra={`${PASSWORD_RULE}；修改后其他设备上的登录将退出`}
          rules={[
            { required: true, message: '请输入新密码' },
            { min: 8, message: PASSWORD_RULE },
            { pattern: /^(?=.*[A-Za-z])(?=.*\d)/, message: PASSWORD_RULE },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </FormPage>
    </Card>
  );
}
