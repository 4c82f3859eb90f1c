import { queryOptions } from '@tanstack/react-query';
import type { CourseDetailReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v2/course/{id} — per-member flags when a token is sent (contract catalog §2.3). */
export const fetchCourseDetail = (id: number) => api.get<CourseDetailReply>(`/api/v2/course/${id}`);

/** Keyed by login state too, so logging in or out refetches isBuy / isCollect. */
export const courseDetailQuery = (id: number, isLogin: boolean) =>
  queryOptions({
    queryKey: ['course', 'detail', id, isLogin],
    queryFn: () => fetchCourseDetail(id),
    staleTime: 0,
  });
