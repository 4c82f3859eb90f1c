import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { shareConfigQuery, shareGoodsQuery, shareUserQuery } from '../api/share.ts';

/** `/share`: the figures, the rules and the first page of share goods. */
export const prefetch: Prefetch = ({ client }) => {
  void client.prefetchQuery(shareUserQuery);
  void client.prefetchQuery(shareConfigQuery);
  void client.prefetchQuery(shareGoodsQuery(1));
};
