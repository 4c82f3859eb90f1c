import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { SnapshotResourceType } from './video-snapshot-config.ts';

/** DELETE /addons/Snapshot/api/v1/resource/image/{id} (contract catalog 3.5). */
export const deleteSnapshot = (id: number) =>
  api.delete<unknown>(`/addons/Snapshot/api/v1/resource/image/${id}`);

/** Deletes one photo of a resource; its count and photo list are read again. */
export function useSnapshotDeleteMutation(resourceType: SnapshotResourceType, resourceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSnapshot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['snapshot', resourceType, resourceId] }),
  });
}
