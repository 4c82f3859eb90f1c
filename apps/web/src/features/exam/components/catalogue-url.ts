import {
  CATEGORY_TREE_URL,
  readCatalogParams,
  type CategoryTree,
} from '../../../components/catalog-list/use-catalog-params.ts';
import type { ExamListParams } from '../api/list-params.ts';

/** The list query of a catalogue address: `cid` and `child` (screens §12.1), and `page`. */
export const examListParams = (v: CategoryTree): ExamListParams => ({
  cid1: v.cid,
  cid2: v.child,
  page: v.page,
});

/** The list query the address asks for (the prefetches' reading). */
export const readCatalogueUrl = (q: URLSearchParams) =>
  examListParams(readCatalogParams(CATEGORY_TREE_URL, q));
