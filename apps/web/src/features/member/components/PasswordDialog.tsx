import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { CaptchaSmsFields } from '../../../components/captcha-sms/index.ts';
import { changePassword } from '../api/password.ts';
import { MemberModal } from './MemberModal.tsx';

interface Values {
  mobile_code: string;
  password: string;
}

/** `设置（修改）密码` with an SMS code to the member's own mobile (screens/account §9.7). */
export function PasswordDialog({
  mobile,
  onClose,
  onDone,
}: {
  mobile: string;
  onClose(): void;
  onDone(): void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Values) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      await changePassword({ mobile, mobile_code: values.mobile_code.trim(), password: values.password });
      message.success('密码修改成功');
      onDone();
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <MemberModal title="设置（修改）密码" onClose={onClose}>
      <Form form={form} onFinish={(v) => void submit(v)} autoComplete="off" size="large">
        <Form.Item>
          绑定手机号：<Typography.Text strong>{mobile}</Typography.Text>
        </Form.Item>
        <CaptchaSmsFields scene="password_reset" getMobile={() => mobile} />
        <Form.Item name="password" rules={[{ required: true, message: '请设置账号密码!' }]}>
          <Input.Password placeholder="请设置账号密码" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          重置密码
        </Button>
      </Form>
    </MemberModal>
  );
}
