import type { Db } from '../../db/index.ts';

/** The sellable products the built-in goods types price and deliver (queries only; rules are in goods.ts). */
export function findCourse(db: Db, id: number) {
  return db
    .selectFrom('courses')
    .select(['id', 'title as name', 'thumb', 'charge', 'is_free', 'is_show'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findLiveCourse(db: Db, id: number) {
  return db
    .selectFrom('live_courses')
    .select(['id', 'title as name', 'thumb', 'charge', 'is_show'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findBook(db: Db, id: number) {
  return db
    .selectFrom('books')
    .select(['id', 'name', 'thumb', 'charge', 'is_show'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findTopic(db: Db, id: number) {
  return db
    .selectFrom('topics')
    .select(['id', 'title as name', 'thumb', 'charge', 'is_free', 'is_show'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findLearnPath(db: Db, id: number) {
  return db
    .selectFrom('learn_paths')
    .select(['id', 'name', 'thumb', 'charge', 'original_charge', 'is_show'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findRole(db: Db, id: number) {
  return db
    .selectFrom('roles')
    .select(['id', 'name', 'charge', 'expire_days', 'is_show'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type OwnedTable =
  'user_courses' | 'user_live_courses' | 'user_books' | 'user_topics' | 'user_learn_paths';

export async function owns(db: Db, table: OwnedTable, userId: number, id: number): Promise<boolean> {
  const row = await (() => {
    switch (table) {
      case 'user_courses':
      case 'user_live_courses':
        return db
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', userId)
          .where('course_id', '=', id);
      case 'user_books':
        return db.selectFrom(table).select('user_id').where('user_id', '=', userId).where('book_id', '=', id);
      case 'user_topics':
        return db
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', userId)
          .where('topic_id', '=', id);
      case 'user_learn_paths':
        return db.selectFrom(table).select('user_id').where('user_id', '=', userId).where('path_id', '=', id);
    }
  })().executeTakeFirst();
  return row !== undefined;
}

/** Grants a product; answers whether it was new (a second grant changes nothing). */
export async function grant(
  db: Db,
  table: OwnedTable,
  row: { user_id: number; id: number; charge: number; created_at: string },
): Promise<boolean> {
  const base = { user_id: row.user_id, charge: row.charge, created_at: row.created_at };
  const q = (() => {
    switch (table) {
      case 'user_courses':
        return db
          .insertInto(table)
          .values({ ...base, course_id: row.id })
          .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing());
      case 'user_live_courses':
        return db
          .insertInto(table)
          .values({ ...base, course_id: row.id })
          .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing());
      case 'user_books':
        return db
          .insertInto(table)
          .values({ ...base, book_id: row.id })
          .onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing());
      case 'user_topics':
        return db
          .insertInto(table)
          .values({ ...base, topic_id: row.id })
          .onConflict((oc) => oc.columns(['user_id', 'topic_id']).doNothing());
      case 'user_learn_paths':
        return db
          .insertInto(table)
          .values({ ...base, path_id: row.id })
          .onConflict((oc) => oc.columns(['user_id', 'path_id']).doNothing());
    }
  })();
  const r = await q.executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function bumpUserCount(db: Db, table: 'courses' | 'books', id: number): Promise<void> {
  await db
    .updateTable(table)
    .set((eb) => ({ user_count: eb('user_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export function findMemberRole(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['role_id', 'role_expired_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function setMemberRole(db: Db, userId: number, roleId: number, expiredAt: string, now: string) {
  await db
    .updateTable('users')
    .set({ role_id: roleId, role_expired_at: expiredAt, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
