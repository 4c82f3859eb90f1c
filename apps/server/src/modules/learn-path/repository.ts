import type { Insertable, SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import {
  byIds,
  categoryRows,
  inCategoryTree,
  insertId,
  listPage,
  shownPublished,
  type Page,
} from '../../db/query-helpers.ts';

// ---------------------------------------------------------------- categories and paths

export const listCategories = (db: Db) => categoryRows(db, 'learn_path_categories');

export interface PathFilter {
  now: string;
  /** 0 = every category; a parent id also matches its direct children. */
  categoryId: number;
}

/** Shown, published paths (in the category and its children when one is given). */
function shownPaths(db: Db, f: PathFilter) {
  const q = db.selectFrom('learn_paths as p').where(shownPublished(f.now, 'p'));
  return f.categoryId > 0
    ? q.where(inCategoryTree('p.category_id', 'learn_path_categories', f.categoryId))
    : q;
}

/** A path's card columns with its item count (every step item counts as a course, as MeEdu counts them). */
function pathCards<O>(q: SelectQueryBuilder<Database & { p: Database['learn_paths'] }, 'p', O>) {
  return q.select((eb) => [
    'p.id',
    'p.name',
    'p.thumb',
    'p.desc',
    'p.charge',
    'p.original_charge',
    eb
      .selectFrom('learn_path_step_items as i')
      .innerJoin('learn_path_steps as s', 's.id', 'i.step_id')
      .select((sub) => sub.fn.countAll<number>().as('n'))
      .whereRef('s.path_id', '=', 'p.id')
      .as('courses_count'),
    eb
      .selectFrom('learn_path_steps as s')
      .select((sub) => sub.fn.countAll<number>().as('n'))
      .whereRef('s.path_id', '=', 'p.id')
      .as('steps_count'),
  ]);
}

/** One page of shown, published paths, newest first, and how many there are. */
export function pathsPage(db: Db, f: PathFilter, page: Page) {
  return listPage(shownPaths(db, f), page, (q) =>
    pathCards(q).orderBy('p.published_at', 'desc').orderBy('p.id', 'desc'),
  );
}

export type PathCardRow = Awaited<ReturnType<typeof pathsPage>>['rows'][number];

/** A shown, published path. */
export function findShownPath(db: Db, id: number, now: string) {
  return pathCards(shownPaths(db, { now, categoryId: 0 }))
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export function listSteps(db: Db, pathIds: readonly number[]) {
  return byIds(pathIds, (ids) =>
    db
      .selectFrom('learn_path_steps')
      .select(['id', 'path_id', 'name', 'desc'])
      .where('path_id', 'in', ids)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  );
}

export function listStepItems(db: Db, stepIds: readonly number[]) {
  return byIds(stepIds, (ids) =>
    db
      .selectFrom('learn_path_step_items')
      .select(['id', 'step_id', 'type', 'other_id'])
      .where('step_id', 'in', ids)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  );
}

// ---------------------------------------------------------------- the products a step names

export function findCourses(db: Db, ids: readonly number[], now: string) {
  return byIds(ids, (some) =>
    db
      .selectFrom('courses')
      .select(['id', 'title as name', 'thumb', 'charge', 'is_free'])
      .where('id', 'in', some)
      .where(shownPublished(now, 'courses'))
      .execute(),
  );
}

export function findLives(db: Db, ids: readonly number[], now: string) {
  return byIds(ids, (some) =>
    db
      .selectFrom('live_courses')
      .select(['id', 'title as name', 'thumb', 'charge'])
      .where('id', 'in', some)
      .where(shownPublished(now, 'live_courses'))
      .execute(),
  );
}

export function findBooks(db: Db, ids: readonly number[], now: string) {
  return byIds(ids, (some) =>
    db
      .selectFrom('books')
      .select(['id', 'name', 'thumb', 'charge'])
      .where('id', 'in', some)
      .where(shownPublished(now, 'books'))
      .execute(),
  );
}

export function findTopics(db: Db, ids: readonly number[], now: string) {
  return byIds(ids, (some) =>
    db
      .selectFrom('topics')
      .select(['id', 'title as name', 'thumb', 'charge'])
      .where('id', 'in', some)
      .where(shownPublished(now, 'topics'))
      .execute(),
  );
}

// ---------------------------------------------------------------- the member's records

export function courseProgress(db: Db, userId: number, courseIds: readonly number[]) {
  return byIds(courseIds, (ids) =>
    db
      .selectFrom('course_user_records')
      .select(['course_id as id', 'progress'])
      .where('user_id', '=', userId)
      .where('course_id', 'in', ids)
      .execute(),
  );
}

/** Per live course: its shown lessons and the ones the member has finished watching. */
export function liveCounts(db: Db, userId: number, courseIds: readonly number[]) {
  return byIds(courseIds, (ids) =>
    db
      .selectFrom('live_videos as v')
      .leftJoin('live_watch_records as r', (j) =>
        j.onRef('r.video_id', '=', 'v.id').on('r.user_id', '=', userId).on('r.watched_at', 'is not', null),
      )
      .select((eb) => [
        'v.course_id as id',
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('r.id').as('watched'),
      ])
      .where('v.course_id', 'in', ids)
      .where('v.is_show', '=', 1)
      .groupBy('v.course_id')
      .execute(),
  );
}

/** The member's reading position in each book (the last article read). */
export function bookViews(db: Db, userId: number, bookIds: readonly number[]) {
  return byIds(bookIds, (ids) =>
    db
      .selectFrom('book_user_views')
      .select(['book_id as id', 'article_id'])
      .where('user_id', '=', userId)
      .where('book_id', 'in', ids)
      .execute(),
  );
}

/** The shown articles of the books, in reading order. */
export function bookArticleIds(db: Db, bookIds: readonly number[]) {
  return byIds(bookIds, (ids) =>
    db
      .selectFrom('book_articles')
      .select(['id', 'book_id'])
      .where('book_id', 'in', ids)
      .where('is_show', '=', 1)
      .orderBy('chapter_id')
      .orderBy('published_at')
      .orderBy('id')
      .execute(),
  );
}

export async function readTopicIds(
  db: Db,
  userId: number,
  topicIds: readonly number[],
): Promise<Set<number>> {
  const rows = await byIds(topicIds, (ids) =>
    db
      .selectFrom('topic_user_views')
      .select('topic_id')
      .where('user_id', '=', userId)
      .where('topic_id', 'in', ids)
      .execute(),
  );
  return new Set(rows.map((r) => r.topic_id));
}

// ---------------------------------------------------------------- writes used by the demo seeder and tests

export const insertCategory = (db: Db, row: Insertable<Database['learn_path_categories']>) =>
  insertId(db, 'learn_path_categories', row);

export const insertPath = (db: Db, row: Insertable<Database['learn_paths']>) =>
  insertId(db, 'learn_paths', row);

export const insertStep = (db: Db, row: Insertable<Database['learn_path_steps']>) =>
  insertId(db, 'learn_path_steps', row);

export const insertStepItem = (db: Db, row: Insertable<Database['learn_path_step_items']>) =>
  insertId(db, 'learn_path_step_items', row);

/** The demo seeder's view of what exists: every path with its steps' ids. */
export function listAllPaths(db: Db) {
  return db.selectFrom('learn_paths').select(['id', 'name']).orderBy('id').execute();
}

export async function setPathCategory(db: Db, pathId: number, categoryId: number): Promise<void> {
  await db.updateTable('learn_paths').set({ category_id: categoryId }).where('id', '=', pathId).execute();
}

export async function setStepDesc(db: Db, stepId: number, desc: string): Promise<void> {
  await db.updateTable('learn_path_steps').set({ desc }).where('id', '=', stepId).execute();
}

export function firstShownIds(db: Db, table: 'books' | 'topics' | 'courses', limit: number) {
  return db.selectFrom(table).select('id').where('is_show', '=', 1).orderBy('id').limit(limit).execute();
}

export function listAllPathIds(db: Db, id: number) {
  return db.selectFrom('learn_paths').select('id').where('id', '=', id).execute();
}
