import { api } from '../../../api/client.ts';

/** PUT /api/v2/member/mobile — the new mobile, with the sign from verify (contract account §5.9). */
export const changeMobile = (body: { mobile: string; mobile_code: string; sign: string }) =>
  api.put<unknown>('/api/v2/member/mobile', body);
