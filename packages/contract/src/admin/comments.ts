/**
 * Comment moderation (`/admin/api/comments`): course and video comments, newest first, hidden or deleted by a
 * moderator. A hidden comment stays in the database and leaves the storefront's lists.
 */
import type { Instant, ListQuery } from './common.ts';

export type CommentKind = 'course' | 'video';
export const COMMENT_KINDS: readonly CommentKind[] = ['course', 'video'];

export interface CommentAdminItem {
  id: number;
  kind: CommentKind;
  /** The course's or the video's id. */
  target_id: number;
  target_title: string | null;
  /** The course a video comment's video belongs to (the course itself for a course comment). */
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
} as const;

export const COMMENT_AUDIT_ACTIONS = {
  hide: '隐藏',
  unhide: '取消隐藏',
} as const;
