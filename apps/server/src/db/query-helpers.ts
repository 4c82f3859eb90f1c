import {
  sql,
  type AliasableExpression,
  type ExpressionBuilder,
  type Insertable,
  type Selectable,
  type SelectQueryBuilder,
} from 'kysely';
import type { Database, Db } from './index.ts';
import type { Generated } from './schema.ts';

/**
 * The shapes every repository repeats, said once: what a visitor may see, a category with its children, a list
 * page with its total, a query over an id list, "is there a row", a counter moved, and an insert that answers
 * the new id.
 */

/** `size` rows after `offset`: the page a list endpoint asked for. */
export interface Page {
  size: number;
  offset: number;
}

/** One page of rows and how many rows match in all. */
export interface RowsAndTotal<R> {
  rows: R[];
  total: number;
}

/** How many rows a filtered query (FROM, joins and WHERE; no columns, no order) matches. */
export async function countOf<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  counted: (eb: ExpressionBuilder<DB, TB>) => AliasableExpression<number> = (eb) => eb.fn.countAll<number>(),
): Promise<number> {
  const row = await filtered
    .select((eb) => counted(eb).as('total'))
    .$castTo<{ total: number | string }>()
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * A page of a list and its total, both from one filtered query: `filtered` holds the FROM and WHERE, and `list`
 * adds the columns, the joins they need and the order. The page and the total cannot disagree on what they
 * filter. `counted` replaces count(*) where a list row is a group (`count(distinct …)`).
 */
export async function listPage<DB, TB extends keyof DB, O, LDB, LTB extends keyof LDB, R>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  page: Page,
  list: (filtered: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<LDB, LTB, R>,
  counted?: (eb: ExpressionBuilder<DB, TB>) => AliasableExpression<number>,
): Promise<RowsAndTotal<R>> {
  const [rows, total] = await Promise.all([
    list(filtered).limit(page.size).offset(page.offset).execute(),
    countOf(filtered, counted),
  ]);
  return { rows, total };
}

/** Runs a query over a list of ids (or keys); an empty list answers `[]` without one (`IN ()` is not SQL). */
export function byIds<I, R>(ids: readonly I[], query: (ids: readonly I[]) => Promise<R[]>): Promise<R[]> {
  return ids.length === 0 ? Promise.resolve([]) : query(ids);
}

/**
 * `<from>.is_show = 1 AND <from>.published_at <= now`, for `.where(…)`: what a visitor may see of a catalogue
 * table. `from` is the table's name or its alias in the query.
 */
export function shownPublished(now: string, from: string) {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
    eb.and([eb(sql.ref(`${from}.is_show`), '=', 1), eb(sql.ref(`${from}.published_at`), '<=', now)]);
}

/** The category tables: two levels, a parent and its direct children (`parent_id`, 0 at the top). */
type CategoryTable =
  | 'course_categories'
  | 'live_categories'
  | 'book_categories'
  | 'topic_categories'
  | 'learn_path_categories'
  | 'wenda_categories';

/** Every row of a category table, by sort then id (the services build the tree). */
export function categoryRows(db: Db, table: CategoryTable) {
  return db.selectFrom(table).select(['id', 'name', 'parent_id']).orderBy('sort').orderBy('id').execute();
}

/**
 * `<column> = id OR <column> IN (the direct children of id)`, for `.where(…)`: a catalogue filtered by a
 * category also lists what sits in that category's children.
 */
export function inCategoryTree(column: string, categories: CategoryTable, categoryId: number) {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
    eb.or([
      eb(sql.ref(column), '=', categoryId),
      eb(
        sql.ref(column),
        'in',
        sql`(SELECT id FROM ${sql.table(categories)} WHERE parent_id = ${categoryId})`,
      ),
    ]);
}

/** Whether the query finds a row. */
export async function found(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}

/** The tables whose rows are numbered by an identity `id`. */
type NumberedTable = {
  [T in keyof Database]: Database[T] extends { id: Generated<number> } ? T : never;
}[keyof Database];

/** The number columns of a table (counters). */
type NumberColumn<T extends keyof Database> = {
  [C in keyof Selectable<Database[T]>]: Selectable<Database[T]>[C] extends number ? C : never;
}[keyof Selectable<Database[T]>] &
  string;

/** Adds `by` to a counter of one row (views, downloads, votes, learners), in the database. */
export async function increment<T extends NumberedTable>(
  db: Db,
  table: T,
  column: NumberColumn<T>,
  id: number,
  by = 1,
): Promise<void> {
  await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${sql.ref(column)} + ${by} WHERE id = ${id}`.execute(
    db,
  );
}

/** Inserts one row and answers its id. */
export async function insertId<T extends NumberedTable>(
  db: Db,
  table: T,
  row: Insertable<Database[T]>,
): Promise<number> {
  const { id } = await db.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}
