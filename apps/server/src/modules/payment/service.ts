import type { PaymentGateway } from '@meedu/contract';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { orderForSandbox, settlePayment, startPayment, type Settlement } from '../order/service.ts';
import { paymentProviders } from './providers/registry.ts';
import type { CallbackRequest } from './providers/types.ts';
import { settleRefundNotice } from './refunds.ts';

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
