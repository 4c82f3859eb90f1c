import type { Context } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { isoTime, toDbTime } from '../../lib/dates.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { paging, query } from '../../lib/validate.ts';
import { assetUrl } from '../course/repo.ts';
import type { ApiModule } from '../index.ts';
import {
  SEARCH_TYPES,
  candidates,
  reallyMatches,
  snippet,
  stripTags,
  terms,
  type SearchSource,
} from './search.ts';

const searchQuery = z
  .object({
    keywords: z.string({ error: '请输入关键字' }).trim().min(1, '请输入关键字').max(100, '关键字过长'),
    type: z
      .string()
      .optional()
      .transform((t) => (t === undefined || t === '' || t === '0' ? null : t)),
  })
  .and(paging(10));

const SOURCE_SQL: Record<string, string> = {
  vod: `SELECT title, short_description AS short_desc, render_desc AS desc, thumb, charge, created_at, updated_at
        FROM courses WHERE id = @id AND is_show = 1 AND published_at <= @now`,
  video: `SELECT v.title, v.seo_description AS short_desc, '' AS desc, c.thumb, v.charge, v.created_at, v.updated_at
          FROM videos v JOIN courses c ON c.id = v.course_id
          WHERE v.id = @id AND v.is_show = 1 AND v.published_at <= @now AND c.published_at <= @now`,
  live: `SELECT title, short_description AS short_desc, render_desc AS desc, thumb, charge, created_at, updated_at
         FROM live_courses WHERE id = @id AND is_show = 1 AND published_at <= @now`,
  book: `SELECT name AS title, short_desc, render_desc AS desc, thumb, charge, created_at, updated_at
         FROM books WHERE id = @id AND is_show = 1 AND published_at <= @now`,
  topic: `SELECT title, short_desc, free_content_render AS desc, thumb, charge, created_at, updated_at
          FROM topics WHERE id = @id AND is_show = 1 AND published_at <= @now`,
};

/** The visible source record of a hit (shown and published), or undefined. */
function loadSource(deps: AppDeps, type: string, id: number, now: string): SearchSource | undefined {
  const sql = SOURCE_SQL[type];
  return sql === undefined
    ? undefined
    : deps.db.prepare<[{ id: number; now: string }], SearchSource>(sql).get({ id, now });
}

function search(c: Context, deps: AppDeps) {
  const q = query(c, searchQuery);
  const type = q.type === null ? null : SEARCH_TYPES.find((t) => t === q.type);
  if (type === undefined) throw new ApiError('参数错误');
  const now = toDbTime(deps.clock.now());
  const ts = terms(q.keywords);
  const hits: (SearchSource & { id: number; resource_type: string; resource_id: number; text: string })[] =
    [];
  for (const row of candidates(deps.db, q.keywords, type)) {
    const src = loadSource(deps, row.resource_type, row.resource_id, now);
    if (!src) continue;
    const text = stripTags(src.desc);
    if (!reallyMatches({ title: src.title, short_desc: src.short_desc, text }, ts)) continue;
    hits.push({
      id: row.rowid,
      resource_type: row.resource_type,
      resource_id: row.resource_id,
      ...src,
      text,
    });
  }
  const page = hits.slice(q.offset, q.offset + q.size).map((h) => ({
    id: h.id,
    resource_type: h.resource_type,
    resource_id: h.resource_id,
    title: h.title,
    short_desc: h.short_desc,
    desc: h.text.slice(0, 200),
    thumb: h.thumb ? assetUrl(c, deps, h.thumb) : '',
    charge: h.charge,
    created_at: isoTime(h.created_at),
    updated_at: isoTime(h.updated_at),
    p: snippet(h.short_desc, h.text, q.keywords),
  }));
  return { total: hits.length, data: page };
}

export const searchModule: ApiModule = (app, deps) => {
  app.get('/api/v3/search', (c) => ok(c, search(c, deps)));
};
