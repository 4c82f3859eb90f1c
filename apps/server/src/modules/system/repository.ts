import type { Insertable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { insertId } from '../../db/query-helpers.ts';

const NAV_COLUMNS = [
  'id',
  'sort',
  'name',
  'url',
  'active_routes',
  'platform',
  'parent_id',
  'blank',
  'created_at',
  'updated_at',
] as const;

export function listNavRows(db: Db) {
  return db.selectFrom('navs').select(NAV_COLUMNS).orderBy('sort').orderBy('id').execute();
}

export type NavRow = Awaited<ReturnType<typeof listNavRows>>[number];

export function listLinkRows(db: Db) {
  return db
    .selectFrom('links')
    .select(['id', 'sort', 'name', 'url', 'created_at', 'updated_at'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listSliderRows(db: Db) {
  return db
    .selectFrom('sliders')
    .select(['thumb', 'url', 'sort', 'platform'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** A navigation entry as the seeder writes it. */
export type NewNav = Insertable<Database['navs']>;

export const insertNav = (db: Db, row: Insertable<Database['navs']>) => insertId(db, 'navs', row);

export const insertLink = (db: Db, row: Insertable<Database['links']>) => insertId(db, 'links', row);

export const insertSlider = (db: Db, row: Insertable<Database['sliders']>) => insertId(db, 'sliders', row);
