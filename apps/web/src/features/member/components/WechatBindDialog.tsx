import { Flex, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMemberDetail } from '../../../api/member.ts';
import { fetchWechatBindQr } from '../api/wechat-scan-bind.ts';
import { usePolling } from '../../../components/use-polling.ts';
import { MemberModal } from './MemberModal.tsx';
import { QrImage } from '../../../components/QrImage.tsx';

/** Member detail is polled this often until WeChat shows as bound (contract account §5.12). */
export const WECHAT_BIND_POLL_MS = 3000;
const QR_TTL_MS = 60 * 60 * 1000;

/** `绑定微信` (screens/account §9.10). There is no result endpoint: the member detail tells when it is done. */
export function WechatBindDialog({ onClose, onBound }: { onClose(): void; onBound(): void }) {
  const [image, setImage] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [bound, setBound] = useState(false);
  const mounted = useRef(true);

  const load = useCallback(() => {
    fetchWechatBindQr().then(
      (r) => {
        if (!mounted.current) return;
        setImage(r.image);
        setExpired(false);
      },
      () => {
        if (mounted.current) setExpired(true);
      },
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    load();
    return () => {
      mounted.current = false;
    };
  }, [load]);

  useEffect(() => {
    if (!image) return;
    const t = setTimeout(() => setExpired(true), QR_TTL_MS);
    return () => clearTimeout(t);
  }, [image]);

  usePolling(
    async () => {
      const user = await fetchMemberDetail();
      if (mounted.current && user.is_bind_wechat === 1) {
        setBound(true);
        onBound();
      }
    },
    WECHAT_BIND_POLL_MS,
    image !== null && !expired && !bound,
  );

  return (
    <MemberModal title="绑定微信" onClose={onClose}>
      <Flex vertical align="center" gap={16} style={{ paddingBottom: 16 }}>
        <QrImage
          image={image}
          expired={expired}
          onRefresh={() => {
            setImage(null);
            setExpired(false);
            load();
          }}
          alt="绑定微信二维码"
        />
        <Typography.Text type="secondary">请使用微信扫描二维码完成绑定</Typography.Text>
      </Flex>
    </MemberModal>
  );
}
