import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CommentId, CommentRow } from './rows.ts';

/**
 * Where a thread's comments come from and go to, declared in the owning feature's `api/` file next to the
 * endpoints (for example `courseCommentSource(id)`): the list's cache key and fetcher, and the POST.
 */
export interface CommentSource {
  key: QueryKey;
  fetch(): Promise<CommentRow[]>;
  post(content: string): Promise<unknown>;
  /** What a posted comment toasts; 成功 unless the screen says otherwise (评论成功 on the reader and topics). */
  postedText?: string;
  /** Two-level threads (book articles, topics): each top-level comment's replies, and answering one. */
  replies?: ReplySource;
  /** The server's length rule in characters; at least 6 and at most 1000 unless the source says otherwise. */
  limits?: { min: number; max: number };
}

export const DEFAULT_LIMITS = { min: 6, max: 1000 };

/** The replies under one top-level comment, and a reply to it or to one of its replies (`to`). */
export interface ReplySource {
  key(parentId: CommentId): QueryKey;
  fetch(parentId: CommentId): Promise<CommentRow[]>;
  post(parentId: CommentId, content: string, to: CommentRow): Promise<unknown>;
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

/** The replies of one comment, asked when they are opened. */
export const repliesQuery = (source: ReplySource, parentId: CommentId) =>
  queryOptions({ queryKey: source.key(parentId), queryFn: () => source.fetch(parentId), staleTime: 0 });

/** Posts a reply, then reads that comment's replies and the top level (its reply count) again. */
export function usePostReply(source: CommentSource, replies: ReplySource, parentId: CommentId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, to }: { content: string; to: CommentRow }) => replies.post(parentId, content, to),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: replies.key(parentId) }),
        queryClient.invalidateQueries({ queryKey: source.key }),
      ]),
  });
}
