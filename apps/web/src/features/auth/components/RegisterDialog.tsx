import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { configQuery } from '../../../api/system.ts';
import { CaptchaSmsFields } from '../../../components/captcha-sms/index.ts';
import { useDialogs } from '../../../stores/dialogs.ts';
import { registerWithSms } from '../api/register-sms.ts';
import { msvField } from '../lib/msv.ts';
import { AuthModal, DialogLink } from './AuthModal.tsx';

interface RegisterValues {
  mobile: string;
  mobile_code: string;
  password: string;
}

/** Register dialog (screens/account §4.2). Success shows the login dialog; there is no auto-login. */
export default function RegisterDialog() {
  const { message } = App.useApp();
  const { show, close } = useDialogs();
  const [form] = Form.useForm<RegisterValues>();
  const [agreed, setAgreed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { data: config } = useQuery(configQuery);

  const submit = async (values: RegisterValues) => {
    if (submitting) return;
    if (!agreed) {
      message.error('请同意《用户协议》和《隐私政策》');
      return;
    }
    setSubmitting(true);
    try {
      await registerWithSms({
        mobile: values.mobile.trim(),
        mobile_code: values.mobile_code.trim(),
        password: values.password,
        ...msvField(),
      });
      message.success('注册成功');
      show('login');
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <AuthModal
      title="用户注册"
      onClose={close}
      extra={<DialogLink onClick={() => show('login')}>已有账号，立即登录&gt;&gt;</DialogLink>}
    >
      <Form form={form} onFinish={(v) => void submit(v)} autoComplete="off" size="large">
        <Form.Item name="mobile" rules={[{ required: true, message: '请输入手机号!' }]}>
          <Input placeholder="请输入手机号" inputMode="tel" />
        </Form.Item>
        <CaptchaSmsFields scene="login" getMobile={() => String(form.getFieldValue('mobile') ?? '')} />
        <Form.Item name="password" rules={[{ required: true, message: '请设置账号密码!' }]}>
          <Input.Password placeholder="请设置账号密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item>
          <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
            同意
            <a href={config?.user_protocol} target="_blank" rel="noopener noreferrer">
              《用户协议》
            </a>
            和
            <a href={config?.user_private_protocol} target="_blank" rel="noopener noreferrer">
              《隐私政策》
            </a>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          立即注册
        </Button>
      </Form>
    </AuthModal>
  );
}
