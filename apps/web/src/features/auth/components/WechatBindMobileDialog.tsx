import { App } from 'antd';
import { StorageKeys, storage } from '../../../lib/storage.ts';
import { useDialogs } from '../../../stores/dialogs.ts';
import { registerWithWechatScan } from '../api/register-with-wechat-scan.ts';
import { completeBind, useLoginExit } from '../lib/login-exit.ts';
import { msvField } from '../lib/msv.ts';
import { AuthModal, DialogLink } from './AuthModal.tsx';
import { BindMobileForm, type BindMobileValues } from './BindMobileForm.tsx';

/** Bind a mobile after a WeChat scan that asked for one (screens/account §4.5). */
export default function WechatBindMobileDialog() {
  const { message } = App.useApp();
  const { show, close } = useDialogs();
  const exit = useLoginExit();

  const submit = async (values: BindMobileValues) => {
    const reply = await registerWithWechatScan({
      ...values,
      code: storage.get(StorageKeys.loginCode) ?? '',
      ...msvField(),
    });
    message.success('绑定成功');
    const next = await completeBind(reply.token);
    close();
    if (next === 'faceCheck') exit.toFaceCheck();
    else exit.finish();
  };

  return (
    <AuthModal
      title="请绑定手机号"
      onClose={close}
      extra={<DialogLink onClick={() => show('login')}>返回登录&gt;&gt;</DialogLink>}
    >
      <BindMobileForm
        mobilePlaceholder="请输入手机号"
        mobileRule="请输入手机号!"
        scene="login"
        onSubmit={submit}
      />
    </AuthModal>
  );
}
