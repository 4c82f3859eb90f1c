import { Flex, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { StorageKeys, storage } from '../../../lib/storage.ts';
import { useDialogs } from '../../../stores/dialogs.ts';
import { completeLogin } from '../../../stores/session-actions.ts';
import { fetchWechatScan, type WechatScan } from '../api/wechat-scan.ts';
import { queryWechatScan } from '../api/wechat-scan-query.ts';
import { useLoginExit } from '../lib/login-exit.ts';
import { usePolling } from '../../../components/use-polling.ts';
import { AuthModal, DialogLink } from './AuthModal.tsx';
import { QrImage } from '../../../components/QrImage.tsx';

/** WeChat scan poll interval (SPEC §9). */
export const WECHAT_SCAN_POLL_MS = 1000;
/** The server's temporary QR lives one hour (contract account §3.9). */
export const WECHAT_QR_TTL_MS = 60 * 60 * 1000;

/** WeChat scan login dialog (screens/account §4.4). */
export default function WechatScanDialog() {
  const { show, close } = useDialogs();
  const exit = useLoginExit();
  const [scan, setScan] = useState<WechatScan | null>(null);
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);
  const mounted = useRef(true);

  const load = useCallback(() => {
    fetchWechatScan().then(
      (s) => {
        if (!mounted.current) return;
        setScan(s);
        setExpired(false);
      },
      // The reason (for example 未开启微信公众号扫码登录) is toasted; offer a retry in place of the QR.
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
    if (!scan) return;
    const t = setTimeout(() => setExpired(true), WECHAT_QR_TTL_MS);
    return () => clearTimeout(t);
  }, [scan]);

  usePolling(
    async () => {
      if (!scan) return;
      const r = await queryWechatScan(scan.code);
      if (!mounted.current) return;
      if (r.success === 1 && r.token) {
        setDone(true);
        await completeLogin(r.token);
        close();
        exit.finish();
      } else if (r.success === 0 && r.action === 'bind_mobile' && r.code) {
        setDone(true);
        storage.set(StorageKeys.loginCode, r.code);
        show('bindMobile');
      }
    },
    WECHAT_SCAN_POLL_MS,
    scan !== null && !expired && !done,
  );

  const refresh = () => {
    setScan(null);
    setExpired(false);
    load();
  };

  return (
    <AuthModal
      title="微信扫码登录"
      onClose={close}
      extra={<DialogLink onClick={() => show('login')}>其他方式登录&gt;&gt;</DialogLink>}
    >
      <Flex vertical align="center" gap={16} style={{ padding: '8px 0 16px' }}>
        <QrImage image={scan?.image ?? null} expired={expired} onRefresh={refresh} alt="微信扫码登录二维码" />
        <Typography.Text type="secondary">请使用微信扫描二维码登录</Typography.Text>
      </Flex>
    </AuthModal>
  );
}
