import type { AttachmentItem } from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { coursesKey } from './courses.ts';

const attachmentsKey = (courseId: number) => [...coursesKey, 'attachments', courseId] as const;

/** `GET /courses/:id/attachments` */
export const attachmentsQuery = (courseId: number) =>
  queryOptions({
    queryKey: attachmentsKey(courseId),
    queryFn: () => api.get<AttachmentItem[]>(`/courses/${courseId}/attachments`),
  });

/** `POST /uploads/attachments` (multipart; checked by content and size on the server). */
export function useUploadAttachmentMutation(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('course_id', String(courseId));
      form.set('file', file);
      return api.upload<AttachmentItem>('/uploads/attachments', form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: attachmentsKey(courseId) }),
  });
}

/** `DELETE /attachments/:id` */
export function useDeleteAttachmentMutation(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/attachments/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: attachmentsKey(courseId) }),
  });
}
