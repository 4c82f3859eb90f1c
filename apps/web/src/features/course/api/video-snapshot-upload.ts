import { api } from '../../../api/client.ts';
import type { SnapshotResourceType } from './video-snapshot-config.ts';

export interface SnapshotUpload {
  file: Blob;
  fileName: string;
  duration: number;
  resourceType: SnapshotResourceType;
  resourceId: number;
}

/**
 * POST /addons/Snapshot/api/v1/upload/image (contract catalog 3.4), multipart with `file`, `duration`,
 * `resource_id` and `resource_type` in the body (the automatic-capture form; the server reads both forms).
 * Through the one API client, so the runtime base URL is honoured (contract open question 12). Silent: callers
 * show '上传错误' / '{filename} 上传失败' themselves, with the server message when there is one.
 */
export function uploadSnapshot(u: SnapshotUpload) {
  const form = new FormData();
  form.append('file', u.file, u.fileName);
  form.append('duration', String(u.duration));
  form.append('resource_id', String(u.resourceId));
  form.append('resource_type', u.resourceType);
  return api.post<unknown>('/addons/Snapshot/api/v1/upload/image', form, { silent: true });
}
