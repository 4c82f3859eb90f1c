import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export type SnapshotResourceType = 'vod' | 'live' | 'book' | 'paper' | 'practice';

/** GET /addons/Snapshot/api/v1/config (contract catalog 3.1). */
export interface SnapshotConfig {
  status: Partial<Record<SnapshotResourceType, 0 | 1>>;
  /** Seconds between capture attempts. */
  cycle_time: number;
  /** 0..100, the chance of a capture per attempt. */
  rate: number;
  max_times: number;
}

export const snapshotConfigQuery = queryOptions({
  queryKey: ['snapshot', 'config'],
  queryFn: () => api.get<SnapshotConfig>('/addons/Snapshot/api/v1/config', undefined, { silent: true }),
  staleTime: 5 * 60_000,
  retry: false,
});
