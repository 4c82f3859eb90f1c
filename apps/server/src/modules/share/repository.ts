import type { Insertable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { byIds, countOf, found, insertId, listPage, type Page } from '../../db/query-helpers.ts';

export function findUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'inviter_id', 'invite_balance'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function countInvitees(db: Db, userId: number): Promise<number> {
  return countOf(db.selectFrom('users').where('inviter_id', '=', userId));
}

/** Sets the member's inviter unless one is set already; answers the rows changed. */
export async function bindInviter(db: Db, userId: number, inviterId: number, now: string): Promise<number> {
  const r = await db
    .updateTable('users')
    .set({ inviter_id: inviterId, updated_at: now })
    .where('id', '=', userId)
    .where('inviter_id', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Moves the share balance by `delta` unless it would go negative; answers whether the row changed. */
export async function changeBalance(db: Db, userId: number, delta: number): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set((eb) => ({ invite_balance: eb('invite_balance', '+', delta) }))
    .where('id', '=', userId)
    .where('invite_balance', '>=', Math.max(0, -delta))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Writes a balance row; a commission (order_no set) at most once per order and level (the unique index is the
 * last line when two payments of one order race). Answers false when that commission was written before.
 */
export async function insertBalanceRecord(
  db: Db,
  r: { user_id: number; amount: number; remark: string; order_no: string; level: number; created_at: string },
): Promise<boolean> {
  if (r.order_no !== '') {
    const seen = db
      .selectFrom('share_balance_records')
      .select('id')
      .where('order_no', '=', r.order_no)
      .where('level', '=', r.level);
    if (await found(seen)) return false;
  }
  await db.insertInto('share_balance_records').values(r).execute();
  return true;
}

export function balanceRecordsPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('share_balance_records').where('user_id', '=', userId), page, (q) =>
    q.select(['remark', 'amount', 'created_at']).orderBy('id', 'desc'),
  );
}

export async function sumBalanceRecords(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('share_balance_records')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('s'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.s);
}

export function goodsPage(db: Db, page: Page) {
  return listPage(db.selectFrom('share_goods'), page, (q) =>
    q.select(['id', 'goods_id', 'goods_type', 'goods_title', 'goods_thumb', 'reward']).orderBy('id', 'desc'),
  );
}

export function findGoodsFor(db: Db, items: readonly { type: string; id: number }[]) {
  return byIds(items, (some) =>
    db
      .selectFrom('share_goods')
      .select(['goods_type', 'goods_id', 'goods_title', 'reward', 'reward2'])
      .where((eb) =>
        eb.or(some.map((i) => eb.and([eb('goods_type', '=', i.type), eb('goods_id', '=', i.id)]))),
      )
      .execute(),
  );
}

export const insertGoods = (db: Db, row: Insertable<Database['share_goods']>) =>
  insertId(db, 'share_goods', row);

export const insertWithdrawal = (db: Db, row: Insertable<Database['share_withdrawals']>) =>
  insertId(db, 'share_withdrawals', row);

// ---------------------------------------------------------------- the console

const CONSOLE_GOODS_COLUMNS = [
  'id',
  'goods_type',
  'goods_id',
  'goods_title',
  'goods_thumb',
  'reward',
  'reward2',
  'created_at',
] as const;

export function consoleGoodsPage(db: Db, page: Page) {
  return listPage(db.selectFrom('share_goods'), page, (q) =>
    q.select(CONSOLE_GOODS_COLUMNS).orderBy('id', 'desc'),
  );
}

export function findGoodsById(db: Db, id: number) {
  return db.selectFrom('share_goods').select(CONSOLE_GOODS_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Whether another row already pays commissions on this product. */
export function goodsTaken(db: Db, goodsType: string, goodsId: number, exceptId: number): Promise<boolean> {
  return found(
    db
      .selectFrom('share_goods')
      .select('id')
      .where('goods_type', '=', goodsType)
      .where('goods_id', '=', goodsId)
      .where('id', '!=', exceptId),
  );
}

export async function updateGoods(
  db: Db,
  id: number,
  row: {
    goods_type: string;
    goods_id: number;
    goods_title: string;
    goods_thumb: string;
    reward: number;
    reward2: number;
  },
): Promise<void> {
  await db.updateTable('share_goods').set(row).where('id', '=', id).execute();
}

export async function deleteGoods(db: Db, id: number): Promise<void> {
  await db.deleteFrom('share_goods').where('id', '=', id).execute();
}

const WITHDRAWAL_COLUMNS = [
  'w.id',
  'w.user_id',
  'w.amount',
  'w.channel',
  'w.channel_name',
  'w.channel_account',
  'w.status',
  'w.payout_reference',
  'w.refuse_reason',
  'w.created_at',
  'w.decided_at',
  'u.nick_name',
  'u.mobile',
] as const;

/** Withdrawals, pending first (oldest waiting first), then the decided ones newest first. */
export function withdrawalsPage(db: Db, page: Page, filter: { status?: number; userId?: number }) {
  let base = db.selectFrom('share_withdrawals as w');
  if (filter.status !== undefined) base = base.where('w.status', '=', filter.status);
  if (filter.userId !== undefined) base = base.where('w.user_id', '=', filter.userId);
  return listPage(base, page, (q) =>
    q
      .leftJoin('users as u', 'u.id', 'w.user_id')
      .select(WITHDRAWAL_COLUMNS)
      .orderBy((eb) => eb.case().when('w.status', '=', 0).then(0).else(1).end())
      .orderBy((eb) =>
        eb
          .case()
          .when('w.status', '=', 0)
          .then(eb.ref('w.id'))
          .else(eb.neg(eb.ref('w.id')))
          .end(),
      ),
  );
}

export function findWithdrawalRow(db: Db, id: number) {
  return db
    .selectFrom('share_withdrawals as w')
    .leftJoin('users as u', 'u.id', 'w.user_id')
    .select(WITHDRAWAL_COLUMNS)
    .where('w.id', '=', id)
    .executeTakeFirst();
}

/**
 * Decides a pending withdrawal: 1 paid out (with the payout reference) or 2 refused (with the reason). One
 * conditional statement, so of two decisions at once exactly one changes the row; answers the rows changed.
 */
export async function decideWithdrawal(
  db: Db,
  id: number,
  d: {
    status: 1 | 2;
    payout_reference?: string;
    refuse_reason?: string;
    decided_by: number | null;
    now: string;
  },
): Promise<number> {
  const r = await db
    .updateTable('share_withdrawals')
    .set({
      status: d.status,
      payout_reference: d.payout_reference ?? '',
      refuse_reason: d.refuse_reason ?? '',
      decided_by: d.decided_by,
      decided_at: d.now,
    })
    .where('id', '=', id)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
