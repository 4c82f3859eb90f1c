import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { questionDetailQuery } from '../api/question-detail.ts';

/** `/wenda/detail/:courseId`: the question with its answers (the member's votes when a session is coming). */
export const prefetch: Prefetch = ({ client, params, isLogin }) => {
  const id = positiveId(params.courseId);
  if (id !== null) void client.prefetchQuery(questionDetailQuery(id, isLogin));
};
