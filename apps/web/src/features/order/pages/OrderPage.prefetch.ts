import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { paymentsQuery } from '../api/payments.ts';

/** `/order`: the gateways (members only; a visitor sees the summary and logs in to pay). */
export const prefetch: Prefetch = ({ client, isLogin }) => {
  if (isLogin) void client.prefetchQuery(paymentsQuery);
};
