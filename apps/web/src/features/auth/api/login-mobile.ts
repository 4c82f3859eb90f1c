import { useMutation } from '@tanstack/react-query';
import type { SmsLoginRequest, TokenReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { completeLogin } from '../../../stores/session-actions.ts';

/**
 * POST /api/v2/login/mobile — SMS login; an unknown mobile is registered (contract account §3.2; the captcha
 * fields only once the server asks).
 */
export const loginWithSms = (body: SmsLoginRequest) => api.post<TokenReply>('/api/v2/login/mobile', body);

/** Logs in with an SMS code; the session starts (token, member, pending flags) before it counts as done. */
export const useSmsLoginMutation = () =>
  useMutation({ mutationFn: loginWithSms, onSuccess: (reply) => completeLogin(reply.token) });
