import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { bookListQuery } from '../api/book-list.ts';
import { bookRecQuery } from '../api/book-rec.ts';

/** `/book?category_id=&page=` as the page reads it. */
export function readBooksUrl(q: URLSearchParams) {
  return { cid: positiveId(q.get('category_id')) ?? 0, page: positiveId(q.get('page')) ?? 1 };
}

/** `/book`: the list the address asks for and the 推荐阅读 column. */
export const prefetch: Prefetch = ({ client, search }) => {
  const { cid, page } = readBooksUrl(search);
  void client.prefetchQuery(bookListQuery(page, cid));
  void client.prefetchQuery(bookRecQuery);
};
