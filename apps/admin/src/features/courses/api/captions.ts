import type { ListReply, VideoCaptionItem } from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { coursesKey } from './courses.ts';

const captionsKey = (videoId: number) => [...coursesKey, 'captions', videoId] as const;

/** `GET /videos/:id/captions` */
export const captionsQuery = (videoId: number) =>
  queryOptions({
    queryKey: captionsKey(videoId),
    queryFn: () => api.get<ListReply<VideoCaptionItem>>(`/videos/${videoId}/captions`),
  });

const captionForm = (fields: Record<string, string>, file: File) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', file);
  return form;
};

/**
 * The writes of a video's captions: a new language (`POST /uploads/captions`), a new file for one
 * (`POST /uploads/captions/:id`), the default (`PUT /captions/:id/default`) and delete; each reads the list again.
 */
export function useCaptionMutations(videoId: number) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: captionsKey(videoId) });
  return {
    upload: useMutation({
      mutationFn: (v: { lang: string; label: string; file: File }) =>
        api.upload<VideoCaptionItem>(
          '/uploads/captions',
          captionForm({ video_id: String(videoId), lang: v.lang, label: v.label }, v.file),
        ),
      onSuccess,
    }),
    replace: useMutation({
      mutationFn: (v: { id: number; file: File }) =>
        api.upload<VideoCaptionItem>(`/uploads/captions/${v.id}`, captionForm({}, v.file)),
      onSuccess,
    }),
    setDefault: useMutation({
      mutationFn: (id: number) => api.put<ListReply<VideoCaptionItem>>(`/captions/${id}/default`),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete(`/captions/${id}`), onSuccess }),
  };
}
