import { queryOptions } from '@tanstack/react-query';
import type { SnapshotConfig } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** The resources the Snapshot addon takes photos for: the keys of its config's `status`. */
export type SnapshotResourceType = keyof SnapshotConfig['status'];

/** GET /addons/Snapshot/api/v1/config (contract catalog 3.1): `cycle_time` seconds between tries, `rate` 0..100. */
export const snapshotConfigQuery = queryOptions({
  queryKey: ['snapshot', 'config'],
  queryFn: () => api.get<SnapshotConfig>('/addons/Snapshot/api/v1/config', undefined, { silent: true }),
  staleTime: 5 * 60_000,
  retry: false,
});
