import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { questionDetailQuery } from '../api/question-detail.ts';

/** `/wenda/detail/:questionId`: the question with its answers (the member's votes when a session is coming). */
export const prefetch: Prefetch = ({ client, params, isLogin }) => {
  const id = positiveId(params.questionId);
  if (id !== null) void client.prefetchQuery(questionDetailQuery(id, isLogin));
};
