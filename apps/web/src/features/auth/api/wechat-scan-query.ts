import type { WechatScanPollReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v3/auth/login/wechat/scan/query (contract account §3.10): -1 waiting, 1 logged in, 0 bind first. */
export const queryWechatScan = (code: string) =>
  api.get<WechatScanPollReply>('/api/v3/auth/login/wechat/scan/query', { code }, { silent: true });
