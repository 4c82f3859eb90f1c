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
