import type { Insertable, Updateable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { byIds, insertId, shownPublished } from '../../db/query-helpers.ts';

export function listBlocks(db: Db, platform: string, page: string) {
  return db
    .selectFrom('view_blocks')
    .select(['id', 'platform', 'page', 'sign', 'sort', 'config'])
    .where('platform', '=', platform)
    .where('page', '=', page)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

// The products a list block shows: shown and published rows among the saved ids, each with what its card
// needs, in one query per block (counts as correlated subqueries, never one query per row).

export function findLiveCards(db: Db, ids: number[], now: string) {
  return byIds(ids, (some) =>
    db
      .selectFrom('live_courses as l')
      .leftJoin('live_categories as lc', 'lc.id', 'l.category_id')
      .select((eb) => [
        'l.id',
        'l.title',
        'l.thumb',
        'l.charge',
        'l.category_id',
        'lc.name as category_name',
        eb
          .selectFrom('live_videos as v')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('v.course_id', '=', 'l.id')
          .where('v.is_show', '=', 1)
          .as('videos_count'),
      ])
      .where('l.id', 'in', some)
      .where(shownPublished(now, 'l'))
      .execute(),
  );
}

export function findBookCards(db: Db, ids: number[], now: string) {
  return byIds(ids, (some) =>
    db
      .selectFrom('books')
      .select(['id', 'name', 'thumb', 'charge', 'short_desc'])
      .where('id', 'in', some)
      .where(shownPublished(now, 'books'))
      .execute(),
  );
}

export function findTopicCards(db: Db, ids: number[], now: string) {
  return byIds(ids, (some) =>
    db
      .selectFrom('topics as t')
      .leftJoin('topic_categories as tc', 'tc.id', 't.category_id')
      .select([
        't.id',
        't.title',
        't.thumb',
        't.charge',
        't.view_times',
        't.category_id',
        'tc.name as category_name',
      ])
      .where('t.id', 'in', some)
      .where(shownPublished(now, 't'))
      .execute(),
  );
}

export function findPathCards(db: Db, ids: number[], now: string) {
  return byIds(ids, (some) =>
    db
      .selectFrom('learn_paths as p')
      .select((eb) => [
        'p.id',
        'p.name',
        'p.thumb',
        'p.charge',
        'p.original_charge',
        'p.desc',
        eb
          .selectFrom('learn_path_steps as s')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('s.path_id', '=', 'p.id')
          .as('steps_count'),
        eb
          .selectFrom('learn_path_step_items as i')
          .innerJoin('learn_path_steps as s', 's.id', 'i.step_id')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('s.path_id', '=', 'p.id')
          .as('courses_count'),
      ])
      .where('p.id', 'in', some)
      .where(shownPublished(now, 'p'))
      .execute(),
  );
}

// ---------------------------------------------------------------- writes used by the demo seeder and tests

export const insertBlock = (db: Db, row: Insertable<Database['view_blocks']>) =>
  insertId(db, 'view_blocks', row);

// ---------------------------------------------------------------- console (permission `home`)

export const blockRowsOf = (db: Db, platform: string, page: string) =>
  db
    .selectFrom('view_blocks')
    .selectAll()
    .where('platform', '=', platform)
    .where('page', '=', page)
    .orderBy('sort')
    .orderBy('id')
    .execute();
export type FullBlockRow = Awaited<ReturnType<typeof blockRowsOf>>[number];

export const findBlock = (db: Db, id: number) =>
  db.selectFrom('view_blocks').selectAll().where('id', '=', id).executeTakeFirst();

export const updateBlock = (db: Db, id: number, row: Updateable<Database['view_blocks']>) =>
  db.updateTable('view_blocks').set(row).where('id', '=', id).execute();

export const deleteBlock = (db: Db, id: number) =>
  db.deleteFrom('view_blocks').where('id', '=', id).execute();

/** The next `sort` at the end of a page's blocks. */
export async function nextBlockSort(db: Db, platform: string, page: string): Promise<number> {
  const row = await db
    .selectFrom('view_blocks')
    .select((eb) => eb.fn.max('sort').as('n'))
    .where('platform', '=', platform)
    .where('page', '=', page)
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

/** Sets `sort` 1, 2, 3… in the order of `ids`. */
export async function writeBlockOrder(db: Db, ids: readonly number[], now: string): Promise<void> {
  for (const [i, id] of ids.entries())
    await db
      .updateTable('view_blocks')
      .set({ sort: i + 1, updated_at: now })
      .where('id', '=', id)
      .execute();
}
