import type { Db } from '../../db/index.ts';

const MS_COLUMNS = [
  'id',
  'goods_id',
  'goods_type',
  'goods_title',
  'goods_thumb',
  'original_charge',
  'charge',
  'num',
  'over_num',
  'started_at',
  'end_at',
  'created_at',
] as const;

const TG_COLUMNS = [
  'id',
  'other_id',
  'goods_type',
  'goods_title',
  'goods_thumb',
  'original_charge',
  'leader_charge',
  'charge',
  'people_num',
  'time_limit',
  'started_at',
  'ended_at',
  'created_at',
] as const;

// ---------------------------------------------------------------- flash sales

/** The running or next flash sale of a product (the earliest that has not ended). */
export function findCurrentMsGoods(db: Db, goodsType: string, goodsId: number, now: string) {
  return db
    .selectFrom('ms_goods')
    .select(MS_COLUMNS)
    .where('goods_type', '=', goodsType)
    .where('goods_id', '=', goodsId)
    .where('end_at', '>', now)
    .orderBy('started_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export type MsGoodsRow = NonNullable<Awaited<ReturnType<typeof findCurrentMsGoods>>>;

export function findMsGoods(db: Db, id: number) {
  return db.selectFrom('ms_goods').select(MS_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findMsGoodsByIds(db: Db, ids: number[]): Promise<MsGoodsRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('ms_goods').select(MS_COLUMNS).where('id', 'in', ids).execute();
}

/** The member's latest order of a flash sale that is not cancelled (status 3). */
export function findOpenMsOrder(db: Db, userId: number, goodsId: number) {
  return db
    .selectFrom('ms_orders')
    .select(['id', 'status'])
    .where('user_id', '=', userId)
    .where('goods_id', '=', goodsId)
    .where('status', '<>', 3)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes the flash sale's row lock for the rest of the transaction (a write that changes nothing visible), so
 * joins of one campaign are decided one at a time.
 */
export async function lockMsGoods(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('ms_goods').set({ updated_at: now }).where('id', '=', id).execute();
}

/** Takes one unit of stock if any is left; answers the rows changed (0 = sold out). */
export async function claimMsStock(db: Db, id: number, now: string): Promise<number> {
  const r = await db
    .updateTable('ms_goods')
    .set((eb) => ({ over_num: eb('over_num', '-', 1), updated_at: now }))
    .where('id', '=', id)
    .where('over_num', '>', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function insertMsOrder(
  db: Db,
  o: {
    goods_id: number;
    user_id: number;
    charge: number;
    status: number;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('ms_orders').values(o).returning('id').executeTakeFirstOrThrow();
  return id;
}

// ---------------------------------------------------------------- group buys

export function findRunningTgGoods(db: Db, goodsType: string, otherId: number, now: string) {
  return db
    .selectFrom('tg_goods')
    .select(TG_COLUMNS)
    .where('goods_type', '=', goodsType)
    .where('other_id', '=', otherId)
    .where('started_at', '<=', now)
    .where('ended_at', '>', now)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export type TgGoodsRow = NonNullable<Awaited<ReturnType<typeof findRunningTgGoods>>>;

export function findTgGoodsByIds(db: Db, ids: number[]): Promise<TgGoodsRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('tg_goods').select(TG_COLUMNS).where('id', 'in', ids).execute();
}

/** Groups still forming (status 3) and not expired, oldest first. */
export function listOpenGroups(db: Db, goodsId: number, now: string) {
  return db
    .selectFrom('tg_groups')
    .select(['id', 'create_user_id', 'create_user_avatar', 'expired_at'])
    .where('goods_id', '=', goodsId)
    .where('status', '=', 3)
    .where('expired_at', '>', now)
    .orderBy('id')
    .execute();
}

/** The members of the given groups with their avatars, in joining order. */
export function listGroupMembers(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tg_group_users as gu')
    .innerJoin('users as u', 'u.id', 'gu.user_id')
    .select(['gu.group_id', 'gu.user_id', 'u.avatar'])
    .where('gu.group_id', 'in', groupIds)
    .orderBy('gu.id')
    .execute();
}

// ---------------------------------------------------------------- templateOne likes

export async function likeTargetExists(db: Db, type: 'live' | 'book', id: number): Promise<boolean> {
  const row =
    type === 'live'
      ? await db
          .selectFrom('live_courses')
          .select('id')
          .where('id', '=', id)
          .where('is_show', '=', 1)
          .executeTakeFirst()
      : await db
          .selectFrom('books')
          .select('id')
          .where('id', '=', id)
          .where('is_show', '=', 1)
          .executeTakeFirst();
  return row !== undefined;
}

export async function hasTemplateLike(
  db: Db,
  userId: number,
  type: string,
  otherId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('template_likes')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('other_id', '=', otherId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteTemplateLike(
  db: Db,
  userId: number,
  type: string,
  otherId: number,
): Promise<number> {
  const r = await db
    .deleteFrom('template_likes')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('other_id', '=', otherId)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function insertTemplateLike(
  db: Db,
  l: { user_id: number; type: string; other_id: number; created_at: string },
): Promise<void> {
  await db
    .insertInto('template_likes')
    .values(l)
    .onConflict((oc) => oc.columns(['user_id', 'type', 'other_id']).doNothing())
    .execute();
}

// ---------------------------------------------------------------- writes used by the demo seeder and tests

export async function insertMsGoods(
  db: Db,
  g: {
    goods_id: number;
    goods_type: string;
    goods_title: string;
    goods_thumb: string;
    original_charge: number;
    charge: number;
    num: number;
    over_num: number;
    started_at: string;
    end_at: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('ms_goods').values(g).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertTgGoods(
  db: Db,
  g: {
    other_id: number;
    goods_type: string;
    goods_title: string;
    goods_thumb?: string;
    original_charge: number;
    leader_charge?: number;
    charge: number;
    people_num: number;
    time_limit?: number;
    started_at: string;
    ended_at: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('tg_goods').values(g).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertTgGroup(
  db: Db,
  g: {
    goods_id: number;
    create_user_id: number;
    create_user_avatar?: string;
    status: number;
    expired_at: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('tg_groups').values(g).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertTgGroupUser(
  db: Db,
  u: { group_id: number; user_id: number; created_at: string },
): Promise<number> {
  const { id } = await db.insertInto('tg_group_users').values(u).returning('id').executeTakeFirstOrThrow();
  return id;
}
