import { api } from '../../../api/client.ts';

/** POST /api/v2/member/detail/password — SMS scene password_reset to the member's own mobile (contract §5.8). */
export const changePassword = (body: { mobile: string; mobile_code: string; password: string }) =>
  api.post<unknown>('/api/v2/member/detail/password', body);
