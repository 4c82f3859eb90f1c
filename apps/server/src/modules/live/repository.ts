import { sql, type Insertable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import {
  byIds,
  found,
  increment,
  insertId,
  listPage,
  shownPublished,
  type Page,
} from '../../db/query-helpers.ts';

// ---------------------------------------------------------------- catalogue

export function listShownCategories(db: Db) {
  return db
    .selectFrom('live_categories')
    .select(['id', 'name', 'parent_id', 'sort'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function childCategoryIds(db: Db, parentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('live_categories')
    .select('id')
    .where('parent_id', '=', parentId)
    .execute();
  return rows.map((r) => r.id);
}

const COURSE_CARD = [
  'l.id',
  'l.title',
  'l.thumb',
  'l.charge',
  'l.status',
  'l.category_id',
  'lc.name as category_name',
] as const;

/** One page of shown, published live courses (in the categories when given), newest first, and the total. */
export function coursesPage(db: Db, categoryIds: number[] | null, now: string, page: Page) {
  const shown = db.selectFrom('live_courses as l').where(shownPublished(now, 'l'));
  return listPage(categoryIds ? shown.where('l.category_id', 'in', categoryIds) : shown, page, (q) =>
    q
      .leftJoin('live_categories as lc', 'lc.id', 'l.category_id')
      .select(COURSE_CARD)
      .select((eb) =>
        eb
          .selectFrom('live_videos as v')
          .select((s) => s.fn.countAll<number>().as('n'))
          .whereRef('v.course_id', '=', 'l.id')
          .where('v.is_show', '=', 1)
          .as('videos_count'),
      )
      .orderBy('l.published_at', 'desc')
      .orderBy('l.id', 'desc'),
  );
}

export type LiveCardRow = Awaited<ReturnType<typeof coursesPage>>['rows'][number];

export function findPublishedCourse(db: Db, id: number, now: string) {
  return db
    .selectFrom('live_courses as l')
    .leftJoin('live_teachers as t', 't.id', 'l.teacher_id')
    .select([
      'l.id',
      'l.title',
      'l.thumb',
      'l.charge',
      'l.short_description',
      'l.render_desc',
      'l.status',
      'l.vip_can_view',
      'l.poster',
      't.name as teacher_name',
      't.avatar as teacher_avatar',
      't.short_desc as teacher_desc',
    ])
    .where('l.id', '=', id)
    .where(shownPublished(now, 'l'))
    .executeTakeFirst();
}
export type LiveCourseRow = NonNullable<Awaited<ReturnType<typeof findPublishedCourse>>>;

export function listChapters(db: Db, courseId: number) {
  return db
    .selectFrom('live_chapters')
    .select(['id', 'name'])
    .where('course_id', '=', courseId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

const VIDEO_COLUMNS = [
  'id',
  'course_id',
  'chapter_id',
  'title',
  'status',
  'published_at',
  'duration',
  'replay_url',
  'stream_clip',
  'stream_key_version',
  'started_at',
  'ended_at',
  'room_is_ban',
] as const;

export function listShownVideos(db: Db, courseId: number) {
  return db
    .selectFrom('live_videos')
    .select(VIDEO_COLUMNS)
    .where('course_id', '=', courseId)
    .where('is_show', '=', 1)
    .orderBy('published_at')
    .orderBy('id')
    .execute();
}

export function findShownVideo(db: Db, id: number) {
  return db
    .selectFrom('live_videos')
    .select(VIDEO_COLUMNS)
    .where('id', '=', id)
    .where('is_show', '=', 1)
    .executeTakeFirst();
}
export type LiveVideoRow = NonNullable<Awaited<ReturnType<typeof findShownVideo>>>;

// ---------------------------------------------------------------- access

export function findMember(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'nick_name', 'avatar', 'role_id', 'role_expired_at', 'is_lock'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

// ---------------------------------------------------------------- course state

export async function setVideoState(
  db: Db,
  id: number,
  fields: {
    status: number;
    updated_at: string;
    started_at?: string;
    ended_at?: string;
    duration?: number;
    replay_url?: string;
  },
  fromStatus: number[],
): Promise<boolean> {
  const res = await db
    .updateTable('live_videos')
    .set(fields)
    .where('id', '=', id)
    .where('status', 'in', fromStatus)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The course badge follows its lessons: live when one is live, ended when all have ended, else not started. */
export async function refreshCourseStatus(db: Db, courseId: number): Promise<void> {
  const rows = await db
    .selectFrom('live_videos')
    .select('status')
    .where('course_id', '=', courseId)
    .where('is_show', '=', 1)
    .execute();
  const status = rows.some((r) => r.status === 1)
    ? 1
    : rows.length > 0 && rows.every((r) => r.status === 2)
      ? 2
      : 0;
  await db.updateTable('live_courses').set({ status }).where('id', '=', courseId).execute();
}

export async function setReplay(db: Db, id: number, replayUrl: string, duration: number): Promise<void> {
  await db.updateTable('live_videos').set({ replay_url: replayUrl, duration }).where('id', '=', id).execute();
}

export async function setRoomBan(db: Db, videoId: number, ban: 0 | 1): Promise<void> {
  await db.updateTable('live_videos').set({ room_is_ban: ban }).where('id', '=', videoId).execute();
}

export async function banUser(db: Db, videoId: number, userId: number, now: string): Promise<void> {
  await db
    .insertInto('live_user_bans')
    .values({ video_id: videoId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['video_id', 'user_id']).doNothing())
    .execute();
}

export async function unbanUser(db: Db, videoId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('live_user_bans')
    .where('video_id', '=', videoId)
    .where('user_id', '=', userId)
    .execute();
}

export function listBans(db: Db, videoId: number) {
  return db
    .selectFrom('live_user_bans')
    .select(['user_id', 'created_at'])
    .where('video_id', '=', videoId)
    .execute();
}

/** Every lesson with its course title, for the console's picker. */
export function listAllLessons(db: Db) {
  return db
    .selectFrom('live_videos as v')
    .innerJoin('live_courses as l', 'l.id', 'v.course_id')
    .select(['v.id', 'v.title', 'v.status', 'v.published_at', 'l.title as course_title', 'l.charge'])
    .orderBy('v.course_id')
    .orderBy('v.published_at')
    .execute();
}

export function isUserBanned(db: Db, videoId: number, userId: number): Promise<boolean> {
  return found(
    db
      .selectFrom('live_user_bans')
      .select('user_id')
      .where('video_id', '=', videoId)
      .where('user_id', '=', userId),
  );
}

// ---------------------------------------------------------------- comments

export function commentsPage(db: Db, courseId: number, page: Page) {
  return listPage(
    db.selectFrom('live_comments').where('course_id', '=', courseId).where('is_hidden', '=', 0),
    page,
    (q) => q.select(['id', 'user_id', 'content', 'created_at']).orderBy('id', 'desc'),
  );
}

export function findUsers(db: Db, ids: readonly number[]) {
  return byIds(ids, (some) =>
    db.selectFrom('users').select(['id', 'nick_name', 'avatar']).where('id', 'in', some).execute(),
  );
}

export async function insertComment(db: Db, row: Insertable<Database['live_comments']>): Promise<void> {
  await db.insertInto('live_comments').values(row).execute();
}

// ---------------------------------------------------------------- chat

export const insertChatMessage = (db: Db, row: Insertable<Database['live_chat_messages']>) =>
  insertId(db, 'live_chat_messages', row);

/** The lesson's chat messages that are not deleted. */
const keptChat = (db: Db, videoId: number) =>
  db.selectFrom('live_chat_messages').where('video_id', '=', videoId).where('is_deleted', '=', 0);

const newestChat = (q: ReturnType<typeof keptChat>) =>
  q.select(['id', 'user_id', 'role', 'nick_name', 'content']).orderBy('id', 'desc');

/** A page of the lesson's chat, newest first, and the total. */
export const chatPage = (db: Db, videoId: number, page: Page) =>
  listPage(keptChat(db, videoId), page, newestChat);

/** The lesson's newest chat messages. */
export const latestChat = (db: Db, videoId: number, limit: number) =>
  newestChat(keptChat(db, videoId)).limit(limit).execute();

export async function deleteChatMessage(db: Db, videoId: number, id: number): Promise<boolean> {
  const res = await db
    .updateTable('live_chat_messages')
    .set({ is_deleted: 1 })
    .where('id', '=', id)
    .where('video_id', '=', videoId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------- roll calls

export const insertSignInRecord = (db: Db, row: Insertable<Database['live_sign_in_records']>) =>
  insertId(db, 'live_sign_in_records', row);

/** The open roll call of a lesson: not closed and not past its end. */
export function findOpenSignIn(db: Db, videoId: number, now: string) {
  return db
    .selectFrom('live_sign_in_records')
    .select(['id', 'end_at'])
    .where('video_id', '=', videoId)
    .where('closed_at', 'is', null)
    .where('end_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function findSignInRecord(db: Db, id: number) {
  return db
    .selectFrom('live_sign_in_records')
    .select(['id', 'video_id', 'end_at', 'closed_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function closeSignIns(db: Db, videoId: number, now: string): Promise<number[]> {
  const rows = await db
    .updateTable('live_sign_in_records')
    .set({ closed_at: now })
    .where('video_id', '=', videoId)
    .where('closed_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** True when this call recorded the sign-in (false: already signed). */
export async function insertSignIn(db: Db, recordId: number, userId: number, now: string): Promise<boolean> {
  const res = await db
    .insertInto('live_sign_ins')
    .values({ record_id: recordId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['record_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function listSignIns(db: Db, recordId: number) {
  return db
    .selectFrom('live_sign_ins')
    .select(['user_id', 'created_at'])
    .where('record_id', '=', recordId)
    .orderBy('created_at')
    .execute();
}

export function listSignInRecords(db: Db, videoId: number) {
  return db
    .selectFrom('live_sign_in_records as r')
    .select((eb) => [
      'r.id',
      'r.started_at',
      'r.end_at',
      'r.closed_at',
      eb
        .selectFrom('live_sign_ins as s')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('s.record_id', '=', 'r.id')
        .as('signed'),
    ])
    .where('r.video_id', '=', videoId)
    .orderBy('r.id', 'desc')
    .execute();
}

// ---------------------------------------------------------------- watch records

/**
 * Moves the member's live or replay seconds forward (never back) in one upsert; `watch_seconds` keeps the
 * larger of both, and `watched_at` is set once the replay reaches `finishAt` (0 = never from this call).
 */
export async function recordWatch(
  db: Db,
  r: { user_id: number; course_id: number; video_id: number; kind: 'live' | 'replay'; seconds: number },
  finishAt: number,
  now: string,
): Promise<void> {
  const column = r.kind === 'live' ? 'live_seconds' : 'replay_seconds';
  const finished = finishAt > 0 && r.seconds >= finishAt ? now : null;
  await db
    .insertInto('live_watch_records')
    .values({
      user_id: r.user_id,
      course_id: r.course_id,
      video_id: r.video_id,
      watch_seconds: r.seconds,
      [column]: r.seconds,
      watched_at: finished,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'video_id']).doUpdateSet((eb) => ({
        [column]: sql<number>`CASE WHEN ${eb.ref(`excluded.${column}`)} > ${sql.ref(`live_watch_records.${column}`)} THEN ${eb.ref(`excluded.${column}`)} ELSE ${sql.ref(`live_watch_records.${column}`)} END`,
        watch_seconds: sql<number>`CASE WHEN excluded.watch_seconds > live_watch_records.watch_seconds THEN excluded.watch_seconds ELSE live_watch_records.watch_seconds END`,
        watched_at: sql<string | null>`COALESCE(live_watch_records.watched_at, excluded.watched_at)`,
        updated_at: now,
      })),
    )
    .execute();
}

export function findWatchRecord(db: Db, userId: number, videoId: number) {
  return db
    .selectFrom('live_watch_records')
    .select(['watch_seconds', 'live_seconds', 'replay_seconds', 'watched_at'])
    .where('user_id', '=', userId)
    .where('video_id', '=', videoId)
    .executeTakeFirst();
}

// ---------------------------------------------------------------- courseware

export function listAttachments(db: Db, videoId: number) {
  return db
    .selectFrom('live_attachments')
    .select(['id', 'name', 'course_id', 'video_id'])
    .where('video_id', '=', videoId)
    .orderBy('id')
    .execute();
}

export function findAttachment(db: Db, id: number) {
  return db
    .selectFrom('live_attachments')
    .select(['id', 'course_id', 'video_id', 'name', 'path', 'extension'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export const incrementDownloads = (db: Db, id: number): Promise<void> =>
  increment(db, 'live_attachments', 'download_times', id);

// ---------------------------------------------------------------- demo content

export const insertTeacher = (db: Db, row: Insertable<Database['live_teachers']>) =>
  insertId(db, 'live_teachers', row);

export const insertCategory = (db: Db, row: Insertable<Database['live_categories']>) =>
  insertId(db, 'live_categories', row);

export async function setCategoryParent(db: Db, id: number, parentId: number): Promise<void> {
  await db.updateTable('live_categories').set({ parent_id: parentId }).where('id', '=', id).execute();
}

export const insertChapter = (db: Db, row: Insertable<Database['live_chapters']>) =>
  insertId(db, 'live_chapters', row);

export const insertCourse = (db: Db, row: Insertable<Database['live_courses']>) =>
  insertId(db, 'live_courses', row);

export async function updateCourse(
  db: Db,
  id: number,
  l: { category_id?: number; teacher_id?: number; poster?: string; render_desc?: string },
): Promise<void> {
  await db.updateTable('live_courses').set(l).where('id', '=', id).execute();
}

export function listAllCourses(db: Db) {
  return db
    .selectFrom('live_courses')
    .select(['id', 'title', 'category_id', 'charge', 'status'])
    .orderBy('id')
    .execute();
}

export const insertVideo = (db: Db, row: Insertable<Database['live_videos']>) =>
  insertId(db, 'live_videos', row);

export async function updateVideo(
  db: Db,
  id: number,
  v: {
    chapter_id?: number;
    replay_url?: string;
    started_at?: string | null;
    ended_at?: string | null;
    duration?: number;
  },
): Promise<void> {
  await db.updateTable('live_videos').set(v).where('id', '=', id).execute();
}

export async function insertAttachment(db: Db, row: Insertable<Database['live_attachments']>): Promise<void> {
  await db.insertInto('live_attachments').values(row).execute();
}

// ---------------------------------------------------------------- chat connections (issue 32)

export const insertChatConnection = (
  db: Db,
  row: { user_id: number; address: string; seen_at: string },
): Promise<number> => insertId(db, 'live_chat_connections', row);

/**
 * Deletes the connections of one member (or one address) but its newest `keep`, in one statement; answers the
 * ids deleted. Concurrent callers delete the same rows, so racing connections cannot leave more than `keep`.
 */
export async function deleteChatConnectionsBeyond(
  db: Db,
  by: 'user_id' | 'address',
  value: number | string,
  keep: number,
): Promise<number[]> {
  const rows = await db
    .deleteFrom('live_chat_connections')
    .where(by, '=', value)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('live_chat_connections')
        .select('id')
        .where(by, '=', value)
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function deleteChatConnection(db: Db, id: number): Promise<void> {
  await db.deleteFrom('live_chat_connections').where('id', '=', id).execute();
}

/** Marks these connections as alive now; answers those of them that still exist (the others were evicted). */
export async function touchChatConnections(db: Db, ids: number[], now: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('live_chat_connections')
    .set({ seen_at: now })
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Forgets connections no instance has answered for since `before` (an instance that stopped). */
export async function deleteStaleChatConnections(db: Db, before: string): Promise<void> {
  await db.deleteFrom('live_chat_connections').where('seen_at', '<', before).execute();
}
