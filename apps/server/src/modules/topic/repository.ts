import type { Db } from '../../db/index.ts';

export function listCategories(db: Db) {
  return db
    .selectFrom('topic_categories')
    .select(['id', 'name', 'parent_id'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

function shownTopics(db: Db, now: string, categoryIds: number[] | null) {
  let q = db
    .selectFrom('topics as t')
    .leftJoin('topic_categories as tc', 'tc.id', 't.category_id')
    .where('t.is_show', '=', 1)
    .where('t.published_at', '<=', now);
  if (categoryIds !== null) q = q.where('t.category_id', 'in', categoryIds);
  return q;
}

export async function countTopics(db: Db, now: string, categoryIds: number[] | null): Promise<number> {
  const row = await shownTopics(db, now, categoryIds)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const CARD = [
  't.id',
  't.title',
  't.thumb',
  't.charge',
  't.is_free',
  't.view_times',
  't.category_id',
  'tc.name as category_name',
  't.is_vip_free',
  't.vote_count',
  't.comment_times',
] as const;

export function listTopicPage(
  db: Db,
  now: string,
  categoryIds: number[] | null,
  limit: number,
  offset: number,
) {
  return shownTopics(db, now, categoryIds)
    .select(CARD)
    .orderBy('t.published_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function listRecommended(db: Db, now: string) {
  return shownTopics(db, now, null)
    .select(CARD)
    .where('t.is_rec', '=', 1)
    .orderBy('t.published_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(10)
    .execute();
}

export function findShownTopic(db: Db, id: number, now: string) {
  return db
    .selectFrom('topics')
    .select([
      'id',
      'title',
      'thumb',
      'charge',
      'is_free',
      'is_vip_free',
      'created_at',
      'view_times',
      'vote_count',
      'free_content_render',
      'render_content',
    ])
    .where('id', '=', id)
    .where('is_show', '=', 1)
    .where('published_at', '<=', now)
    .executeTakeFirst();
}

export type TopicRow = NonNullable<Awaited<ReturnType<typeof findShownTopic>>>;

export async function incrementViews(db: Db, id: number): Promise<void> {
  await db
    .updateTable('topics')
    .set((eb) => ({ view_times: eb('view_times', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function hasBoughtTopic(db: Db, userId: number, topicId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_topics')
    .select('topic_id')
    .where('user_id', '=', userId)
    .where('topic_id', '=', topicId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasRow(
  db: Db,
  table: 'topic_votes' | 'topic_collects',
  userId: number,
  topicId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('topic_id')
    .where('user_id', '=', userId)
    .where('topic_id', '=', topicId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's reading record of a topic (study centre 在学). */
export async function recordView(db: Db, userId: number, topicId: number, now: string): Promise<void> {
  await db
    .insertInto('topic_user_views')
    .values({ user_id: userId, topic_id: topicId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'topic_id']).doUpdateSet({ updated_at: now }))
    .execute();
}

// ---------------------------------------------------------------- vote and collect (toggles)

export async function deleteVote(db: Db, userId: number, topicId: number): Promise<number> {
  const r = await db
    .deleteFrom('topic_votes')
    .where('user_id', '=', userId)
    .where('topic_id', '=', topicId)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Inserts the vote unless it exists; whether a row was added. */
export async function insertVote(db: Db, userId: number, topicId: number, now: string): Promise<boolean> {
  const r = await db
    .insertInto('topic_votes')
    .values({ user_id: userId, topic_id: topicId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function addVoteCount(db: Db, topicId: number, delta: 1 | -1): Promise<void> {
  await db
    .updateTable('topics')
    .set((eb) => ({ vote_count: eb('vote_count', '+', delta) }))
    .where('id', '=', topicId)
    .execute();
}

export async function deleteCollect(db: Db, userId: number, topicId: number): Promise<number> {
  const r = await db
    .deleteFrom('topic_collects')
    .where('user_id', '=', userId)
    .where('topic_id', '=', topicId)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function insertCollect(db: Db, userId: number, topicId: number, now: string): Promise<void> {
  await db
    .insertInto('topic_collects')
    .values({ user_id: userId, topic_id: topicId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

// ---------------------------------------------------------------- comments

export function listComments(db: Db, topicId: number, parentId: number, limit: number, offset: number) {
  return db
    .selectFrom('topic_comments as c')
    .select((eb) => [
      'c.id',
      'c.parent_id',
      'c.user_id',
      'c.reply_comment_id',
      'c.content',
      'c.created_at',
      eb
        .selectFrom('topic_comments as r')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('r.parent_id', '=', 'c.id')
        .as('children_count'),
    ])
    .where('c.topic_id', '=', topicId)
    .where('c.parent_id', '=', parentId)
    .orderBy('c.id', parentId === 0 ? 'desc' : 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countComments(db: Db, topicId: number, parentId: number): Promise<number> {
  const row = await db
    .selectFrom('topic_comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('topic_id', '=', topicId)
    .where('parent_id', '=', parentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findComment(db: Db, id: number) {
  return db
    .selectFrom('topic_comments')
    .select(['id', 'topic_id', 'parent_id', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findCommentAuthors(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('topic_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'u.nick_name'])
    .where('c.id', 'in', ids)
    .execute();
}

export async function insertComment(
  db: Db,
  c: {
    topic_id: number;
    user_id: number;
    parent_id: number;
    reply_comment_id: number;
    content: string;
    ip: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('topic_comments').values(c).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function addCommentCount(db: Db, topicId: number): Promise<void> {
  await db
    .updateTable('topics')
    .set((eb) => ({ comment_times: eb('comment_times', '+', 1) }))
    .where('id', '=', topicId)
    .execute();
}

// ---------------------------------------------------------------- writes used by the demo seeder and tests

export async function insertCategory(
  db: Db,
  c: { name: string; parent_id?: number; sort?: number; created_at: string; updated_at: string },
): Promise<number> {
  const { id } = await db.insertInto('topic_categories').values(c).returning('id').executeTakeFirstOrThrow();
  return id;
}

export interface NewTopic {
  category_id?: number;
  title: string;
  thumb?: string;
  charge?: number;
  is_free?: number;
  is_vip_free?: number;
  is_rec?: number;
  short_desc?: string;
  free_content_render?: string;
  render_content?: string;
  view_times?: number;
  vote_count?: number;
  is_show?: number;
  published_at: string;
  created_at: string;
  updated_at: string;
}

export async function insertTopic(db: Db, t: NewTopic): Promise<number> {
  const { id } = await db.insertInto('topics').values(t).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateTopic(
  db: Db,
  id: number,
  t: Partial<
    Pick<NewTopic, 'free_content_render' | 'render_content' | 'is_rec' | 'is_vip_free' | 'updated_at'>
  >,
): Promise<void> {
  await db.updateTable('topics').set(t).where('id', '=', id).execute();
}

export function listTopicsByTitle(db: Db, titles: string[]) {
  if (titles.length === 0) return Promise.resolve([]);
  return db.selectFrom('topics').select(['id', 'title', 'charge']).where('title', 'in', titles).execute();
}

export async function insertUserTopic(
  db: Db,
  r: { user_id: number; topic_id: number; charge: number; created_at: string },
): Promise<void> {
  await db.insertInto('user_topics').values(r).execute();
}
