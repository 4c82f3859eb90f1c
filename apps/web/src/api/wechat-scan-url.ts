import type {
  WechatScanAction,
  WechatScanQueryReply,
  WechatScanUrlReply,
  WechatScanUrlRequest,
} from '@meedu/contract';
import { api } from './client.ts';

/**
 * POST /api/v3/auth/login/wechat-scan/url {action} (upstream-4.9.30 §8.1): the address of the WeChat OAuth page
 * to draw as a QR, its key and its expiry (unix seconds, 300 s ahead).
 */
export const fetchWechatScanUrl = (action: WechatScanAction) =>
  api.post<WechatScanUrlReply>('/api/v3/auth/login/wechat-scan/url', {
    action,
  } satisfies WechatScanUrlRequest);

/**
 * GET /api/v3/auth/login/wechat-scan/query?key= (§8.3): `"0"` (or `""`) until the phone has logged in, then the
 * one-time login code for POST /api/v3/auth/login/code. Silent: a failed poll just polls again.
 */
export const queryWechatScanCode = (key: string) =>
  api.get<WechatScanQueryReply>('/api/v3/auth/login/wechat-scan/query', { key }, { silent: true });
