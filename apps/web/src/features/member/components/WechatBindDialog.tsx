import { fetchMemberDetail } from '../../../api/member.ts';
import { useCapabilities } from '../../../api/capabilities.ts';
import { FormModal } from '../../../components/FormModal.tsx';
import { PolledQr } from '../../../components/PolledQr.tsx';
import { OauthScanQr } from '../../../components/OauthScanQr.tsx';
import { bindSocialiteWithCode } from '../api/bind-with-code.ts';
import { fetchWechatBindQr } from '../api/wechat-scan-bind.ts';

/** Member detail is polled this often until WeChat shows as bound (contract account §5.12). */
export const WECHAT_BIND_POLL_MS = 3000;

/**
 * `绑定微信` (screens/account §9.10). Against a 4.9.8 server there is no result endpoint: the member detail tells
 * when it is done. A 4.9.30 server hands the phone's login code back to the QR's poll, and the code binds
 * (upstream-4.9.30 §8.4).
 */
export function WechatBindDialog({ onClose, onBound }: { onClose(): void; onBound(): void }) {
  const oauthPage = useCapabilities().wechatScan === 'oauth-page';
  const poll = async () => ((await fetchMemberDetail()).is_bind_wechat === 1 ? onBound : null);

  return (
    <FormModal title="绑定微信" onClose={onClose}>
      {oauthPage ? (
        <OauthScanQr
          action="bind"
          onCode={async (code) => {
            await bindSocialiteWithCode(code);
            onBound();
          }}
        />
      ) : (
        <PolledQr
          load={fetchWechatBindQr}
          poll={poll}
          pollMs={WECHAT_BIND_POLL_MS}
          alt="绑定微信二维码"
          hint="请使用微信扫描二维码完成绑定"
          style={{ paddingBottom: 16 }}
        />
      )}
    </FormModal>
  );
}
