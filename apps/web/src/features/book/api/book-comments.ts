import type { BookCommentsReply, CommentRequest, ContentCommentsRequest } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import type { CommentSource } from '../../../components/comment-thread/api.ts';
import { textRow } from '../../../components/comment-thread/rows.ts';
import { mapGet } from '../../../lib/php-map.ts';

/** GET /addons/MeeduBooks/api/v1/book/{id}/comments — every comment and a users map (contract catalog §7.4). */
export const fetchBookComments = (id: number) =>
  api.get<BookCommentsReply>(`/addons/MeeduBooks/api/v1/book/${id}/comments`, {
    page: 1,
    size: 10000,
  } satisfies ContentCommentsRequest);

/** POST /addons/MeeduBooks/api/v1/book/{id}/comment (contract catalog §7.5). */
export const postBookComment = (id: number, content: string) =>
  api.post<unknown>(`/addons/MeeduBooks/api/v1/book/${id}/comment`, { content } satisfies CommentRequest);

/** The book's comment thread (the detail page's 评论 tab). */
export const bookCommentSource = (id: number): CommentSource => ({
  key: ['book', 'comments', id],
  fetch: async () => {
    const r = await fetchBookComments(id);
    return r.data.data.map((c) => textRow({ ...c, author: mapGet(r.users, c.user_id) }));
  },
  post: (content) => postBookComment(id, content),
});
