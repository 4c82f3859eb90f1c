import type { TokenReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** POST /api/v2/login/password (contract account §3.1). */
export const loginWithPassword = (body: { mobile: string; password: string }) =>
  api.post<TokenReply>('/api/v2/login/password', body);
