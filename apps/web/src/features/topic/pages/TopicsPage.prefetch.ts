import { CATEGORY_PAGE_URL, readCatalogParams } from '../../../components/catalog-list/use-catalog-params.ts';
import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { topicListQuery } from '../api/topic-list.ts';
import { topicRecQuery } from '../api/topic-rec.ts';

/** `/topic`: the list the address asks for and the 推荐阅读 column. */
export const prefetch: Prefetch = ({ client, search }) => {
  const { category_id: cid, page } = readCatalogParams(CATEGORY_PAGE_URL, search);
  void client.prefetchQuery(topicListQuery(page, cid));
  void client.prefetchQuery(topicRecQuery);
};
