import type { SearchItem, SearchReply } from '@meedu/contract';
import type { Db, DialectName } from '../../db/index.ts';
import { isoTime } from '../../lib/dates.ts';
import { htmlToText } from '../../lib/html.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import { findSources, searchIndexFor, type SearchSource } from './repository.ts';

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

/** Keyword terms: split on whitespace, duplicates removed. */
export const terms = (keywords: string) => [...new Set(keywords.trim().split(/\s+/).filter(Boolean))];

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

/**
 * contract §10.1: ranked candidates from the dialect's index, their visible records read in one query per type,
 * hits only inside markup dropped, then paged.
 */
export async function search(
  db: Db,
  dialect: DialectName,
  q: { keywords: string; type: SearchType | null; size: number; offset: number },
  now: string,
  base: string,
): Promise<SearchReply> {
  const ts = terms(q.keywords);
  const candidates = await searchIndexFor(dialect).candidates(db, ts, q.type, SEARCH_CAP);
  const idsByType = new Map<string, number[]>();
  for (const c of candidates) {
    const list = idsByType.get(c.resource_type) ?? [];
    list.push(c.resource_id);
    idsByType.set(c.resource_type, list);
  }
  const sources = new Map<string, SearchSource>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      for (const s of await findSources(db, type, ids, now)) sources.set(`${type}:${s.id}`, s);
    }),
  );
  const hits: { rowid: number; type: string; src: SearchSource; text: string }[] = [];
  for (const c of candidates) {
    const src = sources.get(`${c.resource_type}:${c.resource_id}`);
    if (!src) continue;
    const text = htmlToText(src.desc);
    if (!reallyMatches({ title: src.title, short_desc: src.short_desc, text }, ts)) continue;
    hits.push({ rowid: c.rowid, type: c.resource_type, src, text });
  }
  const data = hits.slice(q.offset, q.offset + q.size).map(({ rowid, type, src, text }): SearchItem => ({
    id: rowid,
    resource_type: type,
    resource_id: src.id,
    title: src.title,
    short_desc: src.short_desc,
    desc: text.slice(0, 200),
    thumb: src.thumb ? publicAssetUrl(base, src.thumb) : '',
    charge: src.charge,
    created_at: isoTime(src.created_at) ?? '',
    updated_at: isoTime(src.updated_at) ?? '',
    p: snippet(src.short_desc, text, q.keywords),
  }));
  return { total: hits.length, data };
}
