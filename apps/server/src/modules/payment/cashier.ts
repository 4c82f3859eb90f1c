import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { escapeHtml } from '../../lib/html.ts';
import { allowedReturnUrl, publicBase, siteOrigins } from '../../lib/public-url.ts';
import { qrPng } from '../../lib/qr.ts';
import { orderOfCashierSign } from '../order/cashier-sign.ts';
import { cashierOrder, startPayment, STATUS } from '../order/service.ts';
import { paymentProviders } from './providers/registry.ts';
import { formBody } from '../../lib/validate.ts';

/**
 * MeEdu 4.9.30's cashier (contract upstream-4.9.30.md §5.3): `POST /api/v3/order` answers `pay_url`, this page,
 * which a PC member opens by scanning its QR code with a phone. The `sign` is the credential (no token): an
 * HMAC-signed order number valid 30 minutes, so every instance can read it and nothing is stored. The page lists
 * the enabled channels; choosing one starts the same gateway payment as 4.9.8's pay endpoints (order core
 * `startPayment`, provider callback, delivery), so a cashier payment is an ordinary payment everywhere else.
 */
const PayForm = z.object({
  payment_method: z.enum(['wechat', 'alipay'], { error: '参数错误' }),
});

export const cashierRoutes: ApiModule = (app, deps) => {
  app.get('/payment/index', (c) => cashierPage(c, deps));
  app.post('/payment/index', (c) => choose(c, deps));
  app.get('/payment/success', (c) => successPage(c, deps));
};

function page(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${extraHead}
<style>
body{margin:0;background:#f6f7f9;color:#333;font:16px/1.7 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
main{max-width:480px;margin:24px auto;padding:24px;background:#fff;border-radius:8px}
h1{font-size:20px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 16px}dt{color:#666}dd{margin:0}
fieldset{border:1px solid #e5e5e5;border-radius:6px;margin:0 0 16px;padding:8px 16px}
label{display:block;padding:6px 0}
button{width:100%;padding:10px;border:0;border-radius:6px;background:#3ca7fa;color:#fff;font-size:16px;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.amount{color:#e1251b;font-weight:bold}.err{color:#c00}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const errorPage = (c: Context, message: string) =>
  c.html(page('支付失败', `<h1>支付失败</h1><p class="err" role="alert">${escapeHtml(message)}</p>`));

/** `s_url` / `f_url` are followed only on this site or a configured storefront origin. */
function returnUrl(c: Context, deps: AppDeps, name: 's_url' | 'f_url'): string | null {
  const value = c.req.query(name);
  if (!value) return null;
  try {
    const url = new URL(value, `${publicBase(c, deps.config)}/`).toString();
    return allowedReturnUrl(deps.config, siteOrigins(c, deps.config), url) ? url : null;
  } catch {
    return null;
  }
}

function successHtml(c: Context, deps: AppDeps): string {
  const back = returnUrl(c, deps, 's_url');
  const refresh = back ? `<meta http-equiv="refresh" content="3;url=${escapeHtml(back)}">` : '';
  const hint = back
    ? `<p>3 秒后返回，或<a href="${escapeHtml(back)}">立即返回</a>。</p>`
    : '<p>请关闭页面。</p>';
  return page('支付成功', `<h1>支付成功</h1><p>您的交易已完成。</p>${hint}`, refresh);
}

const successPage = (c: Context, deps: AppDeps) => c.html(successHtml(c, deps));

/** The order the sign names, or the error page's message (checked in upstream's order). */
type CashierOrder = NonNullable<Awaited<ReturnType<typeof cashierOrder>>>;

async function signedOrder(c: Context, deps: AppDeps): Promise<{ error: string } | { order: CashierOrder }> {
  const orderNo = orderOfCashierSign(deps, c.req.query('sign'));
  if (!orderNo) return { error: '参数错误' };
  const order = await cashierOrder(deps.db, orderNo);
  if (!order) return { error: '参数错误' };
  if (order.status === STATUS.cancelled) return { error: '订单已取消' };
  if (!order.hasGoods) return { error: '订单信息有误' };
  return { order };
}

const cashierPage = async (c: Context, deps: AppDeps) => {
  c.header('Cache-Control', 'no-store');
  const found = await signedOrder(c, deps);
  if ('error' in found) return errorPage(c, found.error);
  const { order } = found;
  if (order.status === STATUS.paid) return c.html(successHtml(c, deps));
  const providers = paymentProviders(deps);
  const channels = [
    providers.wechat ? { value: 'wechat', label: '微信支付' } : null,
    providers.alipay ? { value: 'alipay', label: '支付宝' } : null,
  ].filter((x) => x !== null);
  const handPay = deps.config.payments.handPayText;
  const cancel = returnUrl(c, deps, 'f_url') ?? (c.req.query('s_url') ? 'javascript:history.back()' : null);
  const options = channels
    .map(
      (ch, i) =>
        `<label><input type="radio" name="payment_method" value="${ch.value}"${i === 0 ? ' checked' : ''}> ${ch.label}</label>`,
    )
    .join('');
  const body = `<h1>收银台</h1>
<dl>
<dt>订单号</dt><dd>${escapeHtml(order.orderNo)}</dd>
<dt>商品</dt><dd>${escapeHtml(order.goodsName)}</dd>
<dt>原价</dt><dd>￥${order.charge}</dd>
${order.discount > 0 ? `<dt>优惠码抵扣</dt><dd>-￥${order.discount}</dd>` : ''}
<dt>支付金额</dt><dd class="amount">￥${order.payable}</dd>
</dl>
${
  channels.length > 0
    ? `<form method="post">
<fieldset><legend>支付方式</legend>${options}</fieldset>
<button type="submit">确认支付</button>
</form>`
    : '<p>暂无可用的在线支付方式。</p>'
}
${handPay ? `<details><summary>线下支付</summary><p>${escapeHtml(handPay)}</p></details>` : ''}
${cancel ? `<p><a href="${escapeHtml(cancel)}">取消支付</a></p>` : ''}`;
  return c.html(page('收银台', body));
};

/** The chosen channel: the order → 支付中 with it, then the provider's cashier (or its QR for WeChat Pay). */
const choose = async (c: Context, deps: AppDeps) => {
  c.header('Cache-Control', 'no-store');
  const found = await signedOrder(c, deps);
  if ('error' in found) return errorPage(c, found.error);
  const { order } = found;
  if (order.status === STATUS.paid) return c.html(successHtml(c, deps));
  const form = PayForm.safeParse((await formBody(c)) ?? {});
  if (!form.success) return errorPage(c, '参数错误');
  const method = form.data.payment_method;
  const providers = paymentProviders(deps);
  const provider = method === 'alipay' ? providers.alipay : providers.wechat;
  if (!provider) return errorPage(c, method === 'alipay' ? '未开启支付宝支付' : '未开启微信支付');
  const base = publicBase(c, deps.config);
  const back = returnUrl(c, deps, 's_url');
  const success = `${base}/payment/success${back ? `?s_url=${encodeURIComponent(back)}` : ''}`;
  try {
    const started = await startPayment(
      deps.db,
      order.userId,
      order.orderNo,
      { payment: method, method: method === 'alipay' ? 'wap' : 'scan', provider: provider.name },
      deps.clock.now(),
    );
    const notifyUrl = `${base}/payment/callback/${provider.name === 'wechatpay' ? 'wechat' : provider.name}`;
    const start = { ...started, notifyUrl, returnUrl: success, base };
    if (method === 'alipay') return c.redirect(await provider.pagePayUrl(start), 302);
    const code = await provider.nativeQr(start);
    // The sandbox's "QR" is its own page; a real WeChat Pay code is scanned with WeChat.
    if (/^https?:\/\//.test(code)) return c.redirect(code, 302);
    const png = qrPng(code);
    const img = png
      ? `<img src="data:image/png;base64,${png.toString('base64')}" alt="微信支付二维码" width="240" height="240">`
      : '';
    return c.html(page('微信支付', `<h1>微信支付</h1><p>请使用微信扫一扫完成支付。</p>${img}`));
  } catch (err) {
    if (err instanceof ApiError) return errorPage(c, err.message);
    throw err;
  }
};
