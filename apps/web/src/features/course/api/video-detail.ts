import { queryOptions } from '@tanstack/react-query';
import type { VideoDetailReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v2/video/{id} (contract catalog 2.8). Note the snake_case progress map here. */
export const fetchVideoDetail = (id: number) => api.get<VideoDetailReply>(`/api/v2/video/${id}`);

export const videoDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['video', id, 'detail'],
    queryFn: () => fetchVideoDetail(id),
    // is_watch and the progress change after buying or watching: ask again on entry. A few seconds, not 0, so
    // that the copy the start-up prefetch fetched a moment before the page mounted counts as that entry's.
    staleTime: 5_000,
  });
