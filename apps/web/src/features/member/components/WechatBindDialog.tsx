import { fetchMemberDetail } from '../../../api/member.ts';
import { FormModal } from '../../../components/FormModal.tsx';
import { PolledQr } from '../../../components/PolledQr.tsx';
import { fetchWechatBindQr } from '../api/wechat-scan-bind.ts';

/** Member detail is polled this often until WeChat shows as bound (contract account §5.12). */
export const WECHAT_BIND_POLL_MS = 3000;

/** `绑定微信` (screens/account §9.10). There is no result endpoint: the member detail tells when it is done. */
export function WechatBindDialog({ onClose, onBound }: { onClose(): void; onBound(): void }) {
  const poll = async () => ((await fetchMemberDetail()).is_bind_wechat === 1 ? onBound : null);

  return (
    <FormModal title="绑定微信" onClose={onClose}>
      <PolledQr
        load={fetchWechatBindQr}
        poll={poll}
        pollMs={WECHAT_BIND_POLL_MS}
        alt="绑定微信二维码"
        hint="请使用微信扫描二维码完成绑定"
        style={{ paddingBottom: 16 }}
      />
    </FormModal>
  );
}
