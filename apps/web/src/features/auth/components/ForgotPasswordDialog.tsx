import { SmsCodeForm, type SmsCodeValues } from '../../../components/captcha-sms/index.ts';
import { useDialogs } from '../../../stores/dialogs.ts';
import { resetPassword } from '../api/password-reset.ts';
import { AuthModal, DialogLink } from './AuthModal.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/** Forgot-password dialog (screens/account §4.3). Like every account dialog it returns to login (SPEC §4). */
export default function ForgotPasswordDialog() {
  const { message } = useFeedback();
  const { show, close } = useDialogs();

  const submit = async (values: SmsCodeValues) => {
    await resetPassword(values);
    message.success('密码重置成功');
    show('login');
  };

  return (
    <AuthModal
      title="忘记密码"
      onClose={close}
      extra={<DialogLink onClick={() => show('login')}>返回登录&gt;&gt;</DialogLink>}
    >
      <SmsCodeForm
        scene="login"
        mobile={{ placeholder: '请输入手机号' }}
        withPassword
        submitText="重置密码"
        onSubmit={submit}
      />
    </AuthModal>
  );
}
