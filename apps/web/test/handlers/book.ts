import type {
  BookArticleCommentReply,
  BookArticleCommentsReply,
  BookCommentsReply,
  BookDetailReply,
  BookListReply,
  BookReadReply,
  BookRecItem,
} from '@meedu/contract';
import { onGet, onPost, type Id, type Reply } from './http.ts';

/** The e-book addon (MeeduBooks): the catalogue, a book, its articles and their comments (contract catalog §5). */
export const bookApi = {
  list: (reply: Reply<BookListReply>) => onGet('/addons/MeeduBooks/api/v1/books', reply),
  recommended: (reply: Reply<BookRecItem[]>) =>
    onGet('/addons/MeeduBooks/api/v1/config/pcListPageRec', reply),
  detail: (id: Id, reply: Reply<BookDetailReply>) => onGet(`/addons/MeeduBooks/api/v1/book/${id}`, reply),
  comments: (id: Id, reply: Reply<BookCommentsReply>) =>
    onGet(`/addons/MeeduBooks/api/v1/book/${id}/comments`, reply),
  read: (articleId: Id, reply: Reply<BookReadReply>) =>
    onGet(`/addons/MeeduBooks/api/v1/book/${articleId}/read`, reply),
  articleComments: (articleId: Id, reply: Reply<BookArticleCommentsReply>) =>
    onGet(`/addons/MeeduBooks/api/v2/book/article/${articleId}/comments`, reply),
  articleComment: (articleId: Id, reply: Reply<BookArticleCommentReply>) =>
    onPost(`/addons/MeeduBooks/api/v1/book/article/${articleId}/comment`, reply),
  /** Ours only (issue 30): a reading position. */
  readRecord: (articleId: Id, reply: Reply<[]>) =>
    onPost(`/addons/MeeduBooks/api/v1/book/article/${articleId}/record`, reply),
};
