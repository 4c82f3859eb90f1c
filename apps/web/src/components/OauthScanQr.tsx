import { Flex, QRCode, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WechatScanAction, WechatScanUrlReply } from '@meedu/contract';
import { usePolling } from './use-polling.ts';
import { fetchWechatScanUrl, queryWechatScanCode } from '../api/wechat-scan-url.ts';

/**
 * The reference client polls a login every second and a bind every 3 s, and stops 2 s before the key expires
 * (upstream §8.1, §8.3).
 */
const POLL_MS: Record<WechatScanAction, number> = { login: 1000, bind: 3000 };
const WORDS: Record<WechatScanAction, { label: string; hint: string }> = {
  login: { label: '微信扫码登录二维码', hint: '请使用微信扫描二维码登录' },
  bind: { label: '绑定微信二维码', hint: '请使用微信扫描二维码完成绑定' },
};
const EARLY_STOP_S = 2;

/**
 * The WeChat scan of MeEdu 4.9.12+ (upstream-4.9.30 §8): the QR of a WeChat OAuth page; once the phone has logged
 * in there, the query hands back a one-time login code, given to `onCode` (which redeems it: auth/login/code for a
 * login, member/socialite/bindWithCode for a bind). An expired QR shows antd's refresh overlay.
 */
export function OauthScanQr({
  action = 'login',
  onCode,
}: {
  action?: WechatScanAction;
  onCode(code: string): Promise<unknown>;
}) {
  const [scan, setScan] = useState<WechatScanUrlReply | null>(null);
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);
  const mounted = useRef(true);

  const request = useCallback(() => {
    fetchWechatScanUrl(action).then(
      (s) => {
        if (!mounted.current) return;
        setScan(s);
        setExpired(false);
      },
      () => mounted.current && setExpired(true),
    );
  }, [action]);
  const refresh = () => {
    setScan(null);
    setExpired(false);
    request();
  };
  useEffect(() => {
    mounted.current = true;
    request();
    return () => {
      mounted.current = false;
    };
  }, [request]);

  usePolling(
    async () => {
      if (!scan) return;
      if (Date.now() / 1000 >= scan.expire - EARLY_STOP_S) {
        setExpired(true);
        return;
      }
      const { code } = await queryWechatScanCode(scan.key);
      if (!mounted.current || code === '' || code === '0') return;
      setDone(true);
      await onCode(code);
    },
    POLL_MS[action],
    scan !== null && !expired && !done,
  );

  return (
    <Flex vertical align="center" gap={12} style={{ padding: '8px 0 16px' }}>
      <QRCode
        value={scan?.url ?? '-'}
        size={200}
        status={expired ? 'expired' : scan ? 'active' : 'loading'}
        onRefresh={refresh}
        aria-label={WORDS[action].label}
      />
      <Typography.Text type="secondary">{WORDS[action].hint}</Typography.Text>
    </Flex>
  );
}
