import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { bookDetailQuery } from '../api/book-detail.ts';

/** `/book/detail/:courseId`: the book (is_buy when a session is coming). */
export const prefetch: Prefetch = ({ client, params, isLogin }) => {
  const id = positiveId(params.courseId);
  if (id !== null) void client.prefetchQuery(bookDetailQuery(id, isLogin));
};
