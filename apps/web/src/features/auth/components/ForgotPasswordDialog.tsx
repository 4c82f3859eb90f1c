import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { CaptchaSmsFields } from '../../../components/captcha-sms/index.ts';
import { useDialogs } from '../../../stores/dialogs.ts';
import { resetPassword } from '../api/password-reset.ts';
import { AuthModal, DialogLink } from './AuthModal.tsx';

interface ResetValues {
  mobile: string;
  mobile_code: string;
  password: string;
}

/** Forgot-password dialog (screens/account §4.3). Like every account dialog it returns to login (SPEC §4). */
export default function ForgotPasswordDialog() {
  const { message } = App.useApp();
  const { show, close } = useDialogs();
  const [form] = Form.useForm<ResetValues>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: ResetValues) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      await resetPassword({
        mobile: values.mobile.trim(),
        mobile_code: values.mobile_code.trim(),
        password: values.password,
      });
      message.success('密码重置成功');
      show('login');
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <AuthModal
      title="忘记密码"
      onClose={close}
      extra={<DialogLink onClick={() => show('login')}>返回登录&gt;&gt;</DialogLink>}
    >
      <Form form={form} onFinish={(v) => void submit(v)} autoComplete="off" size="large">
        <Form.Item name="mobile" rules={[{ required: true, message: '请输入手机号!' }]}>
          <Input placeholder="请输入手机号" inputMode="tel" />
        </Form.Item>
        <CaptchaSmsFields scene="login" getMobile={() => String(form.getFieldValue('mobile') ?? '')} />
        <Form.Item name="password" rules={[{ required: true, message: '请设置账号密码!' }]}>
          <Input.Password placeholder="请设置账号密码" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          重置密码
        </Button>
      </Form>
    </AuthModal>
  );
}
