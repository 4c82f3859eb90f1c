import type {
  BookArticleCommentReply,
  BookArticleCommentRequest,
  BookArticleCommentsReply,
  BookArticleCommentsRequest,
} from '@meedu/contract';
import { api } from '../../../api/client.ts';
import type { CommentSource } from '../../../components/comment-thread/api.ts';
import { textRow } from '../../../components/comment-thread/rows.ts';

const url = (articleId: number) => `/addons/MeeduBooks/api/v2/book/article/${articleId}/comments`;

/** GET …/v2/book/article/{id}/comments — the top level (contract catalog §7.7). */
export const fetchArticleComments = (articleId: number) =>
  api.get<BookArticleCommentsReply>(url(articleId), {
    page: 1,
    size: 10000,
  } satisfies BookArticleCommentsRequest);

/** The same endpoint with `parent_id`: one comment's replies. */
export const fetchArticleReplies = (articleId: number, parentId: number) =>
  api.get<BookArticleCommentsReply>(url(articleId), {
    page: 1,
    page_size: 10000,
    parent_id: parentId,
  } satisfies BookArticleCommentsRequest);

/** POST /addons/MeeduBooks/api/v1/book/article/{id}/comment — a comment, or a reply (contract catalog §7.8). */
export const postArticleComment = (articleId: number, body: BookArticleCommentRequest) =>
  api.post<BookArticleCommentReply>(`/addons/MeeduBooks/api/v1/book/article/${articleId}/comment`, body);

const rows = (r: BookArticleCommentsReply) =>
  r.data.data.map((c) =>
    textRow({ ...c, author: c.user, reply_to: c.parent_id > 0 ? (c.reply?.user.nick_name ?? null) : null }),
  );

/** The reader's two-level thread. */
export const articleCommentSource = (articleId: number): CommentSource => ({
  key: ['book', 'article-comments', articleId],
  fetch: async () => rows(await fetchArticleComments(articleId)),
  post: (content) => postArticleComment(articleId, { content }),
  postedText: '评论成功',
  replies: {
    key: (parentId) => ['book', 'article-comments', articleId, 'replies', parentId],
    // The addon's ids are numbers (only MeEdu 4.9.30's threaded comments use strings).
    fetch: async (parentId) => rows(await fetchArticleReplies(articleId, Number(parentId))),
    post: (parentId, content, to) =>
      postArticleComment(articleId, { parent_id: Number(parentId), content, reply_id: Number(to.id) }),
  },
});
