import type { Db } from '../../db/index.ts';

/** The member's watermark code, if they have one. */
export async function codeOfMember(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('member_watermark_codes')
    .select('code')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.code;
}

/**
 * Stores `code` as the member's, unless they already have one or another member holds it (both unique): either
 * way nothing is written, and the caller reads back what is stored.
 */
export async function insertCodeIfFree(db: Db, userId: number, code: string, now: string): Promise<void> {
  await db
    .insertInto('member_watermark_codes')
    .values({ user_id: userId, code, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function insertGrant(
  db: Db,
  grant: { user_id: number; video_id: number; code: string; ip: string; created_at: string },
): Promise<void> {
  await db.insertInto('watermark_grants').values(grant).execute();
}

/** What a watermark prints of a member (the mobile only masked, by the caller). */
export function memberNameAndMobile(db: Db, userId: number) {
  return db.selectFrom('users').select(['nick_name', 'mobile']).where('id', '=', userId).executeTakeFirst();
}

/** The member a code belongs to, with what the console shows of them. */
export function memberOfCode(db: Db, code: string) {
  return db
    .selectFrom('member_watermark_codes as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['u.id', 'u.nick_name', 'u.mobile'])
    .where('w.code', '=', code)
    .executeTakeFirst();
}

/** The latest grants that showed a code, newest first, with their video and course titles. */
export function grantsOfCode(db: Db, code: string, limit: number) {
  return db
    .selectFrom('watermark_grants as g')
    .leftJoin('videos as v', 'v.id', 'g.video_id')
    .leftJoin('courses as c', 'c.id', 'v.course_id')
    .select([
      'g.id',
      'g.video_id',
      'g.ip',
      'g.created_at',
      'v.title as video_title',
      'c.title as course_title',
    ])
    .where('g.code', '=', code)
    .orderBy('g.id', 'desc')
    .limit(limit)
    .execute();
}

/** An account deletion forgets where and when the member watched (the code itself names no one). */
export async function deleteGrantsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('watermark_grants').where('user_id', '=', userId).execute();
}

/**
 * Deletes the oldest grants recorded before `cutoff`, at most `batch` of them, walking the primary key (ids grow
 * with time, so no index on the time is needed). Returns how many went.
 */
export async function deleteGrantsBefore(db: Db, cutoff: string, batch: number): Promise<number> {
  const oldest = await db
    .selectFrom('watermark_grants')
    .select(['id', 'created_at'])
    .orderBy('id')
    .limit(batch)
    .execute();
  const last = oldest.filter((g) => g.created_at < cutoff).at(-1);
  if (!last) return 0;
  const result = await db
    .deleteFrom('watermark_grants')
    .where('id', '<=', last.id)
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
