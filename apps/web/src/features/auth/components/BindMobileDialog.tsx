import type { SmsScene, TokenReply } from '@meedu/contract';
import { SmsCodeForm } from '../../../components/captcha-sms/index.ts';
import { StorageKeys, storage } from '../../../lib/storage.ts';
import { useDialogs } from '../../../stores/dialogs.ts';
import type { BindMobileBody } from '../api/register-with-socialite.ts';
import { completeBind, useLoginExit } from '../lib/login-exit.ts';
import { msvField } from '../lib/msv.ts';
import { AuthModal, DialogLink } from './AuthModal.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';

export interface BindMobileDialogProps {
  /** The endpoint that binds the mobile to the pending login code and answers with a token. */
  register(body: BindMobileBody): Promise<TokenReply>;
  /** The header link back to the login dialog, and the mobile field's placeholder. */
  texts: { back: string; mobile: string };
  scene: SmsScene;
  /** How the dialog leaves once bound, when no face verification is pending. */
  leave: 'finish' | 'finishInPlace';
}

/**
 * `请绑定手机号` after a socialite login that needs a mobile (screens/account §4.5, §4.6): mobile + captcha + SMS
 * code + `立即绑定`, sent with the stored login code, then the after-bind rule of SPEC §4.
 */
export function BindMobileDialog({ register, texts, scene, leave }: BindMobileDialogProps) {
  const { message } = useFeedback();
  const { show, close } = useDialogs();
  const exit = useLoginExit();

  const submit = async ({ mobile, mobile_code }: { mobile: string; mobile_code: string }) => {
    const reply = await register({
      mobile,
      mobile_code,
      code: storage.get(StorageKeys.loginCode) ?? '',
      ...msvField(),
    });
    message.success('绑定成功');
    const next = await completeBind(reply.token);
    close();
    if (next === 'faceCheck') exit.toFaceCheck();
    else exit[leave]();
  };

  return (
    <AuthModal
      title="请绑定手机号"
      onClose={close}
      extra={<DialogLink onClick={() => show('login')}>{texts.back}</DialogLink>}
    >
      <SmsCodeForm
        scene={scene}
        mobile={{ placeholder: texts.mobile }}
        submitText="立即绑定"
        onSubmit={submit}
      />
    </AuthModal>
  );
}
