import {
  childParam,
  idParam,
  pageParam,
  readCatalogParams,
  type UrlValues,
} from '../../../components/catalog-list/use-catalog-params.ts';
import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { liveListQuery, type LiveListParams } from '../api/live-list.ts';

/** `/live?cid=&child=&page=` (unknown values fall back to the defaults). */
export const LIVE_URL = { cid: idParam, child: childParam('cid'), page: pageParam };

/** The list the address asks for: the second-level category when one is chosen. */
export const liveListParams = (v: UrlValues<typeof LIVE_URL>): LiveListParams => ({
  page: v.page,
  cid: v.child || v.cid,
});

/** `/live`: the list (with its category tree) the address asks for. */
export const prefetch: Prefetch = ({ client, search }) => {
  void client.prefetchQuery(liveListQuery(liveListParams(readCatalogParams(LIVE_URL, search))));
};
