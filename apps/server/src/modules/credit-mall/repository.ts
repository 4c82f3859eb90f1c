import type { Db } from '../../db/index.ts';

// ---------------------------------------------------------------- the credit ledger

export async function countCredit1Records(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_credit1_records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listCredit1Records(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('user_credit1_records')
    .select(['sum', 'remark', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
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

export async function countShownGoods(db: Db): Promise<number> {
  const row = await db
    .selectFrom('mall_goods')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_show', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listShownGoods(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('mall_goods')
    .select(GOODS_COLUMNS)
    .where('is_show', '=', 1)
    .orderBy('sort', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
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

export async function insertGoods(
  db: Db,
  g: {
    title: string;
    thumb: string;
    charge: number;
    is_v: number;
    v_type: string;
    v_id: number;
    stock: number;
    description: string;
    sort?: number;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('mall_goods').values(g).returning('id').executeTakeFirstOrThrow();
  return id;
}

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

export type AddressFields = {
  name: string;
  mobile: string;
  province: string;
  city: string;
  area: string;
  street: string;
};

export async function insertAddress(db: Db, userId: number, a: AddressFields, now: string): Promise<number> {
  const { id } = await db
    .insertInto('mall_addresses')
    .values({ ...a, user_id: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

// ---------------------------------------------------------------- orders

export async function insertOrder(
  db: Db,
  o: {
    user_id: number;
    goods_id: number;
    goods_title: string;
    goods_thumb: string;
    goods_is_v: number;
    goods_v_type: string;
    goods_v_id: number;
    total_charge: number;
    is_send: number;
    user_contact_name: string;
    user_contact_mobile: string;
    user_contact_address: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('mall_orders').values(o).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function countOrders(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('mall_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listOrders(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('mall_orders')
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
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
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
