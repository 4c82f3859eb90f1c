import type { Db } from '../../db/index.ts';

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
  if (ids.length === 0) return Promise.resolve([]);
  return db
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
    .where('l.id', 'in', ids)
    .where('l.is_show', '=', 1)
    .where('l.published_at', '<=', now)
    .execute();
}

export function findBookCards(db: Db, ids: number[], now: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('books')
    .select(['id', 'name', 'thumb', 'charge', 'short_desc'])
    .where('id', 'in', ids)
    .where('is_show', '=', 1)
    .where('published_at', '<=', now)
    .execute();
}

export function findTopicCards(db: Db, ids: number[], now: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
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
    .where('t.id', 'in', ids)
    .where('t.is_show', '=', 1)
    .where('t.published_at', '<=', now)
    .execute();
}

export function findPathCards(db: Db, ids: number[], now: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
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
    .where('p.id', 'in', ids)
    .where('p.is_show', '=', 1)
    .where('p.published_at', '<=', now)
    .execute();
}

// ---------------------------------------------------------------- writes used by the demo seeder and tests

export async function insertBlock(
  db: Db,
  b: {
    platform: string;
    page: string;
    sign: string;
    sort: number;
    config: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('view_blocks').values(b).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertLiveCategory(
  db: Db,
  c: { name: string; sort: number; created_at: string; updated_at: string },
): Promise<number> {
  const { id } = await db.insertInto('live_categories').values(c).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertLiveCourse(
  db: Db,
  l: {
    category_id?: number;
    title: string;
    thumb: string;
    charge: number;
    short_description?: string;
    render_desc?: string;
    status: number;
    vip_can_view?: number;
    is_show?: number;
    published_at: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('live_courses').values(l).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertLiveVideo(
  db: Db,
  v: {
    course_id: number;
    title: string;
    status: number;
    published_at: string;
    duration?: number;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('live_videos').values(v).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertBook(
  db: Db,
  b: {
    name: string;
    thumb: string;
    charge: number;
    short_desc?: string;
    render_desc?: string;
    is_vip_free?: number;
    view_times?: number;
    user_count?: number;
    published_at: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('books').values(b).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertBookArticle(
  db: Db,
  a: {
    book_id: number;
    title: string;
    charge: number;
    render_content: string;
    published_at: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('book_articles').values(a).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertTopicCategory(
  db: Db,
  c: { name: string; sort?: number; created_at: string; updated_at: string },
): Promise<number> {
  const { id } = await db.insertInto('topic_categories').values(c).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertTopic(
  db: Db,
  t: {
    category_id?: number;
    title: string;
    thumb?: string;
    charge?: number;
    is_free?: number;
    short_desc?: string;
    free_content_render?: string;
    render_content?: string;
    view_times?: number;
    is_show?: number;
    published_at: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('topics').values(t).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertLearnPath(
  db: Db,
  p: {
    name: string;
    thumb?: string;
    charge: number;
    original_charge?: number;
    desc: string;
    published_at: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('learn_paths').values(p).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertLearnPathStep(
  db: Db,
  s: { path_id: number; name: string; sort?: number; created_at: string; updated_at: string },
): Promise<number> {
  const { id } = await db.insertInto('learn_path_steps').values(s).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertLearnPathItem(
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
