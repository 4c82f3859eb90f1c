import { queryOptions } from '@tanstack/react-query';
import type { VideoDetailReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v2/video/{id} (contract catalog 2.8). Note the snake_case progress map here. */
export const fetchVideoDetail = (id: number) => api.get<VideoDetailReply>(`/api/v2/video/${id}`);

export const videoDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['video', id, 'detail'],
    queryFn: () => fetchVideoDetail(id),
    // is_watch and the progress change after buying or watching: always ask again on entry.
    staleTime: 0,
  });
