import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form } from 'antd';
import { useState } from 'react';
import { configQuery } from '../../../api/system.ts';
import { SmsCodeForm, type SmsCodeValues } from '../../../components/captcha-sms/index.ts';
import { useDialogs } from '../../../stores/dialogs.ts';
import { registerWithSms } from '../api/register-sms.ts';
import { msvField } from '../lib/msv.ts';
import { AuthModal, DialogLink } from './AuthModal.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/** Register dialog (screens/account §4.2). Success shows the login dialog; there is no auto-login. */
export default function RegisterDialog() {
  const { message } = useFeedback();
  const { show, close } = useDialogs();
  const [agreed, setAgreed] = useState(false);
  const { data: config } = useQuery(configQuery);

  const canSubmit = () => {
    if (!agreed) message.error('请同意《用户协议》和《隐私政策》');
    return agreed;
  };

  const submit = async (values: SmsCodeValues) => {
    await registerWithSms({ ...values, ...msvField() });
    message.success('注册成功');
    show('login');
  };

  return (
    <AuthModal
      title="用户注册"
      onClose={close}
      extra={<DialogLink onClick={() => show('login')}>已有账号，立即登录&gt;&gt;</DialogLink>}
    >
      <SmsCodeForm
        scene="login"
        mobile={{ placeholder: '请输入手机号' }}
        withPassword
        submitText="立即注册"
        canSubmit={canSubmit}
        onSubmit={submit}
      >
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
      </SmsCodeForm>
    </AuthModal>
  );
}
