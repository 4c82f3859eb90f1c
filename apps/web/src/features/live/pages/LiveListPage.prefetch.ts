import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { liveListQuery, type LiveListParams } from '../api/live-list.ts';

const toInt = (v: string | null) => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** `/live?cid=&child=&page=` as the page reads it. */
export function readLiveUrl(q: URLSearchParams) {
  const cid = toInt(q.get('cid'));
  const child = cid ? toInt(q.get('child')) : 0;
  const page = Math.max(1, toInt(q.get('page')));
  const list: LiveListParams = { page, cid: cid && child ? child : cid };
  return { cid, child, page, list };
}

/** `/live`: the list (with its category tree) the address asks for. */
export const prefetch: Prefetch = ({ client, search }) => {
  void client.prefetchQuery(liveListQuery(readLiveUrl(search).list));
};
