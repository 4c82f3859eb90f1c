import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CommentRow } from './rows.ts';

/**
 * Where a thread's comments come from and go to, declared in the owning feature's `api/` file next to the
 * endpoints (for example `courseCommentSource(id)`): the list's cache key and fetcher, and the POST.
 */
export interface CommentSource {
  key: QueryKey;
  fetch(): Promise<CommentRow[]>;
  post(content: string): Promise<unknown>;
}

/** The list, always asked afresh when a thread is shown. */
export const commentsQuery = (source: CommentSource) =>
  queryOptions({ queryKey: source.key, queryFn: () => source.fetch(), staleTime: 0 });

/** Posts a comment and reads the list again (the mutation owns its invalidation). */
export function usePostComment(source: CommentSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => source.post(content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: source.key }),
  });
}
