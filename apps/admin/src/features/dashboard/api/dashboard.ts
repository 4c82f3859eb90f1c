import type { DashboardReply } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** `GET /dashboard`: figures, the 30-day series and the scheduled jobs; read again every minute while shown. */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api.get<DashboardReply>('/dashboard'),
  refetchInterval: 60_000,
});
