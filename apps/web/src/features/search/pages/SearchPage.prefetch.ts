import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { searchQuery } from '../api/search.ts';

/** `/search?keywords=&page=`: the result of "all types" (other types depend on the feature switches). */
export const prefetch: Prefetch = ({ client, search }) => {
  const keywords = (search.get('keywords') ?? '').trim();
  const type = search.get('type') ?? '0';
  if (!keywords || type !== '0') return;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  void client.prefetchQuery(searchQuery({ keywords, type, page }));
};
