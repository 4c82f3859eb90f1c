import type { Db } from '../../db/index.ts';

/** Rows counted per id, for the given ids only. */
const countMap = (rows: { id: number; n: number | string | bigint }[]) =>
  new Map(rows.map((r) => [r.id, Number(r.n)]));

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

export function listCourseRecordsPage(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('course_user_records')
    .select(COURSE_RECORD_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type CourseRecordRow = Awaited<ReturnType<typeof listCourseRecordsPage>>[number];

export async function countRows(
  db: Db,
  table:
    | 'course_user_records'
    | 'user_courses'
    | 'course_likes'
    | 'user_live_courses'
    | 'book_user_views'
    | 'user_books'
    | 'topic_user_views'
    | 'user_topics'
    | 'topic_collects',
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listCourseRecordsOf(db: Db, userId: number, courseIds: number[]): Promise<CourseRecordRow[]> {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('course_user_records')
    .select(COURSE_RECORD_COLUMNS)
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .execute();
}

/** Bought (`user_courses`) or liked (`course_likes`) courses of the member, newest first. */
export function listMemberCoursesPage(
  db: Db,
  table: 'user_courses' | 'course_likes',
  userId: number,
  limit: number,
  offset: number,
) {
  if (table === 'user_courses') {
    return db
      .selectFrom('user_courses')
      .select(['user_id', 'course_id', 'charge', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('course_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }
  return db
    .selectFrom('course_likes')
    .select(['user_id', 'course_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('course_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function finishedVideoCounts(
  db: Db,
  userId: number,
  courseIds: number[],
): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_video_watch_records')
    .select((eb) => ['course_id as id', eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .where('watched_at', 'is not', null)
    .groupBy('course_id')
    .execute();
  return countMap(rows);
}

export async function boughtCourseIds(db: Db, userId: number, courseIds: number[]): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('user_courses')
    .select('course_id')
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .execute();
  return new Set(rows.map((r) => r.course_id));
}

/** The member's most recently updated watch record of each of the courses (plain DB times). */
export function lastWatchRecords(db: Db, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
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
    .where('r.course_id', 'in', courseIds)
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
    .execute();
}

export function courseSummaries(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('courses')
    .select(['id', 'title', 'thumb', 'charge'])
    .where('id', 'in', courseIds)
    .execute();
}

// ---------------------------------------------------------------- live courses

/** The member's live courses by last watch (one row per course: its latest record), newest first. */
export function listLiveLearnedPage(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('live_watch_records as r')
    .select(['r.id', 'r.course_id', 'r.video_id'])
    .where('r.user_id', '=', userId)
    .where((eb) =>
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
      ),
    )
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countLiveLearned(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('live_watch_records')
    .select((eb) => eb.fn.count<number>('course_id').distinct().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's latest live watch record of each of the courses. */
export function lastLiveRecords(db: Db, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('live_watch_records as r')
    .select(['r.course_id', 'r.video_id'])
    .where('r.user_id', '=', userId)
    .where('r.course_id', 'in', courseIds)
    .where((eb) =>
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
      ),
    )
    .execute();
}

export function listLiveSubscribedPage(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('user_live_courses')
    .select(['course_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('course_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function subscribedLiveIds(db: Db, userId: number, courseIds: number[]): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('user_live_courses')
    .select('course_id')
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .execute();
  return new Set(rows.map((r) => r.course_id));
}

export async function finishedLiveCounts(
  db: Db,
  userId: number,
  courseIds: number[],
): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('live_watch_records')
    .select((eb) => ['course_id as id', eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .where('watched_at', 'is not', null)
    .groupBy('course_id')
    .execute();
  return countMap(rows);
}

/** Live course summaries with their shown videos counted. */
export function liveSummaries(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
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
    .where('l.id', 'in', courseIds)
    .execute();
}

/** The next shown, unfinished live video of each course (earliest scheduled). */
export function nextLiveVideos(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('live_videos as v')
    .select(['v.id', 'v.course_id', 'v.title', 'v.published_at'])
    .where('v.course_id', 'in', courseIds)
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
    .execute();
}

// ---------------------------------------------------------------- templateOne likes

export function listTemplateLikesPage(
  db: Db,
  userId: number,
  type: 'live' | 'book',
  limit: number,
  offset: number,
) {
  if (type === 'live') {
    return db
      .selectFrom('template_likes as t')
      .innerJoin('live_courses as l', 'l.id', 't.other_id')
      .select(['l.id', 'l.title', 'l.thumb', 't.created_at'])
      .where('t.user_id', '=', userId)
      .where('t.type', '=', 'live')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }
  return db
    .selectFrom('template_likes as t')
    .innerJoin('books as b', 'b.id', 't.other_id')
    .select(['b.id', 'b.name as title', 'b.thumb', 't.created_at'])
    .where('t.user_id', '=', userId)
    .where('t.type', '=', 'book')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countTemplateLikes(db: Db, userId: number, type: 'live' | 'book'): Promise<number> {
  const q =
    type === 'live'
      ? db.selectFrom('template_likes as t').innerJoin('live_courses as x', 'x.id', 't.other_id')
      : db.selectFrom('template_likes as t').innerJoin('books as x', 'x.id', 't.other_id');
  const row = await q
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('t.user_id', '=', userId)
    .where('t.type', '=', type)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------- books

export function listBookViewsPage(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('book_user_views')
    .select(['id', 'book_id', 'article_id', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function bookViewsOf(db: Db, userId: number, bookIds: number[]) {
  if (bookIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('book_user_views')
    .select(['id', 'book_id', 'article_id', 'updated_at'])
    .where('user_id', '=', userId)
    .where('book_id', 'in', bookIds)
    .execute();
}

export function listUserBooksPage(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('user_books')
    .select(['book_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('book_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function boughtBookIds(db: Db, userId: number, bookIds: number[]): Promise<Set<number>> {
  if (bookIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('user_books')
    .select('book_id')
    .where('user_id', '=', userId)
    .where('book_id', 'in', bookIds)
    .execute();
  return new Set(rows.map((r) => r.book_id));
}

export function bookSummaries(db: Db, bookIds: number[]) {
  if (bookIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('books').select(['id', 'name', 'thumb']).where('id', 'in', bookIds).execute();
}

// ---------------------------------------------------------------- topics

export function listTopicViewsPage(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('topic_user_views')
    .select(['id', 'topic_id', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function listUserTopicsPage(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('user_topics')
    .select(['topic_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('topic_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function listTopicCollectsPage(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('topic_collects')
    .select(['id', 'topic_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function boughtTopicIds(db: Db, userId: number, topicIds: number[]): Promise<Set<number>> {
  if (topicIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('user_topics')
    .select('topic_id')
    .where('user_id', '=', userId)
    .where('topic_id', 'in', topicIds)
    .execute();
  return new Set(rows.map((r) => r.topic_id));
}

export function topicSummaries(db: Db, topicIds: number[]) {
  if (topicIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('topics').select(['id', 'title', 'thumb']).where('id', 'in', topicIds).execute();
}

// ---------------------------------------------------------------- writes used by tests and the demo seeder

export async function insertUserLiveCourse(
  db: Db,
  r: { user_id: number; course_id: number; created_at: string },
) {
  await db.insertInto('user_live_courses').values(r).execute();
}

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

export async function insertUserBook(db: Db, r: { user_id: number; book_id: number; created_at: string }) {
  await db.insertInto('user_books').values(r).execute();
}

export async function insertBookView(
  db: Db,
  r: { user_id: number; book_id: number; article_id: number; created_at: string; updated_at: string },
) {
  await db.insertInto('book_user_views').values(r).execute();
}

export async function insertUserTopic(db: Db, r: { user_id: number; topic_id: number; created_at: string }) {
  await db.insertInto('user_topics').values(r).execute();
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
