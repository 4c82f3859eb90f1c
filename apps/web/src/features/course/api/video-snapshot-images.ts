import { queryOptions } from '@tanstack/react-query';
import type { ListPage, SnapshotImage } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import type { SnapshotResourceType } from './video-snapshot-config.ts';

/** GET /addons/Snapshot/api/v1/resource/images (contract catalog 3.3); the client reads `data.data`. */
export const snapshotImagesQuery = (resourceType: SnapshotResourceType, resourceId: number) =>
  queryOptions({
    queryKey: ['snapshot', resourceType, resourceId, 'images'],
    queryFn: () =>
      api.get<ListPage<SnapshotImage>>('/addons/Snapshot/api/v1/resource/images', {
        resource_id: resourceId,
        resource_type: resourceType,
      }),
    staleTime: 0,
  });
