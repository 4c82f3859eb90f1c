import type { Db } from '../../db/index.ts';

export function findUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'inviter_id', 'invite_balance'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countInvitees(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('inviter_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
    const seen = await db
      .selectFrom('share_balance_records')
      .select('id')
      .where('order_no', '=', r.order_no)
      .where('level', '=', r.level)
      .executeTakeFirst();
    if (seen) return false;
  }
  await db.insertInto('share_balance_records').values(r).execute();
  return true;
}

export async function countBalanceRecords(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('share_balance_records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listBalanceRecords(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('share_balance_records')
    .select(['remark', 'amount', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function sumBalanceRecords(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('share_balance_records')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('s'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.s);
}

export async function countGoods(db: Db): Promise<number> {
  const row = await db
    .selectFrom('share_goods')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listGoods(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('share_goods')
    .select(['id', 'goods_id', 'goods_type', 'goods_title', 'goods_thumb', 'reward'])
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findGoodsFor(db: Db, items: { type: string; id: number }[]) {
  if (items.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('share_goods')
    .select(['goods_type', 'goods_id', 'goods_title', 'reward', 'reward2'])
    .where((eb) =>
      eb.or(items.map((i) => eb.and([eb('goods_type', '=', i.type), eb('goods_id', '=', i.id)]))),
    )
    .execute();
}

export async function insertGoods(
  db: Db,
  g: {
    goods_id: number;
    goods_type: string;
    goods_title: string;
    goods_thumb: string;
    reward: number;
    reward2: number;
    created_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('share_goods').values(g).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertWithdrawal(
  db: Db,
  w: {
    user_id: number;
    amount: number;
    channel: string;
    channel_name: string;
    channel_account: string;
    channel_address: string;
    created_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('share_withdrawals').values(w).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findWithdrawal(db: Db, id: number) {
  return db
    .selectFrom('share_withdrawals')
    .select(['id', 'user_id', 'amount', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Moves a requested withdrawal to `status`; answers the rows changed (0 = already decided). */
export async function decideWithdrawal(db: Db, id: number, status: number): Promise<number> {
  const r = await db
    .updateTable('share_withdrawals')
    .set({ status })
    .where('id', '=', id)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
