import type { EmptyReply, LiveCommentsReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import type { CommentSource } from '../../../components/comment-thread/api.ts';
import type { CommentRow } from '../../../components/comment-thread/rows.ts';

/** GET /addons/zhibo/api/v1/course/{id}/comments (contract catalog §6.3; the server caps the page). */
export const fetchLiveComments = (id: number) =>
  api.get<LiveCommentsReply>(`/addons/zhibo/api/v1/course/${id}/comments`, { page: 1, size: 10000 });

/** POST /addons/zhibo/api/v1/course/{id}/comment (§6.4). */
export const postLiveComment = (id: number, content: string) =>
  api.post<EmptyReply>(`/addons/zhibo/api/v1/course/${id}/comment`, { content });

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Live comments are plain text: escaped here so the one thread can render every source the same way. */
export function liveCommentRows(reply: LiveCommentsReply): CommentRow[] {
  return reply.data.data.map((c) => {
    const u = reply.users[String(c.user_id)];
    return {
      id: c.id,
      author: u ? { nick_name: u.nick_name, avatar: u.avatar } : null,
      html: escapeText(c.content),
      created_at: c.created_at,
    };
  });
}

export const liveCommentSource = (id: number): CommentSource => ({
  key: ['live', 'comments', id],
  fetch: async () => liveCommentRows(await fetchLiveComments(id)),
  post: (content) => postLiveComment(id, content),
});
