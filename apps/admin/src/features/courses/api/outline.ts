import type { ChapterItem, ChapterRequest, VideoAdminItem, VideoRequest } from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { coursesKey } from './courses.ts';

/** A course's chapters and videos are cached under the course. */
const outlineKey = (courseId: number) => [...coursesKey, 'outline', courseId] as const;

/** `GET /courses/:id/chapters`, in the course's order. */
export const chaptersQuery = (courseId: number) =>
  queryOptions({
    queryKey: [...outlineKey(courseId), 'chapters'],
    queryFn: () => api.get<ChapterItem[]>(`/courses/${courseId}/chapters`),
  });

/** `GET /courses/:id/videos`, in the course's order. */
export const videosQuery = (courseId: number) =>
  queryOptions({
    queryKey: [...outlineKey(courseId), 'videos'],
    queryFn: () => api.get<VideoAdminItem[]>(`/courses/${courseId}/videos`),
  });

/** Chapters and videos are read again, and the course list too (it counts videos). */
function useRefreshOutline() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: coursesKey });
}

/** `POST /courses/:id/chapters`, or `PUT /chapters/:id`. */
export function useSaveChapterMutation(courseId: number, id: number | null) {
  const refresh = useRefreshOutline();
  return useMutation({
    mutationFn: (body: ChapterRequest) =>
      id === null
        ? api.post<ChapterItem>(`/courses/${courseId}/chapters`, body)
        : api.put<ChapterItem>(`/chapters/${id}`, body),
    onSuccess: refresh,
  });
}

/** `DELETE /chapters/:id` (409 while videos sit in it). */
export function useDeleteChapterMutation() {
  const refresh = useRefreshOutline();
  return useMutation({ mutationFn: (id: number) => api.delete(`/chapters/${id}`), onSuccess: refresh });
}

/** `PUT /courses/:id/chapters/order` or `/videos/order`: every id, in the new order. */
export function useReorderMutation(courseId: number, what: 'chapters' | 'videos') {
  const refresh = useRefreshOutline();
  return useMutation({
    mutationFn: (ids: number[]) => api.put<unknown>(`/courses/${courseId}/${what}/order`, { ids }),
    onSuccess: refresh,
  });
}

/** `POST /courses/:id/videos`, or `PUT /videos/:id`; answers the saved video. */
export function useSaveVideoMutation(courseId: number, id: number | null) {
  const refresh = useRefreshOutline();
  return useMutation({
    mutationFn: (body: VideoRequest) =>
      id === null
        ? api.post<VideoAdminItem>(`/courses/${courseId}/videos`, body)
        : api.put<VideoAdminItem>(`/videos/${id}`, body),
    onSuccess: refresh,
  });
}

/** `DELETE /videos/:id` (409 once bought on its own). */
export function useDeleteVideoMutation() {
  const refresh = useRefreshOutline();
  return useMutation({ mutationFn: (id: number) => api.delete(`/videos/${id}`), onSuccess: refresh });
}

/** `PUT /videos/:id/asset`: the video plays an uploaded asset (null: its own address again). */
export function useAttachAssetMutation(courseId: number, videoId: number) {
  const refresh = useRefreshOutline();
  return useMutation({
    mutationFn: (assetId: number | null) =>
      api.put<VideoAdminItem>(`/videos/${videoId}/asset`, { asset_id: assetId }),
    onSuccess: refresh,
  });
}
