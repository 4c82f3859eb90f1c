import { api } from '../../../api/client.ts';

/** POST /api/v2/password/reset — forgot password, logged out (contract account §3.4). */
export const resetPassword = (body: { mobile: string; mobile_code: string; password: string }) =>
  api.post<unknown>('/api/v2/password/reset', body);
