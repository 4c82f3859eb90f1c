import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import type { LearnPaths } from '../../db/schema.ts';

// ---------------------------------------------------------------- categories and paths

export function listCategories(db: Db) {
  return db
    .selectFrom('learn_path_categories')
    .select(['id', 'name', 'parent_id'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export interface PathFilter {
  now: string;
  /** 0 = every category; a parent id also matches its direct children. */
  categoryId: number;
}

function shownPaths(f: PathFilter) {
  return (eb: ExpressionBuilder<Database & { p: LearnPaths }, 'p'>) => {
    const conditions = [eb('p.is_show', '=', 1), eb('p.published_at', '<=', f.now)];
    if (f.categoryId > 0)
      conditions.push(
        eb.or([
          eb('p.category_id', '=', f.categoryId),
          eb(
            'p.category_id',
            'in',
            eb
              .selectFrom('learn_path_categories as c')
              .select('c.id')
              .where('c.parent_id', '=', f.categoryId),
          ),
        ]),
      );
    return eb.and(conditions);
  };
}

export async function countPaths(db: Db, f: PathFilter): Promise<number> {
  const row = await db
    .selectFrom('learn_paths as p')
    .where(shownPaths(f))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A path's card columns with its item count (every step item counts as a course, as MeEdu counts them). */
function pathCards(db: Db) {
  return db.selectFrom('learn_paths as p').select((eb) => [
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

export function listPathPage(db: Db, f: PathFilter, limit: number, offset: number) {
  return pathCards(db)
    .where(shownPaths(f))
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type PathCardRow = Awaited<ReturnType<typeof listPathPage>>[number];

/** A shown, published path. */
export function findShownPath(db: Db, id: number, now: string) {
  return pathCards(db)
    .where('p.id', '=', id)
    .where('p.is_show', '=', 1)
    .where('p.published_at', '<=', now)
    .executeTakeFirst();
}

export function listSteps(db: Db, pathIds: number[]) {
  if (pathIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('learn_path_steps')
    .select(['id', 'path_id', 'name', 'desc'])
    .where('path_id', 'in', pathIds)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listStepItems(db: Db, stepIds: number[]) {
  if (stepIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('learn_path_step_items')
    .select(['id', 'step_id', 'type', 'other_id'])
    .where('step_id', 'in', stepIds)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

// ---------------------------------------------------------------- the products a step names

export function findCourses(db: Db, ids: number[], now: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('courses')
    .select(['id', 'title as name', 'thumb', 'charge', 'is_free'])
    .where('id', 'in', ids)
    .where('is_show', '=', 1)
    .where('published_at', '<=', now)
    .execute();
}

export function findLives(db: Db, ids: number[], now: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('live_courses')
    .select(['id', 'title as name', 'thumb', 'charge'])
    .where('id', 'in', ids)
    .where('is_show', '=', 1)
    .where('published_at', '<=', now)
    .execute();
}

export function findBooks(db: Db, ids: number[], now: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('books')
    .select(['id', 'name', 'thumb', 'charge'])
    .where('id', 'in', ids)
    .where('is_show', '=', 1)
    .where('published_at', '<=', now)
    .execute();
}

export function findTopics(db: Db, ids: number[], now: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('topics')
    .select(['id', 'title as name', 'thumb', 'charge'])
    .where('id', 'in', ids)
    .where('is_show', '=', 1)
    .where('published_at', '<=', now)
    .execute();
}

// ---------------------------------------------------------------- the member's records

export function courseProgress(db: Db, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('course_user_records')
    .select(['course_id as id', 'progress'])
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .execute();
}

/** Per live course: its shown lessons and the ones the member has finished watching. */
export function liveCounts(db: Db, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('live_videos as v')
    .leftJoin('live_watch_records as r', (j) =>
      j.onRef('r.video_id', '=', 'v.id').on('r.user_id', '=', userId).on('r.watched_at', 'is not', null),
    )
    .select((eb) => [
      'v.course_id as id',
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('r.id').as('watched'),
    ])
    .where('v.course_id', 'in', courseIds)
    .where('v.is_show', '=', 1)
    .groupBy('v.course_id')
    .execute();
}

/** The member's reading position in each book (the last article read). */
export function bookViews(db: Db, userId: number, bookIds: number[]) {
  if (bookIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('book_user_views')
    .select(['book_id as id', 'article_id'])
    .where('user_id', '=', userId)
    .where('book_id', 'in', bookIds)
    .execute();
}

/** The shown articles of the books, in reading order. */
export function bookArticleIds(db: Db, bookIds: number[]) {
  if (bookIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('book_articles')
    .select(['id', 'book_id'])
    .where('book_id', 'in', bookIds)
    .where('is_show', '=', 1)
    .orderBy('chapter_id')
    .orderBy('published_at')
    .orderBy('id')
    .execute();
}

export async function readTopicIds(db: Db, userId: number, topicIds: number[]): Promise<Set<number>> {
  if (topicIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('topic_user_views')
    .select('topic_id')
    .where('user_id', '=', userId)
    .where('topic_id', 'in', topicIds)
    .execute();
  return new Set(rows.map((r) => r.topic_id));
}

// ---------------------------------------------------------------- ownership

export async function ownsPath(db: Db, userId: number, pathId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_learn_paths')
    .select('path_id')
    .where('user_id', '=', userId)
    .where('path_id', '=', pathId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUserPath(
  db: Db,
  row: { user_id: number; path_id: number; charge: number; created_at: string },
): Promise<boolean> {
  const r = await db
    .insertInto('user_learn_paths')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'path_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Grants the products of a bought path (each one once; what the member already owns stays as it is). */
export async function grantPathProducts(
  db: Db,
  userId: number,
  items: { type: string; other_id: number }[],
  now: string,
): Promise<void> {
  const ids = (type: string) => [...new Set(items.filter((i) => i.type === type).map((i) => i.other_id))];
  const base = { user_id: userId, charge: 0, created_at: now };
  for (const course_id of ids('course'))
    await db
      .insertInto('user_courses')
      .values({ ...base, course_id })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .execute();
  for (const course_id of ids('live'))
    await db
      .insertInto('user_live_courses')
      .values({ ...base, course_id })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .execute();
  for (const book_id of ids('book'))
    await db
      .insertInto('user_books')
      .values({ ...base, book_id })
      .onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing())
      .execute();
  for (const topic_id of ids('topic'))
    await db
      .insertInto('user_topics')
      .values({ ...base, topic_id })
      .onConflict((oc) => oc.columns(['user_id', 'topic_id']).doNothing())
      .execute();
}

// ---------------------------------------------------------------- writes used by the demo seeder and tests

export async function insertCategory(
  db: Db,
  c: { name: string; parent_id?: number; sort?: number; created_at: string; updated_at: string },
): Promise<number> {
  const { id } = await db
    .insertInto('learn_path_categories')
    .values(c)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertPath(
  db: Db,
  p: {
    category_id?: number;
    name: string;
    thumb?: string;
    charge: number;
    original_charge?: number;
    desc: string;
    is_show?: number;
    published_at: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('learn_paths').values(p).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertStep(
  db: Db,
  s: { path_id: number; name: string; desc?: string; sort?: number; created_at: string; updated_at: string },
): Promise<number> {
  const { id } = await db.insertInto('learn_path_steps').values(s).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertStepItem(
  db: Db,
  i: {
    step_id: number;
    type: string;
    other_id: number;
    sort?: number;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('learn_path_step_items')
    .values(i)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

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
