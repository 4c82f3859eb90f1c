import { queryOptions } from '@tanstack/react-query';
import type { LiveDetailReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/zhibo/api/v1/course/{id} — is_buy when a token is sent (contract catalog §6.2). */
export const fetchLiveDetail = (id: number) => api.get<LiveDetailReply>(`/addons/zhibo/api/v1/course/${id}`);

/** Keyed by login state too, so logging in or out refetches is_buy. */
export const liveDetailQuery = (id: number, isLogin: boolean) =>
  queryOptions({
    queryKey: ['live', 'detail', id, isLogin],
    queryFn: () => fetchLiveDetail(id),
    staleTime: 0,
  });
