import type {
  HandPayReply,
  OrderNumberRequest,
  PaymentGateway,
  PaymentsRequest,
  PayRedirectRequest,
  WechatScanReply,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ApiError, fail, ok } from '../../lib/envelope.ts';
import { allowedReturnUrl, publicBase, siteOrigins } from '../../lib/public-url.ts';
import { jsonBody, query, requestSchema } from '../../lib/validate.ts';
import { memberFromQueryToken, requireMember } from '../../middleware/auth.ts';
import {
  enabledGateways,
  handleCallback,
  handleRefundNotice,
  startHandPay,
  startPagePay,
  startWechatScan,
} from './service.ts';

const orderNo = z.union([z.string(), z.number()], { error: '参数错误' }).transform((v) => String(v).trim());

const PaymentsQuery = requestSchema<PaymentsRequest>()(
  z.object({ scene: z.string({ error: '参数错误' }).min(1, '参数错误') }),
);
const OrderBody = requestSchema<OrderNumberRequest>()(z.object({ order_id: orderNo }));
const RedirectQuery = requestSchema<PayRedirectRequest>()(
  z.object({
    order_id: z.string({ error: '参数错误' }).min(1, '参数错误'),
    payment: z.string({ error: '参数错误' }).min(1, '参数错误'),
    payment_scene: z.string({ error: '参数错误' }).min(1, '参数错误'),
    scene: z.string().optional(),
    token: z.string().optional(),
    redirect: z.string().optional(),
    cancel_redirect: z.string().optional(),
  }),
);

/** contract commerce-exam §1.1, §1.9–1.11, the providers' callback and their refund notice. */
export const paymentRoutes: ApiModule = (app, deps) => {
  const member = requireMember(deps, 'v2');
  app.get('/api/v2/order/payments', member, payments(deps));
  app.post('/api/v2/order/pay/wechatScan', member, wechatScan(deps));
  app.post('/api/v3/order/pay/handPay', requireMember(deps, 'v3'), handPay(deps));
  app.get('/api/v2/order/pay/redirect', redirect(deps));
  app.post('/payment/callback/:payment', callback(deps));
  app.post('/payment/refund-callback/:payment', refundCallback(deps));
};

function rawRequest(c: Context) {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => {
    headers[key.toLowerCase()] = value;
  });
  return c.req.text().then((body) => ({ headers, body }));
}

const payments = (deps: AppDeps) => (c: Context) => {
  const q = query(c, PaymentsQuery);
  const reply: PaymentGateway[] = enabledGateways(deps, q.scene);
  return ok<PaymentGateway[]>(c, reply);
};

const wechatScan = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const body = await jsonBody(c, OrderBody);
  const codeUrl = await startWechatScan(deps, c.get('userId'), body.order_id, publicBase(c, deps.config));
  const reply: WechatScanReply = { code_url: codeUrl };
  return ok<WechatScanReply>(c, reply);
};

const handPay = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const body = await jsonBody(c, OrderBody);
  const reply: HandPayReply = { text: await startHandPay(deps, c.get('userId'), body.order_id) };
  return ok<HandPayReply>(c, reply);
};

/**
 * Where the browser goes after paying: the given address (absolute, or a path of this site) when it is on this
 * site or a configured storefront origin (the QQ login's rule, lib/public-url.ts); anything else goes to the
 * storefront's success page, so the payment page can never send a member to another site.
 */
function returnAddress(c: Context, deps: AppDeps, value: string | undefined, base: string): string {
  if (value) {
    try {
      const url = new URL(value, `${base}/`).toString();
      if (allowedReturnUrl(deps.config, siteOrigins(c, deps.config), url)) return url;
    } catch {
      // not an address: the default
    }
  }
  return `${base}/order/success`;
}

/**
 * A browser navigation (§1.11), so the token comes in the query string and failures are shown as the envelope
 * (what the reference does) rather than a redirect.
 */
const redirect = (deps: AppDeps) => async (c: Context) => {
  c.header('Cache-Control', 'no-store');
  const q = query(c, RedirectQuery);
  const userId = await memberFromQueryToken(deps, c);
  if (userId === null) return fail(c, '请重新登录', 401);
  if (q.payment_scene !== 'pc' && q.payment_scene !== 'h5') throw new ApiError('错误');
  const base = publicBase(c, deps.config);
  const url = await startPagePay(deps, userId, q.order_id, q.payment, {
    base,
    returnUrl: returnAddress(c, deps, q.redirect, base),
  });
  return c.redirect(url, 302);
};

const callback = (deps: AppDeps) => async (c: Context) => {
  const r = await handleCallback(deps, c.req.param('payment') ?? '', await rawRequest(c));
  if (['late', 'duplicate', 'wrong_amount'].includes(r.settlement))
    console.warn(`支付回调：订单未按此次支付交付（${r.settlement}），款项已记入退款`);
  if (r.settlement === 'unknown') console.warn('支付回调：订单不存在，未交付也未记录');
  return r.body === ''
    ? c.body(null, r.status as 204)
    : c.body(r.body, r.status as 200, { 'Content-Type': r.contentType });
};

const refundCallback = (deps: AppDeps) => async (c: Context) => {
  const r = await handleRefundNotice(deps, c.req.param('payment') ?? '', await rawRequest(c));
  if (r.outcome === 'unknown') console.warn('退款通知：找不到对应的退款单');
  return r.body === ''
    ? c.body(null, r.status as 204)
    : c.body(r.body, r.status as 200, { 'Content-Type': r.contentType });
};
