/**
 * Live classes in the console (`/admin/api/live-categories`, `/live-teachers`, `/live-courses`, `/live-lessons`):
 * categories, teachers, courses and their lessons (schedule, planned length), each lesson's push address and
 * stream key, and the teacher's room console (`/live-lessons/:id/room`) that acts over the chat frames of the
 * storefront's room. Request bodies are zod schemas with Chinese messages; the console takes their types only.
 */
import { z } from 'zod';
import type { LiveDevAction } from '../live.ts';
import type { Instant } from './common.ts';
import type { AttachmentItem } from './courses.ts';
import { addressField, instantField, optionalText, requiredText, sortField, yuanField } from './courses.ts';

// ---------------------------------------------------------------- categories and teachers

/** `GET /live-categories`: every category, by sort. */
export interface LiveCategoryItem {
  id: number;
  name: string;
  sort: number;
  course_count: number;
}

export const LiveCategoryBody = z.object({
  name: requiredText('请输入分类名称', 30, '分类名称最长 30 个字'),
  sort: sortField,
});
export type LiveCategoryRequest = z.input<typeof LiveCategoryBody>;

/** `GET /live-teachers`: every teacher, newest first. */
export interface LiveTeacherItem {
  id: number;
  name: string;
  avatar: string;
  short_desc: string;
  course_count: number;
}

export const LiveTeacherBody = z.object({
  name: requiredText('请输入讲师姓名', 30, '讲师姓名最长 30 个字'),
  avatar: addressField(500),
  short_desc: optionalText(200, '简介最长 200 个字'),
});
export type LiveTeacherRequest = z.input<typeof LiveTeacherBody>;

// ---------------------------------------------------------------- courses

/** 0 未开始, 1 直播中, 2 已结束 (the storefront's LiveStatus). */
export type LiveAdminStatus = 0 | 1 | 2;

export interface LiveCourseAdminItem {
  id: number;
  title: string;
  category_id: number;
  category_name: string | null;
  teacher_id: number;
  teacher_name: string | null;
  thumb: string;
  /** Yuan; 0 = free for every member. */
  charge: number;
  vip_can_view: boolean;
  is_show: boolean;
  status: LiveAdminStatus;
  published_at: Instant;
  short_description: string;
  lesson_count: number;
}

/** `GET /live-courses/:id`: the row with its introduction and poster. */
export interface LiveCourseAdminDetail extends LiveCourseAdminItem {
  description: string;
  poster: string;
}

export const LIVE_COURSE_SORTS = ['id', 'published_at', 'charge', 'title'] as const;

export const LiveCourseBody = z.object({
  title: requiredText('请输入直播课名称', 120, '直播课名称最长 120 个字'),
  category_id: z.number({ error: '请选择分类' }).int('请选择分类').positive('请选择分类'),
  teacher_id: z.number({ error: '请选择讲师' }).int('请选择讲师').positive('请选择讲师'),
  thumb: addressField(500),
  poster: addressField(500),
  charge: yuanField,
  vip_can_view: z.boolean({ error: '参数错误' }).default(false),
  is_show: z.boolean({ error: '参数错误' }).default(true),
  published_at: instantField('请选择上架时间'),
  short_description: optionalText(300, '简介最长 300 个字'),
  description: z.string({ error: '参数错误' }).max(200_000, '介绍内容过长').default(''),
});
export type LiveCourseRequest = z.input<typeof LiveCourseBody>;

// ---------------------------------------------------------------- lessons

export interface LiveLessonItem {
  id: number;
  course_id: number;
  title: string;
  /** When the lesson is scheduled to start. */
  published_at: Instant;
  planned_minutes: number;
  is_show: boolean;
  status: LiveAdminStatus;
  started_at: Instant | null;
  ended_at: Instant | null;
  /** The recording: '' none yet, 'packaging' while the media pipeline works on it, 'ready'. */
  replay: '' | 'packaging' | 'ready' | 'failed';
}

export const LiveLessonBody = z.object({
  title: requiredText('请输入课时名称', 120, '课时名称最长 120 个字'),
  published_at: instantField('请选择开播时间'),
  planned_minutes: z
    .number({ error: '请填写直播时长' })
    .int('直播时长须为整数分钟')
    .min(5, '直播时长至少 5 分钟')
    .max(600, '直播时长最多 600 分钟'),
  is_show: z.boolean({ error: '参数错误' }).default(true),
});
export type LiveLessonRequest = z.input<typeof LiveLessonBody>;

/**
 * `GET /live-lessons/:id/stream`: where the teacher's encoder pushes (OBS: 服务器 = `server`, 串流密钥 =
 * `stream_key`). Only for `live.edit`; regenerating (`POST …/stream/regenerate`) voids the old key.
 */
export interface LiveStreamInfo {
  provider: 'embedded' | 'tencent';
  server: string;
  stream_key: string;
  /** When the ingest accepts this lesson's stream (the schedule's window). */
  accepts_from: Instant;
  accepts_until: Instant;
}

// ---------------------------------------------------------------- courseware

/**
 * `GET /live-lessons/:id/attachments`: a lesson's courseware (课件), which its members download in the room. Uploaded
 * with `POST /uploads/live-attachments` (multipart `lesson_id`, `file`, optional `name`; the course attachments'
 * types and limit), deleted with `DELETE /live-attachments/:id`.
 */
export interface LiveCoursewareItem extends AttachmentItem {
  lesson_id: number;
}

// ---------------------------------------------------------------- the teacher's room console

/** `POST /live-lessons/:id/room`: one teacher action, the same as the demo console's (`/__dev/live`). */
const positiveId = z.coerce.number({ error: '参数错误' }).int('参数错误').positive('参数错误');
export const LiveRoomActionBody = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('start') }),
    z.object({ action: z.literal('end') }),
    z.object({
      action: z.literal('message'),
      content: z.string({ error: '请输入消息内容' }).max(200, '消息过长'),
    }),
    z.object({ action: z.literal('sign-in'), seconds: z.coerce.number({ error: '请填写签到时长' }) }),
    z.object({ action: z.literal('ban-room') }),
    z.object({ action: z.literal('unban-room') }),
    z.object({ action: z.literal('ban-user'), user_id: positiveId }),
    z.object({ action: z.literal('unban-user'), user_id: positiveId }),
    z.object({ action: z.literal('delete'), chat_id: positiveId }),
  ],
  { error: '未知的操作' },
) satisfies z.ZodType<LiveDevAction>;
export type LiveRoomAction = LiveDevAction;

/**
 * `GET /live-rooms` (`live-room.edit`): the lessons a teacher may open the room of: live now, or scheduled from the
 * start of today (site time) on, soonest first, at most 100.
 */
export interface LiveRoomLessonItem extends LiveLessonItem {
  course_title: string;
}

/** `GET /live-lessons/:id/room`: what the teacher sees (polled while the page is open). */
export interface LiveRoomView {
  lesson: LiveLessonItem & { course_title: string; room_is_ban: boolean };
  messages: { id: number; user_id: number; nick_name: string; role: string; content: string }[];
  roll_calls: { id: number; started_at: Instant; end_at: Instant; closed: boolean; signed: number }[];
  /** Who signed the latest roll call. */
  signed: { user_id: number; nick_name: string }[];
  bans: { user_id: number; nick_name: string }[];
}

/** The audit log's names of the live area's records and verbs. */
export const LIVE_AUDIT_ENTITIES = {
  live_category: '直播分类',
  live_teacher: '直播讲师',
  live_course: '直播课',
  live_lesson: '直播课时',
  live_courseware: '直播课件',
} as const;
export const LIVE_AUDIT_ACTIONS = {
  regenerate_stream_key: '重新生成推流密钥',
  live_room: '直播间操作',
} as const;
