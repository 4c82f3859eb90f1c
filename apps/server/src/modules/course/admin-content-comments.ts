/**
 * The console's queries of the content area's comments (issue 31): books, book articles, topics and live classes.
 * Their four tables share the columns moderation needs (id, author, content, `is_hidden` of migration 0026, time)
 * and differ only in their target column and the table their target's title is in, so one query reads any of them
 * through a derived table of the shared shape instead of four copies of it.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { listPage, type RowsAndTotal } from '../../db/query-helpers.ts';
import { likePattern, type CommentFilter, type CommentRow, type ListPaging } from './admin-repository.ts';

export type ContentCommentKind = 'book' | 'book_article' | 'topic' | 'live';

interface CommentTable {
  table: string;
  target: string;
  /** The client address column (live comments keep only the province). */
  ip: string;
  targets: string;
  title: string;
  /** Replies point at their top-level comment by `parent_id`: deleting a comment deletes its replies. */
  threaded: boolean;
}

const TABLES: Record<ContentCommentKind, CommentTable> = {
  book: {
    table: 'book_comments',
    target: 'book_id',
    ip: 'ip',
    targets: 'books',
    title: 'name',
    threaded: false,
  },
  book_article: {
    table: 'book_article_comments',
    target: 'article_id',
    ip: 'ip',
    targets: 'book_articles',
    title: 'title',
    threaded: true,
  },
  topic: {
    table: 'topic_comments',
    target: 'topic_id',
    ip: 'ip',
    targets: 'topics',
    title: 'title',
    threaded: true,
  },
  live: {
    table: 'live_comments',
    target: 'course_id',
    ip: 'ip_province',
    targets: 'live_courses',
    title: 'title',
    threaded: false,
  },
};

export const isContentCommentKind = (kind: string): kind is ContentCommentKind => kind in TABLES;

interface SharedCommentColumns {
  id: number;
  target_id: number;
  user_id: number;
  content: string;
  is_hidden: number;
  ip: string;
  created_at: string;
}

function commentsOf(t: CommentTable) {
  return sql<SharedCommentColumns>`(SELECT id, ${sql.ref(t.target)} AS target_id, user_id, content, is_hidden, ${sql.ref(t.ip)} AS ip, created_at FROM ${sql.table(t.table)})`.as(
    'm',
  );
}

const targetsOf = (t: CommentTable) =>
  sql<{
    id: number;
    title: string;
  }>`(SELECT id, ${sql.ref(t.title)} AS title FROM ${sql.table(t.targets)})`.as('t');

/** One kind's comments, newest first (or oldest), with their target's title and author. */
export function contentCommentsPage(
  db: Db,
  kind: ContentCommentKind,
  f: CommentFilter,
  paging: ListPaging<'id'>,
): Promise<RowsAndTotal<CommentRow>> {
  const t = TABLES[kind];
  let filtered = db.selectFrom(commentsOf(t));
  if (f.id !== undefined) filtered = filtered.where('m.id', '=', f.id);
  if (f.q) filtered = filtered.where(sql<boolean>`m.content LIKE ${likePattern(f.q)} ESCAPE '\\'`);
  if (f.userId !== undefined) filtered = filtered.where('m.user_id', '=', f.userId);
  if (f.isHidden !== undefined) filtered = filtered.where('m.is_hidden', '=', f.isHidden);
  return listPage(filtered, paging, (q) =>
    q
      .leftJoin(targetsOf(t), (join) => join.onRef('t.id', '=', 'm.target_id'))
      .leftJoin('users as u', 'u.id', 'm.user_id')
      .select([
        'm.id',
        'm.target_id',
        't.title as target_title',
        sql<number | null>`NULL`.as('course_id'),
        'm.user_id',
        'u.nick_name',
        'm.content as original_content',
        'm.is_hidden',
        sql<number>`1`.as('is_check'),
        'm.ip',
        'm.created_at',
      ])
      .orderBy('m.id', paging.sort.desc ? 'desc' : 'asc'),
  );
}

export async function setContentCommentHidden(db: Db, kind: ContentCommentKind, id: number, hidden: boolean) {
  await sql`UPDATE ${sql.table(TABLES[kind].table)} SET is_hidden = ${hidden ? 1 : 0} WHERE id = ${id}`.execute(
    db,
  );
}

export async function deleteContentComment(db: Db, kind: ContentCommentKind, id: number) {
  const t = TABLES[kind];
  if (t.threaded)
    await sql`DELETE FROM ${sql.table(t.table)} WHERE id = ${id} OR parent_id = ${id}`.execute(db);
  else await sql`DELETE FROM ${sql.table(t.table)} WHERE id = ${id}`.execute(db);
}
