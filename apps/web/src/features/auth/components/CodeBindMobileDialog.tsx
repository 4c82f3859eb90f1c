import { registerWithSocialite } from '../api/register-with-socialite.ts';
import { BindMobileDialog } from './BindMobileDialog.tsx';

/** Bind a mobile after a QQ login that needs one (screens/account §4.6); opened by the start-up login_code flow. */
export default function CodeBindMobileDialog() {
  return (
    <BindMobileDialog
      register={registerWithSocialite}
      texts={{ back: '取消绑定>>', mobile: '请输入手机号码' }}
      scene="mobile_bind"
      leave="finishInPlace"
    />
  );
}
