import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { pathDetailQuery } from '../api/path-detail.ts';

/** `/learnPath/detail/:id`: the path (ownership and progress when a session is coming). */
export const prefetch: Prefetch = ({ client, params, isLogin }) => {
  const id = positiveId(params.id);
  if (id !== null) void client.prefetchQuery(pathDetailQuery(id, isLogin));
};
