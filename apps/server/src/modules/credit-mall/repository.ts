import type { Insertable, Updateable } from 'kysely';
import type { ListParams } from '../../console/http.ts';
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
        'express_company',
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

// ---------------------------------------------------------------- console: goods and shipping

/** A title search's text without LIKE's wildcards (dropped: a title search never needs them). */
const likeText = (q: string) => q.replace(/[\\%_]/g, '');

const CONSOLE_GOODS_COLUMNS = [...GOODS_COLUMNS, 'is_show', 'sort', 'created_at', 'updated_at'] as const;

export function consoleGoodsPage(
  db: Db,
  params: ListParams<'id' | 'charge' | 'stock' | 'sort'>,
  filter: { q?: string; isShow?: 0 | 1 },
) {
  let filtered = db.selectFrom('mall_goods as g');
  if (filter.q) filtered = filtered.where('g.title', 'like', `%${likeText(filter.q)}%`);
  if (filter.isShow !== undefined) filtered = filtered.where('g.is_show', '=', filter.isShow);
  const dir = params.sort.desc ? 'desc' : 'asc';
  return listPage(filtered, params, (q) =>
    q
      .select(CONSOLE_GOODS_COLUMNS.map((c) => `g.${c}` as const))
      .select((eb) =>
        eb
          .selectFrom('mall_orders as o')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('o.goods_id', '=', 'g.id')
          .as('order_count'),
      )
      .orderBy(`g.${params.sort.field}`, dir)
      .orderBy('g.id', dir),
  );
}

export type ConsoleGoodsRow = Awaited<ReturnType<typeof consoleGoodsPage>>['rows'][number];

export async function findConsoleGoods(db: Db, id: number): Promise<ConsoleGoodsRow | undefined> {
  return db
    .selectFrom('mall_goods as g')
    .select(CONSOLE_GOODS_COLUMNS.map((c) => `g.${c}` as const))
    .select((eb) =>
      eb
        .selectFrom('mall_orders as o')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('o.goods_id', '=', 'g.id')
        .as('order_count'),
    )
    .where('g.id', '=', id)
    .executeTakeFirst();
}

export const updateGoods = (db: Db, id: number, row: Updateable<Database['mall_goods']>) =>
  db.updateTable('mall_goods').set(row).where('id', '=', id).execute();

export const deleteGoods = (db: Db, id: number) => db.deleteFrom('mall_goods').where('id', '=', id).execute();

const CONSOLE_ORDER_COLUMNS = [
  'o.id',
  'o.user_id',
  'u.nick_name',
  'o.goods_id',
  'o.goods_title',
  'o.goods_is_v',
  'o.total_charge',
  'o.is_send',
  'o.status',
  'o.user_contact_name',
  'o.user_contact_mobile',
  'o.user_contact_address',
  'o.express_company',
  'o.express_number',
  'o.shipped_at',
  'o.created_at',
] as const;

export type ConsoleOrderRow = NonNullable<Awaited<ReturnType<typeof findConsoleOrder>>>;

const ORDER_STATE_FILTERS = {
  to_ship: { isSend: 0, status: 0 },
  shipped: { isSend: 1, status: 0 },
} as const;

export function consoleOrdersPage(
  db: Db,
  params: ListParams<'id'>,
  filter: { state?: 'to_ship' | 'shipped' | 'refunded'; userId?: number },
) {
  let filtered = db.selectFrom('mall_orders as o');
  if (filter.state === 'refunded') filtered = filtered.where('o.status', '=', 1);
  else if (filter.state) {
    const f = ORDER_STATE_FILTERS[filter.state];
    filtered = filtered.where('o.is_send', '=', f.isSend).where('o.status', '=', f.status);
  }
  if (filter.userId !== undefined) filtered = filtered.where('o.user_id', '=', filter.userId);
  const dir = params.sort.desc ? 'desc' : 'asc';
  return listPage(filtered, params, (q) =>
    q.leftJoin('users as u', 'u.id', 'o.user_id').select(CONSOLE_ORDER_COLUMNS).orderBy('o.id', dir),
  );
}

export function findConsoleOrder(db: Db, id: number) {
  return db
    .selectFrom('mall_orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select(CONSOLE_ORDER_COLUMNS)
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/** Records the carrier and tracking number of a physical order not refunded; answers the rows changed. */
export async function markShipped(
  db: Db,
  id: number,
  s: { express_company: string; express_number: string; shipped_at: string },
): Promise<number> {
  const r = await db
    .updateTable('mall_orders')
    .set({ ...s, is_send: 1, updated_at: s.shipped_at })
    .where('id', '=', id)
    .where('goods_is_v', '=', 0)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
