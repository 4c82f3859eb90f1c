import type { Insertable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import {
  byIds,
  found,
  inCategoryTree,
  increment,
  insertId,
  listPage,
  shownPublished,
  type Page,
} from '../../db/query-helpers.ts';

/** The columns of a course card (list, home block): everything the reply needs but the description. */
const LIST_COLUMNS = [
  'courses.id',
  'courses.category_id',
  'courses.title',
  'courses.slug',
  'courses.thumb',
  'courses.charge',
  'courses.short_description',
  'courses.seo_keywords',
  'courses.seo_description',
  'courses.published_at',
  'courses.is_rec',
  'courses.is_show',
  'courses.is_free',
  'courses.is_vip_free',
  'courses.is_allow_comment',
  'courses.user_count',
  'courses.created_at',
] as const;

const VIDEO_COLUMNS = [
  'id',
  'course_id',
  'chapter_id',
  'title',
  'slug',
  'url',
  'view_num',
  'seo_keywords',
  'seo_description',
  'published_at',
  'charge',
  'duration',
  'is_ban_sell',
  'free_seconds',
  'ban_drag',
  'is_allow_comment',
] as const;

// ---------------------------------------------------------------- categories and courses

export function listShownCategories(db: Db) {
  return db
    .selectFrom('course_categories')
    .select(['id', 'name', 'parent_id', 'sort'])
    .where('is_show', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export type CourseListScene = 'latest' | 'free' | 'sub' | 'recom';

export interface CourseListFilter {
  now: string;
  /** 0 = every category; a parent id also matches its direct children. */
  categoryId: number;
  scene: CourseListScene;
}

function shownCourses(db: Db, f: CourseListFilter) {
  let q = db.selectFrom('courses').where(shownPublished(f.now, 'courses'));
  if (f.categoryId > 0) q = q.where(inCategoryTree('courses.category_id', 'course_categories', f.categoryId));
  if (f.scene === 'free')
    q = q.where((eb) => eb.or([eb('courses.is_free', '=', 1), eb('courses.charge', '<=', 0)]));
  if (f.scene === 'recom') q = q.where('courses.is_rec', '=', 1);
  return q;
}

/** One page of course cards, each with its category's name (null when the category is gone), and the total. */
export function coursesPage(db: Db, f: CourseListFilter, page: Page) {
  return listPage(shownCourses(db, f), page, (filtered) => {
    let q = filtered
      .leftJoin('course_categories as cc', 'cc.id', 'courses.category_id')
      .select(LIST_COLUMNS)
      .select('cc.name as category_name');
    if (f.scene === 'sub') q = q.orderBy('courses.user_count', 'desc');
    else if (f.scene !== 'recom') q = q.orderBy('courses.published_at', 'desc');
    return q.orderBy('courses.id', 'desc');
  });
}

export type CourseCardRow = Awaited<ReturnType<typeof coursesPage>>['rows'][number];

/** Shown, published courses among `ids` (any order), as cards. */
export function findShownCoursesByIds(db: Db, ids: readonly number[], now: string): Promise<CourseCardRow[]> {
  return byIds(ids, (some) =>
    db
      .selectFrom('courses')
      .leftJoin('course_categories as cc', 'cc.id', 'courses.category_id')
      .select(LIST_COLUMNS)
      .select('cc.name as category_name')
      .where('courses.id', 'in', some)
      .where(shownPublished(now, 'courses'))
      .execute(),
  );
}

/** A published course (is_show is not checked, as MeEdu) with its description and category name. */
export function findPublishedCourse(db: Db, id: number, now: string) {
  return db
    .selectFrom('courses')
    .leftJoin('course_categories as cc', 'cc.id', 'courses.category_id')
    .select(LIST_COLUMNS)
    .select(['courses.render_desc', 'cc.name as category_name'])
    .where('courses.id', '=', id)
    .where('courses.published_at', '<=', now)
    .executeTakeFirst();
}

export type CourseDetailRow = NonNullable<Awaited<ReturnType<typeof findPublishedCourse>>>;

/** What the access rules need of a published course. */
export function findPublishedCourseAccess(db: Db, id: number, now: string) {
  return db
    .selectFrom('courses')
    .select(['id', 'charge', 'is_free', 'is_vip_free'])
    .where('id', '=', id)
    .where('published_at', '<=', now)
    .executeTakeFirst();
}

export async function courseExists(db: Db, id: number): Promise<boolean> {
  return found(db.selectFrom('courses').select('id').where('id', '=', id));
}

/** Shown, published videos per course, for the given courses only. */
export async function countVideosByCourse(
  db: Db,
  courseIds: readonly number[],
  now: string,
): Promise<Map<number, number>> {
  const rows = await byIds(courseIds, (ids) =>
    db
      .selectFrom('videos')
      .select((eb) => ['course_id', eb.fn.countAll<number>().as('n')])
      .where('course_id', 'in', ids)
      .where(shownPublished(now, 'videos'))
      .groupBy('course_id')
      .execute(),
  );
  return new Map(rows.map((r) => [r.course_id, Number(r.n)]));
}

export const incrementUserCount = (db: Db, id: number): Promise<void> =>
  increment(db, 'courses', 'user_count', id);

// ---------------------------------------------------------------- outline, videos, attachments

export function listChapters(db: Db, courseId: number) {
  return db
    .selectFrom('course_chapters')
    .select(['id', 'course_id', 'title'])
    .where('course_id', '=', courseId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Shown, published videos of a course in the operator's order (`sort`), then publication order. */
export function listPublishedVideos(db: Db, courseId: number, now: string) {
  return db
    .selectFrom('videos')
    .select(VIDEO_COLUMNS)
    .where('course_id', '=', courseId)
    .where(shownPublished(now, 'videos'))
    .orderBy('sort')
    .orderBy('published_at')
    .orderBy('id')
    .execute();
}

export type VideoRow = Awaited<ReturnType<typeof listPublishedVideos>>[number];

/** A shown, published video (its course's publication is checked by the caller). */
export function findShownVideo(db: Db, id: number, now: string): Promise<VideoRow | undefined> {
  return db
    .selectFrom('videos')
    .select(VIDEO_COLUMNS)
    .where('id', '=', id)
    .where(shownPublished(now, 'videos'))
    .executeTakeFirst();
}

export const incrementVideoViews = (db: Db, id: number): Promise<void> =>
  increment(db, 'videos', 'view_num', id);

/** Shown, published videos of a course with the member's record of each (null columns when none). */
export function listVideosWithRecords(db: Db, courseId: number, userId: number, now: string) {
  return db
    .selectFrom('videos as v')
    .leftJoin('user_video_watch_records as r', (join) =>
      join.onRef('r.video_id', '=', 'v.id').on('r.user_id', '=', userId),
    )
    .select([
      'v.id',
      'v.title',
      'v.published_at',
      'v.duration',
      'r.watch_seconds',
      'r.watched_at',
      'r.created_at as record_created_at',
    ])
    .where('v.course_id', '=', courseId)
    .where(shownPublished(now, 'v'))
    .orderBy('v.sort')
    .orderBy('v.published_at')
    .orderBy('v.id')
    .execute();
}

export function listAttachments(db: Db, courseId: number) {
  return db
    .selectFrom('course_attach')
    .select(['id', 'name', 'size', 'extension'])
    .where('course_id', '=', courseId)
    .orderBy('id')
    .execute();
}

export function findAttachment(db: Db, id: number) {
  return db
    .selectFrom('course_attach')
    .select(['id', 'course_id', 'name', 'path', 'extension'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export const incrementDownloads = (db: Db, id: number): Promise<void> =>
  increment(db, 'course_attach', 'download_times', id);

// ---------------------------------------------------------------- what a member owns

export async function boughtVideoIds(db: Db, userId: number, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_videos as uv')
    .innerJoin('videos as v', 'v.id', 'uv.video_id')
    .select('uv.video_id')
    .where('uv.user_id', '=', userId)
    .where('v.course_id', '=', courseId)
    .orderBy('uv.video_id')
    .execute();
  return rows.map((r) => r.video_id);
}

export function isCourseLiked(db: Db, userId: number, courseId: number): Promise<boolean> {
  return found(
    db
      .selectFrom('course_likes')
      .select('course_id')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId),
  );
}

export async function deleteCourseLike(db: Db, userId: number, courseId: number): Promise<number> {
  const r = await db
    .deleteFrom('course_likes')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Adds the like unless it is there already (two toggles racing never fail on the key). */
export async function insertCourseLike(db: Db, userId: number, courseId: number, now: string): Promise<void> {
  await db
    .insertInto('course_likes')
    .values({ user_id: userId, course_id: courseId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .execute();
}

// ---------------------------------------------------------------- watch records

const WATCH_COLUMNS = [
  'id',
  'user_id',
  'course_id',
  'video_id',
  'watch_seconds',
  'watched_at',
  'created_at',
  'updated_at',
] as const;

export function listWatchRecords(db: Db, userId: number, courseId: number) {
  return db
    .selectFrom('user_video_watch_records')
    .select(WATCH_COLUMNS)
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
}

/** Creates the record; false when the member already has one for this video. */
export async function insertWatchRecord(
  db: Db,
  r: {
    user_id: number;
    course_id: number;
    video_id: number;
    watch_seconds: number;
    watched_at: string | null;
    now: string;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('user_video_watch_records')
    .values({
      user_id: r.user_id,
      course_id: r.course_id,
      video_id: r.video_id,
      watch_seconds: r.watch_seconds,
      watched_at: r.watched_at,
      created_at: r.now,
      updated_at: r.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'video_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves an unfinished record forward (never back) and finishes it when `watchedAt` is set. Answers the rows
 * changed: 0 when the record is already finished (or missing), so only one request ever finishes a video.
 */
export async function advanceUnfinishedRecord(
  db: Db,
  userId: number,
  videoId: number,
  position: number,
  watchedAt: string | null,
  now: string,
): Promise<number> {
  const r = await db
    .updateTable('user_video_watch_records')
    .set((eb) => ({
      watch_seconds: eb
        .case()
        .when('watch_seconds', '<', position)
        .then(position)
        .else(eb.ref('watch_seconds'))
        .end(),
      watched_at: watchedAt,
      updated_at: now,
    }))
    .where('user_id', '=', userId)
    .where('video_id', '=', videoId)
    .where('watched_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function touchWatchRecord(db: Db, userId: number, videoId: number, now: string): Promise<void> {
  await db
    .updateTable('user_video_watch_records')
    .set({ updated_at: now })
    .where('user_id', '=', userId)
    .where('video_id', '=', videoId)
    .execute();
}

/** Finished records of a course's shown, published videos. */
export async function countWatchedVideos(
  db: Db,
  userId: number,
  courseId: number,
  now: string,
): Promise<number> {
  const row = await db
    .selectFrom('user_video_watch_records as r')
    .innerJoin('videos as v', 'v.id', 'r.video_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.user_id', '=', userId)
    .where('r.course_id', '=', courseId)
    .where('r.watched_at', 'is not', null)
    .where(shownPublished(now, 'v'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------- course records (learners, progress)

/** Starts the member's course record; false when it exists already. */
export async function insertCourseRecord(
  db: Db,
  userId: number,
  courseId: number,
  now: string,
): Promise<boolean> {
  const row = await db
    .insertInto('course_user_records')
    .values({ user_id: userId, course_id: courseId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Touches the member's course record, which takes its row lock until the transaction ends: progress updates of
 * one member and course then run one after the other.
 */
export async function touchCourseRecord(
  db: Db,
  userId: number,
  courseId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('course_user_records')
    .set({ updated_at: now })
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
}

/** Sets the progress of the member's course record. */
export async function setCourseProgress(
  db: Db,
  userId: number,
  courseId: number,
  progress: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('course_user_records')
    .set({ progress, updated_at: now })
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
}

/** Marks the course finished; answers 1 only for the request that finished it. */
export async function finishCourseRecord(
  db: Db,
  userId: number,
  courseId: number,
  now: string,
): Promise<number> {
  const r = await db
    .updateTable('course_user_records')
    .set((eb) => ({ is_watched: 1, watched_at: eb.fn.coalesce('watched_at', eb.val(now)) }))
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('is_watched', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

// ---------------------------------------------------------------- comments

const COMMENT_COLUMNS = ['id', 'user_id', 'render_content', 'created_at', 'ip', 'ip_province'] as const;

export type CommentTarget = { kind: 'course'; id: number } | { kind: 'video'; id: number };

/** The newest 200 approved comments of a course or video that no moderator has hidden (pending: 4.9.30's, modules/comment). */
export function listComments(db: Db, target: CommentTarget) {
  if (target.kind === 'course') {
    return db
      .selectFrom('course_comments')
      .select(COMMENT_COLUMNS)
      .where('course_id', '=', target.id)
      .where('is_hidden', '=', 0)
      .where('is_check', '=', 1)
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
  }
  return db
    .selectFrom('video_comments')
    .select(COMMENT_COLUMNS)
    .where('video_id', '=', target.id)
    .where('is_hidden', '=', 0)
    .where('is_check', '=', 1)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

export interface NewComment {
  user_id: number;
  original_content: string;
  render_content: string;
  ip: string;
  created_at: string;
  updated_at: string;
}

export async function insertComment(db: Db, target: CommentTarget, c: NewComment): Promise<number> {
  const { id } =
    target.kind === 'course'
      ? await db
          .insertInto('course_comments')
          .values({ ...c, course_id: target.id })
          .returning('id')
          .executeTakeFirstOrThrow()
      : await db
          .insertInto('video_comments')
          .values({ ...c, video_id: target.id })
          .returning('id')
          .executeTakeFirstOrThrow();
  return id;
}

export function findCommentAuthors(db: Db, ids: readonly number[]) {
  return byIds(ids, (some) =>
    db.selectFrom('users').select(['id', 'avatar', 'nick_name']).where('id', 'in', some).execute(),
  );
}

// ---------------------------------------------------------------- writes used by the demo seeder and tests

export const insertCategory = (db: Db, row: Insertable<Database['course_categories']>) =>
  insertId(db, 'course_categories', row);

export const insertCourse = (db: Db, row: Insertable<Database['courses']>) => insertId(db, 'courses', row);

export const insertChapter = (db: Db, row: Insertable<Database['course_chapters']>) =>
  insertId(db, 'course_chapters', row);

export const insertVideo = (db: Db, row: Insertable<Database['videos']>) => insertId(db, 'videos', row);

export async function listVideoIdsOfCourse(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('videos')
    .select('id')
    .where('course_id', '=', courseId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export const insertAttachment = (db: Db, row: Insertable<Database['course_attach']>) =>
  insertId(db, 'course_attach', row);

export async function insertCourseRecordRow(db: Db, row: Insertable<Database['course_user_records']>) {
  await db.insertInto('course_user_records').values(row).execute();
}

export async function insertWatchRecordRow(db: Db, row: Insertable<Database['user_video_watch_records']>) {
  await db.insertInto('user_video_watch_records').values(row).execute();
}
