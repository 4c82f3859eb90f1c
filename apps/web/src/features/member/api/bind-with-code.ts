import { api } from '../../../api/client.ts';

/** POST /api/v3/member/socialite/bindWithCode — after a QQ bind started with action=bind (contract §5.13). */
export const bindSocialiteWithCode = (code: string) =>
  api.post<unknown>('/api/v3/member/socialite/bindWithCode', { code });
