import { App } from 'antd';
import { StorageKeys, storage } from '../../../lib/storage.ts';
import { useDialogs } from '../../../stores/dialogs.ts';
import { registerWithSocialite } from '../api/register-with-socialite.ts';
import { completeBind, useLoginExit } from '../lib/login-exit.ts';
import { msvField } from '../lib/msv.ts';
import { AuthModal, DialogLink } from './AuthModal.tsx';
import { BindMobileForm, type BindMobileValues } from './BindMobileForm.tsx';

/** Bind a mobile after a QQ login that needs one (screens/account §4.6); opened by the start-up login_code flow. */
export default function CodeBindMobileDialog() {
  const { message } = App.useApp();
  const { show, close } = useDialogs();
  const exit = useLoginExit();

  const submit = async (values: BindMobileValues) => {
    const reply = await registerWithSocialite({
      ...values,
      code: storage.get(StorageKeys.loginCode) ?? '',
      ...msvField(),
    });
    message.success('绑定成功');
    const next = await completeBind(reply.token);
    close();
    if (next === 'faceCheck') exit.toFaceCheck();
    else exit.finishInPlace();
  };

  return (
    <AuthModal
      title="请绑定手机号"
      onClose={close}
      extra={<DialogLink onClick={() => show('login')}>取消绑定&gt;&gt;</DialogLink>}
    >
      <BindMobileForm
        mobilePlaceholder="请输入手机号码"
        mobileRule="请输入手机号码!"
        scene="mobile_bind"
        onSubmit={submit}
      />
    </AuthModal>
  );
}
