import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { topicDetailQuery } from '../api/topic-detail.ts';

/** `/topic/detail/:id`: the topic (is_buy and the paid part when a session is coming). */
export const prefetch: Prefetch = ({ client, params, isLogin }) => {
  const id = positiveId(params.id);
  if (id !== null) void client.prefetchQuery(topicDetailQuery(id, isLogin));
};
