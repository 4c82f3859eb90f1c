/**
 * The console's queries of the live area (categories, teachers, courses, lessons): every row whatever its
 * visibility. The storefront's and the room's queries are in repository.ts.
 */
import type { Insertable, Updateable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { insertId, listPage } from '../../db/query-helpers.ts';

type Table = 'live_categories' | 'live_teachers' | 'live_courses' | 'live_videos';

/** Inserts, updates and deletes of one table by id: the four tables the console writes alike. */
export const insertRow = <T extends Table>(db: Db, table: T, row: Insertable<Database[T]>) =>
  insertId(db, table, row);

export async function updateRow<T extends Table>(db: Db, table: T, id: number, set: Updateable<Database[T]>) {
  await db
    .updateTable(table as 'live_videos')
    .set(set as Updateable<Database['live_videos']>)
    .where('id', '=', id)
    .execute();
}

export async function deleteRow(db: Db, table: Table, id: number): Promise<void> {
  await db.deleteFrom(table).where('id', '=', id).execute();
}

// ---------------------------------------------------------------- categories and teachers

export function allCategories(db: Db) {
  return db
    .selectFrom('live_categories as lc')
    .select([
      'lc.id',
      'lc.name',
      'lc.sort',
      (eb) =>
        eb
          .selectFrom('live_courses')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('live_courses.category_id', '=', 'lc.id')
          .as('course_count'),
    ])
    .orderBy('lc.sort')
    .orderBy('lc.id')
    .execute();
}
export type CategoryRow = Awaited<ReturnType<typeof allCategories>>[number];

export function allTeachers(db: Db) {
  return db
    .selectFrom('live_teachers as t')
    .select([
      't.id',
      't.name',
      't.avatar',
      't.short_desc',
      (eb) =>
        eb
          .selectFrom('live_courses')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('live_courses.teacher_id', '=', 't.id')
          .as('course_count'),
    ])
    .orderBy('t.id', 'desc')
    .execute();
}
export type TeacherRow = Awaited<ReturnType<typeof allTeachers>>[number];

// ---------------------------------------------------------------- courses

const allCourses = (db: Db) => db.selectFrom('live_courses as l');

const courseRows = (from: ReturnType<typeof allCourses>) =>
  from
    .leftJoin('live_categories as lc', 'lc.id', 'l.category_id')
    .leftJoin('live_teachers as t', 't.id', 'l.teacher_id')
    .select([
      'l.id',
      'l.title',
      'l.category_id',
      'lc.name as category_name',
      'l.teacher_id',
      't.name as teacher_name',
      'l.thumb',
      'l.poster',
      'l.charge',
      'l.vip_can_view',
      'l.is_show',
      'l.status',
      'l.published_at',
      'l.short_description',
      'l.render_desc',
      (eb) =>
        eb
          .selectFrom('live_videos')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('live_videos.course_id', '=', 'l.id')
          .as('lesson_count'),
    ]);

export type LiveCourseSort = 'id' | 'published_at' | 'charge' | 'title';

export function coursesPage(
  db: Db,
  filter: { q?: string; categoryId?: number },
  page: { size: number; offset: number; sort: { field: LiveCourseSort; desc: boolean } },
) {
  let filtered = allCourses(db);
  if (filter.q) filtered = filtered.where('l.title', 'like', `%${filter.q}%`);
  if (filter.categoryId) filtered = filtered.where('l.category_id', '=', filter.categoryId);
  return listPage(filtered, page, (f) =>
    courseRows(f)
      .orderBy(`l.${page.sort.field}`, page.sort.desc ? 'desc' : 'asc')
      .orderBy('l.id', 'desc'),
  );
}

export const findCourse = (db: Db, id: number) =>
  courseRows(allCourses(db)).where('l.id', '=', id).executeTakeFirst();
export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

export async function countCourseBuyers(db: Db, courseId: number): Promise<number> {
  const row = await db
    .selectFrom('user_live_courses')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------- lessons

const lessonRows = (db: Db) =>
  db
    .selectFrom('live_videos as v')
    .select([
      'v.id',
      'v.course_id',
      'v.title',
      'v.published_at',
      'v.planned_minutes',
      'v.is_show',
      'v.status',
      'v.started_at',
      'v.ended_at',
      'v.replay_url',
      'v.room_is_ban',
      'v.stream_key_version',
    ]);

export const courseLessons = (db: Db, courseId: number) =>
  lessonRows(db).where('v.course_id', '=', courseId).orderBy('v.published_at').orderBy('v.id').execute();

/** The room console's list: lessons live now or scheduled from `since` on, soonest first, with their course. */
export const roomLessons = (db: Db, since: string, limit: number) =>
  lessonRows(db)
    .innerJoin('live_courses as c', 'c.id', 'v.course_id')
    .select('c.title as course_title')
    .where((eb) => eb.or([eb('v.status', '=', 1), eb('v.published_at', '>=', since)]))
    .orderBy('v.published_at')
    .orderBy('v.id')
    .limit(limit)
    .execute();

export const findLesson = (db: Db, id: number) => lessonRows(db).where('v.id', '=', id).executeTakeFirst();
export type LessonRow = NonNullable<Awaited<ReturnType<typeof findLesson>>>;

/** The packaging state of recordings (`asset:<id>` replays), by asset id. */
export function assetStates(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('media_assets').select(['id', 'status']).where('id', 'in', ids).execute();
}

export async function bumpStreamKey(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('live_videos')
    .set((eb) => ({ stream_key_version: eb('stream_key_version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

// ---------------------------------------------------------------- courseware

const coursewareRows = (db: Db) =>
  db
    .selectFrom('live_attachments')
    .select([
      'id',
      'course_id',
      'video_id',
      'name',
      'extension',
      'size',
      'download_times',
      'path',
      'created_at',
    ]);

export const lessonCourseware = (db: Db, lessonId: number) =>
  coursewareRows(db).where('video_id', '=', lessonId).orderBy('id').execute();
export type CoursewareRow = Awaited<ReturnType<typeof lessonCourseware>>[number];

export const findCourseware = (db: Db, id: number): Promise<CoursewareRow | undefined> =>
  coursewareRows(db).where('id', '=', id).executeTakeFirst();

export const insertCourseware = (db: Db, row: Insertable<Database['live_attachments']>) =>
  insertId(db, 'live_attachments', row);

export async function deleteCourseware(db: Db, id: number): Promise<void> {
  await db.deleteFrom('live_attachments').where('id', '=', id).execute();
}

/** Deletes the courseware of a lesson or of a whole course; answers the deleted rows' file paths. */
export async function deleteCoursewareOf(
  db: Db,
  owner: { column: 'video_id' | 'course_id'; id: number },
): Promise<string[]> {
  const rows = await db
    .selectFrom('live_attachments')
    .select('path')
    .where(owner.column, '=', owner.id)
    .execute();
  await db.deleteFrom('live_attachments').where(owner.column, '=', owner.id).execute();
  return rows.map((r) => r.path);
}
