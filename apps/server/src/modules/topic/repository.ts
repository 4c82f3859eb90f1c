import type { Insertable, Updateable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import {
  byIds,
  categoryRows,
  found,
  increment,
  insertId,
  listPage,
  shownPublished,
  type Page,
} from '../../db/query-helpers.ts';

export const listCategories = (db: Db) => categoryRows(db, 'topic_categories');

function shownTopics(db: Db, now: string, categoryIds: number[] | null) {
  const q = db
    .selectFrom('topics as t')
    .leftJoin('topic_categories as tc', 'tc.id', 't.category_id')
    .where(shownPublished(now, 't'));
  return categoryIds === null ? q : q.where('t.category_id', 'in', categoryIds);
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

export function topicsPage(db: Db, now: string, categoryIds: number[] | null, page: Page) {
  return listPage(shownTopics(db, now, categoryIds), page, (q) =>
    q.select(CARD).orderBy('t.published_at', 'desc').orderBy('t.id', 'desc'),
  );
}

export type TopicCardRow = Awaited<ReturnType<typeof topicsPage>>['rows'][number];

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
    .where(shownPublished(now, 'topics'))
    .executeTakeFirst();
}

export type TopicRow = NonNullable<Awaited<ReturnType<typeof findShownTopic>>>;

export const incrementViews = (db: Db, id: number): Promise<void> =>
  increment(db, 'topics', 'view_times', id);

export function hasRow(
  db: Db,
  table: 'topic_votes' | 'topic_collects',
  userId: number,
  topicId: number,
): Promise<boolean> {
  return found(
    db.selectFrom(table).select('topic_id').where('user_id', '=', userId).where('topic_id', '=', topicId),
  );
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

export const addVoteCount = (db: Db, id: number, delta: 1 | -1): Promise<void> =>
  increment(db, 'topics', 'vote_count', id, delta);

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

/** Top-level comments (parent 0) newest first, or one comment's replies oldest first, with reply counts. */
export function commentsPage(db: Db, topicId: number, parentId: number, page: Page) {
  const thread = db
    .selectFrom('topic_comments as c')
    .where('c.topic_id', '=', topicId)
    .where('c.parent_id', '=', parentId)
    .where('c.is_hidden', '=', 0);
  return listPage(thread, page, (q) =>
    q
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
          .where('r.is_hidden', '=', 0)
          .as('children_count'),
      ])
      .orderBy('c.id', parentId === 0 ? 'desc' : 'asc'),
  );
}

export function findComment(db: Db, id: number) {
  return db
    .selectFrom('topic_comments')
    .select(['id', 'topic_id', 'parent_id', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findCommentAuthors(db: Db, ids: readonly number[]) {
  return byIds(ids, (some) =>
    db
      .selectFrom('topic_comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.user_id', 'u.nick_name'])
      .where('c.id', 'in', some)
      .execute(),
  );
}

export const insertComment = (db: Db, row: Insertable<Database['topic_comments']>) =>
  insertId(db, 'topic_comments', row);

export const addCommentCount = (db: Db, id: number): Promise<void> =>
  increment(db, 'topics', 'comment_times', id);

// ---------------------------------------------------------------- writes used by the demo seeder and tests

export const insertCategory = (db: Db, row: Insertable<Database['topic_categories']>) =>
  insertId(db, 'topic_categories', row);

export const insertTopic = (db: Db, row: Insertable<Database['topics']>) => insertId(db, 'topics', row);

export async function updateTopic(
  db: Db,
  id: number,
  t: Pick<
    Updateable<Database['topics']>,
    'free_content_render' | 'render_content' | 'is_rec' | 'is_vip_free' | 'updated_at'
  >,
): Promise<void> {
  await db.updateTable('topics').set(t).where('id', '=', id).execute();
}

export function listTopicsByTitle(db: Db, titles: readonly string[]) {
  return byIds(titles, (some) =>
    db.selectFrom('topics').select(['id', 'title', 'charge']).where('title', 'in', some).execute(),
  );
}
