import { FormModal } from '../../../components/FormModal.tsx';
import { SmsCodeForm } from '../../../components/captcha-sms/index.ts';
import { useBindMobileMutation } from '../api/bind-mobile.ts';
import { useChangeMobileMutation } from '../api/change-mobile.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/**
 * `绑定新手机号` (screens/account §9.5/§9.6): with a `sign` from the verify step it changes the mobile
 * (PUT /api/v2/member/mobile); without one it binds a first mobile.
 */
export function NewMobileDialog({
  sign,
  onClose,
  onDone,
}: {
  sign: string | null;
  onClose(): void;
  onDone(): void;
}) {
  const { message } = useFeedback();

  const change = useChangeMobileMutation();
  const bind = useBindMobileMutation();

  const submit = async ({ mobile, mobile_code }: { mobile: string; mobile_code: string }) => {
    if (sign) await change.mutateAsync({ mobile, mobile_code, sign });
    else await bind.mutateAsync({ mobile, mobile_code });
    message.success('绑定成功');
    onDone();
  };

  return (
    <FormModal title="绑定新手机号" onClose={onClose}>
      <SmsCodeForm
        scene="mobile_bind"
        mobile={{ placeholder: '请输入新手机号码' }}
        submitText="立即绑定"
        onSubmit={submit}
      />
    </FormModal>
  );
}
