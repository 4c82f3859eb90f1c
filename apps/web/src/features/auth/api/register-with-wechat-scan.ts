import type { TokenReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** POST /api/v3/auth/register/withWechatScan — bind a mobile after a WeChat scan (contract account §3.11). */
export const registerWithWechatScan = (body: {
  mobile: string;
  code: string;
  mobile_code: string;
  msv?: string;
}) => api.post<TokenReply>('/api/v3/auth/register/withWechatScan', body);
