/**
 * Courses in the console (`/admin/api/course-categories`, `/courses`, `/chapters`, `/videos`, `/attachments`,
 * `/media-assets`, `/uploads/tus`): categories of two levels, courses, their chapters, videos and attachments,
 * and the uploaded videos (media assets) with their packaging job. Request bodies are zod schemas with Chinese
 * messages; the console takes their types only.
 */
import { z } from 'zod';
import type { Instant, ListQuery } from './common.ts';

// ---------------------------------------------------------------- field rules

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z.string({ error: '参数错误' }).trim().max(max, tooLong).default('');

const flag = z.boolean({ error: '参数错误' }).default(false);

const sortField = z
  .number({ error: '排序须为整数' })
  .int('排序须为整数')
  .min(0, '排序不能小于 0')
  .max(1_000_000, '排序过大')
  .default(0);

/** A whole number of yuan, as the storefront's prices are. */
const yuanField = z
  .number({ error: '请输入价格' })
  .int('价格须为整数元')
  .min(0, '价格不能小于 0')
  .max(1_000_000, '价格过大');

/** An instant with its offset (`2026-11-28T10:00:00+08:00`), as every console time is sent. */
export const instantField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, '时间格式不正确')
    .refine((v) => !Number.isNaN(Date.parse(v)), '时间格式不正确');

/** An address a browser may load: http(s) or a path on this site; never `javascript:` or `data:`. */
export const addressField = (max: number) =>
  z
    .string({ error: '参数错误' })
    .trim()
    .max(max, '地址过长')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s/][^\s]*$/.test(v), {
      message: '地址须以 http://、https:// 或 / 开头',
    })
    .default('');

// ---------------------------------------------------------------- categories

/** `GET /admin/api/course-categories`: every category, parents first then each one's children, by sort. */
export interface CourseCategoryItem {
  id: number;
  name: string;
  /** 0 for a top-level category. */
  parent_id: number;
  sort: number;
  is_show: boolean;
  /** Courses filed directly under it. */
  course_count: number;
  created_at: Instant;
}

/** `POST /course-categories`, `PUT /course-categories/:id` */
export const CourseCategoryBody = z.object({
  name: requiredText('请输入分类名称', 30, '分类名称最长 30 个字'),
  parent_id: z.number({ error: '请选择上级分类' }).int('请选择上级分类').min(0, '请选择上级分类').default(0),
  sort: sortField,
  is_show: z.boolean({ error: '参数错误' }).default(true),
});
export type CourseCategoryRequest = z.input<typeof CourseCategoryBody>;

// ---------------------------------------------------------------- courses

export interface CourseAdminItem {
  id: number;
  title: string;
  category_id: number;
  /** Null when the category is gone. */
  category_name: string | null;
  thumb: string;
  /** Yuan. */
  charge: number;
  is_free: boolean;
  is_vip_free: boolean;
  is_show: boolean;
  is_rec: boolean;
  published_at: Instant;
  short_description: string;
  user_count: number;
  video_count: number;
  created_at: Instant;
  updated_at: Instant;
}

/** `GET /courses/:id`: the list row with the introduction and the search-engine fields. */
export interface CourseAdminDetail extends CourseAdminItem {
  /** The introduction as saved (sanitised HTML). */
  description: string;
  seo_keywords: string;
  seo_description: string;
}

export interface CourseListQuery extends ListQuery {
  q?: string;
  category_id?: number;
  is_show?: 0 | 1;
}

export const COURSE_SORTS = ['id', 'published_at', 'charge', 'user_count', 'title'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

/** `POST /courses`, `PUT /courses/:id` */
export const CourseBody = z.object({
  title: requiredText('请输入课程名称', 120, '课程名称最长 120 个字'),
  category_id: z.number({ error: '请选择分类' }).int('请选择分类').positive('请选择分类'),
  thumb: addressField(500),
  charge: yuanField,
  is_free: flag,
  is_vip_free: flag,
  is_show: z.boolean({ error: '参数错误' }).default(true),
  is_rec: flag,
  published_at: instantField('请选择上架时间'),
  short_description: optionalText(300, '简介最长 300 个字'),
  description: z.string({ error: '参数错误' }).max(200_000, '介绍内容过长').default(''),
  seo_keywords: optionalText(200, '关键词最长 200 个字'),
  seo_description: optionalText(300, 'SEO 描述最长 300 个字'),
});
export type CourseRequest = z.input<typeof CourseBody>;

// ---------------------------------------------------------------- chapters

/** `GET /courses/:id/chapters`, in the course's order. */
export interface ChapterItem {
  id: number;
  course_id: number;
  title: string;
  sort: number;
  video_count: number;
}

/** `POST /courses/:id/chapters`, `PUT /chapters/:id` */
export const ChapterBody = z.object({
  title: requiredText('请输入章节名称', 120, '章节名称最长 120 个字'),
});
export type ChapterRequest = z.input<typeof ChapterBody>;

// ---------------------------------------------------------------- videos

export type MediaAssetStatus = 'uploaded' | 'packaging' | 'ready' | 'failed';
export type MediaJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** `GET /courses/:id/videos`, in the course's order. */
export interface VideoAdminItem {
  id: number;
  course_id: number;
  /** 0 when it sits in no chapter. */
  chapter_id: number;
  title: string;
  /** Seconds. */
  duration: number;
  /** Yuan, for selling the video alone. */
  charge: number;
  /** Seconds a visitor may watch before buying; 0 for none. */
  free_seconds: number;
  is_show: boolean;
  /** Not sold alone (only with the course). */
  is_ban_sell: boolean;
  /** The player forbids seeking ahead. */
  ban_drag: boolean;
  published_at: Instant;
  /** A plain address played when no media asset is attached. */
  url: string;
  media_asset_id: number | null;
  media_status: MediaAssetStatus | null;
  sort: number;
}

/** `POST /courses/:id/videos`, `PUT /videos/:id` */
export const VideoBody = z.object({
  title: requiredText('请输入视频名称', 120, '视频名称最长 120 个字'),
  chapter_id: z.number({ error: '请选择章节' }).int('请选择章节').min(0, '请选择章节').default(0),
  duration: z
    .number({ error: '时长须为整数秒' })
    .int('时长须为整数秒')
    .min(0, '时长不能小于 0')
    .max(100_000, '时长过长')
    .default(0),
  charge: yuanField.default(0),
  free_seconds: z
    .number({ error: '试看秒数须为整数' })
    .int('试看秒数须为整数')
    .min(0, '试看秒数不能小于 0')
    .max(100_000, '试看秒数过大')
    .default(0),
  is_show: z.boolean({ error: '参数错误' }).default(true),
  is_ban_sell: flag,
  ban_drag: flag,
  published_at: instantField('请选择上架时间'),
  url: addressField(1000),
});
export type VideoRequest = z.input<typeof VideoBody>;

/** `PUT /videos/:id/asset`: play an uploaded video (null: back to the plain address). */
export const VideoAssetBody = z.object({
  asset_id: z.number({ error: '请选择视频素材' }).int('请选择视频素材').positive('请选择视频素材').nullable(),
});
export type VideoAssetRequest = z.input<typeof VideoAssetBody>;

// ---------------------------------------------------------------- attachments

/** `GET /courses/:id/attachments` */
export interface AttachmentItem {
  id: number;
  course_id: number;
  name: string;
  extension: string;
  /** Bytes. */
  size: number;
  download_times: number;
  created_at: Instant;
}

/** The largest attachment (`POST /uploads/attachments`, multipart: `course_id`, `name`, `file`). */
export const ATTACHMENT_MAX_BYTES = 50 * 1024 * 1024;
/** What an attachment may be (checked by the file's content where the format has a signature). */
export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'zip',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'md',
] as const;

// ---------------------------------------------------------------- uploaded videos

export interface MediaJobItem {
  id: number;
  status: MediaJobStatus;
  /** 0–100. */
  progress: number;
  attempts: number;
  max_attempts: number;
  /** The last failed attempt's reason (ffmpeg's last lines). */
  error: string;
  started_at: Instant | null;
  finished_at: Instant | null;
}

/** `GET /media-assets`, `GET /media-assets/:id` */
export interface MediaAssetItem {
  id: number;
  original_name: string;
  size: number;
  status: MediaAssetStatus;
  duration: number;
  width: number;
  height: number;
  renditions: string[];
  poster_url: string | null;
  error: string;
  created_at: Instant;
  job: MediaJobItem | null;
  /** The videos that play it (detail only; an empty list in the list). */
  video_ids: number[];
}

export interface MediaAssetListQuery extends ListQuery {
  q?: string;
  status?: MediaAssetStatus;
}

export const MEDIA_ASSET_SORTS = ['id', 'size', 'duration'] as const;

/** The console's tus endpoint; the last PATCH answers the new asset's id in this header. */
export const TUS_ENDPOINT = '/admin/api/uploads/tus';
export const MEDIA_ASSET_ID_HEADER = 'Media-Asset-Id';

// ---------------------------------------------------------------- audit words

export const COURSE_AUDIT_ENTITIES = {
  course_category: '课程分类',
  course: '课程',
  course_chapter: '课程章节',
  video: '视频',
  course_attachment: '课程附件',
  media_asset: '视频素材',
} as const;

export const COURSE_AUDIT_ACTIONS = {
  reorder: '调整顺序',
  retry: '重试',
  attach: '关联视频素材',
} as const;
