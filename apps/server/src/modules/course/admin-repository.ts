/**
 * The console's queries of the course area (categories, courses, chapters, videos, attachments, comments):
 * every row whatever its visibility, lists paged, filtered and sorted in SQL. The storefront's queries are in
 * repository.ts.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { countOf, insertId, listPage, type RowsAndTotal } from '../../db/query-helpers.ts';

export interface SortBy<S extends string> {
  field: S;
  desc: boolean;
}

export interface ListPaging<S extends string> {
  size: number;
  offset: number;
  sort: SortBy<S>;
}

const PAID = 9;

// ---------------------------------------------------------------- categories

export function allCategories(db: Db) {
  return db
    .selectFrom('course_categories as cc')
    .select([
      'cc.id',
      'cc.name',
      'cc.parent_id',
      'cc.sort',
      'cc.is_show',
      'cc.created_at',
      'cc.updated_at',
      (eb) =>
        eb
          .selectFrom('courses')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('courses.category_id', '=', 'cc.id')
          .as('course_count'),
    ])
    .orderBy('cc.sort')
    .orderBy('cc.id')
    .execute();
}

export type CategoryRow = Awaited<ReturnType<typeof allCategories>>[number];

export async function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  return (await allCategories(db)).find((c) => c.id === id);
}

export const insertCategory = (db: Db, row: Insertable<Database['course_categories']>) =>
  insertId(db, 'course_categories', row);

export async function updateCategory(db: Db, id: number, set: Updateable<Database['course_categories']>) {
  await db.updateTable('course_categories').set(set).where('id', '=', id).execute();
}

export async function deleteCategory(db: Db, id: number) {
  await db.deleteFrom('course_categories').where('id', '=', id).execute();
}

export const countChildCategories = (db: Db, id: number) =>
  countOf(db.selectFrom('course_categories').where('parent_id', '=', id));

export const countCoursesInCategory = (db: Db, id: number) =>
  countOf(db.selectFrom('courses').where('category_id', '=', id));

// ---------------------------------------------------------------- courses

export type CourseSortField = 'id' | 'published_at' | 'charge' | 'user_count' | 'title';

export interface CourseFilter {
  q?: string;
  categoryId?: number;
  isShow?: 0 | 1;
}

const COURSE_COLUMNS = [
  'c.id',
  'c.title',
  'c.category_id',
  'cc.name as category_name',
  'c.thumb',
  'c.charge',
  'c.is_free',
  'c.is_vip_free',
  'c.is_show',
  'c.is_rec',
  'c.published_at',
  'c.short_description',
  'c.user_count',
  'c.created_at',
  'c.updated_at',
] as const;

const videoCount = sql<number>`(SELECT COUNT(*) FROM videos WHERE videos.course_id = c.id)`.as('video_count');

/** `q` matches the title literally (LIKE's wildcards in it are plain characters). */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export function coursesPage(
  db: Db,
  f: CourseFilter,
  paging: ListPaging<CourseSortField>,
): Promise<RowsAndTotal<CourseRow>> {
  let filtered = db.selectFrom('courses as c');
  if (f.q) filtered = filtered.where(sql<boolean>`c.title LIKE ${likePattern(f.q)} ESCAPE '\\'`);
  if (f.categoryId !== undefined) {
    const id = f.categoryId;
    filtered = filtered.where((eb) =>
      eb.or([
        eb('c.category_id', '=', id),
        eb(
          'c.category_id',
          'in',
          eb.selectFrom('course_categories').select('id').where('parent_id', '=', id),
        ),
      ]),
    );
  }
  if (f.isShow !== undefined) filtered = filtered.where('c.is_show', '=', f.isShow);
  const dir = paging.sort.desc ? 'desc' : 'asc';
  return listPage(filtered, paging, (q) =>
    q
      .leftJoin('course_categories as cc', 'cc.id', 'c.category_id')
      .select(COURSE_COLUMNS)
      .select(videoCount)
      .orderBy(`c.${paging.sort.field}`, dir)
      .orderBy('c.id', dir),
  );
}

export function findCourse(db: Db, id: number) {
  return db
    .selectFrom('courses as c')
    .leftJoin('course_categories as cc', 'cc.id', 'c.category_id')
    .select(COURSE_COLUMNS)
    .select(['c.render_desc', 'c.seo_keywords', 'c.seo_description'])
    .select(videoCount)
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export type CourseRow = Omit<CourseDetailRow, 'render_desc' | 'seo_keywords' | 'seo_description'>;
export type CourseDetailRow = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

export const insertCourse = (db: Db, row: Insertable<Database['courses']>) => insertId(db, 'courses', row);

export async function updateCourse(db: Db, id: number, set: Updateable<Database['courses']>) {
  await db.updateTable('courses').set(set).where('id', '=', id).execute();
}

/** Paid orders that bought the course (a course once sold is kept, so its buyers keep what they paid for). */
export const countPaidCourseOrders = (db: Db, courseId: number) =>
  countOf(
    db
      .selectFrom('order_goods as g')
      .innerJoin('orders as o', 'o.id', 'g.order_id')
      .where('g.goods_type', '=', 'course')
      .where('g.goods_id', '=', courseId)
      .where('o.status', '=', PAID),
  );

export const countCourseOwners = (db: Db, courseId: number) =>
  countOf(db.selectFrom('user_courses').where('course_id', '=', courseId));

/** The course and everything filed under it that means nothing without it. */
export async function deleteCourseTree(db: Db, courseId: number) {
  const videoIds = db.selectFrom('videos').select('id').where('course_id', '=', courseId);
  await db.deleteFrom('video_comments').where('video_id', 'in', videoIds).execute();
  await db.deleteFrom('user_video_watch_records').where('video_id', 'in', videoIds).execute();
  await db.deleteFrom('course_user_records').where('course_id', '=', courseId).execute();
  await db.deleteFrom('videos').where('course_id', '=', courseId).execute();
  await db.deleteFrom('course_chapters').where('course_id', '=', courseId).execute();
  await db.deleteFrom('course_attach').where('course_id', '=', courseId).execute();
  await db.deleteFrom('course_comments').where('course_id', '=', courseId).execute();
  await db.deleteFrom('course_likes').where('course_id', '=', courseId).execute();
  await db.deleteFrom('courses').where('id', '=', courseId).execute();
}

// ---------------------------------------------------------------- chapters

export function chaptersOf(db: Db, courseId: number) {
  return db
    .selectFrom('course_chapters as ch')
    .select([
      'ch.id',
      'ch.course_id',
      'ch.title',
      'ch.sort',
      (eb) =>
        eb
          .selectFrom('videos')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('videos.chapter_id', '=', 'ch.id')
          .as('video_count'),
    ])
    .where('ch.course_id', '=', courseId)
    .orderBy('ch.sort')
    .orderBy('ch.id')
    .execute();
}

export type ChapterRow = Awaited<ReturnType<typeof chaptersOf>>[number];

export function findChapter(db: Db, id: number) {
  return db
    .selectFrom('course_chapters')
    .select(['id', 'course_id', 'title', 'sort'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export const insertChapter = (db: Db, row: Insertable<Database['course_chapters']>) =>
  insertId(db, 'course_chapters', row);

export async function updateChapter(db: Db, id: number, set: Updateable<Database['course_chapters']>) {
  await db.updateTable('course_chapters').set(set).where('id', '=', id).execute();
}

export async function deleteChapter(db: Db, id: number) {
  await db.deleteFrom('course_chapters').where('id', '=', id).execute();
}

/** The sort a new chapter or video of the course takes: after the last one, 0 for the first. */
export async function nextSortIn(
  db: Db,
  table: 'course_chapters' | 'videos',
  courseId: number,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('sort').as('m'))
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row?.m === null || row?.m === undefined ? 0 : Number(row.m) + 1;
}

export const countChapterVideos = (db: Db, chapterId: number) =>
  countOf(db.selectFrom('videos').where('chapter_id', '=', chapterId));

// ---------------------------------------------------------------- videos

const VIDEO_COLUMNS = [
  'v.id',
  'v.course_id',
  'v.chapter_id',
  'v.title',
  'v.duration',
  'v.charge',
  'v.free_seconds',
  'v.is_show',
  'v.is_ban_sell',
  'v.ban_drag',
  'v.published_at',
  'v.url',
  'v.media_asset_id',
  'v.sort',
  'ma.status as media_status',
] as const;

/** A course's videos in the storefront's order: the operator's, then publication. */
export function videosOf(db: Db, courseId: number) {
  return db
    .selectFrom('videos as v')
    .leftJoin('media_assets as ma', 'ma.id', 'v.media_asset_id')
    .select(VIDEO_COLUMNS)
    .where('v.course_id', '=', courseId)
    .orderBy('v.sort')
    .orderBy('v.published_at')
    .orderBy('v.id')
    .execute();
}

export type VideoAdminRow = Awaited<ReturnType<typeof videosOf>>[number];

export function findVideo(db: Db, id: number): Promise<VideoAdminRow | undefined> {
  return db
    .selectFrom('videos as v')
    .leftJoin('media_assets as ma', 'ma.id', 'v.media_asset_id')
    .select(VIDEO_COLUMNS)
    .where('v.id', '=', id)
    .executeTakeFirst();
}

export const insertVideo = (db: Db, row: Insertable<Database['videos']>) => insertId(db, 'videos', row);

export async function updateVideo(db: Db, id: number, set: Updateable<Database['videos']>) {
  await db.updateTable('videos').set(set).where('id', '=', id).execute();
}

export const countVideoBuyers = (db: Db, videoId: number) =>
  countOf(db.selectFrom('user_videos').where('video_id', '=', videoId));

export async function deleteVideo(db: Db, id: number) {
  await db.deleteFrom('video_comments').where('video_id', '=', id).execute();
  await db.deleteFrom('user_video_watch_records').where('video_id', '=', id).execute();
  await db.deleteFrom('videos').where('id', '=', id).execute();
}

// ---------------------------------------------------------------- attachments

export function attachmentsOf(db: Db, courseId: number) {
  return db
    .selectFrom('course_attach')
    .select(['id', 'course_id', 'name', 'extension', 'size', 'download_times', 'created_at', 'path'])
    .where('course_id', '=', courseId)
    .orderBy('id')
    .execute();
}

export type AttachmentRow = Awaited<ReturnType<typeof attachmentsOf>>[number];

export function findAttachment(db: Db, id: number): Promise<AttachmentRow | undefined> {
  return db
    .selectFrom('course_attach')
    .select(['id', 'course_id', 'name', 'extension', 'size', 'download_times', 'created_at', 'path'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export const insertAttachment = (db: Db, row: Insertable<Database['course_attach']>) =>
  insertId(db, 'course_attach', row);

export async function deleteAttachment(db: Db, id: number) {
  await db.deleteFrom('course_attach').where('id', '=', id).execute();
}

// ---------------------------------------------------------------- comments

/** The kinds kept in the course area's own tables; the content area's are in admin-content-comments.ts. */
export type CommentKind = 'course' | 'video';

export interface CommentFilter {
  id?: number;
  q?: string;
  courseId?: number;
  userId?: number;
  isHidden?: 0 | 1;
}

/** Comments of one kind, newest first, with their course or video and author. */
export function commentsPage(
  db: Db,
  kind: CommentKind,
  f: CommentFilter,
  paging: ListPaging<'id'>,
): Promise<RowsAndTotal<CommentRow>> {
  const dir = paging.sort.desc ? 'desc' : 'asc';
  if (kind === 'course') {
    let filtered = db.selectFrom('course_comments as m');
    if (f.id !== undefined) filtered = filtered.where('m.id', '=', f.id);
    if (f.q) filtered = filtered.where(sql<boolean>`m.original_content LIKE ${likePattern(f.q)} ESCAPE '\\'`);
    if (f.courseId !== undefined) filtered = filtered.where('m.course_id', '=', f.courseId);
    if (f.userId !== undefined) filtered = filtered.where('m.user_id', '=', f.userId);
    if (f.isHidden !== undefined) filtered = filtered.where('m.is_hidden', '=', f.isHidden);
    return listPage(filtered, paging, (q) =>
      q
        .leftJoin('courses as c', 'c.id', 'm.course_id')
        .leftJoin('users as u', 'u.id', 'm.user_id')
        .select([
          'm.id',
          'm.course_id as target_id',
          'c.title as target_title',
          'c.id as course_id',
          'm.user_id',
          'u.nick_name',
          'm.original_content',
          'm.is_hidden',
          'm.is_check',
          'm.ip',
          'm.created_at',
        ])
        .orderBy('m.id', dir),
    );
  }
  let filtered = db.selectFrom('video_comments as m');
  if (f.id !== undefined) filtered = filtered.where('m.id', '=', f.id);
  if (f.q) filtered = filtered.where(sql<boolean>`m.original_content LIKE ${likePattern(f.q)} ESCAPE '\\'`);
  if (f.courseId !== undefined) {
    const courseId = f.courseId;
    filtered = filtered.where((eb) =>
      eb('m.video_id', 'in', eb.selectFrom('videos').select('id').where('course_id', '=', courseId)),
    );
  }
  if (f.userId !== undefined) filtered = filtered.where('m.user_id', '=', f.userId);
  if (f.isHidden !== undefined) filtered = filtered.where('m.is_hidden', '=', f.isHidden);
  return listPage(filtered, paging, (q) =>
    q
      .leftJoin('videos as v', 'v.id', 'm.video_id')
      .leftJoin('users as u', 'u.id', 'm.user_id')
      .select([
        'm.id',
        'm.video_id as target_id',
        'v.title as target_title',
        'v.course_id as course_id',
        'm.user_id',
        'u.nick_name',
        'm.original_content',
        'm.is_hidden',
        'm.is_check',
        'm.ip',
        'm.created_at',
      ])
      .orderBy('m.id', dir),
  );
}

export interface CommentRow {
  id: number;
  target_id: number;
  target_title: string | null;
  course_id: number | null;
  user_id: number;
  nick_name: string | null;
  original_content: string;
  is_hidden: number;
  /** 0: posted through MeEdu 4.9.30's comments and waiting for a moderator (modules/comment). */
  is_check: number;
  ip: string;
  created_at: string;
}

export async function findComment(db: Db, kind: CommentKind, id: number): Promise<CommentRow | undefined> {
  const { rows } = await commentsPage(
    db,
    kind,
    { id },
    { size: 1, offset: 0, sort: { field: 'id', desc: true } },
  );
  return rows[0];
}

export async function setCommentHidden(db: Db, kind: CommentKind, id: number, hidden: boolean) {
  const value = hidden ? 1 : 0;
  if (kind === 'course')
    await db.updateTable('course_comments').set({ is_hidden: value }).where('id', '=', id).execute();
  else await db.updateTable('video_comments').set({ is_hidden: value }).where('id', '=', id).execute();
}

export async function approveComment(db: Db, kind: CommentKind, id: number) {
  if (kind === 'course')
    await db.updateTable('course_comments').set({ is_check: 1 }).where('id', '=', id).execute();
  else await db.updateTable('video_comments').set({ is_check: 1 }).where('id', '=', id).execute();
}

export async function deleteComment(db: Db, kind: CommentKind, id: number) {
  if (kind === 'course') await db.deleteFrom('course_comments').where('id', '=', id).execute();
  else await db.deleteFrom('video_comments').where('id', '=', id).execute();
}
