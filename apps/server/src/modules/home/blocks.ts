import { BLOCK_SIGNS, type BlockSign } from '@meedu/contract';
import type { Context } from 'hono';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { fromDbTime, isoTime } from '../../lib/dates.ts';
import {
  categoryNames,
  courseListItem,
  nowDb,
  videosCounts,
  assetUrl,
  type CourseRow,
} from '../course/repo.ts';
import type { MsGoodsRow, TgGoodsRow } from '../marketing-lookup/rows.ts';

interface BlockRow {
  id: number;
  platform: string;
  page: string;
  sign: string;
  sort: number;
  config: string;
}

type ListSign = Exclude<BlockSign, 'code'>;
const isListSign = (s: string): s is ListSign =>
  s !== 'code' && (BLOCK_SIGNS as readonly string[]).includes(s);

function parseConfig(text: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The saved item ids, in the saved order (items without an id are admin placeholders and are dropped). */
function savedIds(config: Record<string, unknown>): number[] {
  const items = Array.isArray(config.items) ? (config.items as unknown[]) : [];
  const ids: number[] = [];
  for (const it of items) {
    if (it === null || typeof it !== 'object') continue;
    const id = Number((it as { id?: unknown }).id);
    if (Number.isSafeInteger(id) && id > 0) ids.push(id);
  }
  return ids;
}

function byIds<T extends { id: number }>(
  db: Db,
  sql: string,
  ids: number[],
  extra: unknown[] = [],
): Map<number, T> {
  if (ids.length === 0) return new Map();
  const rows = db
    .prepare<unknown[], T>(sql.replace('%IDS%', ids.map(() => '?').join(',')))
    .all(...extra, ...ids);
  return new Map(rows.map((r) => [r.id, r]));
}

const inOrder = <T>(ids: number[], map: Map<number, T>): T[] =>
  ids.map((id) => map.get(id)).filter((x): x is T => x !== undefined);

const secondsUntil = (dbTime: string, now: Date) =>
  Math.max(0, Math.floor((fromDbTime(dbTime).getTime() - now.getTime()) / 1000));

/** A live course or topic row with its category's name (null when the category is gone). */
type Categorised = { id: number; thumb: string; category_id: number; cname: string | null };

/** Replaces the saved item snapshots of a list block with the live records (contract §1.2). */
function renderItems(c: Context, deps: AppDeps, sign: ListSign, ids: number[]): unknown[] {
  const { db } = deps;
  const now = nowDb(deps);
  const url = (p: string) => assetUrl(c, deps, p);
  /** The saved items still shown and published (`sql` takes now, then the ids), in the saved order. */
  const published = <R extends { id: number }>(sql: string) => inOrder(ids, byIds<R>(db, sql, ids, [now]));
  /** Live course and topic items: `category` only when the category still exists. */
  const withCategory = <R extends Categorised>({ category_id, cname, ...r }: R) => ({
    ...r,
    thumb: url(r.thumb),
    ...(cname === null ? {} : { category: { id: category_id, name: cname } }),
  });
  switch (sign) {
    case 'pc-vod-v1': {
      const rows = published<CourseRow>(
        'SELECT * FROM courses WHERE is_show = 1 AND published_at <= ? AND id IN (%IDS%)',
      );
      const cats = categoryNames(db);
      const counts = videosCounts(
        db,
        rows.map((r) => r.id),
        now,
      );
      return rows.map((r) => courseListItem(c, deps, r, cats, counts.get(r.id) ?? 0));
    }
    case 'pc-live-v1': {
      const rows = published<Categorised & { title: string; charge: number; videos_count: number }>(
        `SELECT l.id, l.title, l.thumb, l.charge, l.category_id, lc.name AS cname,
           (SELECT COUNT(*) FROM live_videos v WHERE v.course_id = l.id AND v.is_show = 1) AS videos_count
         FROM live_courses l LEFT JOIN live_categories lc ON lc.id = l.category_id
         WHERE l.is_show = 1 AND l.published_at <= ? AND l.id IN (%IDS%)`,
      );
      return rows.map(withCategory);
    }
    case 'pc-book-v1': {
      type Row = { id: number; name: string; thumb: string; charge: number; short_desc: string };
      const rows = published<Row>(
        'SELECT id, name, thumb, charge, short_desc FROM books WHERE is_show = 1 AND published_at <= ? AND id IN (%IDS%)',
      );
      return rows.map((r) => ({ ...r, thumb: url(r.thumb) }));
    }
    case 'pc-topic-v1': {
      const rows = published<Categorised & { title: string; charge: number; view_times: number }>(
        `SELECT t.id, t.title, t.thumb, t.charge, t.view_times, t.category_id, tc.name AS cname
         FROM topics t LEFT JOIN topic_categories tc ON tc.id = t.category_id
         WHERE t.is_show = 1 AND t.published_at <= ? AND t.id IN (%IDS%)`,
      );
      return rows.map(withCategory);
    }
    case 'pc-learnPath-v1': {
      type Row = {
        id: number;
        name: string;
        thumb: string;
        charge: number;
        original_charge: number;
        desc: string;
        steps_count: number;
        courses_count: number;
      };
      const rows = published<Row>(
        `SELECT p.id, p.name, p.thumb, p.charge, p.original_charge, p.desc,
           (SELECT COUNT(*) FROM learn_path_steps s WHERE s.path_id = p.id) AS steps_count,
           (SELECT COUNT(*) FROM learn_path_step_items i JOIN learn_path_steps s ON s.id = i.step_id
             WHERE s.path_id = p.id) AS courses_count
         FROM learn_paths p WHERE p.is_show = 1 AND p.published_at <= ? AND p.id IN (%IDS%)`,
      );
      return rows.map((r) => ({ ...r, thumb: url(r.thumb) }));
    }
    case 'pc-ms-v1': {
      const rows = inOrder(ids, byIds<MsGoodsRow>(db, 'SELECT * FROM ms_goods WHERE id IN (%IDS%)', ids));
      return rows.map(({ updated_at: _updated, ...r }) => ({
        ...r,
        goods_thumb: url(r.goods_thumb),
        created_at: isoTime(r.created_at),
        is_over: r.over_num <= 0 || r.end_at <= now,
      }));
    }
    case 'pc-tg-v1': {
      const rows = inOrder(ids, byIds<TgGoodsRow>(db, 'SELECT * FROM tg_goods WHERE id IN (%IDS%)', ids));
      const current = deps.clock.now();
      return rows.map(({ updated_at: _updated, ...r }) => ({
        ...r,
        goods_thumb: url(r.goods_thumb),
        created_at: isoTime(r.created_at),
        is_over: secondsUntil(r.ended_at, current) === 0,
      }));
    }
  }
}

/** Blocks of a page in sort order, each list block's items read from the live records. */
export function renderBlocks(c: Context, deps: AppDeps, platform: string, page: string) {
  const rows = deps.db
    .prepare<[string, string], BlockRow>(
      'SELECT id, platform, page, sign, sort, config FROM view_blocks WHERE platform = ? AND page = ? ORDER BY sort, id',
    )
    .all(platform, page);
  return rows.map((b) => {
    const config = parseConfig(b.config);
    let configRender: Record<string, unknown>;
    if (b.sign === 'code') {
      configRender = { ...config, html: typeof config.html === 'string' ? config.html : null };
    } else if (isListSign(b.sign)) {
      configRender = {
        ...config,
        title: typeof config.title === 'string' ? config.title : '',
        items: renderItems(c, deps, b.sign, savedIds(config)),
      };
    } else {
      configRender = config;
    }
    return {
      id: b.id,
      platform: b.platform,
      page: b.page,
      sign: b.sign,
      sort: b.sort,
      config: b.config,
      config_render: configRender,
    };
  });
}
