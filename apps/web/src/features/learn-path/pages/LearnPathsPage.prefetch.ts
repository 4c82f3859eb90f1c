import {
  CATEGORY_TREE_URL,
  chosenCategory,
  readCatalogParams,
  type CategoryTree,
} from '../../../components/catalog-list/use-catalog-params.ts';
import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { pathCategoriesQuery } from '../api/path-categories.ts';
import { pathListQuery, type PathListParams } from '../api/path-list.ts';

/** The list the address asks for: the second-level category when one is chosen. */
export const pathListParams = (v: CategoryTree): PathListParams => ({
  page: v.page,
  category_id: chosenCategory(v),
});

/** `/learnPath`: the category tree and the list the address asks for. */
export const prefetch: Prefetch = ({ client, search }) => {
  void client.prefetchQuery(pathCategoriesQuery);
  void client.prefetchQuery(pathListQuery(pathListParams(readCatalogParams(CATEGORY_TREE_URL, search))));
};
