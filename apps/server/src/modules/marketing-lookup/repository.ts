import type { Insertable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { byIds, found, insertId } from '../../db/query-helpers.ts';

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

export function findMsGoodsByIds(db: Db, ids: readonly number[]): Promise<MsGoodsRow[]> {
  return byIds(ids, (some) => db.selectFrom('ms_goods').select(MS_COLUMNS).where('id', 'in', some).execute());
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

export const insertMsOrder = (db: Db, row: Insertable<Database['ms_orders']>) =>
  insertId(db, 'ms_orders', row);

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

export function findTgGoodsByIds(db: Db, ids: readonly number[]): Promise<TgGoodsRow[]> {
  return byIds(ids, (some) => db.selectFrom('tg_goods').select(TG_COLUMNS).where('id', 'in', some).execute());
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
export function listGroupMembers(db: Db, groupIds: readonly number[]) {
  return byIds(groupIds, (ids) =>
    db
      .selectFrom('tg_group_users as gu')
      .innerJoin('users as u', 'u.id', 'gu.user_id')
      .select(['gu.group_id', 'gu.user_id', 'u.avatar'])
      .where('gu.group_id', 'in', ids)
      .orderBy('gu.id')
      .execute(),
  );
}

// ---------------------------------------------------------------- templateOne likes

export function likeTargetExists(db: Db, type: 'live' | 'book', id: number): Promise<boolean> {
  const table = type === 'live' ? 'live_courses' : 'books';
  return found(db.selectFrom(table).select('id').where('id', '=', id).where('is_show', '=', 1));
}

export function hasTemplateLike(db: Db, userId: number, type: string, otherId: number): Promise<boolean> {
  return found(
    db
      .selectFrom('template_likes')
      .select('id')
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .where('other_id', '=', otherId),
  );
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

export const insertMsGoods = (db: Db, row: Insertable<Database['ms_goods']>) => insertId(db, 'ms_goods', row);

export const insertTgGoods = (db: Db, row: Insertable<Database['tg_goods']>) => insertId(db, 'tg_goods', row);

export const insertTgGroup = (db: Db, row: Insertable<Database['tg_groups']>) =>
  insertId(db, 'tg_groups', row);

export const insertTgGroupUser = (db: Db, row: Insertable<Database['tg_group_users']>) =>
  insertId(db, 'tg_group_users', row);
