import type { Db } from '../../db/index.ts';
import { shownPublished } from '../../db/query-helpers.ts';

/**
 * The one comment store of courses and lessons (`course_comments`, `video_comments`), as MeEdu 4.9.30's threaded,
 * moderated comments read and write it. The 4.9.8 routes (modules/course, modules/video) use the same tables.
 */
export type CommentTable = 'course_comments' | 'video_comments';

/** rt 1 = course (`rid` a course id), rt 2 = lesson (`rid` a video id). */
export const tableOf = (rt: 1 | 2): { table: CommentTable; column: 'course_id' | 'video_id' } =>
  rt === 1
    ? { table: 'course_comments', column: 'course_id' }
    : { table: 'video_comments', column: 'video_id' };

export interface CommentRow {
  id: number;
  user_id: number;
  parent_id: number;
  reply_id: number;
  original_content: string;
  ip_province: string;
  is_check: number;
  created_at: string;
}

const COLUMNS = [
  'id',
  'user_id',
  'parent_id',
  'reply_id',
  'original_content',
  'ip_province',
  'is_check',
  'created_at',
] as const;

/** The comment switch of a shown, published course or lesson; undefined when there is none. */
export async function commentSwitch(
  db: Db,
  rt: 1 | 2,
  rid: number,
  now: string,
): Promise<number | undefined> {
  const row =
    rt === 1
      ? await db
          .selectFrom('courses')
          .select('is_allow_comment')
          .where('id', '=', rid)
          .where(shownPublished(now, 'courses'))
          .executeTakeFirst()
      : await db
          .selectFrom('videos')
          .select('is_allow_comment')
          .where('id', '=', rid)
          .where(shownPublished(now, 'videos'))
          .executeTakeFirst();
  return row?.is_allow_comment;
}

/** Top-level comments (not hidden by a moderator) of a resource, newest first; `limit` null for all. */
export function topLevel(db: Db, rt: 1 | 2, rid: number, limit: number | null): Promise<CommentRow[]> {
  const { table, column } = tableOf(rt);
  let q = db
    .selectFrom(table)
    .select(COLUMNS)
    .where(column, '=', rid)
    .where('parent_id', '=', 0)
    .where('is_hidden', '=', 0)
    .orderBy('id', 'desc');
  if (limit !== null) q = q.limit(limit);
  return q.execute();
}

export async function countTopLevel(db: Db, rt: 1 | 2, rid: number): Promise<number> {
  const { table, column } = tableOf(rt);
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(column, '=', rid)
    .where('parent_id', '=', 0)
    .where('is_hidden', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every reply (not hidden) under the given top-level comments, newest first. */
export function repliesOf(db: Db, rt: 1 | 2, parentIds: readonly number[]): Promise<CommentRow[]> {
  if (parentIds.length === 0) return Promise.resolve([]);
  const { table } = tableOf(rt);
  return db
    .selectFrom(table)
    .select(COLUMNS)
    .where('parent_id', 'in', parentIds)
    .where('is_hidden', '=', 0)
    .orderBy('id', 'desc')
    .execute();
}

/** One comment of a resource by id (not hidden). */
export function findComment(db: Db, rt: 1 | 2, rid: number, id: number): Promise<CommentRow | undefined> {
  const { table, column } = tableOf(rt);
  return db
    .selectFrom(table)
    .select(COLUMNS)
    .where('id', '=', id)
    .where(column, '=', rid)
    .where('is_hidden', '=', 0)
    .executeTakeFirst();
}

/** How many comments (both kinds) a member posted since `since`. */
export async function countPostedSince(db: Db, userId: number, since: string): Promise<number> {
  const count = async (table: CommentTable) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  return (await count('course_comments')) + (await count('video_comments'));
}

export interface NewThreadedComment {
  user_id: number;
  parent_id: number;
  reply_id: number;
  original_content: string;
  render_content: string;
  ip: string;
  ip_province: string;
  is_check: number;
  created_at: string;
  updated_at: string;
}

export async function insertThreaded(db: Db, rt: 1 | 2, rid: number, c: NewThreadedComment): Promise<number> {
  const { id } =
    rt === 1
      ? await db
          .insertInto('course_comments')
          .values({ ...c, course_id: rid })
          .returning('id')
          .executeTakeFirstOrThrow()
      : await db
          .insertInto('video_comments')
          .values({ ...c, video_id: rid })
          .returning('id')
          .executeTakeFirstOrThrow();
  return id;
}

export function authorsOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'avatar', 'nick_name']).where('id', 'in', ids).execute();
}
