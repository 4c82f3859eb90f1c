import type { WechatScanQr } from '@meedu/contract';
import { useCapabilities } from '../../../api/capabilities.ts';
import { loginWithCode } from '../../../api/session.ts';
import { PolledQr } from '../../../components/PolledQr.tsx';
import { StorageKeys, storage } from '../../../lib/storage.ts';
import { useDialogs } from '../../../stores/dialogs.ts';
import { completeLogin } from '../../../stores/session-actions.ts';
import { fetchWechatScan } from '../api/wechat-scan.ts';
import { queryWechatScan } from '../api/wechat-scan-query.ts';
import { useLoginExit } from '../lib/login-exit.ts';
import { AuthModal, DialogLink } from './AuthModal.tsx';
import { OauthScanQr } from '../../../components/OauthScanQr.tsx';

/** WeChat scan poll interval (SPEC §9). */
export const WECHAT_SCAN_POLL_MS = 1000;

/** WeChat scan login dialog (screens/account §4.4). */
export default function WechatScanDialog() {
  const { show, close } = useDialogs();
  const exit = useLoginExit();
  const oauthPage = useCapabilities().wechatScan === 'oauth-page';

  /** The 4.9.30 scan ends in a login code: a token, or the code-bind dialog for a new WeChat user (§8.4). */
  const redeem = async (code: string) => {
    const reply = await loginWithCode(code, storage.get(StorageKeys.msv));
    if (reply.success === 1) {
      await completeLogin(reply.token);
      close();
      exit.finish();
      return;
    }
    storage.set(StorageKeys.loginCode, reply.code || code);
    show('codeBindMobile');
  };

  const poll = async (scan: WechatScanQr) => {
    const r = await queryWechatScan(scan.code);
    if (r.success === 1 && r.token) {
      const newToken = r.token;
      return async () => {
        await completeLogin(newToken);
        close();
        exit.finish();
      };
    }
    if (r.success === 0 && r.action === 'bind_mobile' && r.code) {
      const code = r.code;
      return () => {
        storage.set(StorageKeys.loginCode, code);
        show('bindMobile');
      };
    }
    return null;
  };

  return (
    <AuthModal
      title="微信扫码登录"
      onClose={close}
      extra={<DialogLink onClick={() => show('login')}>其他方式登录&gt;&gt;</DialogLink>}
    >
      {/* The reason a QR cannot be had (for example 未开启微信公众号扫码登录) is toasted; a retry stands in. */}
      {oauthPage ? (
        <OauthScanQr onCode={redeem} />
      ) : (
        <PolledQr
          load={fetchWechatScan}
          poll={poll}
          pollMs={WECHAT_SCAN_POLL_MS}
          alt="微信扫码登录二维码"
          hint="请使用微信扫描二维码登录"
          style={{ padding: '8px 0 16px' }}
        />
      )}
    </AuthModal>
  );
}
