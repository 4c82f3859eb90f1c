import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { memberOrdersQuery } from '../api/member-orders.ts';

/** `/member/orders`: the first page of 所有订单. */
export const prefetch: Prefetch = ({ client }) => {
  void client.prefetchQuery(memberOrdersQuery(1));
};
