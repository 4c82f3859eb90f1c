import type { Insertable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { insertId, listPage, type Page } from '../../db/query-helpers.ts';

// ---------------------------------------------------------------- the credit ledger

export function credit1RecordsPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('user_credit1_records').where('user_id', '=', userId), page, (q) =>
    q.select(['sum', 'remark', 'created_at']).orderBy('id', 'desc'),
  );
}

// ---------------------------------------------------------------- goods

const GOODS_COLUMNS = [
  'id',
  'title',
  'thumb',
  'charge',
  'is_v',
  'v_type',
  'v_id',
  'stock',
  'description',
] as const;

export function shownGoodsPage(db: Db, page: Page) {
  return listPage(db.selectFrom('mall_goods').where('is_show', '=', 1), page, (q) =>
    q.select(GOODS_COLUMNS).orderBy('sort', 'desc').orderBy('id', 'desc'),
  );
}

export function findShownGoods(db: Db, id: number) {
  return db
    .selectFrom('mall_goods')
    .select(GOODS_COLUMNS)
    .where('id', '=', id)
    .where('is_show', '=', 1)
    .executeTakeFirst();
}

export type GoodsRow = NonNullable<Awaited<ReturnType<typeof findShownGoods>>>;

/** Takes one unit of stock if any is left; answers the rows changed (0 = sold out). */
export async function takeStock(db: Db, id: number, now: string): Promise<number> {
  const r = await db
    .updateTable('mall_goods')
    .set((eb) => ({ stock: eb('stock', '-', 1), updated_at: now }))
    .where('id', '=', id)
    .where('stock', '>', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function returnStock(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('mall_goods')
    .set((eb) => ({ stock: eb('stock', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

export const insertGoods = (db: Db, row: Insertable<Database['mall_goods']>) =>
  insertId(db, 'mall_goods', row);

// ---------------------------------------------------------------- addresses

export function listAddresses(db: Db, userId: number) {
  return db
    .selectFrom('mall_addresses')
    .select(['id', 'name', 'mobile', 'province', 'city', 'area', 'street'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

export function findAddress(db: Db, userId: number, id: number) {
  return db
    .selectFrom('mall_addresses')
    .select(['id', 'name', 'mobile', 'province', 'city', 'area', 'street'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type AddressFields = Pick<
  Database['mall_addresses'],
  'name' | 'mobile' | 'province' | 'city' | 'area' | 'street'
>;

export async function insertAddress(db: Db, userId: number, a: AddressFields, now: string): Promise<number> {
  return insertId(db, 'mall_addresses', { ...a, user_id: userId, created_at: now, updated_at: now });
}

// ---------------------------------------------------------------- orders

export const insertOrder = (db: Db, row: Insertable<Database['mall_orders']>) =>
  insertId(db, 'mall_orders', row);

export function ordersPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('mall_orders').where('user_id', '=', userId), page, (q) =>
    q
      .select([
        'id',
        'goods_title',
        'goods_thumb',
        'goods_is_v',
        'goods_v_type',
        'goods_v_id',
        'total_charge',
        'is_send',
        'express_number',
        'created_at',
      ])
      .orderBy('id', 'desc'),
  );
}

export function findOrder(db: Db, id: number) {
  return db
    .selectFrom('mall_orders')
    .select(['id', 'user_id', 'goods_id', 'goods_title', 'total_charge', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks a normal order refunded; answers the rows changed (0 = already refunded). */
export async function markRefunded(db: Db, id: number, now: string): Promise<number> {
  const r = await db
    .updateTable('mall_orders')
    .set({ status: 1, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
