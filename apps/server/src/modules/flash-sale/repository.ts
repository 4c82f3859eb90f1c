import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { found, insertId, listPage, type Page } from '../../db/query-helpers.ts';

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

// ---------------------------------------------------------------- the console

const CAMPAIGN_COLUMNS = [
  'g.id',
  'g.goods_type',
  'g.goods_id',
  'g.goods_title',
  'g.goods_thumb',
  'g.original_charge',
  'g.charge',
  'g.num',
  'g.over_num',
  'g.started_at',
  'g.end_at',
  'g.created_at',
] as const;

/** The units of a campaign paid for (its slots in status 1). */
const paidUnits = (eb: ExpressionBuilder<Database & { g: Database['ms_goods'] }, 'g'>) =>
  eb
    .selectFrom('ms_orders as o')
    .select((o) => o.fn.countAll<number>().as('n'))
    .whereRef('o.goods_id', '=', 'g.id')
    .where('o.status', '=', 1)
    .as('paid');

export function campaignsPage(
  db: Db,
  page: Page,
  q: { title?: string; sort: { field: 'id' | 'started_at'; desc: boolean } },
) {
  let base = db.selectFrom('ms_goods as g');
  if (q.title) base = base.where('g.goods_title', 'like', `%${q.title}%`);
  return listPage(base, page, (f) =>
    f
      .select(CAMPAIGN_COLUMNS)
      .select(paidUnits)
      .orderBy(`g.${q.sort.field}`, q.sort.desc ? 'desc' : 'asc')
      .orderBy('g.id', 'desc'),
  );
}

export const findCampaign = (db: Db, id: number) =>
  db
    .selectFrom('ms_goods as g')
    .select(CAMPAIGN_COLUMNS)
    .select(paidUnits)
    .where('g.id', '=', id)
    .executeTakeFirst();

export const insertCampaign = (db: Db, row: Insertable<Database['ms_goods']>) =>
  insertId(db, 'ms_goods', row);

/**
 * Saves a campaign. The stock moves relative to what is sold in the same statement (`over_num` grows or shrinks
 * by the change of `num`), and only while what is left stays at zero or more: a join taking a unit at the same
 * moment is counted either before or after, never lost, so the campaign never sells more than `num`. Answers
 * the rows changed (0 = the new stock is below what is sold).
 */
export async function updateCampaign(
  db: Db,
  id: number,
  row: Omit<Updateable<Database['ms_goods']>, 'over_num' | 'num'> & { num: number },
): Promise<number> {
  const r = await db
    .updateTable('ms_goods')
    .set({ ...row, over_num: sql<number>`over_num + (${row.num} - num)` })
    .where('id', '=', id)
    .where(sql<boolean>`over_num + (${row.num} - num) >= 0`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Deletes a campaign no member has taken a unit of; answers the rows deleted. */
export async function deleteUntakenCampaign(db: Db, id: number): Promise<number> {
  const r = await db
    .deleteFrom('ms_goods')
    .where('id', '=', id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('ms_orders').select('id').where('goods_id', '=', id))))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
