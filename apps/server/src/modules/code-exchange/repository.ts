import type { Db } from '../../db/index.ts';

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

export async function hasRedeemedActivity(db: Db, userId: number, activityId: number): Promise<boolean> {
  const row = await db
    .selectFrom('code_exchange_codes')
    .select('id')
    .where('activity_id', '=', activityId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
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

export async function countRecords(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('code_exchange_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listRecords(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('code_exchange_codes as c')
    .innerJoin('code_exchange_activities as a', 'a.id', 'c.activity_id')
    .select(['c.activity_id', 'c.used_at', 'a.name', 'a.relate_data'])
    .where('c.user_id', '=', userId)
    .orderBy('c.used_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

// ---------------------------------------------------------------- what a member owns, and granting it

export async function ownsCourse(db: Db, userId: number, courseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_courses')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function ownsLive(db: Db, userId: number, courseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_live_courses')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function ownsBook(db: Db, userId: number, bookId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_books')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function ownsLearnPath(db: Db, userId: number, pathId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_learn_paths')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('path_id', '=', pathId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUserLearnPath(db: Db, userId: number, pathId: number, now: string) {
  await db
    .insertInto('user_learn_paths')
    .values({ user_id: userId, path_id: pathId, charge: 0, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'path_id']).doNothing())
    .execute();
}

export function findMemberRole(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['role_id', 'role_expired_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function findRole(db: Db, roleId: number) {
  return db.selectFrom('roles').select(['id', 'expire_days']).where('id', '=', roleId).executeTakeFirst();
}

export async function setMemberRole(db: Db, userId: number, roleId: number, expiresAt: string, now: string) {
  await db
    .updateTable('users')
    .set({ role_id: roleId, role_expired_at: expiresAt, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function insertUserCourse(db: Db, userId: number, courseId: number, now: string) {
  await db
    .insertInto('user_courses')
    .values({ user_id: userId, course_id: courseId, charge: 0, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .execute();
}

export async function insertUserLive(db: Db, userId: number, courseId: number, now: string) {
  await db
    .insertInto('user_live_courses')
    .values({ user_id: userId, course_id: courseId, charge: 0, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .execute();
}

export async function insertUserBook(db: Db, userId: number, bookId: number, now: string) {
  await db
    .insertInto('user_books')
    .values({ user_id: userId, book_id: bookId, charge: 0, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing())
    .execute();
}

// ---------------------------------------------------------------- demo seeder and tests

export async function insertActivity(
  db: Db,
  a: { name: string; relate_data: string; started_at: string; ended_at: string; created_at: string },
): Promise<number> {
  const { id } = await db
    .insertInto('code_exchange_activities')
    .values(a)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

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
