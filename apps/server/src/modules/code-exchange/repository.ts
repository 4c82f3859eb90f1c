import type { Insertable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { found, insertId, listPage, type Page } from '../../db/query-helpers.ts';

export function findCode(db: Db, code: string) {
  return db
    .selectFrom('code_exchange_codes as c')
    .innerJoin('code_exchange_activities as a', 'a.id', 'c.activity_id')
    .select([
      'c.id',
      'c.code',
      'c.user_id',
      'c.activity_id',
      'a.name',
      'a.relate_data',
      'a.started_at',
      'a.ended_at',
    ])
    .where('c.code', '=', code)
    .executeTakeFirst();
}

export type CodeRow = NonNullable<Awaited<ReturnType<typeof findCode>>>;

export function hasRedeemedActivity(db: Db, userId: number, activityId: number): Promise<boolean> {
  return found(
    db
      .selectFrom('code_exchange_codes')
      .select('id')
      .where('activity_id', '=', activityId)
      .where('user_id', '=', userId),
  );
}

/** Marks an unused code as used by the member; answers the rows changed (0 = someone was first). */
export async function claimCode(db: Db, codeId: number, userId: number, now: string): Promise<number> {
  const r = await db
    .updateTable('code_exchange_codes')
    .set({ user_id: userId, used_at: now })
    .where('id', '=', codeId)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The codes the member redeemed, newest first, with their activities. */
export function recordsPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('code_exchange_codes as c').where('c.user_id', '=', userId), page, (q) =>
    q
      .innerJoin('code_exchange_activities as a', 'a.id', 'c.activity_id')
      .select(['c.activity_id', 'c.used_at', 'a.name', 'a.relate_data'])
      .orderBy('c.used_at', 'desc')
      .orderBy('c.id', 'desc'),
  );
}

// ---------------------------------------------------------------- demo seeder and tests

export const insertActivity = (db: Db, row: Insertable<Database['code_exchange_activities']>) =>
  insertId(db, 'code_exchange_activities', row);

export async function insertCodes(db: Db, activityId: number, codes: string[], now: string): Promise<void> {
  if (codes.length === 0) return;
  await db
    .insertInto('code_exchange_codes')
    .values(codes.map((code) => ({ activity_id: activityId, code, created_at: now })))
    .execute();
}

/** Ids of a product table in insertion order (the demo seeder picks its examples by position). */
export async function listProductIds(
  db: Db,
  table: 'courses' | 'live_courses' | 'books' | 'roles',
): Promise<number[]> {
  const rows = await db.selectFrom(table).select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}
