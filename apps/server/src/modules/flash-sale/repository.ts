import type { Db } from '../../db/index.ts';
import { found, listPage, type Page } from '../../db/query-helpers.ts';

/** A flash-sale slot (ms_orders row) with its campaign. */
export function findSlot(db: Db, id: number) {
  return db
    .selectFrom('ms_orders as o')
    .innerJoin('ms_goods as g', 'g.id', 'o.goods_id')
    .select([
      'o.id',
      'o.user_id',
      'o.status',
      'o.charge',
      'o.goods_id as ms_goods_id',
      'g.goods_id as product_id',
      'g.goods_type',
      'g.goods_title',
      'g.goods_thumb',
      'g.original_charge',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/** Moves a slot from one status to another; answers the rows changed (0 = it had moved already). */
export async function moveSlot(db: Db, id: number, from: number, to: number, now: string): Promise<number> {
  const r = await db
    .updateTable('ms_orders')
    .set({ status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function returnStock(db: Db, msGoodsId: number, now: string): Promise<void> {
  await db
    .updateTable('ms_goods')
    .set((eb) => ({ over_num: eb('over_num', '+', 1), updated_at: now }))
    .where('id', '=', msGoodsId)
    .execute();
}

/** Whether an order for the slot is still open (unpaid or paying). */
export function hasOpenOrder(db: Db, slotId: number): Promise<boolean> {
  return found(
    db
      .selectFrom('order_goods as og')
      .innerJoin('orders as ord', 'ord.id', 'og.order_id')
      .select('og.id')
      .where('og.goods_type', '=', 'ms')
      .where('og.goods_id', '=', slotId)
      .where('ord.status', 'in', [1, 5]),
  );
}

/**
 * Unpaid slots taken before `cutoff` for which no order is open (an open order keeps its slot until the order
 * core pays or cancels it).
 */
export function abandonedSlots(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('ms_orders as o')
    .select(['o.id', 'o.goods_id'])
    .where('o.status', '=', 0)
    .where('o.created_at', '<=', cutoff)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('order_goods as og')
            .innerJoin('orders as ord', 'ord.id', 'og.order_id')
            .select('og.id')
            .where('og.goods_type', '=', 'ms')
            .whereRef('og.goods_id', '=', 'o.id')
            .where('ord.status', 'in', [1, 5]),
        ),
      ),
    )
    .orderBy('o.id')
    .limit(limit)
    .execute();
}

export function memberSlotsPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('ms_orders as o').where('o.user_id', '=', userId), page, (q) =>
    q
      .leftJoin('ms_goods as g', 'g.id', 'o.goods_id')
      .select([
        'o.id',
        'o.charge',
        'o.status',
        'o.created_at',
        'g.goods_id as product_id',
        'g.goods_type',
        'g.goods_title',
        'g.goods_thumb',
      ])
      .orderBy('o.id', 'desc'),
  );
}
