import type { SocialiteLoginReply } from '@meedu/contract';
import { api, type RequestOptions } from './client.ts';

/** POST /api/v2/logout (contract account §3.4). */
export const logout = (o?: RequestOptions) => api.post<unknown>('/api/v2/logout', {}, o);

/**
 * POST /addons/MultiLevelShare/api/v1/user/bind {msv} once after a login (contract account §5.1). Silent and
 * never rejecting: a failed inviter bind must not fail the login.
 */
export const bindInviter = (msv: string) =>
  api.post<unknown>('/addons/MultiLevelShare/api/v1/user/bind', { msv }, { silent: true }).then(
    () => undefined,
    (e: unknown) => console.warn('三级分销绑定失败,错误信息:', JSON.stringify(e)),
  );

/** POST /api/v3/auth/login/code {code, msv?}: a socialite login's one-time code for a token or a bind step. */
export const loginWithCode = (code: string, msv: string | null) =>
  api.post<SocialiteLoginReply>('/api/v3/auth/login/code', msv ? { code, msv } : { code });
