import {
  CATEGORY_TREE_URL,
  chosenCategory,
  readCatalogParams,
  type CategoryTree,
} from '../../../components/catalog-list/use-catalog-params.ts';
import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { liveListQuery, type LiveListParams } from '../api/live-list.ts';

/** The list the address asks for: the second-level category when one is chosen. */
export const liveListParams = (v: CategoryTree): LiveListParams => ({
  page: v.page,
  cid: chosenCategory(v),
});

/** `/live`: the list (with its category tree) the address asks for. */
export const prefetch: Prefetch = ({ client, search }) => {
  void client.prefetchQuery(liveListQuery(liveListParams(readCatalogParams(CATEGORY_TREE_URL, search))));
};
