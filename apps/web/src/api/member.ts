import { queryOptions } from '@tanstack/react-query';
import type { LearnedVideo, MemberDetail, UnreadCountReply } from '@meedu/contract';
import { api } from './client.ts';

/** GET /api/v2/member/detail */
export const fetchMemberDetail = () => api.get<MemberDetail>('/api/v2/member/detail');

export const memberDetailQuery = queryOptions({
  queryKey: ['member', 'detail'],
  queryFn: fetchMemberDetail,
  // Written by the session actions (login, refreshMember); never refetched behind their back.
  staleTime: Infinity,
});

/** GET /api/v2/member/unreadNotificationCount — a bare number. */
export const unreadCountQuery = queryOptions({
  queryKey: ['member', 'unreadCount'],
  queryFn: () => api.get<UnreadCountReply>('/api/v2/member/unreadNotificationCount'),
  staleTime: 0,
});

/**
 * GET /api/v3/member/learned/course/{id} — the member's progress per video of one course (contract account
 * §7.4). The reference server may send an object keyed by index; both shapes are read as a list.
 */
export const fetchLearnedVideos = async (courseId: number): Promise<LearnedVideo[]> => {
  const data = await api.get<LearnedVideo[] | Record<string, LearnedVideo>>(
    `/api/v3/member/learned/course/${courseId}`,
  );
  return Array.isArray(data) ? data : Object.values(data);
};
