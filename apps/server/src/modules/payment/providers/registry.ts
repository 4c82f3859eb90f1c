import type { AppDeps } from '../../../deps.ts';
import { alipayProvider } from './alipay.ts';
import { sandboxProvider } from './sandbox.ts';
import type { PaymentProvider } from './types.ts';
import { wechatPayProvider } from './wechatpay.ts';

/**
 * The providers answering for the gateways: the real Alipay and WeChat Pay when configured, else, in demo mode,
 * the sandbox. `byName` finds the one an order or a refund names (`wechat` is accepted for `wechatpay`).
 */
export interface Providers {
  alipay: PaymentProvider | null;
  wechat: PaymentProvider | null;
  byName: Map<string, PaymentProvider>;
}

const cache = new WeakMap<AppDeps, Providers>();

export function paymentProviders(deps: AppDeps): Providers {
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
