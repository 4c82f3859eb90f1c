import type { CommentSource } from '../../../components/comment-thread/api.ts';
import { textRow, type CommentId, type CommentRow } from '../../../components/comment-thread/rows.ts';
import { preferModern, type Capabilities } from '../../../api/capabilities.ts';
import { api } from '../../../api/client.ts';
import type {
  CommentReplyV3,
  CommentRepliesReplyV3,
  CommentResourceType,
  CommentStoreReplyV3,
  CommentStoreRequestV3,
  CommentsReplyV3,
  CommentV3,
} from '@meedu/contract';

/** The commented resource (upstream-4.9.30 §6): `rt` 1 a recorded course, 2 a lesson; `rid` its id. */
export interface CommentedResource {
  rt: CommentResourceType;
  rid: number;
}

/**
 * What this member wrote in comments still awaiting approval, by comment id: the server blanks a pending
 * comment's text for everybody (it has no "mine" flag), so the author's own text is kept here for the session
 * and shown under 审核中.
 */
const ownPending = new Map<string, string>();

const author = (u: CommentReplyV3['user'] | undefined) => (u && !Array.isArray(u) ? u : null);

/** A threaded comment or reply as the thread shows it; a pending row's text is never shown unless it is ours. */
function rowOf(c: CommentV3 | CommentReplyV3): CommentRow {
  const pending = c.is_check !== 1;
  return textRow({
    id: c.id,
    content: pending ? (ownPending.get(c.id) ?? '') : c.content,
    created_at: c.created_at,
    author: author(c.user),
    children_count: 'replies_count' in c ? c.replies_count : undefined,
    reply_to: 'reply_user' in c ? (author(c.reply_user)?.nick_name ?? null) : null,
    pending,
  });
}

const query = (r: CommentedResource, parentId?: CommentId) => ({
  rt: r.rt,
  rid: r.rid,
  parent_id: parentId === undefined ? undefined : String(parentId),
});

/**
 * GET /api/v3/comments (the newest five top-level comments and the count of all, §6.2); when there are more,
 * GET /api/v3/comments/replies with no parent gives them all (§6.3). Silent, so that a 404 can fall back.
 */
export async function fetchThreadedComments(r: CommentedResource): Promise<CommentRow[]> {
  const first = await api.get<CommentsReplyV3>('/api/v3/comments', query(r), { silent: true });
  if (first.total <= first.data.length) return first.data.map(rowOf);
  const all = await api.get<CommentRepliesReplyV3>('/api/v3/comments/replies', query(r, 0));
  return all.data.map(rowOf);
}

/** GET /api/v3/comments/replies?parent_id= — every reply under one comment, newest first (§6.3). */
export async function fetchThreadedReplies(r: CommentedResource, parentId: CommentId): Promise<CommentRow[]> {
  const reply = await api.get<CommentRepliesReplyV3>('/api/v3/comments/replies', query(r, parentId));
  return reply.data.map(rowOf);
}

/**
 * POST /api/v3/comment/store {rt, rid, content, parent_id, reply_id} (§6.4): stored pending; the text is kept
 * for its author. Silent, so that a 404 can fall back (the caller toasts any other refusal).
 */
export async function postThreadedComment(
  r: CommentedResource,
  content: string,
  parentId: CommentId = 0,
  replyId: CommentId = 0,
): Promise<CommentStoreReplyV3> {
  const body: CommentStoreRequestV3 = {
    rt: r.rt,
    rid: r.rid,
    content,
    parent_id: parentId === 0 ? 0 : String(parentId),
    reply_id: replyId === 0 ? 0 : String(replyId),
  };
  const stored = await api.post<CommentStoreReplyV3>('/api/v3/comment/store', body, { silent: true });
  ownPending.set(stored.id, content);
  return stored;
}

/** The server's rule for threaded comments (§6.4): no minimum beyond one character, at most 140. */
export const THREADED_LIMITS = { min: 1, max: 140 };

/**
 * A resource's threaded comments: the list, posting (pending until approved), and replies to a comment or to
 * one of its replies.
 */
export function threadedCommentSource(r: CommentedResource, key: readonly unknown[]): CommentSource {
  return {
    key,
    fetch: () => fetchThreadedComments(r),
    post: (content) => postThreadedComment(r, content),
    postedText: '评论已提交，审核通过后对所有人可见',
    limits: THREADED_LIMITS,
    replies: {
      key: (parentId) => [...key, 'replies', parentId],
      fetch: (parentId) => fetchThreadedReplies(r, parentId),
      post: (parentId, content, to) =>
        postThreadedComment(r, content, parentId, to.id === parentId ? 0 : to.id),
    },
  };
}

/**
 * The comments of a resource on this server: the threaded ones where the server has them (capability
 * `comments`), their list and top-level post falling back to the 4.9.8 `legacy` source on a 404.
 */
export function resourceCommentSource(
  r: CommentedResource,
  legacy: CommentSource,
  comments: Capabilities['comments'],
): CommentSource {
  if (comments === 'flat') return legacy;
  const threaded = threadedCommentSource(r, [...legacy.key, 'threaded']);
  return {
    ...threaded,
    fetch: () => preferModern('comments', threaded.fetch, legacy.fetch),
    post: (content) =>
      preferModern(
        'comments',
        () => threaded.post(content),
        () => legacy.post(content),
      ),
  };
}
