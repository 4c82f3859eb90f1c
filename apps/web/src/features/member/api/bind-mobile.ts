import { api } from '../../../api/client.ts';

/** POST /api/v2/member/detail/mobile — first mobile of a member who has none (contract account §5.10). */
export const bindMobile = (body: { mobile: string; mobile_code: string }) =>
  api.post<unknown>('/api/v2/member/detail/mobile', body);
