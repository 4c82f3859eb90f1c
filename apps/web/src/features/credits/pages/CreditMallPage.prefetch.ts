import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { mallGoodsQuery } from '../api/mall-goods.ts';

/** `/member/credit1-records`: the first page of goods. */
export const prefetch: Prefetch = ({ client }) => {
  void client.prefetchQuery(mallGoodsQuery(1));
};
