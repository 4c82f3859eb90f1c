import {
  childParam,
  idParam,
  pageParam,
  readCatalogParams,
  type UrlValues,
} from '../../../components/catalog-list/use-catalog-params.ts';
import type { ExamListParams } from '../api/list-params.ts';

/** A list page's address: `cid` and `child` (screens §12.1), and `page`. */
export const CATALOGUE_URL = { cid: idParam, child: childParam('cid'), page: pageParam };

/** The list query of the address's values. */
export const examListParams = (v: UrlValues<typeof CATALOGUE_URL>): ExamListParams => ({
  cid1: v.cid,
  cid2: v.child,
  page: v.page,
});

/** The list query the address asks for (the prefetches' reading). */
export const readCatalogueUrl = (q: URLSearchParams) => examListParams(readCatalogParams(CATALOGUE_URL, q));
