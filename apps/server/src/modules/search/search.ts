import type { Db } from '../../db/index.ts';

export const SEARCH_TYPES = [
  'vod',
  'video',
  'live',
  'book',
  'topic',
  'paper',
  'practice',
  'mock_paper',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** At most this many ranked hits are considered (the reference takes 100, or 300 with a type). */
export const SEARCH_CAP = 300;

interface IndexRow {
  rowid: number;
  resource_type: string;
  resource_id: number;
  title: string;
  short_desc: string;
  body: string;
}

export interface SearchSource {
  title: string;
  short_desc: string;
  desc: string;
  thumb: string;
  charge: number;
  created_at: string;
  updated_at: string;
}

const decodeEntities = (s: string) =>
  s
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

export const stripTags = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** Keyword terms: split on whitespace, duplicates removed. */
export const terms = (keywords: string) => [...new Set(keywords.trim().split(/\s+/).filter(Boolean))];

/** FTS5 phrase for a term: double quotes doubled, so any character (c++, "a b") is literal. */
const phrase = (t: string) => `"${t.replace(/"/g, '""')}"`;
const likeArg = (t: string) => `%${t.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * Ranked candidate rows. Terms of ≥ 3 characters use the trigram index (bm25, title weighted highest); shorter
 * terms, which trigrams cannot match, fall back to LIKE. Rows with a title hit come first.
 */
export function candidates(db: Db, keywords: string, type: SearchType | null): IndexRow[] {
  const ts = terms(keywords);
  const long = ts.filter((t) => [...t].length >= 3);
  const short = ts.filter((t) => [...t].length < 3);
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (long.length > 0) {
    where.push('search_index MATCH ?');
    args.push(long.map(phrase).join(' AND '));
  }
  for (const t of short) {
    where.push("(title LIKE ? ESCAPE '\\' OR short_desc LIKE ? ESCAPE '\\' OR body LIKE ? ESCAPE '\\')");
    const a = likeArg(t);
    args.push(a, a, a);
  }
  if (type !== null) {
    where.push('resource_type = ?');
    args.push(type);
  }
  const titleHit = ts.map(() => "title LIKE ? ESCAPE '\\'").join(' AND ');
  const rank = long.length > 0 ? 'bm25(search_index, 0, 0, 10.0, 4.0, 1.0), ' : '';
  const sql = `SELECT rowid, resource_type, resource_id, title, short_desc, body FROM search_index
    WHERE ${where.join(' AND ')}
    ORDER BY (${titleHit}) DESC, ${rank}rowid DESC LIMIT ?`;
  return db.prepare<(string | number)[], IndexRow>(sql).all(...args, ...ts.map(likeArg), SEARCH_CAP);
}

const lower = (s: string) => s.toLocaleLowerCase();

/** True when every term really occurs in the visible text (hits only inside HTML markup do not count). */
export function reallyMatches(
  row: { title: string; short_desc: string; text: string },
  ts: string[],
): boolean {
  const hay = lower(`${row.title}\n${row.short_desc}\n${row.text}`);
  return ts.every((t) => hay.includes(lower(t)));
}

/**
 * The result line `p` (contract §10.1): short_desc when it contains the keyword, else up to 100 characters
 * either side of the first hit in the tag-stripped description, with '...'; '' when neither has it.
 */
export function snippet(shortDesc: string, text: string, keywords: string): string {
  const ts = [keywords.trim(), ...terms(keywords)];
  for (const t of ts) {
    if (t && lower(shortDesc).includes(lower(t))) return shortDesc;
  }
  for (const t of ts) {
    if (!t) continue;
    const at = lower(text).indexOf(lower(t));
    if (at < 0) continue;
    const start = Math.max(0, at - 100);
    const end = Math.min(text.length, at + t.length + 100);
    return `${text.slice(start, end)}...`;
  }
  return '';
}
