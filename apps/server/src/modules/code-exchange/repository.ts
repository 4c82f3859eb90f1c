import type { Insertable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { byIds, found, insertId, listPage, type Page } from '../../db/query-helpers.ts';

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

// ---------------------------------------------------------------- console: batches (activities) and their codes

const BATCH_COLUMNS = [
  'a.id',
  'a.name',
  'a.relate_data',
  'a.started_at',
  'a.ended_at',
  'a.created_at',
] as const;

/** Batches newest first, each with how many codes it has and how many are used. */
export function batchesPage(db: Db, page: Page) {
  return listPage(db.selectFrom('code_exchange_activities as a'), page, (q) =>
    q
      .select(BATCH_COLUMNS)
      .select((eb) => [
        eb
          .selectFrom('code_exchange_codes as c')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('c.activity_id', '=', 'a.id')
          .as('code_count'),
        eb
          .selectFrom('code_exchange_codes as c')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('c.activity_id', '=', 'a.id')
          .where('c.user_id', 'is not', null)
          .as('used_count'),
      ])
      .orderBy('a.id', 'desc'),
  );
}

export type BatchRow = Awaited<ReturnType<typeof batchesPage>>['rows'][number];

export function findBatch(db: Db, id: number) {
  return db.selectFrom('code_exchange_activities').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The codes of a batch in creation order, with who used each; `used` filters. */
export function batchCodesPage(db: Db, activityId: number, used: boolean | undefined, page: Page) {
  let filtered = db.selectFrom('code_exchange_codes as c').where('c.activity_id', '=', activityId);
  if (used !== undefined) filtered = filtered.where('c.user_id', used ? 'is not' : 'is', null);
  return listPage(filtered, page, (q) =>
    q
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.code', 'c.user_id', 'c.used_at', 'u.nick_name'])
      .orderBy('c.id'),
  );
}

/** Every code of a batch with who used it, for the spreadsheet. */
export function allBatchCodes(db: Db, activityId: number) {
  return db
    .selectFrom('code_exchange_codes as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.code', 'c.user_id', 'c.used_at', 'u.nick_name'])
    .where('c.activity_id', '=', activityId)
    .orderBy('c.id')
    .execute();
}

/** Which of these codes exist already (in any batch). */
export async function existingCodes(db: Db, codes: readonly string[]): Promise<Set<string>> {
  const rows = await byIds(codes, (some) =>
    db.selectFrom('code_exchange_codes').select('code').where('code', 'in', some).execute(),
  );
  return new Set(rows.map((r) => r.code));
}

/** The title of a product a code or a mall item grants; undefined when there is no such product. */
export async function productTitle(
  db: Db,
  sign: 'vod' | 'live' | 'book' | 'vip',
  id: number,
): Promise<string | undefined> {
  switch (sign) {
    case 'vod':
      return (await db.selectFrom('courses').select('title').where('id', '=', id).executeTakeFirst())?.title;
    case 'live':
      return (await db.selectFrom('live_courses').select('title').where('id', '=', id).executeTakeFirst())
        ?.title;
    case 'book':
      return (await db.selectFrom('books').select('name').where('id', '=', id).executeTakeFirst())?.name;
    case 'vip':
      return (await db.selectFrom('roles').select('name').where('id', '=', id).executeTakeFirst())?.name;
  }
}
