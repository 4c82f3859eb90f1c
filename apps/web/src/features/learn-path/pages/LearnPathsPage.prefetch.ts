import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { pathCategoriesQuery } from '../api/path-categories.ts';
import { pathListQuery, type PathListParams } from '../api/path-list.ts';

const toInt = (v: string | null) => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** `/learnPath?cid=&child=&page=` as the page reads it (unknown values fall back to the defaults). */
export function readPathsUrl(q: URLSearchParams) {
  const cid = toInt(q.get('cid'));
  const child = cid ? toInt(q.get('child')) : 0;
  const page = Math.max(1, toInt(q.get('page')));
  const list: PathListParams = { page, category_id: cid && child ? child : cid };
  return { cid, child, page, list };
}

/** `/learnPath`: the category tree and the list the address asks for. */
export const prefetch: Prefetch = ({ client, search }) => {
  void client.prefetchQuery(pathCategoriesQuery);
  void client.prefetchQuery(pathListQuery(readPathsUrl(search).list));
};
