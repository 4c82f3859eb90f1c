import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { byIds, listPage, type Page } from '../../db/query-helpers.ts';

/**
 * The study centre's queries: one page query per member list (its rows and its total from one filter), and the
 * lookups that enrich a page, each over the page's ids only.
 */

/** Rows counted per id, for the given ids only. */
const countMap = (rows: { id: number; n: number | string | bigint }[]) =>
  new Map(rows.map((r) => [r.id, Number(r.n)]));

/** `r` is the member's latest live watch record of its course (by `updated_at`, then id). */
const latestOfLiveCourse = (eb: ExpressionBuilder<Database & { r: Database['live_watch_records'] }, 'r'>) =>
  eb(
    'r.id',
    '=',
    eb
      .selectFrom('live_watch_records as r2')
      .select('r2.id')
      .whereRef('r2.user_id', '=', 'r.user_id')
      .whereRef('r2.course_id', '=', 'r.course_id')
      .orderBy('r2.updated_at', 'desc')
      .orderBy('r2.id', 'desc')
      .limit(1),
  );

// ---------------------------------------------------------------- recorded courses

const COURSE_RECORD_COLUMNS = [
  'id',
  'course_id',
  'user_id',
  'is_watched',
  'watched_at',
  'progress',
  'created_at',
  'updated_at',
] as const;

export function courseRecordsPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('course_user_records').where('user_id', '=', userId), page, (q) =>
    q.select(COURSE_RECORD_COLUMNS).orderBy('updated_at', 'desc').orderBy('id', 'desc'),
  );
}

export function courseRecordsOf(db: Db, userId: number, courseIds: readonly number[]) {
  return byIds(courseIds, (ids) =>
    db
      .selectFrom('course_user_records')
      .select(COURSE_RECORD_COLUMNS)
      .where('user_id', '=', userId)
      .where('course_id', 'in', ids)
      .execute(),
  );
}

/** Bought courses of the member, newest first. */
export function userCoursesPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('user_courses').where('user_id', '=', userId), page, (q) =>
    q
      .select(['user_id', 'course_id', 'charge', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('course_id', 'desc'),
  );
}

/** Liked courses of the member, newest first. */
export function courseLikesPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('course_likes').where('user_id', '=', userId), page, (q) =>
    q
      .select(['user_id', 'course_id', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('course_id', 'desc'),
  );
}

/** Per course, the member's finished records in a watch-record table (recorded or live videos). */
export async function finishedCounts(
  db: Db,
  table: 'user_video_watch_records' | 'live_watch_records',
  userId: number,
  courseIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await byIds(courseIds, (ids) =>
    db
      .selectFrom(table)
      .select((eb) => ['course_id as id', eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', userId)
      .where('course_id', 'in', ids)
      .where('watched_at', 'is not', null)
      .groupBy('course_id')
      .execute(),
  );
  return countMap(rows);
}

/** The member's most recently updated watch record of each of the courses (plain DB times). */
export function lastWatchRecords(db: Db, userId: number, courseIds: readonly number[]) {
  return byIds(courseIds, (ids) =>
    db
      .selectFrom('user_video_watch_records as r')
      .select([
        'r.id',
        'r.user_id',
        'r.course_id',
        'r.video_id',
        'r.watch_seconds',
        'r.watched_at',
        'r.created_at',
        'r.updated_at',
      ])
      .where('r.user_id', '=', userId)
      .where('r.course_id', 'in', ids)
      .where((eb) =>
        eb(
          'r.id',
          '=',
          eb
            .selectFrom('user_video_watch_records as r2')
            .select('r2.id')
            .whereRef('r2.user_id', '=', 'r.user_id')
            .whereRef('r2.course_id', '=', 'r.course_id')
            .orderBy('r2.updated_at', 'desc')
            .orderBy('r2.id', 'desc')
            .limit(1),
        ),
      )
      .execute(),
  );
}

export function courseSummaries(db: Db, courseIds: readonly number[]) {
  return byIds(courseIds, (ids) =>
    db.selectFrom('courses').select(['id', 'title', 'thumb', 'charge']).where('id', 'in', ids).execute(),
  );
}

// ---------------------------------------------------------------- live courses

/** The member's live courses by last watch (one row per course: its latest record), newest first. */
export function liveLearnedPage(db: Db, userId: number, page: Page) {
  return listPage(
    db.selectFrom('live_watch_records as r').where('r.user_id', '=', userId).where(latestOfLiveCourse),
    page,
    (q) =>
      q.select(['r.id', 'r.course_id', 'r.video_id']).orderBy('r.updated_at', 'desc').orderBy('r.id', 'desc'),
  );
}

/** The member's latest live watch record of each of the courses. */
export function lastLiveRecords(db: Db, userId: number, courseIds: readonly number[]) {
  return byIds(courseIds, (ids) =>
    db
      .selectFrom('live_watch_records as r')
      .select(['r.course_id', 'r.video_id'])
      .where('r.user_id', '=', userId)
      .where('r.course_id', 'in', ids)
      .where(latestOfLiveCourse)
      .execute(),
  );
}

export function liveSubscribedPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('user_live_courses').where('user_id', '=', userId), page, (q) =>
    q.select(['course_id', 'created_at']).orderBy('created_at', 'desc').orderBy('course_id', 'desc'),
  );
}

/** Live course summaries with their shown videos counted. */
export function liveSummaries(db: Db, courseIds: readonly number[]) {
  return byIds(courseIds, (ids) =>
    db
      .selectFrom('live_courses as l')
      .select((eb) => [
        'l.id',
        'l.title',
        'l.thumb',
        'l.status',
        eb
          .selectFrom('live_videos as v')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('v.course_id', '=', 'l.id')
          .where('v.is_show', '=', 1)
          .as('videos_count'),
      ])
      .where('l.id', 'in', ids)
      .execute(),
  );
}

/** The next shown, unfinished live video of each course (earliest scheduled). */
export function nextLiveVideos(db: Db, courseIds: readonly number[]) {
  return byIds(courseIds, (ids) =>
    db
      .selectFrom('live_videos as v')
      .select(['v.id', 'v.course_id', 'v.title', 'v.published_at'])
      .where('v.course_id', 'in', ids)
      .where((eb) =>
        eb(
          'v.id',
          '=',
          eb
            .selectFrom('live_videos as v2')
            .select('v2.id')
            .whereRef('v2.course_id', '=', 'v.course_id')
            .where('v2.is_show', '=', 1)
            .where('v2.status', '<>', 2)
            .orderBy('v2.published_at')
            .orderBy('v2.id')
            .limit(1),
        ),
      )
      .execute(),
  );
}

// ---------------------------------------------------------------- templateOne likes

/** The member's liked live courses or books that still exist, newest like first. */
export function templateLikesPage(db: Db, userId: number, type: 'live' | 'book', page: Page) {
  const liked = db
    .selectFrom('template_likes as t')
    .where('t.user_id', '=', userId)
    .where('t.type', '=', type);
  return type === 'live'
    ? listPage(liked.innerJoin('live_courses as l', 'l.id', 't.other_id'), page, (q) =>
        q.select(['l.id', 'l.title', 'l.thumb', 't.created_at']).orderBy('t.id', 'desc'),
      )
    : listPage(liked.innerJoin('books as b', 'b.id', 't.other_id'), page, (q) =>
        q.select(['b.id', 'b.name as title', 'b.thumb', 't.created_at']).orderBy('t.id', 'desc'),
      );
}

// ---------------------------------------------------------------- books

export function bookViewsPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('book_user_views').where('user_id', '=', userId), page, (q) =>
    q
      .select(['id', 'book_id', 'article_id', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc'),
  );
}

export function bookViewsOf(db: Db, userId: number, bookIds: readonly number[]) {
  return byIds(bookIds, (ids) =>
    db
      .selectFrom('book_user_views')
      .select(['id', 'book_id', 'article_id', 'updated_at'])
      .where('user_id', '=', userId)
      .where('book_id', 'in', ids)
      .execute(),
  );
}

export function userBooksPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('user_books').where('user_id', '=', userId), page, (q) =>
    q.select(['book_id', 'created_at']).orderBy('created_at', 'desc').orderBy('book_id', 'desc'),
  );
}

export function bookSummaries(db: Db, bookIds: readonly number[]) {
  return byIds(bookIds, (ids) =>
    db.selectFrom('books').select(['id', 'name', 'thumb']).where('id', 'in', ids).execute(),
  );
}

// ---------------------------------------------------------------- topics

export function topicViewsPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('topic_user_views').where('user_id', '=', userId), page, (q) =>
    q.select(['id', 'topic_id', 'updated_at']).orderBy('updated_at', 'desc').orderBy('id', 'desc'),
  );
}

export function userTopicsPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('user_topics').where('user_id', '=', userId), page, (q) =>
    q.select(['topic_id', 'created_at']).orderBy('created_at', 'desc').orderBy('topic_id', 'desc'),
  );
}

export function topicCollectsPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('topic_collects').where('user_id', '=', userId), page, (q) =>
    q.select(['id', 'topic_id', 'created_at']).orderBy('id', 'desc'),
  );
}

export function topicSummaries(db: Db, topicIds: readonly number[]) {
  return byIds(topicIds, (ids) =>
    db.selectFrom('topics').select(['id', 'title', 'thumb']).where('id', 'in', ids).execute(),
  );
}

// ---------------------------------------------------------------- writes used by tests and the demo seeder

export async function insertLiveWatchRecord(
  db: Db,
  r: {
    user_id: number;
    course_id: number;
    video_id: number;
    watch_seconds: number;
    created_at: string;
    updated_at: string;
  },
) {
  await db.insertInto('live_watch_records').values(r).execute();
}

export async function insertBookView(
  db: Db,
  r: { user_id: number; book_id: number; article_id: number; created_at: string; updated_at: string },
) {
  await db.insertInto('book_user_views').values(r).execute();
}

export async function insertTopicView(
  db: Db,
  r: { user_id: number; topic_id: number; created_at: string; updated_at: string },
) {
  await db.insertInto('topic_user_views').values(r).execute();
}

export async function insertTopicCollect(
  db: Db,
  r: { user_id: number; topic_id: number; created_at: string },
) {
  await db.insertInto('topic_collects').values(r).execute();
}
