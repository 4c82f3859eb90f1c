import { queryOptions } from '@tanstack/react-query';
import type { SnapshotCount } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import type { SnapshotResourceType } from './video-snapshot-config.ts';

/** GET /addons/Snapshot/api/v1/resource/query (contract catalog 3.2): photos already taken for a resource. */
export const snapshotCountQuery = (resourceType: SnapshotResourceType, resourceId: number) =>
  queryOptions({
    queryKey: ['snapshot', resourceType, resourceId, 'count'],
    queryFn: () =>
      api.get<SnapshotCount>(
        '/addons/Snapshot/api/v1/resource/query',
        { resource_type: resourceType, resource_id: resourceId },
        { silent: true },
      ),
    staleTime: 0,
    retry: false,
  });
