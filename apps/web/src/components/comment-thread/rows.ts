import type { CommentsReply } from '@meedu/contract';
import { mapGet } from '../../lib/php-map.ts';

/** One comment as the thread shows it, whatever endpoint it came from. */
export interface CommentRow {
  id: number;
  /** The author; null when the reply names no such user (shown as 未知用户). */
  author: { nick_name: string; avatar: string } | null;
  /** Server HTML (escaped text from our server), rendered through SafeHtml without math or code. */
  html: string;
  created_at: string;
  /** Whom the comment answers ('回复：{name}'), when it answers someone. */
  replyTo?: string;
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
