import { FormModal } from '../../../components/FormModal.tsx';
import { SmsCodeForm, type SmsCodeValues } from '../../../components/captcha-sms/index.ts';
import { usePasswordMutation } from '../api/password.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

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
  const { message } = useFeedback();

  const password = usePasswordMutation();

  const submit = async (values: SmsCodeValues) => {
    await password.mutateAsync(values);
    message.success('密码修改成功');
    onDone();
  };

  return (
    <FormModal title="设置（修改）密码" onClose={onClose}>
      <SmsCodeForm
        scene="password_reset"
        mobile={{ fixed: mobile, label: '绑定手机号：' }}
        withPassword
        submitText="重置密码"
        onSubmit={submit}
      />
    </FormModal>
  );
}
