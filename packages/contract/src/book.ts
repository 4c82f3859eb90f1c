/**
 * E-books (MeeduBooks addon): contract catalog §7. Field names are exact; the addon is closed-source, so the
 * shapes are the ones the storefront reads.
 */
import type { PhpMap } from './catalog.ts';
import type { ListPage, MaybeEmpty } from './common.ts';

/** A top-level category of the book and topic lists, with its children. */
export interface ContentCategory {
  id: number;
  name: string;
  children?: { id: number; name: string }[];
}

/** Flavour P3 (contract catalog §0.4): the page nested under `data`, with the lists' categories. */
export interface NestedPage<T> {
  data: ListPage<T>;
  categories?: ContentCategory[];
}

export interface BookListItem {
  id: number;
  name: string;
  thumb: string;
  charge: number;
  short_desc: string;
  view_times: number;
  is_vip_free: 0 | 1;
  user_count: number;
  published_at: string;
}

/** GET /addons/MeeduBooks/api/v1/books */
export type BookListReply = NestedPage<BookListItem>;

/** GET /addons/MeeduBooks/api/v1/config/pcListPageRec ("推荐阅读"). */
export interface BookRecItem {
  id: number;
  name: string;
  thumb: string;
  charge: number;
}

export interface BookChapter {
  id: number;
  name: string;
  sort: number;
}

/** One row of a book's catalogue; `charge` 0 is a free trial article (试读). */
export interface BookArticleItem {
  id: number;
  title: string;
  charge: number;
}

export interface BookSummary {
  id: number;
  name: string;
  thumb: string;
  charge: number;
  is_vip_free: 0 | 1;
}

export interface BookDetail extends BookSummary {
  short_desc: string;
  render_desc: string;
}

/** GET /addons/MeeduBooks/api/v1/book/{id}: `articles` grouped by chapter id, 0 = no chapter. */
export interface BookDetailReply {
  book: BookDetail;
  chapters: BookChapter[];
  articles: PhpMap<BookArticleItem[]>;
  is_buy: boolean;
}

/** A comment author as the addon comment lists embed and map them. */
export interface ContentCommentUser {
  id?: number;
  avatar: string;
  nick_name: string;
}

/** GET /addons/MeeduBooks/api/v1/book/{id}/comments: plain-text comments and their authors. */
export interface BookComment {
  id: number;
  user_id: number;
  content: string;
  created_at: string;
}

export interface BookCommentsReply {
  data: ListPage<BookComment>;
  users: PhpMap<ContentCommentUser>;
}

/**
 * GET /addons/MeeduBooks/api/v1/book/{articleId}/read. `render_content` is sent only when `can_see` (a paid
 * article's body never reaches someone without access).
 */
export interface BookReadReply {
  book: BookSummary;
  article: { id: number; title: string; render_content?: string };
  chapters: BookChapter[];
  articles: PhpMap<BookArticleItem[]>;
  can_see: boolean;
  prev_id: number;
  next_id: number;
  /**
   * Ours only (issue 30; a MeEdu server has no such key): where the member has read this book to, null before
   * the first record. Its presence tells the storefront that the server takes reading records.
   */
  read_record?: BookReadRecord | null;
}

/** The furthest point a member has read a book to: the article and how far down it (per cent). */
export interface BookReadRecord {
  article_id: number;
  article_title: string;
  position: number;
}

/**
 * Ours only (issue 30): `POST /addons/MeeduBooks/api/v1/book/article/{articleId}/record`, how far down the
 * article the member has read (per cent, 0–100). The server keeps the furthest point per member and book.
 */
export interface BookReadRecordRequest {
  position: number;
}

/** One comment of GET /addons/MeeduBooks/api/v2/book/article/{articleId}/comments (top level or replies). */
export interface BookArticleComment {
  id: number;
  parent_id: number;
  content: string;
  created_at: string;
  children_count: number;
  user: MaybeEmpty<ContentCommentUser>;
  reply_id: number;
  reply: { user: { nick_name: string } } | null;
}

export interface BookArticleCommentsReply {
  data: ListPage<BookArticleComment>;
}

/** POST /addons/MeeduBooks/api/v1/book/article/{articleId}/comment */
export interface BookArticleCommentReply {
  comment_id: number;
  reply_id?: number;
}

// ---------------------------------------------------------------- requests

export interface BookListRequest {
  page?: number;
  size?: number;
  scene?: string;
  /** Top-level category id; 0 = all. */
  cid?: number;
}

export interface ContentCommentsRequest {
  page?: number;
  size?: number;
  page_size?: number;
}

export interface BookArticleCommentsRequest extends ContentCommentsRequest {
  /** Replies to this top-level comment; absent or 0 for the top level. */
  parent_id?: number;
}

export interface BookArticleCommentRequest {
  content: string;
  parent_id?: number;
  reply_id?: number | null;
}
