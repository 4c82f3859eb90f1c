import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SnapshotUploadReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import type { SnapshotResourceType } from './video-snapshot-config.ts';

export interface SnapshotPhoto {
  file: Blob;
  fileName: string;
  /** The playback position, in whole seconds. */
  duration: number;
}

/**
 * POST /addons/Snapshot/api/v1/upload/image (contract catalog 3.4), multipart with `file`, `duration`,
 * `resource_id` and `resource_type` in the body (the automatic-capture form; the server reads both forms).
 * Through the one API client, so the runtime base URL is honoured (contract open question 12). Silent: callers
 * show '上传错误' / '{filename} 上传失败' themselves, with the server message when there is one.
 */
export function uploadSnapshot(resourceType: SnapshotResourceType, resourceId: number, photo: SnapshotPhoto) {
  const form = new FormData();
  form.append('file', photo.file, photo.fileName);
  form.append('duration', String(photo.duration));
  form.append('resource_id', String(resourceId));
  form.append('resource_type', resourceType);
  return api.post<SnapshotUploadReply>('/addons/Snapshot/api/v1/upload/image', form, { silent: true });
}

/** Uploads a photo of a resource; its count and photo list are read again. */
export function useSnapshotUploadMutation(resourceType: SnapshotResourceType, resourceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: SnapshotPhoto) => uploadSnapshot(resourceType, resourceId, photo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['snapshot', resourceType, resourceId] }),
  });
}
