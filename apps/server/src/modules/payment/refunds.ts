/**
 * Refunds, one path for every reason money goes back (docs/decisions.md "Refunds"):
 *
 * - `requestRefund(db-or-trx, …)` records a refund inside the caller's transaction, once per order, reason and
 *   payment: a failed group's place (group-buy), or a paid report the order core could not apply (late,
 *   duplicate, wrong amount; registered with `onUnappliedPayment`). Hand pay has no provider to call: its rows
 *   are `manual`, for the operator.
 * - `processRefunds(deps)` sends the pending ones (maintenance job, and the operator's retry). A row is claimed
 *   with a conditional update before its provider is called, so concurrent senders never refund it twice; a
 *   failure keeps the row pending with its error for the next run, up to `MAX_REFUND_ATTEMPTS`, then `failed`.
 * - WeChat Pay may answer PROCESSING: the row waits as `processing` for the refund notice
 *   (`settleRefundNotice`); one still processing a day later is sent again with the same number, which asks the
 *   provider for its outcome (a lost notice).
 */
import { type Db, inTransaction } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { onUnappliedPayment, paidPaymentOf, type UnappliedPayment } from '../order/service.ts';
import { paymentProviders } from './providers/registry.ts';
import type { PaymentProvider, RefundReport } from './providers/types.ts';
import * as repo from './repository.ts';
import type { RefundRow, RefundStatus } from './repository.ts';
import { nowDb } from '../../lib/http.ts';

export type { RefundRow, RefundStatus };

/** Sending attempts before a refund is left `failed` for the operator (one attempt per maintenance run). */
export const MAX_REFUND_ATTEMPTS = 5;
/** How long a sender holds a claimed row: a sender that died mid-call frees it after this. */
const CLAIM_MS = 10 * 60_000;
/** A refund still processing this long after the provider accepted it is asked about again (its notice was lost). */
const STALE_PROCESSING_MS = 24 * 3600_000;

/** `operator`: an operator refunded a paid order (the console's 退款). */
export type RefundReason = 'group_failed' | 'operator' | UnappliedPayment['outcome'];

/** What the payer reads on their statement (the provider shows the reason). */
export const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  group_failed: '拼团失败退款',
  operator: '订单退款',
  late: '订单已关闭，退回款项',
  duplicate: '重复支付退款',
  wrong_amount: '支付金额与订单不符，退回款项',
};

const reasonText = (reason: string) => REFUND_REASON_TEXT[reason as RefundReason] ?? reason;

const refundNumber = (orderNo: string) =>
  `R${orderNo}${Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;

export interface RefundRequest {
  orderId: number;
  orderNo: string;
  reason: RefundReason;
  /** The payment to return; when absent, the one that paid the order. */
  payment?: { provider: string; tradeNo: string; amountFen: number };
  now: string;
}

/**
 * Records a refund (pending, or manual for hand pay) unless one exists for this order, reason and payment.
 * Answers the row, or null when no money was taken (an order a promo code covered).
 */
export async function requestRefund(db: Db, r: RefundRequest): Promise<RefundRow | null> {
  return inTransaction(db, async (trx) => {
    const paid = r.payment ?? (await paidPaymentOf(trx, r.orderId));
    if (!paid) return null;
    const payment =
      'tradeNo' in paid
        ? paid
        : { provider: paid.provider, tradeNo: paid.trade_no, amountFen: paid.amount_fen };
    if (payment.amountFen <= 0) return null;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const existing = await repo.findRefundFor(trx, r.orderId, r.reason, payment.tradeNo);
      if (existing) return existing;
      await repo.insertRefund(trx, {
        order_id: r.orderId,
        order_no: r.orderNo,
        provider: payment.provider,
        trade_no: payment.tradeNo,
        refund_no: refundNumber(r.orderNo),
        amount_fen: payment.amountFen,
        total_fen: payment.amountFen,
        reason: r.reason,
        status: payment.provider === 'handPay' ? 'manual' : 'pending',
        created_at: r.now,
      });
    }
    throw new Error(`退款单号冲突：订单 ${r.orderNo}`);
  });
}

/** The order core's hook: a paid report that did not pay its order is refunded. */
const refundUnappliedPayment = async (trx: Db, p: UnappliedPayment, now: string) => {
  await requestRefund(trx, {
    orderId: p.orderId,
    orderNo: p.orderNo,
    reason: p.outcome,
    payment: { provider: p.provider, tradeNo: p.tradeNo, amountFen: p.amountFen },
    now,
  });
};

export function registerRefunds(): void {
  onUnappliedPayment(refundUnappliedPayment);
}

export interface RefundRun {
  succeeded: number;
  /** Accepted by the provider, its outcome to come in a notice. */
  processing: number;
  /** Failed this time, to be sent again on the next run. */
  retrying: number;
  /** Failed for the last time: the operator's now. */
  failed: number;
}

export interface ProcessOptions {
  /** Which provider sends a row's refund (tests answer for the remote). Default: the configured providers. */
  provider?: (name: string) => PaymentProvider | null | undefined;
  /** Only this refund (the operator's retry). */
  refundNo?: string;
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 500);

/** Sends every pending refund to its provider once. See the comment at the top. */
export async function processRefunds(deps: AppDeps, opts: ProcessOptions = {}): Promise<RefundRun> {
  const run: RefundRun = { succeeded: 0, processing: 0, retrying: 0, failed: 0 };
  const lookup = opts.provider ?? ((name: string) => paymentProviders(deps).byName.get(name));
  const notifyUrl = deps.config.appUrl ? `${deps.config.appUrl}/payment/refund-callback/wechat` : '';
  let afterId = 0;
  for (;;) {
    const nowDate = deps.clock.now();
    const now = toDbTime(nowDate);
    const staleBefore = toDbTime(new Date(nowDate.getTime() - STALE_PROCESSING_MS));
    const due = await repo.dueRefunds(deps.db, now, staleBefore, afterId, 50);
    if (due.length === 0) return run;
    for (const row of due) {
      afterId = row.id;
      if (opts.refundNo && row.refund_no !== opts.refundNo) continue;
      const until = toDbTime(new Date(nowDate.getTime() + CLAIM_MS));
      if (!(await repo.claimRefund(deps.db, row.id, row.status, row.attempts, until, now))) continue;
      const attempts = row.attempts + 1;
      try {
        const provider = lookup(row.provider);
        if (!provider) throw new Error(`支付渠道 ${row.provider} 未配置`);
        const outcome = await provider.refund({
          orderNo: row.order_no,
          tradeNo: row.trade_no,
          refundNo: row.refund_no,
          amountFen: row.amount_fen,
          totalFen: row.total_fen,
          reason: reasonText(row.reason),
          notifyUrl,
        });
        const done = outcome.status === 'succeeded';
        const moved = await repo.moveRefund(deps.db, row.id, ['pending', 'processing'], {
          status: done ? 'succeeded' : 'processing',
          reference: outcome.reference,
          last_error: '',
          now: nowDb(deps.clock),
        });
        if (moved) run[done ? 'succeeded' : 'processing'] += 1;
      } catch (e) {
        const last = attempts >= MAX_REFUND_ATTEMPTS;
        await repo.moveRefund(deps.db, row.id, ['pending', 'processing'], {
          status: last ? 'failed' : 'pending',
          last_error: errorText(e),
          now: nowDb(deps.clock),
        });
        run[last ? 'failed' : 'retrying'] += 1;
      }
    }
  }
}

/**
 * A provider's verified refund notice: a refund still waiting becomes succeeded, or failed with the provider's
 * word. A replayed notice changes nothing.
 */
export async function settleRefundNotice(
  db: Db,
  provider: string,
  report: RefundReport,
  nowDate: Date,
): Promise<'settled' | 'replayed' | 'unknown'> {
  const row = await repo.findRefundByNo(db, report.refundNo);
  if (!row || row.provider !== provider) return 'unknown';
  const moved = await repo.moveRefund(db, row.id, ['pending', 'processing'], {
    status: report.succeeded ? 'succeeded' : 'failed',
    ...(report.reference ? { reference: report.reference } : {}),
    last_error: report.succeeded ? '' : `退款未成功（${report.detail}）`,
    now: toDbTime(nowDate),
  });
  return moved ? 'settled' : 'replayed';
}

// ---------------------------------------------------------------- the operator (src/cli/operator.ts)

export function listRefunds(db: Db, status?: RefundStatus, limit = 200) {
  return repo.listRefunds(db, status, limit);
}

export function findRefund(db: Db, refundNo: string) {
  return repo.findRefundByNo(db, refundNo);
}

export type RetryOutcome = 'unknown' | 'manual' | 'already_succeeded' | RefundStatus;

/**
 * Makes a failed (or stuck processing) refund pending again with a fresh attempt count, for the next send. Answers
 * the outcome; the caller sends it (`processRefunds` with its number) after its transaction. A manual or succeeded
 * refund is left as it is.
 */
export async function reopenRefund(db: Db, row: RefundRow, now: string): Promise<RetryOutcome> {
  if (row.status === 'manual') return 'manual';
  if (row.status === 'succeeded') return 'already_succeeded';
  const moved = await repo.moveRefund(db, row.id, ['failed', 'processing'], {
    status: 'pending',
    attempts: 0,
    now,
  });
  return moved ? 'pending' : (row.status as RetryOutcome);
}

/**
 * Sends a failed (or stuck processing) refund again, now, with a fresh attempt count. Answers its new status. The
 * operator's command line and the console both retry through `reopenRefund` and `processRefunds`.
 */
export async function retryRefund(deps: AppDeps, refundNo: string, opts: ProcessOptions = {}) {
  const row = await repo.findRefundByNo(deps.db, refundNo);
  if (!row) return { outcome: 'unknown' as RetryOutcome, row: undefined };
  const reopened = await reopenRefund(deps.db, row, nowDb(deps.clock));
  if (reopened === 'manual' || reopened === 'already_succeeded') return { outcome: reopened, row };
  await processRefunds(deps, { ...opts, refundNo });
  const after = await repo.findRefundByNo(deps.db, refundNo);
  return { outcome: (after?.status ?? 'unknown') as RetryOutcome, row: after };
}

export function findRefundById(db: Db, id: number) {
  return repo.findRefundById(db, id);
}

/** The operator paid a manual or failed refund back by hand: it becomes succeeded with their note. */
export async function markRefundDone(db: Db, refundNo: string, reference: string, nowDate: Date) {
  const row = await repo.findRefundByNo(db, refundNo);
  if (!row) return { outcome: 'unknown' as const, row };
  if (row.status === 'succeeded') return { outcome: 'already_succeeded' as const, row };
  const moved = await repo.moveRefund(db, row.id, ['manual', 'failed', 'processing'], {
    status: 'succeeded',
    reference: reference || '人工退款',
    last_error: '',
    now: toDbTime(nowDate),
  });
  return { outcome: moved ? ('done' as const) : ('not_settled_by_hand' as const), row };
}
