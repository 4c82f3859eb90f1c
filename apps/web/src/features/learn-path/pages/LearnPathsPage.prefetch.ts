import {
  childParam,
  idParam,
  pageParam,
  readCatalogParams,
  type UrlValues,
} from '../../../components/catalog-list/use-catalog-params.ts';
import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { pathCategoriesQuery } from '../api/path-categories.ts';
import { pathListQuery, type PathListParams } from '../api/path-list.ts';

/** `/learnPath?cid=&child=&page=` (unknown values fall back to the defaults). */
export const PATHS_URL = { cid: idParam, child: childParam('cid'), page: pageParam };

/** The list the address asks for: the second-level category when one is chosen. */
export const pathListParams = (v: UrlValues<typeof PATHS_URL>): PathListParams => ({
  page: v.page,
  category_id: v.child || v.cid,
});

/** `/learnPath`: the category tree and the list the address asks for. */
export const prefetch: Prefetch = ({ client, search }) => {
  void client.prefetchQuery(pathCategoriesQuery);
  void client.prefetchQuery(pathListQuery(pathListParams(readCatalogParams(PATHS_URL, search))));
};
