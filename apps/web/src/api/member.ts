import { queryOptions } from '@tanstack/react-query';
import type { MemberDetail } from '@meedu/contract';
import { api } from './client.ts';

/** GET /api/v2/member/detail */
export const fetchMemberDetail = () => api.get<MemberDetail>('/api/v2/member/detail');

export const memberDetailQuery = queryOptions({
  queryKey: ['member', 'detail'],
  queryFn: fetchMemberDetail,
  staleTime: 30_000,
});

/** GET /api/v2/member/unreadNotificationCount — a bare number. */
export const unreadCountQuery = queryOptions({
  queryKey: ['member', 'unreadCount'],
  queryFn: () => api.get<number>('/api/v2/member/unreadNotificationCount'),
  staleTime: 0,
});
