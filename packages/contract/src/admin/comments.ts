/**
 * Comment moderation (`/admin/api/comments`): course, video, book, book-article, topic and live-class comments,
 * newest first, hidden or deleted by a moderator. A hidden comment stays in the database and leaves the storefront's lists.
 */
import type { Instant, ListQuery } from './common.ts';

export type CommentKind = 'course' | 'video' | 'book' | 'book_article' | 'topic' | 'live';
export const COMMENT_KINDS: readonly CommentKind[] = [
  'course',
  'video',
  'book',
  'book_article',
  'topic',
  'live',
];

export interface CommentAdminItem {
  id: number;
  kind: CommentKind;
  /** The course's, video's, book's, article's, topic's or live class's id. */
  target_id: number;
  target_title: string | null;
  /**
   * The course a video comment's video belongs to (the course itself for a course comment; the book of an
   * article's comment; null for the other kinds).
   */
  course_id: number | null;
  user_id: number;
  user_nick_name: string | null;
  content: string;
  is_hidden: boolean;
  /** Posted through MeEdu 4.9.30's comments and not approved yet (审核中): shown nowhere until approved. */
  is_pending?: boolean;
  ip: string;
  created_at: Instant;
}

export interface CommentListQuery extends ListQuery {
  kind?: CommentKind;
  q?: string;
  course_id?: number;
  user_id?: number;
  is_hidden?: 0 | 1;
}

export const COMMENT_SORTS = ['id'] as const;

export const COMMENT_AUDIT_ENTITIES = {
  course_comment: '课程评论',
  video_comment: '视频评论',
  book_comment: '电子书评论',
  book_article_comment: '电子书文章评论',
  topic_comment: '图文评论',
  live_comment: '直播课评论',
} as const;

export const COMMENT_AUDIT_ACTIONS = {
  hide: '隐藏',
  unhide: '取消隐藏',
} as const;
