import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { bookDetailQuery } from '../api/book-detail.ts';

/** `/book/detail/:id`: the book (is_buy when a session is coming). */
export const prefetch: Prefetch = ({ client, params, isLogin }) => {
  const id = positiveId(params.id);
  if (id !== null) void client.prefetchQuery(bookDetailQuery(id, isLogin));
};
