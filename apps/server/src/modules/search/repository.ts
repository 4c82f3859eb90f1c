import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db, DialectName } from '../../db/index.ts';
import { byIds, shownPublished } from '../../db/query-helpers.ts';

/** A ranked hit of the search index (the source record is read afterwards). */
export interface IndexHit {
  rowid: number;
  resource_type: string;
  resource_id: number;
}

/**
 * The search index, one interface for both databases: every term must occur (case-insensitively) in the title,
 * short description or body; rows whose title holds every term come first, then those whose short
 * description does, then newest (highest rowid) first. At most `cap` rows.
 */
export interface SearchIndex {
  candidates(db: Db, terms: string[], type: string | null, cap: number): Promise<IndexHit[]>;
}

/** `%term%` for LIKE/ILIKE with `\`, `%` and `_` escaped (ESCAPE '\' is said explicitly on both databases). */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** FTS5 phrase for a term: double quotes doubled, so any character (c++, "a b") is literal. */
const phrase = (t: string) => `"${t.replace(/"/g, '""')}"`;

/** `lower(column) LIKE lower(pattern)`: no reliance on either database's LIKE case rules. */
const like = (column: 'title' | 'short_desc' | 'body', pattern: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) LIKE lower(${pattern}) ESCAPE '\\'`;

const anyColumn = (pattern: string) =>
  sql<SqlBool>`(${like('title', pattern)} OR ${like('short_desc', pattern)} OR ${like('body', pattern)})`;

const allIn = (column: 'title' | 'short_desc', terms: string[]) =>
  sql<number>`CASE WHEN ${sql.join(
    terms.map((t) => like(column, likePattern(t))),
    sql` AND `,
  )} THEN 1 ELSE 0 END`;

function ranked(db: Db, terms: string[], type: string | null, cap: number, match: RawBuilder<SqlBool>[]) {
  let q = db.selectFrom('search_index').select(['rowid', 'resource_type', 'resource_id']);
  for (const m of match) q = q.where(m);
  if (type !== null) q = q.where('resource_type', '=', type);
  return q
    .orderBy(allIn('title', terms), 'desc')
    .orderBy(allIn('short_desc', terms), 'desc')
    .orderBy('rowid', 'desc')
    .limit(cap)
    .execute();
}

/**
 * SQLite: FTS5 with the trigram tokenizer (case-insensitive) for terms of 3+ characters; trigrams cannot match
 * shorter terms, which fall back to LIKE over the same table.
 */
export const sqliteSearchIndex: SearchIndex = {
  candidates(db, terms, type, cap) {
    const long = terms.filter((t) => [...t].length >= 3);
    const short = terms.filter((t) => [...t].length < 3);
    const match: RawBuilder<SqlBool>[] = [];
    if (long.length > 0) match.push(sql<SqlBool>`search_index MATCH ${long.map(phrase).join(' AND ')}`);
    for (const t of short) match.push(anyColumn(likePattern(t)));
    return ranked(db, terms, type, cap, match);
  },
};

/** PostgreSQL: ILIKE over the search_index table, whose pg_trgm GIN indexes serve substrings of any length. */
export const postgresSearchIndex: SearchIndex = {
  candidates(db, terms, type, cap) {
    const ilike = (column: 'title' | 'short_desc' | 'body', pattern: string) =>
      sql<SqlBool>`${sql.ref(column)} ILIKE ${pattern} ESCAPE '\\'`;
    const match = terms.map((t) => {
      const p = likePattern(t);
      return sql<SqlBool>`(${ilike('title', p)} OR ${ilike('short_desc', p)} OR ${ilike('body', p)})`;
    });
    return ranked(db, terms, type, cap, match);
  },
};

export const searchIndexFor = (dialect: DialectName): SearchIndex =>
  dialect === 'postgres' ? postgresSearchIndex : sqliteSearchIndex;

// ---------------------------------------------------------------- the records behind the hits

export interface SearchSource {
  id: number;
  title: string;
  short_desc: string;
  desc: string;
  thumb: string;
  charge: number;
  created_at: string;
  updated_at: string;
}

/**
 * The catalogue's searchable records: which table, and which of its columns are the index's title, short
 * description and body (as the migrations' search triggers index them).
 */
const CATALOGUE = {
  vod: { table: 'courses', title: 'title', shortDesc: 'short_description', desc: 'render_desc' },
  live: { table: 'live_courses', title: 'title', shortDesc: 'short_description', desc: 'render_desc' },
  book: { table: 'books', title: 'name', shortDesc: 'short_desc', desc: 'render_desc' },
  // Only the free part of a topic is searchable (and indexed): paid text never appears in results.
  topic: { table: 'topics', title: 'title', shortDesc: 'short_desc', desc: 'free_content_render' },
} as const;

const isCatalogueType = (type: string): type is keyof typeof CATALOGUE => type in CATALOGUE;

/** Shown, published records of one type among `ids` (a video also needs its course published). */
export function findSources(
  db: Db,
  type: string,
  ids: readonly number[],
  now: string,
): Promise<SearchSource[]> {
  return byIds(ids, (some) => sourcesOf(db, type, some, now));
}

function sourcesOf(db: Db, type: string, ids: readonly number[], now: string): Promise<SearchSource[]> {
  if (isCatalogueType(type)) {
    const c = CATALOGUE[type];
    return db
      .selectFrom(c.table)
      .select([
        'id',
        sql<string>`${sql.ref(c.title)}`.as('title'),
        sql<string>`${sql.ref(c.shortDesc)}`.as('short_desc'),
        sql<string>`${sql.ref(c.desc)}`.as('desc'),
        'thumb',
        'charge',
        'created_at',
        'updated_at',
      ])
      .where('id', 'in', ids)
      .where(shownPublished(now, c.table))
      .execute();
  }
  switch (type) {
    case 'video':
      return db
        .selectFrom('videos as v')
        .innerJoin('courses as c', 'c.id', 'v.course_id')
        .select([
          'v.id',
          'v.title',
          'v.seo_description as short_desc',
          sql<string>`''`.as('desc'),
          'c.thumb',
          'v.charge',
          'v.created_at',
          'v.updated_at',
        ])
        .where('v.id', 'in', ids)
        .where(shownPublished(now, 'v'))
        .where('c.published_at', '<=', now)
        .execute();
    case 'paper':
      return examSources(db, 'exam_papers', 'title', ids);
    case 'practice':
      return examSources(db, 'exam_practices', 'name', ids);
    case 'mock_paper':
      return examSources(db, 'exam_mock_papers', 'title', ids);
    default:
      return Promise.resolve([]);
  }
}

/** Shown papers, practices and mock papers: title and description only, never their questions or answers. */
function examSources(
  db: Db,
  table: 'exam_papers' | 'exam_practices' | 'exam_mock_papers',
  titleColumn: 'title' | 'name',
  ids: readonly number[],
): Promise<SearchSource[]> {
  return db
    .selectFrom(table)
    .select([
      'id',
      sql<string>`${sql.ref(titleColumn)}`.as('title'),
      'short_desc',
      sql<string>`''`.as('desc'),
      sql<string>`''`.as('thumb'),
      'charge',
      'created_at',
      'updated_at',
    ])
    .where('id', 'in', ids)
    .where('is_show', '=', 1)
    .execute();
}
