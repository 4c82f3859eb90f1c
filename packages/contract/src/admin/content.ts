/**
 * The console's content area (issue 31): e-books with their chapters and articles (`/admin/api/books`,
 * `/book-chapters`, `/book-articles`), topics (图文, `/topics`) with a free and a paid rich-text part, and Q&A
 * moderation (`/wenda/questions`, `/wenda/answers`). Rich text is sanitised by the server when saved and by the
 * storefront's SafeHtml when shown. Request bodies are zod schemas with Chinese messages; the console takes their
 * types only.
 */
import { z } from 'zod';
import type { Instant, ListQuery } from './common.ts';
import { addressField, flag, instantField, optionalText, requiredText, yuanField } from './courses.ts';

/** Rich text as the editor sends it (the server sanitises it before it is saved). */
const richText = (tooLong: string) => z.string({ error: '参数错误' }).max(200_000, tooLong).default('');
const shownFlag = z.boolean({ error: '参数错误' }).default(true);
const categoryField = z.number({ error: '请选择分类' }).int('请选择分类').positive('请选择分类');

/** `GET /book-categories`, `GET /topic-categories`: the choices of a form's category select, parents first. */
export interface ContentCategoryOption {
  id: number;
  name: string;
  /** 0 for a top-level category. */
  parent_id: number;
}

// ---------------------------------------------------------------- books

export interface BookAdminItem {
  id: number;
  name: string;
  category_id: number;
  /** Null when the category is gone. */
  category_name: string | null;
  thumb: string;
  /** Yuan; 0 for a free book. */
  charge: number;
  is_vip_free: boolean;
  is_show: boolean;
  published_at: Instant;
  short_desc: string;
  user_count: number;
  article_count: number;
  created_at: Instant;
}

/** `GET /books/:id`: the list row with the introduction as saved (sanitised HTML). */
export interface BookAdminDetail extends BookAdminItem {
  description: string;
}

export interface BookListQuery extends ListQuery {
  q?: string;
  category_id?: number;
  is_show?: 0 | 1;
}

export const BOOK_SORTS = ['id', 'published_at', 'charge', 'user_count'] as const;

/** `POST /books`, `PUT /books/:id` */
export const BookBody = z.object({
  name: requiredText('请输入电子书名称', 120, '电子书名称最长 120 个字'),
  category_id: categoryField,
  thumb: addressField(500),
  charge: yuanField,
  is_vip_free: flag,
  is_show: shownFlag,
  published_at: instantField('请选择上架时间'),
  short_desc: optionalText(300, '简介最长 300 个字'),
  description: richText('介绍内容过长'),
});
export type BookRequest = z.input<typeof BookBody>;

/** `GET /books/:id/chapters`, in the book's order. */
export interface BookChapterItem {
  id: number;
  book_id: number;
  name: string;
  sort: number;
  article_count: number;
}

/** `POST /books/:id/chapters`, `PUT /book-chapters/:id` */
export const BookChapterBody = z.object({
  name: requiredText('请输入章节名称', 120, '章节名称最长 120 个字'),
});
export type BookChapterRequest = z.input<typeof BookChapterBody>;

/** `GET /books/:id/articles`, in the book's order. */
export interface BookArticleItem {
  id: number;
  book_id: number;
  /** 0 when it sits in no chapter. */
  chapter_id: number;
  title: string;
  /** A trial article is read free by everyone; the others only by those who may read the book. */
  is_trial: boolean;
  is_show: boolean;
  published_at: Instant;
  sort: number;
  view_times: number;
}

/** `GET /book-articles/:id`: the row with its content as saved (sanitised HTML, math as `$…$`, code blocks). */
export interface BookArticleDetail extends BookArticleItem {
  content: string;
}

/** `POST /books/:id/articles`, `PUT /book-articles/:id` */
export const BookArticleBody = z.object({
  title: requiredText('请输入文章标题', 120, '文章标题最长 120 个字'),
  chapter_id: z.number({ error: '请选择章节' }).int('请选择章节').min(0, '请选择章节').default(0),
  is_trial: flag,
  is_show: shownFlag,
  published_at: instantField('请选择上架时间'),
  content: richText('文章内容过长'),
});
export type BookArticleRequest = z.input<typeof BookArticleBody>;

// ---------------------------------------------------------------- topics

export interface TopicAdminItem {
  id: number;
  title: string;
  category_id: number;
  category_name: string | null;
  thumb: string;
  /** Yuan; 0 for a free topic (then the paid part is read by everyone). */
  charge: number;
  is_vip_free: boolean;
  is_show: boolean;
  published_at: Instant;
  short_desc: string;
  view_times: number;
  created_at: Instant;
}

/** `GET /topics/:id`: the row with both parts as saved (sanitised HTML). */
export interface TopicAdminDetail extends TopicAdminItem {
  /** Shown to everyone. */
  free_content: string;
  /** Shown only to members who bought the topic (or VIPs when `is_vip_free`). */
  paid_content: string;
}

export interface TopicListQuery extends ListQuery {
  q?: string;
  category_id?: number;
  is_show?: 0 | 1;
}

export const TOPIC_SORTS = ['id', 'published_at', 'charge', 'view_times'] as const;

/** `POST /topics`, `PUT /topics/:id` */
export const TopicBody = z.object({
  title: requiredText('请输入图文标题', 120, '图文标题最长 120 个字'),
  category_id: categoryField,
  thumb: addressField(500),
  charge: yuanField,
  is_vip_free: flag,
  is_show: shownFlag,
  published_at: instantField('请选择上架时间'),
  short_desc: optionalText(300, '简介最长 300 个字'),
  free_content: richText('免费部分过长'),
  paid_content: richText('付费部分过长'),
});
export type TopicRequest = z.input<typeof TopicBody>;

// ---------------------------------------------------------------- Q&A

export interface WendaQuestionAdminItem {
  id: number;
  title: string;
  user_id: number;
  user_nick_name: string | null;
  category_name: string | null;
  /** An answer was accepted (已解决). */
  is_solved: boolean;
  /** Hidden by a moderator: gone from the storefront. */
  is_hidden: boolean;
  /** Closed by a moderator: readable, takes no more answers. */
  is_closed: boolean;
  answer_count: number;
  created_at: Instant;
}

export interface WendaAnswerAdminItem {
  id: number;
  question_id: number;
  user_id: number;
  user_nick_name: string | null;
  /** As saved (HTML made from the member's plain text). */
  content: string;
  is_correct: boolean;
  is_hidden: boolean;
  created_at: Instant;
}

/** `GET /wenda/questions/:id`: the question, its content and every answer (hidden ones too), oldest first. */
export interface WendaQuestionAdminDetail extends WendaQuestionAdminItem {
  content: string;
  answers: WendaAnswerAdminItem[];
}

export interface WendaQuestionListQuery extends ListQuery {
  q?: string;
  user_id?: number;
  is_hidden?: 0 | 1;
  is_closed?: 0 | 1;
}

export const WENDA_QUESTION_SORTS = ['id', 'answer_count'] as const;

export const CONTENT_AUDIT_ENTITIES = {
  book: '电子书',
  book_chapter: '电子书章节',
  book_article: '电子书文章',
  topic: '图文',
  wenda_question: '问题',
  wenda_answer: '回答',
} as const;

export const CONTENT_AUDIT_ACTIONS = {
  close: '关闭',
  reopen: '重新开放',
} as const;
