import type { Insertable, Updateable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { insertId, listPage, type Page } from '../../db/query-helpers.ts';

const LIST_COLUMNS = ['id', 'title', 'announcement', 'view_times', 'created_at'] as const;

export function findLatest(db: Db) {
  return db.selectFrom('announcements').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first (ids follow publication order), and the total. */
export function announcementsPage(db: Db, page: Page) {
  return listPage(db.selectFrom('announcements'), page, (q) => q.select(LIST_COLUMNS).orderBy('id', 'desc'));
}

export const insertAnnouncement = (db: Db, row: Insertable<Database['announcements']>) =>
  insertId(db, 'announcements', { admin_id: 1, ...row });

// ---------------------------------------------------------------- console (permission `home`)

/** The console's page of announcements, newest first. */
export function consolePage(db: Db, page: Page) {
  return listPage(db.selectFrom('announcements'), page, (q) => q.selectAll().orderBy('id', 'desc'));
}

export const updateAnnouncement = (db: Db, id: number, row: Updateable<Database['announcements']>) =>
  db.updateTable('announcements').set(row).where('id', '=', id).execute();

export const deleteAnnouncement = (db: Db, id: number) =>
  db.deleteFrom('announcements').where('id', '=', id).execute();
