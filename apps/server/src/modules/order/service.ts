/**
 * The order core (contract commerce-exam §1–2). Other areas use it in three ways:
 *
 * - `placeOrder(db, { userId, goodsType, goodsId, promoCode, input, now })` creates an order for any registered
 *   goods type and answers the contract's `Order`. The price always comes from the goods type's `quote` on the
 *   server (never from the client); a usable promo code takes its discount, and an order it fully covers is paid
 *   and delivered at once. A retried submit for the same goods and price reuses the member's open order.
 * - `registerGoods(type, handler)` adds a goods type (the delivery registry). Built in (./goods.ts): `course`,
 *   `live`, `book`, `topic` (article), `learnPath`, `role` (VIP). The market area registers `tg` (group buy) and
 *   `ms` (flash sale). `quote` runs inside the creating transaction (it may take stock); `deliver` runs inside
 *   the payment transaction, exactly once per paid order; `release` runs inside the cancelling transaction (give
 *   stock back).
 * - `onOrderPaid(hook)` / `onOrderCancelled(hook)`: run inside the same transactions after delivery / release,
 *   for every order. The share commissions are a paid hook; no area registers a cancelled hook today (stock goes
 *   back through the goods type's `release`). A hook that throws rolls the whole step back.
 *
 * modules/commerce.ts (`registerCommerce`) makes these registrations, once, before any order is handled.
 *
 * Payment: `startPayment` moves an order to 支付中 for a gateway; `settlePayment` applies a provider's verified
 * report (idempotent: recorded once per provider trade number, paid at most once, amount checked);
 * `cancelDueOrders` is run by the maintenance job and gives promo uses (and, through `release`, stock) back.
 * A paid report that cannot apply (late, duplicate, wrong amount) runs the `onUnappliedPayment` hooks in its
 * transaction: the payment area records the refund there.
 */
import type { Order, OrderGoods, OrderStatusText, PromoCode, PromoCodeCheck } from '@meedu/contract';
import type {
  ListReply,
  OrderDetail as ConsoleOrderDetail,
  OrderItem as ConsoleOrderItem,
  RefundStatusName,
} from '@meedu/contract/admin';
import { addDays, dayStartDb, wireInstant, wireInstantOrNull } from '../../console/dates.ts';
import { listReply, notFound, type ListParams } from '../../console/http.ts';
import { type Db, inTransaction } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { toDbTime } from '../../lib/dates.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as repo from './repository.ts';
import { STATUS, type OrderGoodsRow, type OrderRow, type PromoCodeRow } from './repository.ts';

export { STATUS };

// ---------------------------------------------------------------- the delivery registry

/** What a goods type answers for one product: the price and the names written on the order line. */
export interface GoodsQuote {
  name: string;
  thumb: string;
  /** A short description kept on the line (`goods_text`). */
  text: string;
  /** The price charged, whole yuan. */
  charge: number;
  /** The list price shown beside it. */
  oriCharge: number;
  /** Kept on the line (JSON) and handed back to deliver/release, e.g. the group joined. */
  extra?: Record<string, string | number | boolean | null>;
}

/** One goods line of an order, as deliver/release/hooks see it. */
export interface OrderLine {
  orderId: number;
  orderNo: string;
  userId: number;
  goodsType: string;
  goodsId: number;
  charge: number;
  extra: Record<string, unknown>;
}

export interface GoodsHandler {
  /** The `goods_type` written in /member/orders (`COURSE`, `ROLE`, `直播课程`, …). */
  wireType: string;
  /**
   * Prices the product for this member, inside the creating transaction; throws `ApiError` with the Chinese
   * reason when it cannot be bought (free, owned, sold out). `input` is the request body (e.g. `gid`).
   */
  quote(
    trx: Db,
    userId: number,
    goodsId: number,
    input: Record<string, unknown>,
    now: string,
  ): Promise<GoodsQuote>;
  /** Grants the product, inside the payment transaction. Called once per paid order line. */
  deliver(trx: Db, line: OrderLine, now: string): Promise<void>;
  /** Gives back what `quote` took (stock), inside the cancelling transaction. */
  release?(trx: Db, line: OrderLine, now: string): Promise<void>;
}

export interface PaidOrder {
  id: number;
  orderNo: string;
  userId: number;
  charge: number;
  discount: number;
  promoCodeId: number;
  lines: OrderLine[];
}

export type OrderHook = (trx: Db, order: PaidOrder, now: string) => Promise<void>;

/** Money a provider took that did not pay its order: it has to go back. */
export interface UnappliedPayment {
  orderId: number;
  orderNo: string;
  provider: string;
  tradeNo: string;
  amountFen: number;
  outcome: 'late' | 'duplicate' | 'wrong_amount';
}

export type UnappliedPaymentHook = (trx: Db, p: UnappliedPayment, now: string) => Promise<void>;

const goodsTypes = new Map<string, GoodsHandler>();
const paidHooks: OrderHook[] = [];
const cancelledHooks: OrderHook[] = [];
const unappliedHooks: UnappliedPaymentHook[] = [];

/** Adds (or replaces) the handler of a goods type. */
export function registerGoods(type: string, handler: GoodsHandler): void {
  goodsTypes.set(type, handler);
}

/** Runs `hook` inside the payment transaction of every order, after its goods were delivered. */
export function onOrderPaid(hook: OrderHook): void {
  if (!paidHooks.includes(hook)) paidHooks.push(hook);
}

/** Runs `hook` inside the cancelling transaction of every order that times out unpaid. */
export function onOrderCancelled(hook: OrderHook): void {
  if (!cancelledHooks.includes(hook)) cancelledHooks.push(hook);
}

/** Runs `hook` inside the settling transaction of every paid report recorded without paying its order. */
export function onUnappliedPayment(hook: UnappliedPaymentHook): void {
  if (!unappliedHooks.includes(hook)) unappliedHooks.push(hook);
}

function handlerOf(type: string): GoodsHandler {
  const h = goodsTypes.get(type);
  if (!h) throw new ApiError('无法购买');
  return h;
}

// ---------------------------------------------------------------- helpers

const STATUS_TEXT: Record<number, OrderStatusText> = { 1: '未支付', 5: '支付中', 9: '已支付', 7: '已取消' };
const PAYMENT_TEXT: Record<string, string> = { alipay: '支付宝', wechat: '微信支付', handPay: '手动打款' };

/** Payable now: the price less what the promo code covered, never below 0 (§1.4). */
export const payable = (o: { charge: number; discount: number }) => Math.max(o.charge - o.discount, 0);

function parseExtra(json: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function lineOf(order: { id: number; order_no: string; user_id: number }, g: OrderGoodsRow): OrderLine {
  return {
    orderId: order.id,
    orderNo: order.order_no,
    userId: order.user_id,
    goodsType: g.goods_type,
    goodsId: g.goods_id,
    charge: g.charge,
    extra: parseExtra(g.extra),
  };
}

/**
 * A paid order whose payment went back (its group failed) reads as 已取消: the contract has no refunded status,
 * and 已支付 with 实付款 would tell the member they still hold what they paid for.
 */
function toOrder(o: OrderRow, goods: OrderGoodsRow[], refunded = false): Order {
  return {
    id: o.id,
    user_id: o.user_id,
    charge: o.charge,
    order_id: o.order_no,
    payment_method: o.payment_method,
    status_text: refunded ? '已取消' : (STATUS_TEXT[o.status] ?? '未支付'),
    payment_text: PAYMENT_TEXT[o.payment] ?? '',
    continue_pay: o.status === STATUS.unpaid || o.status === STATUS.paying,
    goods: goods.map((g): OrderGoods => ({
      goods_id: g.goods_id,
      goods_type: goodsTypes.get(g.goods_type)?.wireType ?? g.goods_type,
      goods_name: g.goods_name,
      goods_thumb: g.goods_thumb,
      goods_text: g.goods_text,
      goods_charge: g.goods_charge,
      goods_ori_charge: g.goods_ori_charge,
      num: g.num,
      charge: g.charge,
    })),
    created_at: o.created_at,
  };
}

/**
 * An order as it goes to a member's client: goods images as absolute addresses, as every other reply gives them
 * (the order keeps the server path it was priced with; a storefront on another origin, such as the official
 * clients' builds, cannot resolve a bare path).
 */
export function orderForClient(order: Order, base: string): Order {
  return {
    ...order,
    goods: order.goods.map((g) => ({ ...g, goods_thumb: publicAssetUrl(base, g.goods_thumb) })),
  };
}

async function orderReply(db: Db, id: number): Promise<Order> {
  const o = await repo.findOrderById(db, id);
  if (!o) throw new ApiError('订单不存在');
  return toOrder(o, await repo.goodsOfOrders(db, [id]));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** user id + HHmmss + two random digits (contract §0.3): digits only, no leading zero, below 2^53. */
function orderNumber(userId: number, now: Date, extraDigits: number): string {
  const time = `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  const digits = 2 + extraDigits;
  const random = String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');
  return `${userId}${time}${random}`;
}

// ---------------------------------------------------------------- promo codes (§1.2)

/** Whether this member may use the code now (§1.2 rules). */
async function promoUsable(db: Db, p: PromoCodeRow, userId: number, now: string): Promise<boolean> {
  if (p.user_id === userId) return false;
  if (p.use_times > 0 && p.used_times >= p.use_times) return false;
  if (p.expired_at && p.expired_at <= now) return false;
  // An operator's code scheduled for later (console, migration 0028) is not usable yet.
  if (p.started_at && p.started_at > now) return false;
  return !(await repo.hasUsedPromoCode(db, p.id, userId));
}

const toPromo = (p: PromoCodeRow): PromoCode => ({
  id: p.id,
  code: p.code,
  expired_at: p.expired_at,
  invited_user_reward: p.invited_user_reward,
  invite_user_reward: p.invite_user_reward,
});

export async function checkPromoCode(
  db: Db,
  userId: number,
  code: string,
  now: string,
): Promise<PromoCodeCheck> {
  const p = await repo.findPromoCode(db, code.trim());
  if (!p) return { can_use: 0, promo_code: [] };
  return { can_use: (await promoUsable(db, p, userId, now)) ? 1 : 0, promo_code: toPromo(p) };
}

// ---------------------------------------------------------------- placing an order

export interface PlaceOrder {
  userId: number;
  goodsType: string;
  goodsId: number;
  promoCode: string;
  /** The request body, for goods types that read more than the id (a group id). */
  input?: Record<string, unknown>;
  now: Date;
  /** Minutes an unpaid order stays open. */
  timeoutMinutes: number;
}

/** A member's order as a request places it: now by the server's clock, open for the configured timeout. */
export function placeMemberOrder(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  order: Pick<PlaceOrder, 'userId' | 'goodsType' | 'goodsId' | 'promoCode' | 'input'>,
): Promise<Order> {
  return placeOrder(deps.db, {
    ...order,
    now: deps.clock.now(),
    timeoutMinutes: deps.config.payments.orderTimeoutMinutes,
  });
}

/** Creates (or, for a retried submit, reuses) an order priced on the server. See the comment at the top. */
export async function placeOrder(db: Db, p: PlaceOrder): Promise<Order> {
  const handler = handlerOf(p.goodsType);
  const now = toDbTime(p.now);
  const id = await inTransaction(db, async (trx) => {
    const quote = await handler.quote(trx, p.userId, p.goodsId, p.input ?? {}, now);
    const extra = JSON.stringify(quote.extra ?? {});
    const line = { goods_type: p.goodsType, goods_id: p.goodsId, extra, charge: quote.charge };
    const code = p.promoCode.trim();
    const pending = await repo.findPendingOrder(trx, p.userId, line, now);
    if (pending) {
      const heldCode = pending.promo_code_id > 0 ? await repo.promoCodeText(trx, pending.promo_code_id) : '';
      if (code === '' || code === heldCode) return pending.id;
    }

    const expiredAt = toDbTime(new Date(p.now.getTime() + p.timeoutMinutes * 60_000));
    let orderId: number | null = null;
    for (let attempt = 0; orderId === null; attempt += 1) {
      if (attempt > 20) throw new ApiError('下单失败，请稍后再试');
      orderId = await repo.insertOrder(trx, {
        user_id: p.userId,
        order_no: orderNumber(p.userId, p.now, attempt >= 5 ? 2 : 0),
        charge: quote.charge,
        expired_at: expiredAt,
        created_at: now,
        updated_at: now,
      });
    }
    await repo.insertOrderGoods(trx, {
      order_id: orderId,
      user_id: p.userId,
      goods_type: p.goodsType,
      goods_id: p.goodsId,
      goods_name: quote.name,
      goods_thumb: quote.thumb,
      goods_text: quote.text,
      goods_charge: quote.charge,
      goods_ori_charge: quote.oriCharge,
      num: 1,
      charge: quote.charge,
      extra,
      created_at: now,
    });

    // An unusable code is ignored silently (§1.4); a usable one holds this member's single use of it.
    const promo = code === '' ? undefined : await repo.findPromoCode(trx, code);
    let discount = 0;
    if (promo && (await promoUsable(trx, promo, p.userId, now)) && (await repo.takePromoUse(trx, promo.id))) {
      const held = await repo.insertPromoUse(trx, {
        promo_code_id: promo.id,
        user_id: p.userId,
        order_id: orderId,
        created_at: now,
      });
      if (held) {
        discount = Math.max(0, promo.invited_user_reward);
        await repo.setOrderDiscount(trx, orderId, promo.id, discount);
      } else await repo.giveBackPromoUse(trx, promo.id);
    }

    if (quote.charge - discount <= 0) {
      await repo.moveOrder(trx, orderId, [STATUS.unpaid], {
        status: STATUS.paid,
        paid_at: now,
        updated_at: now,
      });
      await deliverOrder(trx, orderId, now);
    }
    return orderId;
  });
  return orderReply(db, id);
}

async function paidOrderOf(trx: Db, orderId: number): Promise<PaidOrder> {
  const o = await repo.findOrderById(trx, orderId);
  if (!o) throw new ApiError('订单不存在');
  const lines = (await repo.goodsOfOrders(trx, [orderId])).map((g) => lineOf(o, g));
  return {
    id: o.id,
    orderNo: o.order_no,
    userId: o.user_id,
    charge: o.charge,
    discount: o.discount,
    promoCodeId: o.promo_code_id,
    lines,
  };
}

/** Delivery of an order that has just entered 已支付 (in the same transaction), then the paid hooks. */
async function deliverOrder(trx: Db, orderId: number, now: string): Promise<void> {
  const order = await paidOrderOf(trx, orderId);
  for (const line of order.lines) await handlerOf(line.goodsType).deliver(trx, line, now);
  for (const hook of paidHooks) await hook(trx, order, now);
}

// ---------------------------------------------------------------- reading

/** The member's own order by number; someone else's answers as unknown. */
export async function memberOrder(db: Db, userId: number, orderNo: string): Promise<OrderRow> {
  const o = /^\d{1,20}$/.test(orderNo) ? await repo.findOrderByNo(db, orderNo) : undefined;
  if (!o || o.user_id !== userId) throw new ApiError('订单不存在');
  return o;
}

export async function orderStatus(
  db: Db,
  userId: number,
  orderNo: string,
): Promise<{ status: 1 | 5 | 7 | 9 }> {
  const o = await memberOrder(db, userId, orderNo);
  return { status: o.status as 1 | 5 | 7 | 9 };
}

export async function memberOrdersPage(db: Db, userId: number, page: number, size: number) {
  const { rows, total } = await repo.memberOrdersPage(db, userId, { size, offset: (page - 1) * size });
  const ids = rows.map((r) => r.id);
  const [goods, refunded] = await Promise.all([repo.goodsOfOrders(db, ids), repo.refundedOrderIds(db, ids)]);
  return {
    total,
    orders: rows.map((o) =>
      toOrder(
        o,
        goods.filter((g) => g.order_id === o.id),
        refunded.has(o.id),
      ),
    ),
  };
}

// ---------------------------------------------------------------- payment

export interface StartedPayment {
  orderNo: string;
  /** What the provider must collect, in fen. */
  amountFen: number;
  subject: string;
}

/**
 * Starts a gateway for the member's order: 未支付 or 支付中 (a reopened pay page, 继续支付) → 支付中 with this
 * gateway. Paid, cancelled, expired or someone else's orders answer `订单状态错误` / `订单不存在`.
 */
export async function startPayment(
  db: Db,
  userId: number,
  orderNo: string,
  gateway: { payment: string; method: string; provider: string },
  nowDate: Date,
): Promise<StartedPayment> {
  const now = toDbTime(nowDate);
  const o = await memberOrder(db, userId, orderNo);
  if (o.expired_at <= now) throw new ApiError('订单状态错误');
  const moved = await repo.moveOrder(db, o.id, [STATUS.unpaid, STATUS.paying], {
    status: STATUS.paying,
    payment: gateway.payment,
    payment_method: gateway.method,
    provider: gateway.provider,
    updated_at: now,
  });
  if (!moved) throw new ApiError('订单状态错误');
  const goods = await repo.goodsOfOrders(db, [o.id]);
  return {
    orderNo: o.order_no,
    amountFen: payable(o) * 100,
    subject: goods[0]?.goods_name ?? `订单${o.order_no}`,
  };
}

/** A provider's verified report about one order. */
export interface PaymentReport {
  provider: string;
  orderNo: string;
  /** The provider's own transaction number: a report is applied once per (provider, tradeNo). */
  tradeNo: string;
  amountFen: number;
  paid: boolean;
}

export type Settlement = 'paid' | 'replayed' | 'failed' | 'late' | 'duplicate' | 'wrong_amount' | 'unknown';

/**
 * Applies a provider's verified report in one transaction. The order is paid, and its goods delivered, only by
 * the first report of a paid amount that equals what it owes while it is open; anything else is recorded with
 * its outcome (for a refund) and delivers nothing. A failed payment returns a 支付中 order to 未支付.
 */
export async function settlePayment(db: Db, r: PaymentReport, nowDate: Date): Promise<Settlement> {
  const now = toDbTime(nowDate);
  return inTransaction(db, async (trx) => {
    const o = /^\d{1,20}$/.test(r.orderNo) ? await repo.findOrderByNo(trx, r.orderNo) : undefined;
    if (!o) return 'unknown';
    const record = (outcome: string) =>
      repo.insertPayment(trx, {
        order_id: o.id,
        provider: r.provider,
        trade_no: r.tradeNo,
        amount_fen: r.amountFen,
        outcome,
        created_at: now,
      });
    if (!r.paid) {
      if (!(await record('failed'))) return 'replayed';
      await repo.moveOrder(trx, o.id, [STATUS.paying], {
        status: STATUS.unpaid,
        payment: '',
        payment_method: '',
        provider: '',
        updated_at: now,
      });
      return 'failed';
    }
    const outcome: Settlement =
      o.status === STATUS.cancelled
        ? 'late'
        : o.status === STATUS.paid
          ? 'duplicate'
          : r.amountFen !== payable(o) * 100
            ? 'wrong_amount'
            : 'paid';
    const unapplied = async (o2: Exclude<Settlement, 'paid' | 'replayed' | 'failed' | 'unknown'>) => {
      for (const hook of unappliedHooks)
        await hook(
          trx,
          {
            orderId: o.id,
            orderNo: o.order_no,
            provider: r.provider,
            tradeNo: r.tradeNo,
            amountFen: r.amountFen,
            outcome: o2,
          },
          now,
        );
    };
    if (outcome !== 'paid') {
      if (!(await record(outcome))) return 'replayed';
      await unapplied(outcome);
      return outcome;
    }
    // The conditional move decides between concurrent reports; the loser records itself as a duplicate.
    const won = await repo.moveOrder(trx, o.id, [STATUS.unpaid, STATUS.paying], {
      status: STATUS.paid,
      paid_at: now,
      updated_at: now,
    });
    if (!(await record(won ? 'paid' : 'duplicate'))) {
      if (won) throw new ReplayRace();
      return 'replayed';
    }
    if (!won) {
      await unapplied('duplicate');
      return 'duplicate';
    }
    await deliverOrder(trx, o.id, now);
    return 'paid';
  }).catch((e: unknown) => {
    if (e instanceof ReplayRace) return 'replayed' as const;
    throw e;
  });
}

/** The same report raced itself past the order update: roll this copy back. */
class ReplayRace extends Error {}

// ---------------------------------------------------------------- timeout

/**
 * Cancels open orders past their deadline (maintenance job): each in its own transaction, status 7, its promo
 * use given back, each goods type's `release` and the cancelled hooks run. Answers how many were cancelled.
 */
export async function cancelDueOrders(db: Db, nowDate: Date): Promise<number> {
  const now = toDbTime(nowDate);
  let cancelled = 0;
  for (;;) {
    const due = await repo.dueOrders(db, now, 100);
    if (due.length === 0) return cancelled;
    for (const { id } of due) {
      const done = await inTransaction(db, async (trx) => {
        if (
          !(await repo.moveOrder(trx, id, [STATUS.unpaid, STATUS.paying], {
            status: STATUS.cancelled,
            updated_at: now,
          }))
        )
          return false;
        const codeId = await repo.deletePromoUseOfOrder(trx, id);
        if (codeId !== null) await repo.giveBackPromoUse(trx, codeId);
        const order = await paidOrderOf(trx, id);
        for (const line of order.lines) await goodsTypes.get(line.goodsType)?.release?.(trx, line, now);
        for (const hook of cancelledHooks) await hook(trx, order, now);
        return true;
      });
      if (done) cancelled += 1;
    }
    if (due.length < 100) return cancelled;
  }
}

/** Demo content: an operator's promo code. */
export function createPromoCode(
  db: Db,
  p: {
    code: string;
    discount: number;
    useTimes: number;
    expiredAt: string | null;
    userId?: number;
    now: string;
  },
) {
  return repo.insertPromoCode(db, {
    user_id: p.userId ?? 0,
    code: p.code,
    expired_at: p.expiredAt,
    invite_user_reward: 0,
    invited_user_reward: p.discount,
    use_times: p.useTimes,
    created_at: p.now,
    updated_at: p.now,
  });
}

/** What the payment sandbox shows and charges for an order (any member's: it stands in for the payer). */
export async function orderForSandbox(db: Db, orderNo: string) {
  const o = /^\d{1,20}$/.test(orderNo) ? await repo.findOrderByNo(db, orderNo) : undefined;
  if (!o) return null;
  const goods = await repo.goodsOfOrders(db, [o.id]);
  return {
    orderNo: o.order_no,
    status: o.status,
    statusText: STATUS_TEXT[o.status] ?? '',
    payment: o.payment,
    amountFen: payable(o) * 100,
    subject: goods[0]?.goods_name ?? '',
  };
}

/** The payment that made an order paid (provider, trade number, fen), if a provider took money for it. */
export function paidPaymentOf(db: Db, orderId: number) {
  return repo.paidPaymentOf(db, orderId);
}

/** Orders waiting for the operator's hand-pay confirmation, with the member and what they owe (yuan). */
export async function handPayOrders(db: Db) {
  return (await repo.handPayQueue(db)).map((o) => ({
    orderNo: o.order_no,
    userId: o.user_id,
    member: o.nick_name || o.mobile,
    mobile: o.mobile,
    amount: payable(o),
    createdAt: o.created_at,
    expiredAt: o.expired_at,
  }));
}

// ---------------------------------------------------------------- the operator console

export interface ConsoleOrderQuery {
  status?: number;
  goodsType?: string;
  userId?: number;
  mobile?: string;
  orderNo?: string;
  /** Site days (UTC+8), both included. */
  from?: string;
  to?: string;
}

const fen = (n: number) => Math.round(n) / 100;

function consoleOrderItem(o: repo.ConsoleOrderRow, goods: OrderGoodsRow[]): ConsoleOrderItem {
  return {
    id: o.id,
    order_no: o.order_no,
    user_id: o.user_id,
    member_name: o.nick_name,
    mobile: o.mobile,
    goods: goods.map((g) => g.goods_name).join('、'),
    goods_types: [...new Set(goods.map((g) => g.goods_type))],
    charge: o.charge,
    discount: o.discount,
    amount: payable(o),
    status: o.status,
    payment: o.payment,
    paid_at: wireInstantOrNull(o.paid_at),
    created_at: wireInstant(o.created_at),
  };
}

export async function consoleOrderPage(
  db: Db,
  q: ConsoleOrderQuery,
  params: ListParams<'id' | 'created_at' | 'paid_at' | 'charge'>,
): Promise<ListReply<ConsoleOrderItem>> {
  const { rows, total } = await repo.consoleOrders(
    db,
    {
      status: q.status,
      goodsType: q.goodsType,
      userId: q.userId,
      mobile: q.mobile,
      orderNo: q.orderNo,
      from: q.from ? dayStartDb(q.from) : undefined,
      until: q.to ? dayStartDb(addDays(q.to, 1)) : undefined,
    },
    params,
  );
  const goods = await repo.goodsOfOrders(
    db,
    rows.map((r) => r.id),
  );
  return listReply(
    rows.map((o) =>
      consoleOrderItem(
        o,
        goods.filter((g) => g.order_id === o.id),
      ),
    ),
    total,
    params,
  );
}

/** The order by id for the console (404 `订单不存在`). */
export async function consoleOrderRow(db: Db, id: number): Promise<repo.ConsoleOrderRow> {
  const o = await repo.consoleOrder(db, id);
  if (!o) throw notFound('订单');
  return o;
}

/**
 * An order with its goods, payments and refunds, and what an operator may do with it now: confirm a hand pay (a
 * hand-pay order waiting for it) or refund (paid with money taken, and no refund of that payment yet).
 */
export async function consoleOrderDetail(db: Db, id: number): Promise<ConsoleOrderDetail> {
  const o = await consoleOrderRow(db, id);
  const [goods, payments, refunds] = await Promise.all([
    repo.goodsOfOrders(db, [id]),
    repo.consolePaymentsOfOrder(db, id),
    repo.refundsOfOrder(db, id),
  ]);
  const paid = payments.find((p) => p.outcome === 'paid');
  const refundable =
    o.status === STATUS.paid &&
    paid !== undefined &&
    paid.amount_fen > 0 &&
    !refunds.some((r) => r.trade_no === paid.trade_no);
  return {
    ...consoleOrderItem(o, goods),
    goods_lines: goods.map((g) => ({
      goods_type: g.goods_type,
      goods_id: g.goods_id,
      goods_name: g.goods_name,
      charge: g.charge,
      num: g.num,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      provider: p.provider,
      trade_no: p.trade_no,
      amount: fen(p.amount_fen),
      outcome: p.outcome,
      created_at: wireInstant(p.created_at),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      refund_no: r.refund_no,
      provider: r.provider,
      amount: fen(r.amount_fen),
      reason: r.reason,
      status: r.status as RefundStatusName,
      reference: r.reference,
      attempts: r.attempts,
      last_error: r.last_error,
      created_at: wireInstant(r.created_at),
      updated_at: wireInstant(r.updated_at),
    })),
    can_confirm_hand_pay: o.payment === 'handPay' && o.status === STATUS.paying,
    can_refund: refundable,
  };
}

// ---------------------------------------------------------------- MeEdu 4.9.30 (POST /api/v3/order)

/** The core goods of `POST /api/v3/order` (contract upstream-4.9.30.md §5.2) and the agreement each needs. */
const V3_GOODS: Record<string, { type: string; agreement: string }> = {
  COURSE: { type: 'course', agreement: '请同意付费内容购买协议' },
  ROLE: { type: 'role', agreement: '请同意会员服务协议' },
};

export interface V3OrderInput {
  userId: number;
  goodsType: string;
  goodsId: number;
  promoCode: string;
  agreed: boolean;
}

export interface V3OrderPlaced {
  orderNo: string;
  /** Whole yuan still to pay. */
  total: number;
  discount: number;
  isPaid: boolean;
}

/**
 * `POST /api/v3/order` (§5.1) on the same order core as the 4.9.8 create endpoints, so an order placed either way
 * is the same order everywhere (member orders, status, the console). Our core's checks stay (the goods must be on
 * sale, not owned already: upstream dropped them, §14.4 recommends keeping them).
 */
export async function placeV3Order(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: V3OrderInput,
): Promise<V3OrderPlaced> {
  const goods = V3_GOODS[input.goodsType];
  if (!goods) throw new ApiError('无法创建订单');
  if (!input.agreed) throw new ApiError(goods.agreement);
  const order = await placeMemberOrder(deps, {
    userId: input.userId,
    goodsType: goods.type,
    goodsId: input.goodsId,
    promoCode: input.promoCode,
  });
  const row = await repo.findOrderByNo(deps.db, order.order_id);
  if (!row) throw new ApiError('订单不存在');
  return {
    orderNo: row.order_no,
    total: payable(row),
    discount: row.discount,
    isPaid: row.status === STATUS.paid,
  };
}

/** An order the cashier page shows: found by number only (the cashier sign is the credential). */
export async function cashierOrder(db: Db, orderNo: string) {
  const o = /^\d{1,20}$/.test(orderNo) ? await repo.findOrderByNo(db, orderNo) : undefined;
  if (!o) return null;
  const goods = await repo.goodsOfOrders(db, [o.id]);
  return {
    orderNo: o.order_no,
    userId: o.user_id,
    status: o.status,
    charge: o.charge,
    discount: o.discount,
    payable: payable(o),
    payment: o.payment,
    goodsName: goods[0]?.goods_name ?? '',
    hasGoods: goods.length > 0,
  };
}
