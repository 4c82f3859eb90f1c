import type {
  DecorationBlock,
  DecorationBlocksReply,
  PcSliderBlock,
  SliderBlockItem,
  Block,
  BookBlockItem,
  LiveBlockItem,
  PageBlocksReply,
  PathBlockItem,
  StoredBlock,
  TopicBlockItem,
} from '@meedu/contract';
import {
  HOME_BLOCK_NAMES,
  HOME_BLOCK_PAGE,
  HOME_BLOCK_PLATFORM,
  HOME_BLOCK_SIGNS,
  LIST_BLOCK_SIGNS,
  type HomeBlockBody,
  type HomeBlockItem,
  type ListBlockSign,
} from '@meedu/contract/admin';
import type { z } from 'zod';
import type { AdminActor } from '../../console/auth.ts';
import { audited, recordChanges } from '../../console/audit.ts';
import { wireInstant } from '../../console/dates.ts';
import { notFound } from '../../console/http.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { toDbTime } from '../../lib/dates.ts';
import { courseCardsByIds } from '../course/service.ts';
import { listSliders } from '../system/service.ts';
import { flashSaleBlockItems, groupBuyBlockItems } from '../marketing-lookup/service.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as repo from './repository.ts';

const homeBlockChanges = recordChanges('home_block', '装修块');

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

// ---------------------------------------------------------------- MeEdu 4.9.30 decoration pages (§7)

/** The one decoration page of each key our store has: the home page of the PC site and of the H5 site. */
const DECORATION_PAGES: Record<string, { id: number; platform: string }> = {
  'pc-page-index': { id: 1, platform: 'pc' },
  'h5-page-index': { id: 2, platform: 'h5' },
};

/**
 * GET /api/v2/decorationPage/blocks (upstream-4.9.30.md §7): the same home blocks as the 4.9.8 view blocks, with
 * the page's id, and on the PC page a `pc-slider` block first, made from the PC sliders the console keeps (4.9.29
 * turned the sliders into this block): so both dialects show the same home page from one store. An unknown page
 * key has no blocks.
 */
export async function decorationBlocks(
  db: Db,
  pageKey: string,
  now: Date,
  base: string,
): Promise<DecorationBlocksReply> {
  const page = DECORATION_PAGES[pageKey];
  if (!page) return [];
  const rendered = await renderBlocks(db, page.platform, pageKey, now, base);
  const blocks: DecorationBlock[] = rendered.map(
    (b) => ({ ...b, config: b.config ?? '', decoration_page_id: page.id }) as DecorationBlock,
  );
  if (page.platform !== 'pc') return blocks;
  const sliders = await listSliders(db, 'PC', base);
  if (sliders.length === 0) return blocks;
  const items: SliderBlockItem[] = sliders.map((s) => ({ src: s.thumb || null, href: s.url || null }));
  const slider: PcSliderBlock = {
    id: 0,
    platform: 'pc',
    page: pageKey,
    decoration_page_id: page.id,
    sign: 'pc-slider',
    sort: -1,
    config: JSON.stringify(items),
    config_render: items,
  };
  return [slider, ...blocks];
}

// ---------------------------------------------------------------- console (permission `home`)

type ConsoleDeps = Pick<AppDeps, 'db' | 'clock'>;

const isListSign = (sign: string): sign is ListBlockSign => Object.hasOwn(LIST_BLOCK_SIGNS, sign);

/** A stored block as the console edits it; a config that no longer parses reads as empty. */
function homeBlockItem(r: repo.FullBlockRow): HomeBlockItem {
  const config = parseConfig(r.config);
  const times = { created_at: wireInstant(r.created_at), updated_at: wireInstant(r.updated_at) };
  if (isListSign(r.sign))
    return {
      id: r.id,
      sign: r.sign,
      sort: r.sort,
      config: {
        title: typeof config.title === 'string' ? config.title : '',
        items: savedIds(config).map((id) => ({ id })),
      },
      ...times,
    };
  return {
    id: r.id,
    sign: 'code',
    sort: r.sort,
    config: { html: typeof config.html === 'string' ? config.html : '' },
    ...times,
  };
}

/** The blocks of the storefront's PC home, in order (signs the console does not edit are left out). */
export async function homeBlockItems(db: Db): Promise<HomeBlockItem[]> {
  const rows = await repo.blockRowsOf(db, HOME_BLOCK_PLATFORM, HOME_BLOCK_PAGE);
  return rows.filter((r) => (HOME_BLOCK_SIGNS as readonly string[]).includes(r.sign)).map(homeBlockItem);
}

async function blockOrThrow(db: Db, id: number): Promise<repo.FullBlockRow> {
  const row = await repo.findBlock(db, id);
  if (!row || row.platform !== HOME_BLOCK_PLATFORM || row.page !== HOME_BLOCK_PAGE) throw notFound('装修块');
  return row;
}

/** The config as stored: a code block's HTML is sanitised here, once, before it is saved. */
const storedConfig = (body: z.infer<typeof HomeBlockBody>) =>
  body.sign === 'code' ? { html: sanitizeHtml(body.config.html) } : body.config;

export async function createHomeBlock(
  deps: ConsoleDeps,
  actor: AdminActor,
  body: z.infer<typeof HomeBlockBody>,
): Promise<HomeBlockItem> {
  const now = toDbTime(deps.clock.now());
  const config = storedConfig(body);
  return audited(deps, actor, async (trx, audit) => {
    const sort = await repo.nextBlockSort(trx, HOME_BLOCK_PLATFORM, HOME_BLOCK_PAGE);
    const id = await repo.insertBlock(trx, {
      platform: HOME_BLOCK_PLATFORM,
      page: HOME_BLOCK_PAGE,
      sign: body.sign,
      sort,
      config: JSON.stringify(config),
      created_at: now,
      updated_at: now,
    });
    await audit(
      homeBlockChanges.created(id, `${HOME_BLOCK_NAMES[body.sign]} #${id}`, { sign: body.sign, config }),
    );
    return homeBlockItem(await blockOrThrow(trx, id));
  });
}

export async function updateHomeBlock(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: z.infer<typeof HomeBlockBody>,
): Promise<HomeBlockItem> {
  const before = await blockOrThrow(deps.db, id);
  const config = storedConfig(body);
  return audited(deps, actor, async (trx, audit) => {
    await repo.updateBlock(trx, id, {
      sign: body.sign,
      config: JSON.stringify(config),
      updated_at: toDbTime(deps.clock.now()),
    });
    await audit(
      homeBlockChanges.updated(
        id,
        `${HOME_BLOCK_NAMES[body.sign]} #${id}`,
        { sign: before.sign, config: homeBlockItem(before).config },
        { sign: body.sign, config },
      ),
    );
    return homeBlockItem(await blockOrThrow(trx, id));
  });
}

export async function deleteHomeBlock(deps: ConsoleDeps, actor: AdminActor, id: number): Promise<void> {
  const before = await blockOrThrow(deps.db, id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.deleteBlock(trx, id);
    await audit(
      homeBlockChanges.deleted(id, `#${id}`, { sign: before.sign, config: homeBlockItem(before).config }),
    );
  });
}

/** The whole page's order: every block of the page, each once. */
export async function reorderHomeBlocks(
  deps: ConsoleDeps,
  actor: AdminActor,
  ids: number[],
): Promise<HomeBlockItem[]> {
  const rows = await repo.blockRowsOf(deps.db, HOME_BLOCK_PLATFORM, HOME_BLOCK_PAGE);
  if (ids.some((id) => !rows.some((r) => r.id === id))) throw notFound('装修块');
  return audited(deps, actor, async (trx, audit) => {
    await repo.writeBlockOrder(trx, ids, toDbTime(deps.clock.now()));
    await audit({
      action: 'reorder',
      entity: 'home_block',
      entityId: 0,
      summary: '调整首页装修块顺序',
      after: { order: ids },
    });
    return homeBlockItems(trx);
  });
}
