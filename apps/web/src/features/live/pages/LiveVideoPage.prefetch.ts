import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { livePlayQuery } from '../api/live-play.ts';

/** `/live/video/:videoId` (the id is the lesson's): the room's play info. */
export const prefetch: Prefetch = ({ client, params, isLogin }) => {
  const id = positiveId(params.videoId);
  if (id !== null && isLogin) void client.prefetchQuery(livePlayQuery(id));
};
