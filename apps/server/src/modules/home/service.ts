import {
  BLOCK_SIGNS,
  type Block,
  type BlockSign,
  type BookBlockItem,
  type LiveBlockItem,
  type PathBlockItem,
  type TopicBlockItem,
} from '@meedu/contract';
import type { Db } from '../../db/index.ts';
import { toDbTime } from '../../lib/dates.ts';
import { courseCardsByIds } from '../course/service.ts';
import { flashSaleBlockItems, groupBuyBlockItems } from '../marketing-lookup/service.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as repo from './repository.ts';

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

const inOrder = <T extends { id: number }>(ids: number[], rows: T[]): T[] => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((x): x is T => x !== undefined);
};

/** `category` only when the category still exists. */
const categoryOf = (r: { category_id: number; category_name: string | null }) =>
  r.category_name === null ? {} : { category: { id: r.category_id, name: r.category_name } };

/** Replaces the saved item snapshots of a list block with the live records (contract §1.2). */
async function renderItems(
  db: Db,
  sign: ListSign,
  ids: number[],
  now: Date,
  base: string,
): Promise<unknown[]> {
  const nowDb = toDbTime(now);
  const url = (p: string) => publicAssetUrl(base, p);
  switch (sign) {
    case 'pc-vod-v1':
      return courseCardsByIds(db, ids, nowDb, base);
    case 'pc-live-v1':
      return inOrder(ids, await repo.findLiveCards(db, ids, nowDb)).map((r): LiveBlockItem => ({
        id: r.id,
        title: r.title,
        thumb: url(r.thumb),
        charge: r.charge,
        videos_count: Number(r.videos_count ?? 0),
        ...categoryOf(r),
      }));
    case 'pc-book-v1':
      return inOrder(ids, await repo.findBookCards(db, ids, nowDb)).map((r): BookBlockItem => ({
        ...r,
        thumb: url(r.thumb),
      }));
    case 'pc-topic-v1':
      return inOrder(ids, await repo.findTopicCards(db, ids, nowDb)).map((r): TopicBlockItem => ({
        id: r.id,
        title: r.title,
        thumb: url(r.thumb),
        charge: r.charge,
        view_times: r.view_times,
        ...categoryOf(r),
      }));
    case 'pc-learnPath-v1':
      return inOrder(ids, await repo.findPathCards(db, ids, nowDb)).map(
        (r): PathBlockItem & { original_charge: number } => ({
          ...r,
          thumb: url(r.thumb),
          steps_count: Number(r.steps_count ?? 0),
          courses_count: Number(r.courses_count ?? 0),
        }),
      );
    case 'pc-ms-v1':
      return flashSaleBlockItems(db, ids, nowDb, base);
    case 'pc-tg-v1':
      return groupBuyBlockItems(db, ids, now, base);
  }
}

/** Blocks of a page in sort order, each list block's items read from the live records (blocks in parallel). */
export async function renderBlocks(
  db: Db,
  platform: string,
  page: string,
  now: Date,
  base: string,
): Promise<Block[]> {
  const rows = await repo.listBlocks(db, platform, page);
  return Promise.all(
    rows.map(async (b) => {
      const config = parseConfig(b.config);
      let configRender: Record<string, unknown>;
      if (b.sign === 'code') {
        configRender = { ...config, html: typeof config.html === 'string' ? config.html : null };
      } else if (isListSign(b.sign)) {
        configRender = {
          ...config,
          title: typeof config.title === 'string' ? config.title : '',
          items: await renderItems(db, b.sign, savedIds(config), now, base),
        };
      } else {
        configRender = config;
      }
      // config_render is built per sign above; an unknown sign is passed on as stored (the storefront skips it).
      const block = {
        id: b.id,
        platform: b.platform,
        page: b.page,
        sign: b.sign,
        sort: b.sort,
        config: b.config,
        config_render: configRender,
      };
      return block as unknown as Block;
    }),
  );
}
