import type { TokenReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import type { BindMobileBody } from './register-with-socialite.ts';

/** POST /api/v3/auth/register/withWechatScan — bind a mobile after a WeChat scan (contract account §3.11). */
export const registerWithWechatScan = (body: BindMobileBody) =>
  api.post<TokenReply>('/api/v3/auth/register/withWechatScan', body);
