import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { liveDetailQuery } from '../api/live-detail.ts';

/** `/live/detail/:id`: the course (is_buy when a session is coming). */
export const prefetch: Prefetch = ({ client, params, isLogin }) => {
  const id = positiveId(params.id);
  if (id !== null) void client.prefetchQuery(liveDetailQuery(id, isLogin));
};
