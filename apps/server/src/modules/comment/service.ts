import type {
  CommentAuthor,
  CommentRepliesReplyV3,
  CommentReplyV3,
  CommentStoreReplyV3,
  CommentsReplyV3,
  CommentV3,
} from '@meedu/contract';
import type { Db } from '../../db/index.ts';
import { isoTime, toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { textToHtml } from '../../lib/html.ts';
import { DEFAULT_AVATAR_FILE, brandUrl } from '../../lib/public-url.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import { decodeCommentId, encodeCommentId } from './comment-ids.ts';
import * as repo from './repository.ts';
import type { CommentRow } from './repository.ts';

/**
 * MeEdu 4.9.30's threaded, moderated comments (contract upstream-4.9.30.md §6) on the one comment store of courses
 * and lessons. A comment posted here waits for a moderator (`is_check` 0, 审核中: listed with its text blanked);
 * the console approves it, and only then does it show in the 4.9.8 lists too. Replies sit under a top-level
 * comment (`parent_id`) and may answer another reply (`reply_id`). Unlike upstream (§14.2), a pending reply's text
 * is blanked in every list.
 */
const NEWEST_TOP_LEVEL = 5;
const NEWEST_REPLIES = 3;
export const COMMENT_V3_MAX = 140;
const DAILY_LIMIT = 100;

type Authors = Map<number, CommentAuthor>;

async function authorsOf(
  db: Db,
  rows: readonly Pick<CommentRow, 'user_id'>[],
  base: string,
): Promise<Authors> {
  const users = await repo.authorsOf(db, [...new Set(rows.map((r) => r.user_id))]);
  return new Map(
    users.map((u) => [
      u.id,
      {
        avatar: u.avatar ? publicAssetUrl(base, u.avatar) : brandUrl(base, DEFAULT_AVATAR_FILE),
        nick_name: u.nick_name,
      },
    ]),
  );
}

function replyOf(r: CommentRow, authors: Authors, byId: Map<number, CommentRow>): CommentReplyV3 {
  const row: CommentReplyV3 = {
    id: encodeCommentId(r.id),
    parent_id: encodeCommentId(r.parent_id),
    reply_id: encodeCommentId(r.reply_id),
    content: r.is_check === 1 ? r.original_content : '',
    ip_province: r.ip_province,
    is_check: r.is_check === 1 ? 1 : 0,
    created_at: isoTime(r.created_at) ?? '',
    user: authors.get(r.user_id) ?? [],
  };
  const answered = r.reply_id > 0 ? byId.get(r.reply_id) : undefined;
  if (r.reply_id > 0) row.reply_user = answered ? (authors.get(answered.user_id) ?? []) : [];
  return row;
}

/** Top-level rows with their newest replies and reply counts. */
async function threads(db: Db, rt: 1 | 2, tops: CommentRow[], base: string): Promise<CommentV3[]> {
  const replies = await repo.repliesOf(
    db,
    rt,
    tops.map((t) => t.id),
  );
  const authors = await authorsOf(db, [...tops, ...replies], base);
  const byId = new Map(replies.map((r) => [r.id, r]));
  return tops.map((t) => {
    const mine = replies.filter((r) => r.parent_id === t.id);
    const { reply_user: _none, ...top } = replyOf(t, authors, byId);
    void _none;
    return {
      ...top,
      replies_count: mine.length,
      replies: mine.slice(0, NEWEST_REPLIES).map((r) => replyOf(r, authors, byId)),
    };
  });
}

/** GET /api/v3/comments (§6.2): the newest 5 top-level comments and the count of all. */
export async function commentsV3(db: Db, rt: 1 | 2, rid: number, base: string): Promise<CommentsReplyV3> {
  const [tops, total] = await Promise.all([
    repo.topLevel(db, rt, rid, NEWEST_TOP_LEVEL),
    repo.countTopLevel(db, rt, rid),
  ]);
  return { data: await threads(db, rt, tops, base), total };
}

/** GET /api/v3/comments/replies (§6.3): every top-level comment, or every reply under one. */
export async function repliesV3(
  db: Db,
  rt: 1 | 2,
  rid: number,
  parent: unknown,
  base: string,
): Promise<CommentRepliesReplyV3> {
  const parentId = decodeCommentId(parent);
  if (parentId === null) throw new ApiError('参数错误');
  if (parentId === 0) return { data: await threads(db, rt, await repo.topLevel(db, rt, rid, null), base) };
  const replies = await repo.repliesOf(db, rt, [parentId]);
  const authors = await authorsOf(db, replies, base);
  const byId = new Map(replies.map((r) => [r.id, r]));
  return { data: replies.map((r) => replyOf(r, authors, byId)) };
}

export interface NewCommentV3 {
  userId: number;
  rt: 1 | 2;
  rid: number;
  content: string;
  parentId: unknown;
  replyId: unknown;
  ip: string;
  now: Date;
}

/** POST /api/v3/comment/store (§6.4): stored pending; the reply shows the new comment with its text blanked. */
export async function storeCommentV3(
  db: Db,
  input: NewCommentV3,
  base: string,
): Promise<CommentStoreReplyV3> {
  const now = toDbTime(input.now);
  const allowed = await repo.commentSwitch(db, input.rt, input.rid, now);
  if (allowed === undefined) throw new ApiError('资源不存在', 404);
  if (allowed !== 1) throw new ApiError('禁止提交评论');
  const parentId = decodeCommentId(input.parentId);
  const replyId = decodeCommentId(input.replyId);
  if (parentId === null || replyId === null) throw new ApiError('参数错误');
  if (replyId > 0 && parentId === 0) throw new ApiError('参数错误');
  if (parentId > 0) {
    const parent = await repo.findComment(db, input.rt, input.rid, parentId);
    if (!parent || parent.parent_id !== 0) throw new ApiError('资源不存在', 404);
    if (parent.is_check !== 1) throw new ApiError('评论审核中');
  }
  if (replyId > 0) {
    const answered = await repo.findComment(db, input.rt, input.rid, replyId);
    if (!answered || answered.parent_id !== parentId) throw new ApiError('资源不存在', 404);
  }
  const dayStart = new Date(input.now);
  dayStart.setHours(0, 0, 0, 0);
  if ((await repo.countPostedSince(db, input.userId, toDbTime(dayStart))) >= DAILY_LIMIT)
    throw new ApiError('已超出每日评论限制');
  const id = await repo.insertThreaded(db, input.rt, input.rid, {
    user_id: input.userId,
    parent_id: parentId,
    reply_id: replyId,
    original_content: input.content,
    render_content: textToHtml(input.content),
    ip: input.ip,
    ip_province: '',
    is_check: 0,
    created_at: now,
    updated_at: now,
  });
  const authors = await authorsOf(db, [{ user_id: input.userId }], base);
  const me = authors.get(input.userId);
  return {
    id: encodeCommentId(id),
    content: '',
    created_at: isoTime(now) ?? '',
    parent_id: encodeCommentId(parentId),
    reply_id: encodeCommentId(replyId),
    ip_province: '',
    is_check: 0,
    user: me && !Array.isArray(me) ? me : { nick_name: '', avatar: '' },
  };
}
