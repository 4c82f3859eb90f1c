import type { Expression, ExpressionBuilder, Insertable, SqlBool } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { byIds, insertId, listPage, type Page } from '../../db/query-helpers.ts';

export const STATUS = { unpaid: 1, paying: 5, cancelled: 7, paid: 9 } as const;
const OPEN = [STATUS.unpaid, STATUS.paying];

export interface NewOrder {
  user_id: number;
  order_no: string;
  charge: number;
  expired_at: string;
  created_at: string;
  updated_at: string;
}

/** Inserts an order unless its number is taken; answers the new id, or null to try another number. */
export async function insertOrder(db: Db, row: NewOrder): Promise<number | null> {
  const inserted = await db
    .insertInto('orders')
    .values(row)
    .onConflict((oc) => oc.column('order_no').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export interface NewOrderGoods {
  order_id: number;
  user_id: number;
  goods_type: string;
  goods_id: number;
  goods_name: string;
  goods_thumb: string;
  goods_text: string;
  goods_charge: number;
  goods_ori_charge: number;
  num: number;
  charge: number;
  extra: string;
  created_at: string;
}

export async function insertOrderGoods(db: Db, row: NewOrderGoods): Promise<void> {
  await db.insertInto('order_goods').values(row).execute();
}

const ORDER_COLUMNS = [
  'id',
  'user_id',
  'order_no',
  'charge',
  'discount',
  'promo_code_id',
  'status',
  'payment',
  'payment_method',
  'provider',
  'expired_at',
  'paid_at',
  'created_at',
] as const;

export function findOrderById(db: Db, id: number) {
  return db.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findOrderByNo(db: Db, orderNo: string) {
  return db.selectFrom('orders').select(ORDER_COLUMNS).where('order_no', '=', orderNo).executeTakeFirst();
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrderById>>>;

export function goodsOfOrders(db: Db, orderIds: readonly number[]) {
  return byIds(orderIds, (ids) =>
    db
      .selectFrom('order_goods')
      .select([
        'order_id',
        'goods_type',
        'goods_id',
        'goods_name',
        'goods_thumb',
        'goods_text',
        'goods_charge',
        'goods_ori_charge',
        'num',
        'charge',
        'extra',
      ])
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute(),
  );
}

export type OrderGoodsRow = Awaited<ReturnType<typeof goodsOfOrders>>[number];

/** The member's open, unexpired order for exactly this goods line and price, if any (a retried submit). */
export function findPendingOrder(
  db: Db,
  userId: number,
  line: { goods_type: string; goods_id: number; extra: string; charge: number },
  now: string,
) {
  return db
    .selectFrom('orders')
    .innerJoin('order_goods', 'order_goods.order_id', 'orders.id')
    .select(['orders.id', 'orders.promo_code_id'])
    .where('orders.user_id', '=', userId)
    .where('orders.status', 'in', OPEN)
    .where('orders.expired_at', '>', now)
    .where('orders.charge', '=', line.charge)
    .where('order_goods.goods_type', '=', line.goods_type)
    .where('order_goods.goods_id', '=', line.goods_id)
    .where('order_goods.extra', '=', line.extra)
    .orderBy('orders.id', 'desc')
    .executeTakeFirst();
}

export function memberOrdersPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('orders').where('user_id', '=', userId), page, (q) =>
    q.select(ORDER_COLUMNS).orderBy('id', 'desc'),
  );
}

/** Moves an order from one of `from` to `to`; answers whether this call moved it (the race's one winner). */
export async function moveOrder(
  db: Db,
  id: number,
  from: readonly number[],
  set: {
    status: number;
    updated_at: string;
    paid_at?: string;
    payment?: string;
    payment_method?: string;
    provider?: string;
  },
): Promise<boolean> {
  const r = await db
    .updateTable('orders')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function setOrderDiscount(db: Db, id: number, promoCodeId: number, discount: number) {
  await db.updateTable('orders').set({ promo_code_id: promoCodeId, discount }).where('id', '=', id).execute();
}

/** Open orders past their deadline, oldest first. */
export function dueOrders(db: Db, now: string, limit: number) {
  return db
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', OPEN)
    .where('expired_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

// ---------------------------------------------------------------- promo codes

export function findPromoCode(db: Db, code: string) {
  return db
    .selectFrom('promo_codes')
    .select([
      'id',
      'user_id',
      'code',
      'expired_at',
      'started_at',
      'invite_user_reward',
      'invited_user_reward',
      'use_times',
      'used_times',
    ])
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function promoCodeText(db: Db, id: number): Promise<string> {
  const r = await db.selectFrom('promo_codes').select('code').where('id', '=', id).executeTakeFirst();
  return r?.code ?? '';
}

export type PromoCodeRow = NonNullable<Awaited<ReturnType<typeof findPromoCode>>>;

export async function hasUsedPromoCode(db: Db, promoCodeId: number, userId: number): Promise<boolean> {
  const r = await db
    .selectFrom('promo_code_uses')
    .select('id')
    .where('promo_code_id', '=', promoCodeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return r !== undefined;
}

/** Takes one use of a limited code unless none is left. */
export async function takePromoUse(db: Db, id: number): Promise<boolean> {
  const r = await db
    .updateTable('promo_codes')
    .set((eb) => ({ used_times: eb('used_times', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('use_times', '=', 0), eb('used_times', '<', eb.ref('use_times'))]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function giveBackPromoUse(db: Db, id: number): Promise<void> {
  await db
    .updateTable('promo_codes')
    .set((eb) => ({ used_times: eb('used_times', '-', 1) }))
    .where('id', '=', id)
    .where('used_times', '>', 0)
    .execute();
}

/** Records the member's one use of a code for an order; false when they already hold one. */
export async function insertPromoUse(
  db: Db,
  row: { promo_code_id: number; user_id: number; order_id: number; created_at: string },
): Promise<boolean> {
  const r = await db
    .insertInto('promo_code_uses')
    .values(row)
    .onConflict((oc) => oc.columns(['promo_code_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Deletes the use an order held; answers the code's id when there was one. */
export async function deletePromoUseOfOrder(db: Db, orderId: number): Promise<number | null> {
  const row = await db
    .deleteFrom('promo_code_uses')
    .where('order_id', '=', orderId)
    .returning('promo_code_id')
    .executeTakeFirst();
  return row?.promo_code_id ?? null;
}

export const insertPromoCode = (db: Db, row: Insertable<Database['promo_codes']>) =>
  insertId(db, 'promo_codes', row);

// ---------------------------------------------------------------- payments reported by providers

/** Records a provider's report once per (provider, trade_no); false when this report was already recorded. */
export async function insertPayment(db: Db, row: Insertable<Database['order_payments']>): Promise<boolean> {
  const r = await db
    .insertInto('order_payments')
    .values(row)
    .onConflict((oc) => oc.columns(['provider', 'trade_no']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function paymentsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('order_payments')
    .select(['provider', 'trade_no', 'amount_fen', 'outcome'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Of these orders, those whose paying transaction is being returned (a refund row names the paid payment). */
export async function refundedOrderIds(db: Db, orderIds: readonly number[]): Promise<Set<number>> {
  const rows = await byIds(orderIds, (ids) =>
    db
      .selectFrom('payment_refunds as r')
      .innerJoin('order_payments as p', (j) =>
        j
          .onRef('p.order_id', '=', 'r.order_id')
          .onRef('p.provider', '=', 'r.provider')
          .onRef('p.trade_no', '=', 'r.trade_no'),
      )
      .select('r.order_id')
      .where('r.order_id', 'in', ids)
      .where('p.outcome', '=', 'paid')
      .execute(),
  );
  return new Set(rows.map((r) => r.order_id));
}

/** The payment that made this order paid, if a provider reported one (a promo code may have covered it all). */
export function paidPaymentOf(db: Db, orderId: number) {
  return db
    .selectFrom('order_payments')
    .select(['provider', 'trade_no', 'amount_fen'])
    .where('order_id', '=', orderId)
    .where('outcome', '=', 'paid')
    .executeTakeFirst();
}

/** Orders waiting for the operator to confirm a bank transfer (hand pay started, not paid), oldest first. */
export function handPayQueue(db: Db) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.order_no',
      'o.user_id',
      'o.charge',
      'o.discount',
      'o.created_at',
      'o.expired_at',
      'u.mobile',
      'u.nick_name',
    ])
    .where('o.payment', '=', 'handPay')
    .where('o.status', '=', STATUS.paying)
    .orderBy('o.id')
    .execute();
}

// ---------------------------------------------------------------- the operator console

export interface ConsoleOrderFilter {
  status?: number;
  goodsType?: string;
  userId?: number;
  mobile?: string;
  orderNo?: string;
  /** Database times: created at or after `from`, before `until`. */
  from?: string;
  until?: string;
}

function consoleOrderWhere(f: ConsoleOrderFilter) {
  return (eb: ExpressionBuilder<Database & { o: Database['orders']; u: Database['users'] }, 'o' | 'u'>) => {
    const and: Expression<SqlBool>[] = [];
    if (f.status !== undefined) and.push(eb('o.status', '=', f.status));
    if (f.userId !== undefined) and.push(eb('o.user_id', '=', f.userId));
    if (f.orderNo !== undefined) and.push(eb('o.order_no', '=', f.orderNo));
    if (f.mobile !== undefined) and.push(eb('u.mobile', '=', f.mobile));
    if (f.from !== undefined) and.push(eb('o.created_at', '>=', f.from));
    if (f.until !== undefined) and.push(eb('o.created_at', '<', f.until));
    if (f.goodsType !== undefined) {
      const goodsType = f.goodsType;
      and.push(
        eb.exists(
          eb
            .selectFrom('order_goods as g')
            .select('g.id')
            .whereRef('g.order_id', '=', 'o.id')
            .where('g.goods_type', '=', goodsType),
        ),
      );
    }
    return eb.and(and);
  };
}

export type ConsoleOrderRow = Awaited<ReturnType<typeof consoleOrders>>['rows'][number];

export function consoleOrders(
  db: Db,
  f: ConsoleOrderFilter,
  p: Page & { sort: { field: 'id' | 'created_at' | 'paid_at' | 'charge'; desc: boolean } },
) {
  const dir = p.sort.desc ? 'desc' : 'asc';
  return listPage(
    db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id').where(consoleOrderWhere(f)),
    p,
    (q) =>
      q
        .select([...ORDER_COLUMNS.map((c) => `o.${c}` as const), 'u.nick_name', 'u.mobile'])
        .orderBy(`o.${p.sort.field}`, dir)
        .orderBy('o.id', dir),
  );
}

export function consoleOrder(db: Db, id: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([...ORDER_COLUMNS.map((c) => `o.${c}` as const), 'u.nick_name', 'u.mobile'])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

export function consolePaymentsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('order_payments')
    .select(['id', 'provider', 'trade_no', 'amount_fen', 'outcome', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export function refundsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('payment_refunds')
    .select([
      'id',
      'refund_no',
      'provider',
      'trade_no',
      'amount_fen',
      'reason',
      'status',
      'reference',
      'attempts',
      'last_error',
      'created_at',
      'updated_at',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
