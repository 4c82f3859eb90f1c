import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { rolesQuery } from '../api/roles.ts';

/** `/vip`: the plans (public; asked even before the switches say whether VIP is on). */
export const prefetch: Prefetch = ({ client }) => {
  void client.prefetchQuery(rolesQuery);
};
