import type { TokenReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** POST /api/v3/auth/register/withSocialite — bind a mobile after a QQ login (contract account §3.8). */
export const registerWithSocialite = (body: {
  mobile: string;
  mobile_code: string;
  code: string;
  msv?: string;
}) => api.post<TokenReply>('/api/v3/auth/register/withSocialite', body);
