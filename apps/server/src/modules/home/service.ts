import type {
  Block,
  BookBlockItem,
  LiveBlockItem,
  PageBlocksReply,
  PathBlockItem,
  StoredBlock,
  TopicBlockItem,
} from '@meedu/contract';
import type { Db } from '../../db/index.ts';
import { toDbTime } from '../../lib/dates.ts';
import { courseCardsByIds } from '../course/service.ts';
import { flashSaleBlockItems, groupBuyBlockItems } from '../marketing-lookup/service.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as repo from './repository.ts';

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

type BlockRow = Awaited<ReturnType<typeof repo.listBlocks>>[number];

/** A block as the reply carries it: the stored columns, its sign, and its config rendered for that sign. */
const blockOf = <S extends string, C>(b: BlockRow, sign: S, configRender: C) => ({
  id: b.id,
  platform: b.platform,
  page: b.page,
  sign,
  sort: b.sort,
  config: b.config,
  config_render: configRender,
});

/** A list block's config: as stored, with its title and the live records of its saved items. */
const listConfig = <T>(config: Record<string, unknown>, items: T[]) => ({
  ...config,
  title: typeof config.title === 'string' ? config.title : '',
  items,
});

/**
 * A block of one of the storefront's signs with its config_render built for that sign (contract §1.2): a list
 * block's saved item snapshots are replaced with the live records, in the saved order. Null for another sign.
 */
async function renderStorefrontBlock(
  db: Db,
  b: BlockRow,
  config: Record<string, unknown>,
  now: Date,
  base: string,
): Promise<Block | null> {
  const nowDb = toDbTime(now);
  const url = (p: string) => publicAssetUrl(base, p);
  const ids = savedIds(config);
  switch (b.sign) {
    case 'code':
      return blockOf(b, b.sign, { ...config, html: typeof config.html === 'string' ? config.html : null });
    case 'pc-vod-v1':
      return blockOf(b, b.sign, listConfig(config, await courseCardsByIds(db, ids, nowDb, base)));
    case 'pc-live-v1': {
      const rows = inOrder(ids, await repo.findLiveCards(db, ids, nowDb));
      const items = rows.map((r): LiveBlockItem => ({
        id: r.id,
        title: r.title,
        thumb: url(r.thumb),
        charge: r.charge,
        videos_count: Number(r.videos_count ?? 0),
        ...categoryOf(r),
      }));
      return blockOf(b, b.sign, listConfig(config, items));
    }
    case 'pc-book-v1': {
      const rows = inOrder(ids, await repo.findBookCards(db, ids, nowDb));
      const items = rows.map((r): BookBlockItem => ({ ...r, thumb: url(r.thumb) }));
      return blockOf(b, b.sign, listConfig(config, items));
    }
    case 'pc-topic-v1': {
      const rows = inOrder(ids, await repo.findTopicCards(db, ids, nowDb));
      const items = rows.map((r): TopicBlockItem => ({
        id: r.id,
        title: r.title,
        thumb: url(r.thumb),
        charge: r.charge,
        view_times: r.view_times,
        ...categoryOf(r),
      }));
      return blockOf(b, b.sign, listConfig(config, items));
    }
    case 'pc-learnPath-v1': {
      const rows = inOrder(ids, await repo.findPathCards(db, ids, nowDb));
      const items = rows.map((r): PathBlockItem & { original_charge: number } => ({
        ...r,
        thumb: url(r.thumb),
        steps_count: Number(r.steps_count ?? 0),
        courses_count: Number(r.courses_count ?? 0),
      }));
      return blockOf(b, b.sign, listConfig(config, items));
    }
    case 'pc-ms-v1':
      return blockOf(b, b.sign, listConfig(config, await flashSaleBlockItems(db, ids, nowDb, base)));
    case 'pc-tg-v1':
      return blockOf(b, b.sign, listConfig(config, await groupBuyBlockItems(db, ids, now, base)));
    default:
      return null;
  }
}

/** One block of a page: rendered for its sign, or as stored when the storefront does not render that sign. */
async function renderBlock(db: Db, b: BlockRow, now: Date, base: string): Promise<Block | StoredBlock> {
  const config = parseConfig(b.config);
  return (await renderStorefrontBlock(db, b, config, now, base)) ?? blockOf(b, b.sign, config);
}

/** Blocks of a page in sort order, each list block's items read from the live records (blocks in parallel). */
export async function renderBlocks(
  db: Db,
  platform: string,
  page: string,
  now: Date,
  base: string,
): Promise<PageBlocksReply> {
  const rows = await repo.listBlocks(db, platform, page);
  return Promise.all(rows.map((b) => renderBlock(db, b, now, base)));
}
