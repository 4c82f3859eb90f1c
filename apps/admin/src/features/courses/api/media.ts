import {
  MEDIA_ASSET_ID_HEADER,
  TUS_ENDPOINT,
  ADMIN_REQUEST_HEADER,
  type ListReply,
  type MediaAssetItem,
} from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { DetailedError, Upload } from 'tus-js-client';
import { api } from '../../../api/client.ts';
import { listQueryParams, type ListParams } from '../../../api/record-queries.ts';
import { coursesKey } from './courses.ts';

export const mediaKey = ['media-assets'] as const;

/** While packaging runs, its progress is read this often. */
export const PACKAGING_POLL_MS = 2_000;

const busy = (asset: MediaAssetItem | undefined) =>
  asset !== undefined && (asset.status === 'uploaded' || asset.status === 'packaging');

/** `GET /media-assets/:id`: read again every 2 s while its job is queued or running (live progress). */
export const mediaAssetQuery = (id: number) =>
  queryOptions({
    queryKey: [...mediaKey, 'detail', id],
    queryFn: () => api.get<MediaAssetItem>(`/media-assets/${id}`),
    refetchInterval: (query) => (busy(query.state.data) ? PACKAGING_POLL_MS : false),
  });

/** `GET /media-assets`: a page of uploads, read again while any of them is being packaged. */
export const mediaAssetListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...mediaKey, 'list', params],
    queryFn: () => api.get<ListReply<MediaAssetItem>>('/media-assets', listQueryParams(params)),
    refetchInterval: (query) => (query.state.data?.items.some(busy) ? PACKAGING_POLL_MS : false),
  });

function useRefreshMedia() {
  const client = useQueryClient();
  // A video shows its asset's status: the outlines read again too.
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: mediaKey }),
      client.invalidateQueries({ queryKey: coursesKey }),
    ]);
}

/** `POST /media-assets/:id/retry`: a failed packaging runs again. */
export function useRetryAssetMutation() {
  const refresh = useRefreshMedia();
  return useMutation({
    mutationFn: (id: number) => api.post<MediaAssetItem>(`/media-assets/${id}/retry`),
    onSuccess: refresh,
  });
}

/** `DELETE /media-assets/:id` (409 while a video plays it or it is being packaged). */
export function useDeleteAssetMutation() {
  const refresh = useRefreshMedia();
  return useMutation({ mutationFn: (id: number) => api.delete(`/media-assets/${id}`), onSuccess: refresh });
}

/** Each PATCH carries at most this much: under proxies' body limits, and little lost when a connection drops. */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;

export interface VideoUploadHandlers {
  onProgress(sent: number, total: number): void;
  /** The new asset's id (the last PATCH's `Media-Asset-Id`). */
  onSuccess(assetId: number): void;
  onError(message: string): void;
}

/** The server's `{ message }` of a refused tus request, or a general one. */
function uploadMessage(error: Error): string {
  const body = error instanceof DetailedError ? error.originalResponse?.getBody() : undefined;
  if (body) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string')
        return parsed.message;
    } catch {
      // Not JSON: fall through to the general message.
    }
  }
  return '上传失败，请检查网络后重试';
}

/**
 * A resumable upload to the console's tus endpoint (`/admin/api/uploads/tus`): chunks of 5 MB, the console header
 * on every request, and tus-js-client's retries, which ask the server for the offset (HEAD) after a dropped
 * connection and carry on from there. The same file picked again in this browser resumes its earlier upload.
 */
export function startVideoUpload(file: File, handlers: VideoUploadHandlers): { abort(): void } {
  const upload = new Upload(file, {
    // Absolute, as the client's other calls are: the upload URLs tus answers are resolved against it.
    endpoint: new URL(TUS_ENDPOINT, window.location.origin).toString(),
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    headers: { [ADMIN_REQUEST_HEADER.name]: ADMIN_REQUEST_HEADER.value },
    metadata: { filename: file.name },
    removeFingerprintOnSuccess: true,
    onProgress: handlers.onProgress,
    onAfterResponse: (_req, res) => {
      const assetId = Number(res.getHeader(MEDIA_ASSET_ID_HEADER));
      if (assetId > 0) handlers.onSuccess(assetId);
    },
    onError: (error) => handlers.onError(uploadMessage(error)),
  });
  void upload
    .findPreviousUploads()
    .then((previous) => {
      const last = previous[0];
      if (last) upload.resumeFromPreviousUpload(last);
      upload.start();
    })
    .catch(() => upload.start());
  return { abort: () => void upload.abort() };
}
