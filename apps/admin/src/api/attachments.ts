import type { AttachmentItem } from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from './client.ts';

/**
 * Where one owner's downloadable files are read and written: a course's attachments (`/courses/:id/attachments`,
 * `POST /uploads/attachments` with `course_id`, `DELETE /attachments/:id`) or a live lesson's courseware
 * (`/live-lessons/:id/attachments`, `/uploads/live-attachments` with `lesson_id`, `/live-attachments/:id`).
 */
export interface AttachmentPlace {
  /** The list of the owner's files. */
  list: string;
  /** The multipart upload, and the form field naming the owner. */
  upload: string;
  owner: { field: string; id: number };
  /** Below which `/:id` deletes one file. */
  remove: string;
  /** The owner's cache key: the list is kept below it. */
  key: QueryKey;
}

const filesKey = (place: AttachmentPlace) => [...place.key, 'attachments', place.owner.id] as const;

/** The owner's files. */
export const attachmentsQuery = (place: AttachmentPlace) =>
  queryOptions({
    queryKey: filesKey(place),
    queryFn: () => api.get<AttachmentItem[]>(place.list),
  });

/** Uploads one file (checked by content and size on the server) and reads the list again. */
export function useUploadAttachmentMutation(place: AttachmentPlace) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set(place.owner.field, String(place.owner.id));
      form.set('file', file);
      return api.upload<AttachmentItem>(place.upload, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: filesKey(place) }),
  });
}

/** Deletes one file and reads the list again. */
export function useDeleteAttachmentMutation(place: AttachmentPlace) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${place.remove}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: filesKey(place) }),
  });
}
