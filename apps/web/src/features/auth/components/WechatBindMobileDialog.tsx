import { registerWithWechatScan } from '../api/register-with-wechat-scan.ts';
import { BindMobileDialog } from './BindMobileDialog.tsx';

/** Bind a mobile after a WeChat scan that asked for one (screens/account §4.5). */
export default function WechatBindMobileDialog() {
  return (
    <BindMobileDialog
      register={registerWithWechatScan}
      texts={{ back: '返回登录>>', mobile: '请输入手机号' }}
      scene="login"
      leave="finish"
    />
  );
}
