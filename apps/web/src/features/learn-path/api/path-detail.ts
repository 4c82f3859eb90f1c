import { queryOptions } from '@tanstack/react-query';
import type { PathDetailReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/LearnPaths/api/v1/path/{id} — is_buy and progress when a token is sent (contract catalog §9.3). */
export const fetchPathDetail = (id: number) =>
  api.get<PathDetailReply>(`/addons/LearnPaths/api/v1/path/${id}`);

/** Keyed by login state, so logging in or out reads ownership and progress again. */
export const pathDetailQuery = (id: number, isLogin: boolean) =>
  queryOptions({
    queryKey: ['learn-path', 'detail', id, isLogin],
    queryFn: () => fetchPathDetail(id),
    staleTime: 0,
  });
