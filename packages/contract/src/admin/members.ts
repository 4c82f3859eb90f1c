/**
 * Members (`/admin/api/members`): search, the detail with their orders, courses, credits and learning sessions,
 * lock and unlock, credit adjustments, course grants and messages. Request bodies are zod schemas (the server
 * validates with them; the console takes their types only).
 */
import { z } from 'zod';
import type { Instant, ListQuery } from './common.ts';

export interface MemberItem {
  id: number;
  nick_name: string;
  mobile: string;
  avatar: string;
  /** A locked member cannot log in, and every token they hold is refused. */
  is_lock: boolean;
  credit1: number;
  /** The VIP plan they hold now (null when none, or when it has ended). */
  role_name: string | null;
  role_expired_at: Instant | null;
  created_at: Instant;
}

export interface MemberListQuery extends ListQuery {
  /** A mobile, a nickname (or part of either), or an id. */
  q?: string;
  is_lock?: 0 | 1;
}

export const MEMBER_SORTS = ['id', 'created_at', 'credit1'] as const;

export interface MemberOrderItem {
  id: number;
  order_no: string;
  /** The goods' names, joined. */
  goods: string;
  /** Yuan after the discount. */
  amount: number;
  status: number;
  created_at: Instant;
}

export interface MemberCourseItem {
  course_id: number;
  title: string;
  /** Yuan paid for it (0 when given). */
  charge: number;
  created_at: Instant;
}

export interface MemberCreditItem {
  id: number;
  /** Positive: added; negative: taken. */
  sum: number;
  remark: string;
  created_at: Instant;
}

/** A learning session: the member's watch record of one video. */
export interface MemberSessionItem {
  video_id: number;
  video_title: string;
  course_title: string;
  watch_seconds: number;
  watched: boolean;
  updated_at: Instant;
}

/** `GET /admin/api/members/:id`: the member with the newest 20 of each list and each list's total. */
export interface MemberDetail extends MemberItem {
  orders: { items: MemberOrderItem[]; total: number };
  courses: { items: MemberCourseItem[]; total: number };
  credits: { items: MemberCreditItem[]; total: number };
  sessions: { items: MemberSessionItem[]; total: number };
}

/** `POST /admin/api/members/:id/credits`: credit1 added (positive) or taken (negative), with the reason shown to the member. */
export const MemberCreditBody = z.object({
  change: z
    .number({ error: '请输入积分变动' })
    .int('积分须为整数')
    .min(-1_000_000, '单次最多调整 1000000 积分')
    .max(1_000_000, '单次最多调整 1000000 积分')
    .refine((n) => n !== 0, '积分变动不能为 0'),
  reason: z.string({ error: '请输入原因' }).trim().min(1, '请输入原因').max(100, '原因最多 100 个字'),
});
export type MemberCreditRequest = z.input<typeof MemberCreditBody>;

/** `POST /admin/api/members/:id/courses`: gives the member a course. */
export const MemberCourseBody = z.object({
  course_id: z.number({ error: '请输入课程 ID' }).int('请输入课程 ID').positive('请输入课程 ID'),
});
export type MemberCourseRequest = z.input<typeof MemberCourseBody>;

/** `POST /admin/api/members/:id/messages`: a message that arrives in the member's /member/messages. */
export const MemberMessageBody = z.object({
  message: z
    .string({ error: '请输入消息内容' })
    .trim()
    .min(1, '请输入消息内容')
    .max(500, '消息最多 500 个字'),
});
export type MemberMessageRequest = z.input<typeof MemberMessageBody>;

export interface MemberMessageItem {
  id: string;
  message: string;
  created_at: Instant;
}
