import { api } from '../../../api/client.ts';

/** POST /api/v2/member/detail/nickname — allowed once (contract account §5.6). */
export const saveNickname = (nick_name: string) =>
  api.post<unknown>('/api/v2/member/detail/nickname', { nick_name });
