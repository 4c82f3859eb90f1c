import type { PaymentGateway } from '@meedu/contract';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { settlePayment, startPayment, type Settlement } from '../order/service.ts';
import { alipayProvider } from './providers/alipay.ts';
import { sandboxProvider } from './providers/sandbox.ts';
import type { CallbackRequest, PaymentProvider } from './providers/types.ts';
import { wechatPayProvider } from './providers/wechatpay.ts';

/**
 * The gateways of the contract (alipay, wechat, handPay) and the providers answering for them: the real Alipay
 * and WeChat Pay when configured, else, in demo mode, the sandbox. Hand pay needs no provider: the operator
 * confirms the transfer (in demo mode through the sandbox page).
 */
interface Providers {
  alipay: PaymentProvider | null;
  wechat: PaymentProvider | null;
  byName: Map<string, PaymentProvider>;
}

const cache = new WeakMap<AppDeps, Providers>();

function providers(deps: AppDeps): Providers {
  const known = cache.get(deps);
  if (known) return known;
  const { payments, demo } = deps.config;
  const sandbox = demo ? sandboxProvider(deps.signer) : null;
  const alipay = payments.alipay ? alipayProvider(payments.alipay) : sandbox;
  const wechat = payments.wechatpay ? wechatPayProvider(payments.wechatpay) : sandbox;
  const byName = new Map<string, PaymentProvider>();
  for (const p of [sandbox, alipay, wechat]) if (p) byName.set(p.name, p);
  // The notify URL names the gateway; `wechatpay` is accepted as well.
  if (wechat) byName.set('wechat', wechat);
  const built = { alipay, wechat, byName };
  cache.set(deps, built);
  return built;
}

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
