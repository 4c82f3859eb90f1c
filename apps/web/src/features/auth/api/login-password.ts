import type { PasswordLoginRequest, TokenReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** POST /api/v2/login/password (contract account §3.1; the captcha fields only once the server asks). */
export const loginWithPassword = (body: PasswordLoginRequest) =>
  api.post<TokenReply>('/api/v2/login/password', body);
