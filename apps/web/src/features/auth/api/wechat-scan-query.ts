import { api } from '../../../api/client.ts';

/** GET /api/v3/auth/login/wechat/scan/query (contract account §3.10): -1 waiting, 1 logged in, 0 bind first. */
export type WechatScanResult =
  { success: -1 } | { success: 1; token: string } | { success: 0; action: 'bind_mobile'; code: string };

export const queryWechatScan = (code: string) =>
  api.get<WechatScanResult>('/api/v3/auth/login/wechat/scan/query', { code }, { silent: true });
