import type { CommentAdminItem, CommentKind } from '@meedu/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { pagedListQuery } from '../../../api/record-queries.ts';

export const commentsKey = ['comments'] as const;

/** `GET /comments`: a page of course (default) or video comments, newest first. */
export const commentListQuery = pagedListQuery<CommentAdminItem>('/comments', commentsKey);

interface CommentRef {
  kind: CommentKind;
  id: number;
}

function useRefreshComments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: commentsKey });
}

/** `POST /comments/:kind/:id/hide` or `/unhide`. */
export function useHideCommentMutation() {
  const refresh = useRefreshComments();
  return useMutation({
    mutationFn: ({ kind, id, hidden }: CommentRef & { hidden: boolean }) =>
      api.post<CommentAdminItem>(`/comments/${kind}/${id}/${hidden ? 'hide' : 'unhide'}`),
    onSuccess: refresh,
  });
}

/** `DELETE /comments/:kind/:id` */
export function useDeleteCommentMutation() {
  const refresh = useRefreshComments();
  return useMutation({
    mutationFn: ({ kind, id }: CommentRef) => api.delete(`/comments/${kind}/${id}`),
    onSuccess: refresh,
  });
}

/** `POST /comments/:kind/:id/approve`: a pending (审核中) comment shows on the storefront. */
export function useApproveCommentMutation() {
  const refresh = useRefreshComments();
  return useMutation({
    mutationFn: ({ kind, id }: CommentRef) => api.post<CommentAdminItem>(`/comments/${kind}/${id}/approve`),
    onSuccess: refresh,
  });
}
