import { queryOptions } from '@tanstack/react-query';
import type { LivePlayReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/zhibo/api/v1/course/{videoId}/play — the path id is the lesson's (contract catalog §6.5). */
export const fetchLivePlay = (videoId: number) =>
  api.get<LivePlayReply>(`/addons/zhibo/api/v1/course/${videoId}/play`);

/** Read afresh on every visit: the stream URL is signed and the room state changes. */
export const livePlayQuery = (videoId: number) =>
  queryOptions({
    queryKey: ['live', 'play', videoId],
    queryFn: () => fetchLivePlay(videoId),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
