import { CATEGORY_PAGE_URL, readCatalogParams } from '../../../components/catalog-list/use-catalog-params.ts';
import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { bookListQuery } from '../api/book-list.ts';
import { bookRecQuery } from '../api/book-rec.ts';

/** `/book`: the list the address asks for and the 推荐阅读 column. */
export const prefetch: Prefetch = ({ client, search }) => {
  const { category_id: cid, page } = readCatalogParams(CATEGORY_PAGE_URL, search);
  void client.prefetchQuery(bookListQuery(page, cid));
  void client.prefetchQuery(bookRecQuery);
};
