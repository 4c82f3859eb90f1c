import type { CommentsReply } from '@meedu/contract';
import { mapGet } from '../../lib/php-map.ts';

/** A comment's id: a number, or the opaque hashid string of MeEdu 4.9.30's threaded comments. */
export type CommentId = number | string;

/** One comment as the thread shows it, whatever endpoint it came from. */
export interface CommentRow {
  id: CommentId;
  /** The author; null when the reply names no such user (shown as 未知用户). */
  author: { nick_name: string; avatar: string } | null;
  /** Server HTML (escaped text from our server), rendered through SafeHtml without math or code. */
  html: string;
  created_at: string;
  /** Two-level threads: how many replies a top-level comment has. */
  children_count?: number;
  /** The nickname a comment answers (回复：{name}); null or absent when it answers nobody in particular. */
  reply_to?: string | null;
  /** Not yet approved by the operator (审核中): its text is the member's own, or empty. */
  pending?: boolean;
}

/** The `{comments, users}` reply of course, video, live, book and article comments (contract catalog §2.4). */
export function rowsOfReply(reply: CommentsReply): CommentRow[] {
  return reply.comments.map((c) => {
    const u = mapGet(reply.users, c.user_id);
    return {
      id: c.id,
      author: u ? { nick_name: u.nick_name, avatar: u.avatar } : null,
      html: c.render_content,
      created_at: c.created_at,
    };
  });
}

const escapeText = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '<br>');

/**
 * A plain-text comment of the addon lists (books, book articles, topics): the text escaped for SafeHtml, the
 * author `null` when the reply carries `[]` (a deleted user).
 */
export function textRow(c: {
  id: CommentId;
  content: string;
  created_at: string;
  author: { nick_name: string; avatar: string } | [] | null | undefined;
  children_count?: number;
  reply_to?: string | null;
  pending?: boolean;
}): CommentRow {
  const a = c.author;
  return {
    id: c.id,
    author: a && !Array.isArray(a) ? { nick_name: a.nick_name, avatar: a.avatar } : null,
    html: escapeText(c.content),
    created_at: c.created_at,
    children_count: c.children_count,
    reply_to: c.reply_to,
    pending: c.pending,
  };
}
