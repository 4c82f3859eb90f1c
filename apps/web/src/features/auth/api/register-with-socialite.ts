import type { TokenReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** The body of both bind-mobile endpoints: the mobile, its SMS code and the pending socialite login code. */
export interface BindMobileBody {
  mobile: string;
  mobile_code: string;
  code: string;
  msv?: string;
}

/** POST /api/v3/auth/register/withSocialite — bind a mobile after a QQ login (contract account §3.8). */
export const registerWithSocialite = (body: BindMobileBody) =>
  api.post<TokenReply>('/api/v3/auth/register/withSocialite', body);
