import type { TokenReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** POST /api/v2/login/mobile — SMS login; an unknown mobile is registered (contract account §3.2). */
export const loginWithSms = (body: { mobile: string; mobile_code: string; msv?: string }) =>
  api.post<TokenReply>('/api/v2/login/mobile', body);
