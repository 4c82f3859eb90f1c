import type { PaymentGateway } from '@meedu/contract';
import type { OrderDetail as ConsoleOrderDetail } from '@meedu/contract/admin';
import { writeAudit, type AuditEntry } from '../../console/audit.ts';
import type { AdminActor } from '../../console/auth.ts';
import { AdminError, notFound } from '../../console/http.ts';
import { type Db, inTransaction } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { nowDb } from '../../lib/http.ts';
import {
  consoleOrderDetail,
  consoleOrderRow,
  orderForSandbox,
  paidPaymentOf,
  settlePayment,
  startPayment,
  STATUS,
  type Settlement,
} from '../order/service.ts';
import { paymentProviders } from './providers/registry.ts';
import type { CallbackRequest } from './providers/types.ts';
import {
  findRefundById,
  markRefundDone,
  processRefunds,
  reopenRefund,
  requestRefund,
  settleRefundNotice,
  type ProcessOptions,
  type RefundRow,
} from './refunds.ts';

/**
 * The gateways of the contract (alipay, wechat, handPay) and the providers answering for them
 * (./providers/registry.ts). Hand pay needs no provider: the operator confirms the transfer (`npm run operator --
 * hand-pay:confirm`; in demo mode the sandbox page stands in).
 */
const providers = paymentProviders;

const GATEWAYS: Record<string, { name: string; icon: string }> = {
  alipay: { name: '支付宝', icon: '' },
  handPay: { name: '手动打款', icon: '' },
  wechat: { name: '微信扫码支付', icon: '' },
};

/** GET /api/v2/order/payments (§1.1): the enabled gateways of a scene, sorted by sign. */
export function enabledGateways(deps: AppDeps, scene: string): PaymentGateway[] {
  if (scene !== 'pc') return [];
  const p = providers(deps);
  const on: Record<string, boolean> = {
    alipay: p.alipay !== null,
    handPay: deps.config.payments.handPayText !== '',
    wechat: p.wechat !== null,
  };
  return Object.keys(GATEWAYS)
    .filter((sign) => on[sign])
    .sort()
    .map((sign) => ({ sign, name: GATEWAYS[sign]?.name ?? sign, icon: GATEWAYS[sign]?.icon ?? '' }));
}

export interface Addresses {
  base: string;
  returnUrl: string;
}

const notifyUrl = (base: string, name: string) =>
  `${base}/payment/callback/${name === 'wechatpay' ? 'wechat' : name}`;

/** POST /api/v2/order/pay/wechatScan (§1.9): the order → 支付中 (wechat, scan), the QR text. */
export async function startWechatScan(
  deps: AppDeps,
  userId: number,
  orderNo: string,
  base: string,
): Promise<string> {
  const provider = providers(deps).wechat;
  if (!provider) throw new ApiError('错误');
  const started = await startPayment(
    deps.db,
    userId,
    orderNo,
    { payment: 'wechat', method: 'scan', provider: provider.name },
    deps.clock.now(),
  );
  return provider.nativeQr({ ...started, notifyUrl: notifyUrl(base, provider.name), returnUrl: '', base });
}

/** GET /api/v2/order/pay/redirect (§1.11) for alipay: the order → 支付中 (alipay, web), the cashier address. */
export async function startPagePay(
  deps: AppDeps,
  userId: number,
  orderNo: string,
  payment: string,
  to: Addresses,
): Promise<string> {
  const provider = payment === 'alipay' ? providers(deps).alipay : null;
  if (!provider) throw new ApiError('错误');
  const started = await startPayment(
    deps.db,
    userId,
    orderNo,
    { payment: 'alipay', method: 'web', provider: provider.name },
    deps.clock.now(),
  );
  return provider.pagePayUrl({
    ...started,
    notifyUrl: notifyUrl(to.base, provider.name),
    returnUrl: to.returnUrl,
    base: to.base,
  });
}

/** POST /api/v3/order/pay/handPay (§1.10): the order → 支付中 (handPay), the admin's instructions. */
export async function startHandPay(deps: AppDeps, userId: number, orderNo: string): Promise<string> {
  const text = deps.config.payments.handPayText;
  if (!text) throw new ApiError('错误');
  await startPayment(
    deps.db,
    userId,
    orderNo,
    { payment: 'handPay', method: 'handPay', provider: 'handPay' },
    deps.clock.now(),
  );
  return text;
}

/**
 * POST /payment/callback/{payment}: verifies the provider's request and settles the order. A request that is not
 * genuine changes nothing; a genuine one is acknowledged whatever its outcome (the provider must stop retrying).
 */
export async function handleCallback(
  deps: AppDeps,
  name: string,
  req: CallbackRequest,
): Promise<{ status: number; body: string; contentType: string; settlement: Settlement | 'rejected' }> {
  const provider = providers(deps).byName.get(name);
  if (!provider) return { status: 404, body: 'Not Found', contentType: 'text/plain', settlement: 'rejected' };
  const report = await provider.verifyCallback(req);
  if (!report) return { ...provider.ack(false), settlement: 'rejected' };
  const settlement = await settlePayment(deps.db, { ...report, provider: provider.name }, deps.clock.now());
  return { ...provider.ack(true), settlement };
}

/**
 * POST /payment/refund-callback/{payment}: a provider's refund notice (WeChat Pay's REFUND.*), verified like a
 * payment notice, settles the refund it names. Genuine notices are acknowledged whatever they change.
 */
export async function handleRefundNotice(
  deps: AppDeps,
  name: string,
  req: CallbackRequest,
): Promise<{ status: number; body: string; contentType: string; outcome: string }> {
  const provider = providers(deps).byName.get(name);
  if (!provider?.verifyRefundNotice)
    return { status: 404, body: 'Not Found', contentType: 'text/plain', outcome: 'rejected' };
  const report = await provider.verifyRefundNotice(req);
  if (!report) return { ...provider.ack(false), outcome: 'rejected' };
  const outcome = await settleRefundNotice(deps.db, provider.name, report, deps.clock.now());
  return { ...provider.ack(true), outcome };
}

export type HandPayConfirmation =
  | { outcome: 'unknown' | 'not_hand_pay' | 'cancelled' | 'not_waiting' }
  | { outcome: 'wrong_amount'; owedFen: number }
  | { outcome: 'already_paid' }
  | { outcome: Settlement; owedFen: number };

/**
 * The operator saw a hand-pay transfer arrive: the order is settled through the same path as a verified provider
 * callback (`settlePayment`: once, amount checked, delivered once). Only an order whose member chose hand pay and
 * that is waiting for it can be confirmed, and only for what it owes, so a mistyped number or amount changes
 * nothing. `amountFen` defaults to what the order owes.
 */
export async function confirmHandPay(
  deps: AppDeps,
  orderNo: string,
  amountFen?: number,
): Promise<HandPayConfirmation> {
  const o = await orderForSandbox(deps.db, orderNo.trim());
  if (!o) return { outcome: 'unknown' };
  if (o.payment !== 'handPay') return { outcome: 'not_hand_pay' };
  if (o.status === 9) return { outcome: 'already_paid' };
  if (o.status === 7) return { outcome: 'cancelled' };
  if (o.status !== 5) return { outcome: 'not_waiting' };
  const paid = amountFen ?? o.amountFen;
  if (paid !== o.amountFen) return { outcome: 'wrong_amount', owedFen: o.amountFen };
  const settlement = await settlePayment(
    deps.db,
    { provider: 'handPay', orderNo: o.orderNo, tradeNo: `HAND-${o.orderNo}`, amountFen: paid, paid: true },
    deps.clock.now(),
  );
  if (settlement === 'replayed' || settlement === 'duplicate') return { outcome: 'already_paid' };
  return { outcome: settlement, owedFen: o.amountFen };
}

// ---------------------------------------------------------------- the operator console (orders)

/** Runs a console write and its audit row in one transaction. */
function audited<T>(
  deps: AppDeps,
  actor: AdminActor,
  work: (trx: Db, audit: (entry: AuditEntry) => Promise<void>) => Promise<T>,
): Promise<T> {
  const at = deps.clock.now();
  const who = { adminId: actor.adminId, name: actor.name, ip: actor.ip };
  return inTransaction(deps.db, (trx) => work(trx, (entry) => writeAudit(trx, who, entry, at)));
}

const HAND_PAY_REFUSALS: Record<string, string> = {
  unknown: '订单不存在',
  not_hand_pay: '该订单不是手动打款订单',
  cancelled: '该订单已超时取消，不能再确认收款',
  not_waiting: '该订单没有在等待手动打款确认',
  already_paid: '该订单已经支付，不能重复确认',
  wrong_amount: '收款金额与订单应付金额不符',
  late: '该订单已关闭，不能再确认收款',
  duplicate: '该订单已经支付，不能重复确认',
  failed: '确认收款失败',
  replayed: '该订单已经支付，不能重复确认',
};

/**
 * The console's 确认收款 of a hand-pay order: the same path as the operator's `hand-pay:confirm`
 * (`confirmHandPay` → `settlePayment`: paid once by a conditional update, delivered once), inside one transaction
 * with its audit row. A second confirmation (or two at once) is refused with the reason, changing nothing.
 */
export async function confirmHandPayFromConsole(
  deps: AppDeps,
  actor: AdminActor,
  orderId: number,
): Promise<ConsoleOrderDetail> {
  const order = await consoleOrderRow(deps.db, orderId);
  await audited(deps, actor, async (trx, audit) => {
    const r = await confirmHandPay({ ...deps, db: trx }, order.order_no);
    if (r.outcome !== 'paid') throw new AdminError(409, HAND_PAY_REFUSALS[r.outcome] ?? '确认收款失败');
    await audit({
      action: 'confirm_hand_pay',
      entity: 'order',
      entityId: orderId,
      summary: `确认订单 ${order.order_no} 的手动打款 ￥${(r.owedFen / 100).toFixed(2)}`,
      before: { status: order.status },
      after: { status: STATUS.paid, amount_fen: r.owedFen },
    });
  });
  return consoleOrderDetail(deps.db, orderId);
}

/**
 * The console's 退款 of a paid order: recorded with `requestRefund` (once per order and payment, by the table's
 * unique key) in one transaction with its audit row, then sent to the provider by `processRefunds`, the path of
 * the maintenance job and the operator's `refunds:retry`. A hand-pay order's refund is manual (no provider).
 */
export async function refundOrderFromConsole(
  deps: AppDeps,
  actor: AdminActor,
  orderId: number,
  reason: string,
  opts: ProcessOptions = {},
): Promise<ConsoleOrderDetail> {
  const order = await consoleOrderRow(deps.db, orderId);
  if (order.status !== STATUS.paid) throw new AdminError(409, '只有已支付的订单可以退款');
  const refund = await audited(deps, actor, async (trx, audit) => {
    const paid = await paidPaymentOf(trx, orderId);
    if (!paid || paid.amount_fen <= 0) throw new AdminError(409, '该订单没有实际付款，无需退款');
    const existing = (await consoleOrderDetail(trx, orderId)).refunds;
    if (existing.length > 0) throw new AdminError(409, '该订单已有退款记录，不能重复退款');
    const row = await requestRefund(trx, {
      orderId,
      orderNo: order.order_no,
      reason: 'operator',
      now: nowDb(deps.clock),
    });
    if (!row) throw new AdminError(409, '该订单没有实际付款，无需退款');
    await audit({
      action: 'refund',
      entity: 'order',
      entityId: orderId,
      summary: `订单 ${order.order_no} 退款 ￥${(row.amount_fen / 100).toFixed(2)}：${reason}`,
      after: { refund_no: row.refund_no, amount_fen: row.amount_fen, provider: row.provider, reason },
    });
    return row;
  });
  if (refund.status === 'pending') await processRefunds(deps, { ...opts, refundNo: refund.refund_no });
  return consoleOrderDetail(deps.db, orderId);
}

async function refundOfOrder(db: Db, orderId: number, refundId: number): Promise<RefundRow> {
  const row = await findRefundById(db, refundId);
  if (!row || row.order_id !== orderId) throw notFound('退款');
  return row;
}

/** The console's 重试 of a failed refund: reopened with its audit row, then sent as `refunds:retry` sends it. */
export async function retryRefundFromConsole(
  deps: AppDeps,
  actor: AdminActor,
  orderId: number,
  refundId: number,
  opts: ProcessOptions = {},
): Promise<ConsoleOrderDetail> {
  const row = await refundOfOrder(deps.db, orderId, refundId);
  if (row.status !== 'failed') throw new AdminError(409, '只有失败的退款可以重试');
  await audited(deps, actor, async (trx, audit) => {
    if ((await reopenRefund(trx, row, nowDb(deps.clock))) !== 'pending')
      throw new AdminError(409, '只有失败的退款可以重试');
    await audit({
      action: 'retry_refund',
      entity: 'order',
      entityId: orderId,
      summary: `重试订单 ${row.order_no} 的退款 ${row.refund_no}`,
      before: { status: row.status, last_error: row.last_error },
      after: { status: 'pending' },
    });
  });
  await processRefunds(deps, { ...opts, refundNo: row.refund_no });
  return consoleOrderDetail(deps.db, orderId);
}

/**
 * The console's 关闭 of a failed or manual refund: the money went back by hand, so it is marked done with the
 * operator's note, as `refunds:done` marks it.
 */
export async function closeRefundFromConsole(
  deps: AppDeps,
  actor: AdminActor,
  orderId: number,
  refundId: number,
  note: string,
): Promise<ConsoleOrderDetail> {
  const row = await refundOfOrder(deps.db, orderId, refundId);
  if (row.status !== 'failed' && row.status !== 'manual')
    throw new AdminError(409, '只有失败或待人工处理的退款可以关闭');
  await audited(deps, actor, async (trx, audit) => {
    const r = await markRefundDone(trx, row.refund_no, note, deps.clock.now());
    if (r.outcome !== 'done') throw new AdminError(409, '只有失败或待人工处理的退款可以关闭');
    await audit({
      action: 'close_refund',
      entity: 'order',
      entityId: orderId,
      summary: `关闭订单 ${row.order_no} 的退款 ${row.refund_no}（人工退回）：${note}`,
      before: { status: row.status },
      after: { status: 'succeeded', reference: note },
    });
  });
  return consoleOrderDetail(deps.db, orderId);
}
