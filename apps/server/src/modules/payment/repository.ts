import type { Db } from '../../db/index.ts';

export type RefundStatus = 'pending' | 'processing' | 'succeeded' | 'failed' | 'manual';

export interface NewRefund {
  order_id: number;
  order_no: string;
  provider: string;
  trade_no: string;
  refund_no: string;
  amount_fen: number;
  total_fen: number;
  reason: string;
  status: RefundStatus;
  created_at: string;
}

const COLUMNS = [
  'id',
  'order_id',
  'order_no',
  'provider',
  'trade_no',
  'refund_no',
  'amount_fen',
  'total_fen',
  'reason',
  'status',
  'reference',
  'attempts',
  'last_error',
  'created_at',
  'updated_at',
] as const;

/** Inserts a refund unless one exists for its order, reason and payment (or its number is taken). */
export async function insertRefund(db: Db, r: NewRefund): Promise<boolean> {
  const res = await db
    .insertInto('payment_refunds')
    .values({ ...r, updated_at: r.created_at })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findRefundFor(db: Db, orderId: number, reason: string, tradeNo: string) {
  return db
    .selectFrom('payment_refunds')
    .select(COLUMNS)
    .where('order_id', '=', orderId)
    .where('reason', '=', reason)
    .where('trade_no', '=', tradeNo)
    .executeTakeFirst();
}

export function findRefundByNo(db: Db, refundNo: string) {
  return db
    .selectFrom('payment_refunds')
    .select(COLUMNS)
    .where('refund_no', '=', refundNo)
    .executeTakeFirst();
}

export function findRefundById(db: Db, id: number) {
  return db.selectFrom('payment_refunds').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type RefundRow = NonNullable<Awaited<ReturnType<typeof findRefundByNo>>>;

/**
 * Refunds to send that nobody holds, after `afterId`, oldest first: the pending ones, and those a provider left
 * processing since before `staleBefore` (sent again with the same number, which asks the provider for its outcome).
 */
export function dueRefunds(db: Db, now: string, staleBefore: string, afterId: number, limit: number) {
  return db
    .selectFrom('payment_refunds')
    .select(COLUMNS)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'processing'), eb('updated_at', '<=', staleBefore)]),
      ]),
    )
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a due refund for one sending attempt: only the caller that still sees the status and attempt count it read
 * wins, so two senders never call the provider for the same row at once.
 */
export async function claimRefund(
  db: Db,
  id: number,
  seenStatus: string,
  seenAttempts: number,
  until: string,
  now: string,
): Promise<boolean> {
  const res = await db
    .updateTable('payment_refunds')
    .set({ attempts: seenAttempts + 1, claimed_until: until, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', seenStatus)
    .where('attempts', '=', seenAttempts)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Moves a refund from one of `from` to `status`; answers whether this call moved it. */
export async function moveRefund(
  db: Db,
  id: number,
  from: RefundStatus[],
  to: { status: RefundStatus; reference?: string; last_error?: string; attempts?: number; now: string },
): Promise<boolean> {
  const res = await db
    .updateTable('payment_refunds')
    .set({
      status: to.status,
      ...(to.reference !== undefined ? { reference: to.reference } : {}),
      ...(to.last_error !== undefined ? { last_error: to.last_error } : {}),
      ...(to.attempts !== undefined ? { attempts: to.attempts } : {}),
      claimed_until: null,
      updated_at: to.now,
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export function listRefunds(db: Db, status: RefundStatus | undefined, limit: number) {
  let q = db.selectFrom('payment_refunds').select(COLUMNS).orderBy('id', 'desc').limit(limit);
  if (status) q = q.where('status', '=', status);
  return q.execute();
}
