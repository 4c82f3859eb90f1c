import { sql, type Insertable, type Updateable } from 'kysely';
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

// ---------------------------------------------------------------- console: navs, sliders, links

/** The ordered tables of the home page (each row has `id`, `sort`, `updated_at`). */
export type OrderedTable = 'navs' | 'sliders' | 'links';

export function navRowsFor(db: Db, platform?: string) {
  let q = db.selectFrom('navs').selectAll().orderBy('sort').orderBy('id');
  if (platform) q = q.where('platform', '=', platform);
  return q.execute();
}
export type FullNavRow = Awaited<ReturnType<typeof navRowsFor>>[number];

export const findNav = (db: Db, id: number) =>
  db.selectFrom('navs').selectAll().where('id', '=', id).executeTakeFirst();

export async function countChildNavs(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('navs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parent_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const updateNav = (db: Db, id: number, row: Updateable<Database['navs']>) =>
  db.updateTable('navs').set(row).where('id', '=', id).execute();

export const deleteNav = (db: Db, id: number) => db.deleteFrom('navs').where('id', '=', id).execute();

export function sliderRowsFor(db: Db, platform?: string) {
  let q = db.selectFrom('sliders').selectAll().orderBy('sort').orderBy('id');
  if (platform) q = q.where('platform', '=', platform);
  return q.execute();
}
export type FullSliderRow = Awaited<ReturnType<typeof sliderRowsFor>>[number];
export const findSlider = (db: Db, id: number) =>
  db.selectFrom('sliders').selectAll().where('id', '=', id).executeTakeFirst();
export const updateSlider = (db: Db, id: number, row: Updateable<Database['sliders']>) =>
  db.updateTable('sliders').set(row).where('id', '=', id).execute();
export const deleteSlider = (db: Db, id: number) => db.deleteFrom('sliders').where('id', '=', id).execute();

export const linkRows = (db: Db) =>
  db.selectFrom('links').selectAll().orderBy('sort').orderBy('id').execute();
export type FullLinkRow = Awaited<ReturnType<typeof linkRows>>[number];
export const findLink = (db: Db, id: number) =>
  db.selectFrom('links').selectAll().where('id', '=', id).executeTakeFirst();
export const updateLink = (db: Db, id: number, row: Updateable<Database['links']>) =>
  db.updateTable('links').set(row).where('id', '=', id).execute();
export const deleteLink = (db: Db, id: number) => db.deleteFrom('links').where('id', '=', id).execute();

/** The next `sort` at the end of a list (of one parent, for navs). */
export async function nextSort(db: Db, table: OrderedTable, where?: { parent_id: number }): Promise<number> {
  const row = await sql<{ n: number | null }>`select max(sort) as n from ${sql.table(table)} ${
    where ? sql`where parent_id = ${where.parent_id}` : sql``
  }`.execute(db);
  return Number(row.rows[0]?.n ?? 0) + 1;
}

/** Sets `sort` 1, 2, 3… in the order of `ids`. */
export async function writeOrder(db: Db, table: OrderedTable, ids: readonly number[], now: string) {
  for (const [i, id] of ids.entries())
    await sql`update ${sql.table(table)} set sort = ${i + 1}, updated_at = ${now} where id = ${id}`.execute(
      db,
    );
}
