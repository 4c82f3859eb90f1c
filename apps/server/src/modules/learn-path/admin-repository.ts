/**
 * The console's queries of learning paths (issue 31): categories, paths, their steps and step items, every row
 * whatever its visibility. The storefront's queries are in repository.ts; both read the same tables.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { countOf, inCategoryTree, insertId, listPage, type RowsAndTotal } from '../../db/query-helpers.ts';
import type { ListParams } from '../../console/http.ts';
import { likePattern } from '../course/admin-repository.ts';

// ---------------------------------------------------------------- categories

export const allCategories = (db: Db) =>
  db
    .selectFrom('learn_path_categories as c')
    .select(['c.id', 'c.name', 'c.parent_id', 'c.sort'])
    .select((eb) =>
      eb
        .selectFrom('learn_paths as p')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('p.category_id', '=', 'c.id')
        .as('path_count'),
    )
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();

export type CategoryRow = Awaited<ReturnType<typeof allCategories>>[number];

export const insertCategory = (db: Db, row: Insertable<Database['learn_path_categories']>) =>
  insertId(db, 'learn_path_categories', row);

export async function updateCategory(db: Db, id: number, row: Updateable<Database['learn_path_categories']>) {
  await db.updateTable('learn_path_categories').set(row).where('id', '=', id).execute();
}

export async function deleteCategory(db: Db, id: number) {
  await db.deleteFrom('learn_path_categories').where('id', '=', id).execute();
}

export const countChildCategories = (db: Db, id: number) =>
  countOf(db.selectFrom('learn_path_categories').where('parent_id', '=', id));

// ---------------------------------------------------------------- paths

export interface PathFilter {
  q?: string;
  categoryId?: number;
  isShow?: 0 | 1;
}

const PATH_COLUMNS = [
  'p.id',
  'p.name',
  'p.category_id',
  'c.name as category_name',
  'p.thumb',
  'p.charge',
  'p.original_charge',
  'p.is_show',
  'p.published_at',
  'p.desc',
  'p.created_at',
] as const;

const stepCount = sql<number>`(SELECT COUNT(*) FROM learn_path_steps s WHERE s.path_id = p.id)`.as(
  'step_count',
);
const itemCount = sql<number>`(SELECT COUNT(*) FROM learn_path_step_items i
  JOIN learn_path_steps s ON s.id = i.step_id WHERE s.path_id = p.id)`.as('item_count');

const pathsWithCounts = (db: Db) =>
  db
    .selectFrom('learn_paths as p')
    .leftJoin('learn_path_categories as c', 'c.id', 'p.category_id')
    .select(PATH_COLUMNS)
    .select([stepCount, itemCount]);

export type PathRow = Awaited<ReturnType<ReturnType<typeof pathsWithCounts>['execute']>>[number];

export function pathsPage(
  db: Db,
  f: PathFilter,
  paging: ListParams<'id' | 'published_at' | 'charge'>,
): Promise<RowsAndTotal<PathRow>> {
  let filtered = db.selectFrom('learn_paths as p');
  if (f.q) filtered = filtered.where(sql<boolean>`p.name LIKE ${likePattern(f.q)} ESCAPE '\\'`);
  if (f.categoryId !== undefined)
    filtered = filtered.where(inCategoryTree('p.category_id', 'learn_path_categories', f.categoryId));
  if (f.isShow !== undefined) filtered = filtered.where('p.is_show', '=', f.isShow);
  const dir = paging.sort.desc ? 'desc' : 'asc';
  return listPage(filtered, paging, (q) =>
    q
      .leftJoin('learn_path_categories as c', 'c.id', 'p.category_id')
      .select(PATH_COLUMNS)
      .select([stepCount, itemCount])
      .orderBy(`p.${paging.sort.field}`, dir)
      .orderBy('p.id', dir),
  );
}

export const findPath = (db: Db, id: number) => pathsWithCounts(db).where('p.id', '=', id).executeTakeFirst();

export const insertPath = (db: Db, row: Insertable<Database['learn_paths']>) =>
  insertId(db, 'learn_paths', row);

export async function updatePath(db: Db, id: number, row: Updateable<Database['learn_paths']>) {
  await db.updateTable('learn_paths').set(row).where('id', '=', id).execute();
}

/** Members who hold the path (bought, or granted): such a path is hidden, never deleted. */
export const countOwners = (db: Db, pathId: number) =>
  countOf(db.selectFrom('user_learn_paths').where('path_id', '=', pathId));

/** The path with its steps and their items (the courses and books they name stay). */
export async function deletePath(db: Db, id: number) {
  const steps = db.selectFrom('learn_path_steps').select('id').where('path_id', '=', id);
  await db.deleteFrom('learn_path_step_items').where('step_id', 'in', steps).execute();
  await db.deleteFrom('learn_path_steps').where('path_id', '=', id).execute();
  await db.deleteFrom('learn_paths').where('id', '=', id).execute();
}

// ---------------------------------------------------------------- steps and items

export const stepsOf = (db: Db, pathId: number) =>
  db
    .selectFrom('learn_path_steps')
    .select(['id', 'path_id', 'name', 'desc', 'sort'])
    .where('path_id', '=', pathId)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export type StepRow = Awaited<ReturnType<typeof stepsOf>>[number];

export const findStep = (db: Db, id: number) =>
  db
    .selectFrom('learn_path_steps')
    .select(['id', 'path_id', 'name', 'desc', 'sort'])
    .where('id', '=', id)
    .executeTakeFirst();

/** The items of the steps, each step's in order. */
export const itemsOf = (db: Db, stepIds: readonly number[]) =>
  stepIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('learn_path_step_items')
        .select(['id', 'step_id', 'type', 'other_id', 'sort'])
        .where('step_id', 'in', stepIds)
        .orderBy('sort')
        .orderBy('id')
        .execute();

export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

export const findItem = (db: Db, id: number) =>
  db
    .selectFrom('learn_path_step_items')
    .select(['id', 'step_id', 'type', 'other_id', 'sort'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Inserts a child last below its parent (the children's largest sort number plus one) and answers its id. */
async function insertLast<T extends 'learn_path_steps' | 'learn_path_step_items'>(
  db: Db,
  table: T,
  parent: 'path_id' | 'step_id',
  parentId: number,
  row: Insertable<Database[T]>,
): Promise<number> {
  const found = await sql<{ top: number | string | null }>`SELECT MAX(sort) AS top FROM ${sql.table(table)}
    WHERE ${sql.ref(parent)} = ${parentId}`.execute(db);
  const top = found.rows[0]?.top;
  return insertId(db, table, { ...row, sort: top === null || top === undefined ? 0 : Number(top) + 1 });
}

export const insertStep = (db: Db, row: Omit<Insertable<Database['learn_path_steps']>, 'sort'>) =>
  insertLast(db, 'learn_path_steps', 'path_id', row.path_id, row);

export async function updateStep(db: Db, id: number, row: Updateable<Database['learn_path_steps']>) {
  await db.updateTable('learn_path_steps').set(row).where('id', '=', id).execute();
}

export async function deleteStep(db: Db, id: number) {
  await db.deleteFrom('learn_path_step_items').where('step_id', '=', id).execute();
  await db.deleteFrom('learn_path_steps').where('id', '=', id).execute();
}

export const insertItem = (db: Db, row: Omit<Insertable<Database['learn_path_step_items']>, 'sort'>) =>
  insertLast(db, 'learn_path_step_items', 'step_id', row.step_id, row);

export async function setItemSort(db: Db, id: number, sort: number) {
  await db.updateTable('learn_path_step_items').set({ sort }).where('id', '=', id).execute();
}

export async function deleteItem(db: Db, id: number) {
  await db.deleteFrom('learn_path_step_items').where('id', '=', id).execute();
}

/** Whether the record a step item names exists, with its title and visibility (any visibility: the console's view). */
export async function findItemTarget(db: Db, type: string, id: number) {
  const table = ITEM_TABLES[type];
  if (!table) return undefined;
  return sql<{ title: string; is_show: number }>`SELECT ${sql.ref(table.title)} AS title, is_show
    FROM ${sql.table(table.name)} WHERE id = ${id}`
    .execute(db)
    .then((r) => r.rows[0]);
}

/** Where each kind of step item lives, and its title column. */
const ITEM_TABLES: Partial<Record<string, { name: keyof Database; title: string }>> = {
  course: { name: 'courses', title: 'title' },
  live: { name: 'live_courses', title: 'title' },
  book: { name: 'books', title: 'name' },
  topic: { name: 'topics', title: 'title' },
};
