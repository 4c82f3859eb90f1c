import {
  pageParam,
  readCatalogParams,
  textParam,
} from '../../../components/catalog-list/use-catalog-params.ts';
import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { searchQuery } from '../api/search.ts';

/** `/search?keywords=&type=&page=`; the page checks `type` against the types that are on ('0' is all). */
export const SEARCH_URL = { keywords: textParam(''), type: textParam('0'), page: pageParam };

/** `/search?keywords=&page=`: the result of "all types" (other types depend on the feature switches). */
export const prefetch: Prefetch = ({ client, search }) => {
  const { keywords, type, page } = readCatalogParams(SEARCH_URL, search);
  if (!keywords || type !== '0') return;
  void client.prefetchQuery(searchQuery({ keywords, type, page }));
};
