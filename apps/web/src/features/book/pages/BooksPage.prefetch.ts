import {
  idParam,
  pageParam,
  readCatalogParams,
} from '../../../components/catalog-list/use-catalog-params.ts';
import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { bookListQuery } from '../api/book-list.ts';
import { bookRecQuery } from '../api/book-rec.ts';

/** `/book?category_id=&page=`. */
export const BOOKS_URL = { category_id: idParam, page: pageParam };

/** `/book`: the list the address asks for and the 推荐阅读 column. */
export const prefetch: Prefetch = ({ client, search }) => {
  const { category_id: cid, page } = readCatalogParams(BOOKS_URL, search);
  void client.prefetchQuery(bookListQuery(page, cid));
  void client.prefetchQuery(bookRecQuery);
};
