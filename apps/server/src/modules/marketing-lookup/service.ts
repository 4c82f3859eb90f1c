import type {
  MsBlockItem,
  MsJoinReply,
  MsLookup,
  PromoGoodsType,
  TemplateLikeReply,
  TgBlockItem,
  TgGoods,
  TgGroup,
  TgLookup,
} from '@meedu/contract';
import { type Db, inTransaction } from '../../db/index.ts';
import { fromDbTime, isoTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { DEFAULT_AVATAR_FILE, brandUrl } from '../../lib/public-url.ts';
import { hasBoughtCourse } from '../course/service.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as repo from './repository.ts';

const secondsUntil = (dbTime: string, now: Date) =>
  Math.max(0, Math.floor((fromDbTime(dbTime).getTime() - now.getTime()) / 1000));

const PROMO_TYPES: readonly string[] = ['course', 'live', 'book', 'learnPath'] satisfies PromoGoodsType[];
const promoType = (t: string): PromoGoodsType | '' => (PROMO_TYPES.includes(t) ? (t as PromoGoodsType) : '');

/** contract catalog §4.1: the running or upcoming campaign of a product, and the caller's order. */
export async function flashSaleLookup(
  db: Db,
  product: { type: string; id: number },
  userId: number | undefined,
  now: Date,
  nowDb: string,
  base: string,
): Promise<MsLookup> {
  const row = await repo.findCurrentMsGoods(db, product.type, product.id, nowDb);
  if (!row) return { data: null, order: null };
  const order = userId === undefined ? undefined : await repo.findOpenMsOrder(db, userId, row.id);
  return {
    data: {
      id: row.id,
      goods_id: row.goods_id,
      goods_type: row.goods_type,
      goods_title: row.goods_title,
      goods_thumb: publicAssetUrl(base, row.goods_thumb),
      original_charge: row.original_charge,
      charge: row.charge,
      over_num: row.over_num,
      is_start: row.started_at <= nowDb,
      is_over: row.over_num <= 0,
      expired_seconds: secondsUntil(row.end_at, now),
    },
    order: order ?? null,
  };
}

/**
 * contract catalog §4.2: grabs a unit of a running flash sale, once per member. In one transaction: the
 * campaign's row lock first (joins of one campaign are decided one at a time), then the member's earlier order,
 * then a conditional decrement of the stock whose affected rows decide, then the unpaid order.
 */
export async function joinFlashSale(
  db: Db,
  goodsId: number,
  userId: number,
  now: string,
): Promise<MsJoinReply> {
  return inTransaction(db, async (trx) => {
    const goods = await repo.findMsGoods(trx, goodsId);
    if (!goods) throw new ApiError('错误');
    if (goods.started_at > now) throw new ApiError('秒杀活动未开始');
    if (goods.end_at <= now) throw new ApiError('秒杀活动已结束');
    if (goods.goods_type === 'course' && (await hasBoughtCourse(trx, userId, goods.goods_id))) {
      throw new ApiError('请勿重复购买');
    }
    await repo.lockMsGoods(trx, goods.id, now);
    if (await repo.findOpenMsOrder(trx, userId, goods.id)) throw new ApiError('您已参与过该秒杀活动');
    if ((await repo.claimMsStock(trx, goods.id, now)) === 0) throw new ApiError('商品已售罄');
    const id = await repo.insertMsOrder(trx, {
      goods_id: goods.id,
      user_id: userId,
      charge: goods.charge,
      status: 0,
      created_at: now,
      updated_at: now,
    });
    return { id };
  });
}

/** contract catalog §4.3: the running campaign, its open groups (members read in one query), the caller's group. */
export async function groupBuyLookup(
  db: Db,
  product: { type: string; id: number },
  userId: number | undefined,
  now: Date,
  nowDb: string,
  base: string,
): Promise<TgLookup> {
  const goods = await repo.findRunningTgGoods(db, product.type, product.id, nowDb);
  if (!goods) return { goods: null, items: [], join_item: [] };
  const avatar = (a: string) => (a ? publicAssetUrl(base, a) : brandUrl(base, DEFAULT_AVATAR_FILE));
  const groups = await repo.listOpenGroups(db, goods.id, nowDb);
  const members = await repo.listGroupMembers(
    db,
    groups.map((g) => g.id),
  );
  let joinItem: { id: number } | [] = [];
  const items: TgGroup[] = [];
  for (const g of groups) {
    const mine = members.filter((m) => m.group_id === g.id);
    if (userId !== undefined && mine.some((m) => m.user_id === userId)) joinItem = { id: g.id };
    const taken = mine.length + (g.create_user_id === 0 ? 1 : 0);
    const group: TgGroup = {
      id: g.id,
      create_user_id: g.create_user_id,
      create_user_avatar: avatar(g.create_user_avatar),
      users: mine.map((m) => ({ avatar: avatar(m.avatar) })),
      over_people_num: Math.max(0, goods.people_num - taken),
      count_down: secondsUntil(g.expired_at, now),
    };
    if (group.over_people_num > 0) items.push(group);
  }
  const reply: TgGoods = {
    id: goods.id,
    other_id: goods.other_id,
    goods_type: goods.goods_type,
    goods_title: goods.goods_title,
    goods_thumb: publicAssetUrl(base, goods.goods_thumb),
    charge: goods.charge,
    original_charge: goods.original_charge,
    people_num: goods.people_num,
    ended_count_down: secondsUntil(goods.ended_at, now),
  };
  return { goods: reply, items, join_item: joinItem };
}

const inOrder = <T extends { id: number }>(ids: number[], rows: T[]): T[] => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((x): x is T => x !== undefined);
};

/** A campaign block's items (home §1.2) in the saved order, as the storefront reads goods. */
function campaignBlockItems<
  R extends { id: number; goods_type: string; goods_thumb: string; created_at: string },
>(ids: number[], rows: R[], base: string, isOver: (row: R) => boolean) {
  return inOrder(ids, rows).map((r) => ({
    ...r,
    goods_type: promoType(r.goods_type),
    goods_thumb: publicAssetUrl(base, r.goods_thumb),
    created_at: isoTime(r.created_at) ?? '',
    is_over: isOver(r),
  }));
}

/** Flash-sale block items: over when sold out or ended. */
export async function flashSaleBlockItems(
  db: Db,
  ids: number[],
  nowDb: string,
  base: string,
): Promise<MsBlockItem[]> {
  return campaignBlockItems(
    ids,
    await repo.findMsGoodsByIds(db, ids),
    base,
    (r) => r.over_num <= 0 || r.end_at <= nowDb,
  );
}

/** Group-buy block items: over when ended. */
export async function groupBuyBlockItems(
  db: Db,
  ids: number[],
  now: Date,
  base: string,
): Promise<TgBlockItem[]> {
  return campaignBlockItems(
    ids,
    await repo.findTgGoodsByIds(db, ids),
    base,
    (r) => secondsUntil(r.ended_at, now) === 0,
  );
}

// ---------------------------------------------------------------- templateOne likes (§5)

export async function templateLikeStatus(
  db: Db,
  userId: number | undefined,
  type: 'live' | 'book',
  id: number,
): Promise<TemplateLikeReply> {
  return { like: userId !== undefined && (await repo.hasTemplateLike(db, userId, type, id)) };
}

/** Toggles the member's like of a shown live course or book. */
export async function toggleTemplateLike(
  db: Db,
  userId: number,
  type: 'live' | 'book',
  id: number,
  now: string,
): Promise<TemplateLikeReply> {
  if (!(await repo.likeTargetExists(db, type, id))) throw new ApiError('错误');
  if ((await repo.deleteTemplateLike(db, userId, type, id)) > 0) return { like: false };
  await repo.insertTemplateLike(db, { user_id: userId, type, other_id: id, created_at: now });
  return { like: true };
}
