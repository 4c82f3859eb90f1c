import type { CommentAdminItem, CommentKind, ListReply } from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { listQueryParams, type ListParams } from '../../../components/data-table/use-list-params.ts';

export const commentsKey = ['comments'] as const;

/** `GET /comments`: a page of course (default) or video comments, newest first. */
export const commentListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...commentsKey, 'list', params],
    queryFn: () => api.get<ListReply<CommentAdminItem>>('/comments', listQueryParams(params)),
  });

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
