import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { ApiModule, AppDeps } from '../../deps.ts';
import { publicBase } from '../../lib/public-url.ts';
import { devPage } from '../../lib/dev-page.ts';
import { escapeHtml } from '../../lib/html.ts';
import { orderForSandbox } from '../order/service.ts';
import { sandboxReturnUrl, signSandboxNotice } from './providers/sandbox.ts';

/**
 * The payment sandbox (demo mode only; 404 otherwise): `GET /__dev/pay?order_id=` shows the order with 支付成功 and
 * 支付失败; `POST /__dev/pay/<order number>` with `{"status":"paid"|"failed"}` sends the signed notice to
 * `/payment/callback/sandbox` as a provider would and answers once it has been processed. It stands in for the
 * QR, the Alipay cashier and the operator confirming a hand-pay transfer.
 */
export const paymentDevRoutes: ApiModule = (app, deps) => {
  if (!deps.config.demo) return;
  app.get('/__dev/pay', payPage(deps));
  app.post('/__dev/pay/:orderNo', (c) => settle(deps, c, (req) => app.request(req)));
};

const yuan = (fen: number) => (fen / 100).toFixed(2);

const payPage = (deps: AppDeps) => async (c: Context) => {
  const orderNo = c.req.query('order_id') ?? '';
  const ret = c.req.query('return') ?? '';
  const order = await orderForSandbox(deps.db, orderNo);
  if (!order) return c.html(devPage('支付沙箱', `<p class="err">订单不存在</p>`), 404);
  const open = order.status === 1 || order.status === 5;
  const form = (status: string, label: string, cls: string) =>
    `<form method="post" action="/__dev/pay/${escapeHtml(order.orderNo)}" style="display:inline">` +
    `<input type="hidden" name="status" value="${status}"><input type="hidden" name="return" value="${escapeHtml(ret)}">` +
    `<button type="submit" class="${cls}">${label}</button></form>`;
  const body =
    `<table><tr><th>订单号</th><td>${escapeHtml(order.orderNo)}</td></tr>` +
    `<tr><th>商品</th><td>${escapeHtml(order.subject)}</td></tr>` +
    `<tr><th>金额</th><td>￥${escapeHtml(yuan(order.amountFen))}</td></tr>` +
    `<tr><th>状态</th><td>${escapeHtml(order.statusText)}</td></tr></table>` +
    (open
      ? `<p>${form('paid', '支付成功', '')}${form('failed', '支付失败', 'secondary')}</p>`
      : `<p class="note">该订单当前不可支付。</p>`);
  return c.html(devPage('支付沙箱', body));
};

async function readFields(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  try {
    const raw: unknown = type.includes('application/json') ? await c.req.json() : await c.req.parseBody();
    if (!raw || typeof raw !== 'object') return {};
    return Object.fromEntries(
      Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

async function settle(deps: AppDeps, c: Context, request: (r: Request) => Response | Promise<Response>) {
  const json = (c.req.header('content-type') ?? '').includes('application/json');
  const fields = await readFields(c);
  const status = fields.status === 'paid' ? 'paid' : fields.status === 'failed' ? 'failed' : null;
  const order = await orderForSandbox(deps.db, c.req.param('orderNo') ?? '');
  const refuse = (message: string) =>
    json
      ? c.json({ code: 1, message, data: [] })
      : c.html(devPage('支付沙箱', `<p class="err">${escapeHtml(message)}</p>`), 400);
  if (!status) return refuse('参数错误');
  if (!order) return refuse('订单不存在');
  // The page is only for orders whose payment was started (a gateway or hand pay chosen), as with a provider.
  if (order.status === 1) return refuse('该订单尚未发起支付');

  const base = publicBase(c, deps.config);
  const token = signSandboxNotice(deps.signer, {
    order_no: order.orderNo,
    trade_no: `SB${Date.now()}${randomBytes(4).toString('hex')}`,
    amount_fen: order.amountFen,
    status,
  });
  const res = await request(
    new Request(`${base}/payment/callback/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    }),
  );
  if (res.status !== 200) return refuse('回调处理失败');
  const after = await orderForSandbox(deps.db, order.orderNo);
  const back = status === 'paid' && fields.return ? sandboxReturnUrl(deps.signer, fields.return) : null;
  if (json) return c.json({ code: 0, message: '', data: { status: after?.status ?? order.status } });
  if (back) {
    const url = new URL(back);
    url.searchParams.set('out_trade_no', order.orderNo);
    url.searchParams.set('total_amount', yuan(order.amountFen));
    return c.redirect(url.toString(), 302);
  }
  const text = status === 'paid' ? '支付成功，可以关闭本页面' : '已模拟支付失败';
  return c.html(devPage('支付沙箱', `<p class="${status === 'paid' ? 'ok' : 'err'}">${text}</p>`));
}
