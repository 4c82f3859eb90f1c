import { queryOptions } from '@tanstack/react-query';
import type { CommentsReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v2/course/{id}/comments — newest 200 with a users map (contract catalog §2.4). */
export const fetchCourseComments = (id: number) => api.get<CommentsReply>(`/api/v2/course/${id}/comments`);

export const courseCommentsQuery = (id: number) =>
  queryOptions({
    queryKey: ['course', 'comments', id],
    queryFn: () => fetchCourseComments(id),
    staleTime: 0,
  });
