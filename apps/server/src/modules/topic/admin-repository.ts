/**
 * The console's queries of topics (图文, issue 31): every row whatever its visibility. The storefront's queries
 * are in repository.ts; both read the same table.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import {
  categoryRows,
  countOf,
  inCategoryTree,
  insertId,
  listPage,
  type RowsAndTotal,
} from '../../db/query-helpers.ts';
import type { ListParams } from '../../console/http.ts';
import { likePattern } from '../course/admin-repository.ts';

export const topicCategories = (db: Db) => categoryRows(db, 'topic_categories');

export interface TopicFilter {
  q?: string;
  categoryId?: number;
  isShow?: 0 | 1;
}

const TOPIC_COLUMNS = [
  't.id',
  't.title',
  't.category_id',
  'tc.name as category_name',
  't.thumb',
  't.charge',
  't.is_vip_free',
  't.is_show',
  't.published_at',
  't.short_desc',
  't.view_times',
  't.free_content_render',
  't.render_content',
  't.created_at',
] as const;

const withCategory = (db: Db) =>
  db.selectFrom('topics as t').leftJoin('topic_categories as tc', 'tc.id', 't.category_id');

export const findTopic = (db: Db, id: number) =>
  withCategory(db).select(TOPIC_COLUMNS).where('t.id', '=', id).executeTakeFirst();

export type TopicRow = NonNullable<Awaited<ReturnType<typeof findTopic>>>;

export function topicsPage(
  db: Db,
  f: TopicFilter,
  paging: ListParams<'id' | 'published_at' | 'charge' | 'view_times'>,
): Promise<RowsAndTotal<TopicRow>> {
  let filtered = db.selectFrom('topics as t');
  if (f.q) filtered = filtered.where(sql<boolean>`t.title LIKE ${likePattern(f.q)} ESCAPE '\\'`);
  if (f.categoryId !== undefined)
    filtered = filtered.where(inCategoryTree('t.category_id', 'topic_categories', f.categoryId));
  if (f.isShow !== undefined) filtered = filtered.where('t.is_show', '=', f.isShow);
  const dir = paging.sort.desc ? 'desc' : 'asc';
  return listPage(filtered, paging, (q) =>
    q
      .leftJoin('topic_categories as tc', 'tc.id', 't.category_id')
      .select(TOPIC_COLUMNS)
      .orderBy(`t.${paging.sort.field}`, dir)
      .orderBy('t.id', dir),
  );
}

export const insertTopic = (db: Db, row: Insertable<Database['topics']>) => insertId(db, 'topics', row);

export async function updateTopic(db: Db, id: number, row: Updateable<Database['topics']>) {
  await db.updateTable('topics').set(row).where('id', '=', id).execute();
}

/** Members who bought the topic: such a topic is hidden, never deleted. */
export const countBuyers = (db: Db, topicId: number) =>
  countOf(db.selectFrom('user_topics').where('topic_id', '=', topicId));

export async function deleteTopic(db: Db, id: number) {
  await db.deleteFrom('topic_comments').where('topic_id', '=', id).execute();
  await db.deleteFrom('topic_votes').where('topic_id', '=', id).execute();
  await db.deleteFrom('topic_collects').where('topic_id', '=', id).execute();
  await db.deleteFrom('topic_user_views').where('topic_id', '=', id).execute();
  await db.deleteFrom('topics').where('id', '=', id).execute();
}
