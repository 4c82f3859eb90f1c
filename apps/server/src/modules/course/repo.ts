import type { WatchRecord } from '@meedu/contract';
import type { Context } from 'hono';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime, isoTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { publicAssetUrl } from '../system/settings.ts';
import { isFreeCourse } from './access.ts';

export interface CourseRow {
  id: number;
  category_id: number;
  title: string;
  slug: string;
  thumb: string;
  charge: number;
  short_description: string;
  render_desc: string;
  seo_keywords: string;
  seo_description: string;
  published_at: string;
  is_rec: number;
  is_show: number;
  is_free: number;
  is_vip_free: number;
  user_count: number;
  created_at: string;
  updated_at: string;
}

export interface VideoRow {
  id: number;
  course_id: number;
  chapter_id: number;
  title: string;
  slug: string;
  url: string;
  view_num: number;
  seo_keywords: string;
  seo_description: string;
  published_at: string;
  charge: number;
  duration: number;
  is_ban_sell: number;
  free_seconds: number;
  ban_drag: number;
  is_show: number;
}

/** A `user_video_watch_records` row: the wire fields, times in DB form. */
export type WatchRecordRow = WatchRecord;

export const nowDb = (deps: AppDeps) => toDbTime(deps.clock.now());

/** Absolute URL of a stored image path (`/media/covers/x.svg`) or an absolute URL as stored. */
export const assetUrl = (c: Context, deps: AppDeps, pathOrUrl: string) =>
  publicAssetUrl(publicBase(c, deps.config), pathOrUrl);

/** Route ids: positive integers only; anything else is the contract's generic '错误'. */
export function idParam(raw: string | undefined): number {
  const n = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n <= 0) throw new ApiError('错误');
  return n;
}

/** A course visitors may open by id: it exists and is published (is_show is not checked, as MeEdu). */
export function findPublishedCourse(db: Db, id: number, now: string): CourseRow {
  const row = db
    .prepare<[number, string], CourseRow>('SELECT * FROM courses WHERE id = ? AND published_at <= ?')
    .get(id, now);
  if (!row) throw new ApiError('错误');
  return row;
}

/** A shown, published video of a published course. */
export function findPlayableVideo(db: Db, id: number, now: string): { video: VideoRow; course: CourseRow } {
  const video = db
    .prepare<[number, string], VideoRow>(
      'SELECT * FROM videos WHERE id = ? AND is_show = 1 AND published_at <= ?',
    )
    .get(id, now);
  if (!video) throw new ApiError('错误');
  const course = findPublishedCourse(db, video.course_id, now);
  return { video, course };
}

export function categoryNames(db: Db): Map<number, string> {
  return new Map(
    db
      .prepare<[], { id: number; name: string }>('SELECT id, name FROM course_categories')
      .all()
      .map((r) => [r.id, r.name]),
  );
}

export function videosCounts(db: Db, courseIds: number[], now: string): Map<number, number> {
  if (courseIds.length === 0) return new Map();
  const marks = courseIds.map(() => '?').join(',');
  return new Map(
    db
      .prepare<unknown[], { course_id: number; n: number }>(
        `SELECT course_id, COUNT(*) AS n FROM videos WHERE is_show = 1 AND published_at <= ?
         AND course_id IN (${marks}) GROUP BY course_id`,
      )
      .all(now, ...courseIds)
      .map((r) => [r.course_id, r.n]),
  );
}

/** CourseListItem of contract §2.2 (render_desc left out). */
export function courseListItem(
  c: Context,
  deps: AppDeps,
  row: CourseRow,
  categories: Map<number, string>,
  videosCount: number,
) {
  const categoryName = categories.get(row.category_id);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    thumb: assetUrl(c, deps, row.thumb),
    charge: row.charge,
    short_description: row.short_description,
    seo_keywords: row.seo_keywords,
    seo_description: row.seo_description,
    published_at: row.published_at,
    is_rec: row.is_rec,
    is_show: row.is_show,
    user_count: row.user_count,
    category_id: row.category_id,
    is_free: isFreeCourse(row) ? 1 : 0,
    // MeEdu's VOD courses have no such field; the storefront reads vip_can_view, newer clients is_vip_free.
    vip_can_view: row.is_vip_free,
    is_vip_free: row.is_vip_free,
    videos_count: videosCount,
    created_at: isoTime(row.created_at),
    category: categoryName === undefined ? [] : { id: row.category_id, name: categoryName },
  };
}

export function courseDetailItem(c: Context, deps: AppDeps, row: CourseRow, now: string) {
  const counts = videosCounts(deps.db, [row.id], now);
  return {
    ...courseListItem(c, deps, row, categoryNames(deps.db), counts.get(row.id) ?? 0),
    render_desc: row.render_desc,
  };
}

export function videoItem(v: VideoRow) {
  return {
    id: v.id,
    course_id: v.course_id,
    title: v.title,
    slug: v.slug,
    view_num: v.view_num,
    seo_keywords: v.seo_keywords,
    seo_description: v.seo_description,
    published_at: v.published_at,
    charge: v.charge,
    chapter_id: v.chapter_id,
    duration: v.duration,
    is_ban_sell: v.is_ban_sell,
    free_seconds: v.free_seconds,
    ban_drag: v.ban_drag,
  };
}

/** Chapters (sort asc) and shown, published videos grouped by chapter id (0 = no chapter or chapter deleted). */
export function courseOutline(db: Db, courseId: number, now: string) {
  const chapters = db
    .prepare<[number], { id: number; course_id: number; title: string }>(
      'SELECT id, course_id, title FROM course_chapters WHERE course_id = ? ORDER BY sort, id',
    )
    .all(courseId);
  const chapterIds = new Set(chapters.map((ch) => ch.id));
  const rows = db
    .prepare<[number, string], VideoRow>(
      `SELECT * FROM videos WHERE course_id = ? AND is_show = 1 AND published_at <= ?
       ORDER BY published_at, id`,
    )
    .all(courseId, now);
  const videos: Record<string, ReturnType<typeof videoItem>[]> = {};
  for (const v of rows) {
    const key = String(chapterIds.has(v.chapter_id) ? v.chapter_id : 0);
    (videos[key] ??= []).push(
      videoItem({ ...v, chapter_id: chapterIds.has(v.chapter_id) ? v.chapter_id : 0 }),
    );
  }
  return { chapters, videos, rows };
}

export function watchRecordItem(r: WatchRecordRow) {
  return { ...r, created_at: isoTime(r.created_at), updated_at: isoTime(r.updated_at) };
}

/** The member's watch records of a course keyed by video id (`{}` for visitors). */
export function watchProgressMap(db: Db, userId: number | undefined, courseId: number) {
  const map: Record<string, ReturnType<typeof watchRecordItem>> = {};
  if (userId === undefined) return map;
  const rows = db
    .prepare<[number, number], WatchRecordRow>(
      'SELECT * FROM user_video_watch_records WHERE user_id = ? AND course_id = ?',
    )
    .all(userId, courseId);
  for (const r of rows) map[String(r.video_id)] = watchRecordItem(r);
  return map;
}
