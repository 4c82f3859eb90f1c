import { isFreeCourse } from '@meedu/contract';
import type {
  CommentsReply,
  CommentUser,
  CourseAttach,
  CourseCategory,
  CourseChapter,
  CourseDetail,
  CourseDetailReply,
  CourseListItem,
  LaravelPage,
  LearnedVideo,
  LikeToggleReply,
  VideoItem,
  WatchRecord,
} from '@meedu/contract';
import { createHash, randomBytes } from 'node:crypto';
import { inTransaction, type Db } from '../../db/index.ts';
import { isoTime, toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { textToHtml } from '../../lib/html.ts';
import { asFlag, laravelPage } from '../../lib/http.ts';
import { DEFAULT_AVATAR_FILE, brandUrl } from '../../lib/public-url.ts';
import { getSetting, publicAssetUrl } from '../../settings/settings.ts';
import * as ownership from '../ownership/service.ts';
import * as repo from './repository.ts';
import type { AppDeps } from '../../deps.ts';
import type { DownloadSource } from '../../lib/download.ts';
import { openAttachment } from './attachment-files.ts';
import { grantCredit1 } from '../credits/service.ts';
import { sortedCategoryTree } from '../../lib/categories.ts';

export type { CourseCardRow, CourseListFilter, CourseListScene, VideoRow } from './repository.ts';

// ---------------------------------------------------------------- access (contract catalog §2.3, §2.8)

/**
 * Who may watch what:
 * - a free course (`is_free = 1`, or a price of 0) is open to every member;
 * - a bought course (`user_courses`) is open to its buyer;
 * - an active VIP role (role_id > 0 and role_expired_at in the future) opens every course marked `is_vip_free`;
 * - a single bought video (`user_videos`) opens that video only.
 */
export interface AccessCourse {
  id: number;
  charge: number;
  is_free: number;
  is_vip_free: number;
}

/** What a member owns of one course, fetched at once; null for visitors. */
export interface MemberAccess {
  boughtCourse: boolean;
  activeRole: boolean;
  boughtVideos: number[];
}

/**
 * The member's access facts for a course, asking only what the course's rules need (a free course needs
 * nothing); `withVideos` also reads the single videos bought.
 */
export async function memberAccess(
  db: Db,
  userId: number | undefined,
  course: AccessCourse,
  now: string,
  withVideos = false,
): Promise<MemberAccess | null> {
  if (userId === undefined) return null;
  const free = isFreeCourse(course);
  const [boughtCourse, activeRole, boughtVideos] = await Promise.all([
    free ? false : ownership.owns(db, 'course', userId, course.id),
    !free && course.is_vip_free === 1 ? ownership.hasActiveRole(db, userId, now) : false,
    withVideos ? repo.boughtVideoIds(db, userId, course.id) : [],
  ]);
  return { boughtCourse, activeRole, boughtVideos };
}

/** isBuy of the course detail: free, bought, or VIP for a VIP-free course. Visitors never "own" anything. */
export function canSeeCourse(course: AccessCourse, access: MemberAccess | null): boolean {
  if (access === null) return false;
  return isFreeCourse(course) || access.boughtCourse || (course.is_vip_free === 1 && access.activeRole);
}

/** is_watch of the video detail: the course rule, or this single video bought (needs `withVideos`). */
export function canSeeVideo(course: AccessCourse, access: MemberAccess | null, videoId: number): boolean {
  return canSeeCourse(course, access) || (access?.boughtVideos.includes(videoId) ?? false);
}

/** Whether the member may watch the course (free, bought or VIP), for other modules' checks. */
export async function memberCanSeeCourse(
  db: Db,
  userId: number,
  courseId: number,
  now: string,
): Promise<boolean> {
  const course = await repo.findPublishedCourseAccess(db, courseId, now);
  if (!course) return false;
  return canSeeCourse(course, await memberAccess(db, userId, course, now));
}

export const hasBoughtCourse = (db: Db, userId: number, courseId: number) =>
  ownership.owns(db, 'course', userId, courseId);

// ---------------------------------------------------------------- rows → contract

function category(row: { category_id: number; category_name: string | null }): CourseListItem['category'] {
  return row.category_name === null ? [] : { id: row.category_id, name: row.category_name };
}

/** CourseListItem of contract §2.2 (render_desc left out). */
export function courseCard(row: repo.CourseCardRow, videosCount: number, base: string): CourseListItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    thumb: publicAssetUrl(base, row.thumb),
    charge: row.charge,
    short_description: row.short_description,
    seo_keywords: row.seo_keywords,
    seo_description: row.seo_description,
    published_at: row.published_at,
    is_rec: asFlag(row.is_rec),
    is_show: row.is_show,
    user_count: row.user_count,
    category_id: row.category_id,
    is_free: isFreeCourse(row) ? 1 : 0,
    // MeEdu's VOD courses have no such field; the storefront reads vip_can_view, newer clients is_vip_free.
    vip_can_view: asFlag(row.is_vip_free),
    is_vip_free: asFlag(row.is_vip_free),
    // 4.9.15+ clients (xyz.meedu.pc) offer the comment input only when it is 1 (upstream-4.9.30 §9.1).
    is_allow_comment: asFlag(row.is_allow_comment),
    videos_count: videosCount,
    created_at: isoTime(row.created_at) ?? '',
    category: category(row),
  };
}

export function courseDetail(row: repo.CourseDetailRow, videosCount: number, base: string): CourseDetail {
  return { ...courseCard(row, videosCount, base), render_desc: row.render_desc };
}

/** Course cards of the given ids that are shown and published, in the given order (home blocks). */
export async function courseCardsByIds(
  db: Db,
  ids: number[],
  now: string,
  base: string,
): Promise<CourseListItem[]> {
  const rows = await repo.findShownCoursesByIds(db, ids, now);
  const counts = await repo.countVideosByCourse(
    db,
    rows.map((r) => r.id),
    now,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is repo.CourseCardRow => r !== undefined)
    .map((r) => courseCard(r, counts.get(r.id) ?? 0, base));
}

export function videoItem(v: repo.VideoRow, chapterId = v.chapter_id): VideoItem {
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
    chapter_id: chapterId,
    duration: v.duration,
    is_ban_sell: asFlag(v.is_ban_sell),
    free_seconds: v.free_seconds,
    ban_drag: asFlag(v.ban_drag),
    is_allow_comment: asFlag(v.is_allow_comment),
  };
}

export interface CourseOutline {
  chapters: CourseChapter[];
  /** Shown, published videos grouped by chapter id (0 = no chapter or chapter deleted). */
  videos: Record<string, VideoItem[]>;
  /** How many shown, published videos the course has. */
  videosCount: number;
}

export async function courseOutline(db: Db, courseId: number, now: string): Promise<CourseOutline> {
  const [chapters, rows] = await Promise.all([
    repo.listChapters(db, courseId),
    repo.listPublishedVideos(db, courseId, now),
  ]);
  const chapterIds = new Set(chapters.map((ch) => ch.id));
  const videos: Record<string, VideoItem[]> = {};
  for (const v of rows) {
    const chapterId = chapterIds.has(v.chapter_id) ? v.chapter_id : 0;
    (videos[String(chapterId)] ??= []).push(videoItem(v, chapterId));
  }
  return { chapters, videos, videosCount: rows.length };
}

export function watchRecordItem(r: WatchRecord): WatchRecord {
  return { ...r, created_at: isoTime(r.created_at) ?? '', updated_at: isoTime(r.updated_at) ?? '' };
}

/** The member's watch records of a course keyed by video id (`{}` for visitors). */
export async function watchProgressMap(
  db: Db,
  userId: number | undefined,
  courseId: number,
): Promise<Record<string, WatchRecord>> {
  const map: Record<string, WatchRecord> = {};
  if (userId === undefined) return map;
  for (const r of await repo.listWatchRecords(db, userId, courseId))
    map[String(r.video_id)] = watchRecordItem(r);
  return map;
}

// ---------------------------------------------------------------- course endpoints

/** contract §2.1: the two-level tree, both levels by sort. */
export async function courseCategoryTree(db: Db): Promise<CourseCategory[]> {
  return sortedCategoryTree(await repo.listShownCategories(db));
}

/** contract §2.2: three queries whatever the page size (count, cards with category names, video counts). */
export async function coursePage(
  db: Db,
  filter: repo.CourseListFilter,
  page: { page: number; size: number; offset: number },
  base: string,
  pathUrl: string,
): Promise<LaravelPage<CourseListItem>> {
  const { rows, total } = await repo.coursesPage(db, filter, page);
  const counts = await repo.countVideosByCourse(
    db,
    rows.map((r) => r.id),
    filter.now,
  );
  const items = rows.map((r) => courseCard(r, counts.get(r.id) ?? 0, base));
  return laravelPage(pathUrl, items, total, page.page, page.size);
}

export async function findPublishedCourse(db: Db, id: number, now: string): Promise<repo.CourseDetailRow> {
  const row = await repo.findPublishedCourse(db, id, now);
  if (!row) throw new ApiError('错误');
  return row;
}

async function findAccessCourse(db: Db, id: number, now: string): Promise<AccessCourse> {
  const row = await repo.findPublishedCourseAccess(db, id, now);
  if (!row) throw new ApiError('错误');
  return row;
}

/** contract §2.3. */
export async function courseDetailReply(
  db: Db,
  id: number,
  userId: number | undefined,
  now: string,
  base: string,
): Promise<CourseDetailReply> {
  const course = await findPublishedCourse(db, id, now);
  const [outline, attach, access, isCollect, progress] = await Promise.all([
    courseOutline(db, course.id, now),
    repo.listAttachments(db, course.id),
    memberAccess(db, userId, course, now, true),
    userId === undefined ? false : repo.isCourseLiked(db, userId, course.id),
    watchProgressMap(db, userId, course.id),
  ]);
  return {
    course: courseDetail(course, outline.videosCount, base),
    chapters: outline.chapters,
    videos: outline.videos,
    isBuy: canSeeCourse(course, access),
    isCollect,
    videoWatchedProgress: progress,
    attach: attach satisfies CourseAttach[],
    buyVideos: access?.boughtVideos ?? [],
  };
}

/** contract §2.6: a GET that toggles; 1 after collecting, 0 after un-collecting. */
export async function toggleCourseLike(
  db: Db,
  userId: number,
  courseId: number,
  now: string,
): Promise<LikeToggleReply> {
  await findAccessCourse(db, courseId, now);
  if ((await repo.deleteCourseLike(db, userId, courseId)) > 0) return 0;
  await repo.insertCourseLike(db, userId, courseId, now);
  return 1;
}

/**
 * contract §2.7: the attachment a member may download (its file inside the media folder), counted as a
 * download. '错误' for unknown ids, '请购买课程' when the member cannot see the course.
 */
export async function attachmentForDownload(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: number,
  attachId: number,
  now: string,
  options: { count: boolean } = { count: true },
): Promise<DownloadSource & { name: string; extension: string }> {
  const { db } = deps;
  const attach = await repo.findAttachment(db, attachId);
  if (!attach) throw new ApiError('错误');
  const course = await findAccessCourse(db, attach.course_id, now);
  if (!canSeeCourse(course, await memberAccess(db, userId, course, now))) throw new ApiError('请购买课程');
  const file = await openAttachment(deps.config, attach.path);
  if (!file) throw new ApiError('附件不存在');
  if (options.count) await repo.incrementDownloads(db, attach.id);
  return { ...file, name: attach.name, extension: attach.extension };
}

// ---------------------------------------------------------------- MeEdu 4.9.30 attachment downloads (§9.2, §9.3)

const ATTACH_SIGN_PURPOSE = 'course.attach-download';
const ATTACH_SIGN_TTL_SECONDS = 3600;

/**
 * GET /api/v3/course/{courseId}/attach/{id}: the same rules as the 4.9.8 download (the member may see the course)
 * and the attachment must belong to that course; answers a sign for the browser download, valid an hour, single use
 * (the download spends it), HMAC-signed so any instance reads it.
 */
export async function attachmentDownloadSign(
  deps: Pick<AppDeps, 'db' | 'config' | 'signer'>,
  userId: number,
  courseId: number,
  attachId: number,
  now: string,
): Promise<string> {
  const attach = await repo.findAttachment(deps.db, attachId);
  if (!attach || attach.course_id !== courseId) throw new ApiError('资源不存在', 404);
  await attachmentForDownload(deps, userId, attachId, now, { count: false });
  return deps.signer.sign(
    ATTACH_SIGN_PURPOSE,
    { a: attachId, u: userId, n: randomBytes(6).toString('hex') },
    ATTACH_SIGN_TTL_SECONDS,
  );
}

/** GET /api/v3/course/attach-download?sign=: spends the sign, then the file (the access is checked again). */
export async function attachmentBySign(
  deps: Pick<AppDeps, 'db' | 'config' | 'signer' | 'clock'>,
  sign: string,
): Promise<DownloadSource & { name: string; extension: string }> {
  const v = deps.signer.verify<{ a: number; u: number }>(ATTACH_SIGN_PURPOSE, sign);
  if (v.status !== 'ok') throw new ApiError('参数错误');
  const now = toDbTime(deps.clock.now());
  const expires = toDbTime(new Date(deps.clock.now().getTime() + ATTACH_SIGN_TTL_SECONDS * 1000));
  const key = createHash('sha256').update(sign).digest('hex');
  await deps.db.deleteFrom('spent_signs').where('expires_at', '<=', now).execute();
  const spent = await deps.db
    .insertInto('spent_signs')
    .values({ sign: key, expires_at: expires })
    .onConflict((oc) => oc.column('sign').doNothing())
    .executeTakeFirst();
  if (Number(spent.numInsertedOrUpdatedRows ?? 0) === 0) throw new ApiError('参数错误');
  return attachmentForDownload(deps, v.data.u, v.data.a, now);
}

// ---------------------------------------------------------------- comments (contract §2.4, 2.5, 2.11, 2.12)

export type CommentTarget = repo.CommentTarget;

/** Newest 200 comments and every author in `users` (contract §2.4). */
export async function commentsOf(db: Db, target: CommentTarget, base: string): Promise<CommentsReply> {
  const comments = await repo.listComments(db, target);
  const authors = await repo.findCommentAuthors(db, [...new Set(comments.map((x) => x.user_id))]);
  const users: Record<string, CommentUser> = {};
  for (const u of authors) {
    users[String(u.id)] = {
      id: u.id,
      avatar: u.avatar ? publicAssetUrl(base, u.avatar) : brandUrl(base, DEFAULT_AVATAR_FILE),
      nick_name: u.nick_name,
    };
  }
  return {
    // The address is kept for moderation but never shown to other members; the province (IP属地) is public.
    comments: comments.map((x) => ({ ...x, ip: '', created_at: isoTime(x.created_at) ?? '' })),
    users,
  };
}

export async function addComment(
  db: Db,
  target: CommentTarget,
  userId: number,
  content: string,
  ip: string,
  now: string,
): Promise<void> {
  await repo.insertComment(db, target, {
    user_id: userId,
    original_content: content,
    render_content: textToHtml(content),
    ip,
    created_at: now,
    updated_at: now,
  });
}

/** contract §2.5: only a member who can see the course may comment. */
export async function addCourseComment(
  db: Db,
  courseId: number,
  userId: number,
  content: string,
  ip: string,
  now: string,
): Promise<void> {
  const course = await findAccessCourse(db, courseId, now);
  if (!canSeeCourse(course, await memberAccess(db, userId, course, now))) throw new ApiError('无权限');
  await addComment(db, { kind: 'course', id: course.id }, userId, content, ip, now);
}

/** The comments of a published course ('错误' otherwise). */
export async function courseComments(
  db: Db,
  courseId: number,
  now: string,
  base: string,
): Promise<CommentsReply> {
  const course = await findAccessCourse(db, courseId, now);
  return commentsOf(db, { kind: 'course', id: course.id }, base);
}

// ---------------------------------------------------------------- videos (what the video area reads of courses)

/** A shown, published video, or undefined. */
export const findShownVideo = (db: Db, id: number, now: string) => repo.findShownVideo(db, id, now);

/**
 * A shown, published video of a published course, with what the access rules need of the course; null when
 * either is missing.
 */
export async function findVideoWithCourse(
  db: Db,
  id: number,
  now: string,
): Promise<{ video: repo.VideoRow; course: AccessCourse } | null> {
  const video = await repo.findShownVideo(db, id, now);
  if (!video) return null;
  const course = await repo.findPublishedCourseAccess(db, video.course_id, now);
  return course ? { video, course } : null;
}

/** Counts one view of a video. */
export const countVideoView = (db: Db, videoId: number) => repo.incrementVideoViews(db, videoId);

// ---------------------------------------------------------------- course records (learners, progress)

/** Starts the member's course record (the "learners" count) the first time they can watch it. */
export async function ensureCourseRecord(
  db: Db,
  userId: number,
  courseId: number,
  now: string,
): Promise<void> {
  if (await repo.insertCourseRecord(db, userId, courseId, now)) await repo.incrementUserCount(db, courseId);
}

/**
 * Writes the member's position in a video, in one transaction. Each step that several requests could race on is
 * a conditional write whose affected rows decide: only the request that finishes a video (or a course) earns its
 * credit, and course progress (only for a member who may watch the course) is computed under the course
 * record's row lock.
 */
export async function recordWatch(
  db: Db,
  w: {
    userId: number;
    courseId: number;
    videoId: number;
    position: number;
    finished: boolean;
    canWatch: boolean;
    now: string;
  },
): Promise<void> {
  const { userId, courseId, videoId, position, finished, now } = w;
  const watchedAt = finished ? now : null;
  const rewards = await getSetting(db, 'credit1_reward');

  await inTransaction(db, async (trx) => {
    const created = await repo.insertWatchRecord(trx, {
      user_id: userId,
      course_id: courseId,
      video_id: videoId,
      watch_seconds: position,
      watched_at: watchedAt,
      now,
    });
    let finishedNow = created && finished;
    if (!created) {
      const advanced = await repo.advanceUnfinishedRecord(trx, userId, videoId, position, watchedAt, now);
      if (advanced === 0) await repo.touchWatchRecord(trx, userId, videoId, now);
      finishedNow = advanced > 0 && finished;
    }
    if (finishedNow) await grantCredit1(trx, userId, rewards.watched_video, '学完视频奖励', now);
    if (w.canWatch) await refreshCourseProgress(trx, userId, courseId, now, rewards.watched_vod_course);
  });
}

/** Recomputes the course progress (watched videos / published videos) after a record. */
async function refreshCourseProgress(db: Db, userId: number, courseId: number, now: string, reward: number) {
  await ensureCourseRecord(db, userId, courseId, now);
  // Lock the member's course record first, so two records of one course never compute progress side by side.
  await repo.touchCourseRecord(db, userId, courseId, now);
  const [total, watched] = await Promise.all([
    repo.countVideosByCourse(db, [courseId], now).then((m) => m.get(courseId) ?? 0),
    repo.countWatchedVideos(db, userId, courseId, now),
  ]);
  const progress = total === 0 ? 0 : Math.min(100, Math.floor((watched * 100) / total));
  await repo.setCourseProgress(db, userId, courseId, progress, now);
  if (progress >= 100 && (await repo.finishCourseRecord(db, userId, courseId, now)) > 0) {
    await grantCredit1(db, userId, reward, '学完录播课奖励', now);
  }
}

/** Shown, published videos per course, for the given courses (study centre summaries). */
export const publishedVideoCounts = (db: Db, courseIds: number[], now: string) =>
  repo.countVideosByCourse(db, courseIds, now);

/** contract account §7.4: every shown, published video of a course with the member's record (null when none). */
export async function learnedVideos(
  db: Db,
  courseId: number,
  userId: number,
  now: string,
): Promise<LearnedVideo[]> {
  if (!(await repo.courseExists(db, courseId))) throw new ApiError('错误');
  const rows = await repo.listVideosWithRecords(db, courseId, userId, now);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    published_at: r.published_at,
    duration: r.duration,
    watch_record:
      r.record_created_at === null
        ? null
        : {
            watch_seconds: r.watch_seconds ?? 0,
            watched_at: r.watched_at,
            created_at: isoTime(r.record_created_at) ?? '',
          },
  }));
}
