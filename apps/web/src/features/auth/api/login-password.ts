import { useMutation } from '@tanstack/react-query';
import type { PasswordLoginRequest, TokenReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { completeLogin } from '../../../stores/session-actions.ts';

/** POST /api/v2/login/password (contract account §3.1; the captcha fields only once the server asks). */
export const loginWithPassword = (body: PasswordLoginRequest) =>
  api.post<TokenReply>('/api/v2/login/password', body);

/** Logs in with a password; the session starts (token, member, pending flags) before it counts as done. */
export const usePasswordLoginMutation = () =>
  useMutation({ mutationFn: loginWithPassword, onSuccess: (reply) => completeLogin(reply.token) });
