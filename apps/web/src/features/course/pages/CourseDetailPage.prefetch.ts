import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { courseDetailQuery } from '../api/course-detail.ts';
import { courseLearnedQuery } from '../api/course-learned.ts';

/** `/courses/detail/:id`: the course (per-member flags when a session is coming) and the member's progress. */
export const prefetch: Prefetch = ({ client, params, isLogin }) => {
  const id = positiveId(params.id);
  if (id === null) return;
  void client.prefetchQuery(courseDetailQuery(id, isLogin));
  if (isLogin) void client.prefetchQuery(courseLearnedQuery(id));
};
