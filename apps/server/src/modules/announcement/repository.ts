import type { Db } from '../../db/index.ts';

const LIST_COLUMNS = ['id', 'title', 'announcement', 'view_times', 'created_at'] as const;

export function findLatest(db: Db) {
  return db.selectFrom('announcements').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first (ids follow publication order). */
export function listPage(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('announcements')
    .select(LIST_COLUMNS)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAll(db: Db): Promise<number> {
  const row = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertAnnouncement(
  db: Db,
  a: { title: string; announcement: string; view_times: number; created_at: string; updated_at: string },
): Promise<number> {
  const { id } = await db
    .insertInto('announcements')
    .values({ admin_id: 1, ...a })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
