import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { countOf, shownPublished } from '../../db/query-helpers.ts';

/** A record a sitemap lists: its id and when it last changed (database time, UTC). */
export interface SitemapRow {
  id: number;
  updated_at: string;
}

/** The tables whose records have public pages; catalogue records count only while shown and published. */
export type SitemapTable =
  'courses' | 'live_courses' | 'books' | 'topics' | 'learn_paths' | 'wenda_questions' | 'announcements';

/** Questions and announcements have no 显示 switch: every one is public, as their API answers them. */
const ALWAYS_PUBLIC = new Set<SitemapTable>(['wenda_questions', 'announcements']);

function listed(db: Db, table: SitemapTable, now: string) {
  const q = db.selectFrom(table);
  // A question a moderator hid (migration 0026) has no public page.
  if (table === 'wenda_questions') return q.where(sql<boolean>`is_hidden = 0`);
  return ALWAYS_PUBLIC.has(table) ? q : q.where(shownPublished(now, table));
}

/** How many records of a table a sitemap lists, and the newest change among them. */
export async function sitemapCount(
  db: Db,
  table: SitemapTable,
  now: string,
): Promise<{ total: number; lastmod: string | null }> {
  const [total, newest] = await Promise.all([
    countOf(listed(db, table, now)),
    listed(db, table, now).select('updated_at').orderBy('updated_at', 'desc').limit(1).executeTakeFirst(),
  ]);
  return { total, lastmod: newest?.updated_at ?? null };
}

/** One sitemap page of a table's listed records, by id. */
export function sitemapRows(
  db: Db,
  table: SitemapTable,
  now: string,
  page: { size: number; offset: number },
): Promise<SitemapRow[]> {
  return listed(db, table, now)
    .select(['id', 'updated_at'])
    .orderBy('id')
    .limit(page.size)
    .offset(page.offset)
    .execute();
}
