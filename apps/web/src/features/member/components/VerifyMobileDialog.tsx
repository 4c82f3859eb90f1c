import { FormModal } from '../../../components/FormModal.tsx';
import { SmsCodeForm } from '../../../components/captcha-sms/index.ts';
import { useVerifyMobileMutation } from '../api/verify-mobile.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/** Step one of changing the mobile: prove the current one (screens/account §9.4). */
export function VerifyMobileDialog({
  mobile,
  onClose,
  onVerified,
}: {
  mobile: string;
  onClose(): void;
  onVerified(sign: string): void;
}) {
  const { message } = useFeedback();

  const verify = useVerifyMobileMutation();

  const submit = async ({ mobile_code }: { mobile_code: string }) => {
    const { sign } = await verify.mutateAsync({ mobile, mobile_code });
    message.success('验证成功');
    onVerified(sign);
  };

  return (
    <FormModal title="验证原手机号" onClose={onClose}>
      <SmsCodeForm
        scene="mobile_bind"
        mobile={{ fixed: mobile, label: '原手机号码验证：' }}
        submitText="确定"
        onSubmit={submit}
      />
    </FormModal>
  );
}
