import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { bookReadQuery } from '../api/book-read.ts';

/** `/book/read/:articleId` (the article id): the article with its catalogue. */
export const prefetch: Prefetch = ({ client, params, isLogin }) => {
  const id = positiveId(params.articleId);
  if (id !== null && isLogin) void client.prefetchQuery(bookReadQuery(id));
};
