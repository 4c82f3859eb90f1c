import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { examStatsQuery } from '../api/stats.ts';

/** `/exam`: the counters. */
export const prefetch: Prefetch = ({ client, isLogin }) => {
  void client.prefetchQuery(examStatsQuery(isLogin));
};
