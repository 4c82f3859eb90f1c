import { queryOptions } from '@tanstack/react-query';
import type { CommentsReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v2/video/{id}/comments (contract catalog 2.11): newest 200, with a users map. */
export const fetchVideoComments = (id: number) => api.get<CommentsReply>(`/api/v2/video/${id}/comments`);

export const videoCommentsQuery = (id: number) =>
  queryOptions({
    queryKey: ['video', id, 'comments'],
    queryFn: () => fetchVideoComments(id),
  });
