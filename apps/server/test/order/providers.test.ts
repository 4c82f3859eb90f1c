import { createCipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPaymentConfig } from '../../src/config.ts';
import { alipayProvider } from '../../src/modules/payment/providers/alipay.ts';
import type { Fetch } from '../../src/modules/payment/providers/types.ts';
import { decryptResource, wechatPayProvider } from '../../src/modules/payment/providers/wechatpay.ts';
import { createTestContext } from '../helpers.ts';
import { keyPair, wechatMerchant, wechatNotice } from '../support/wechatpay.ts';
import { order, shop, statusOf } from './support.ts';

const pair = keyPair;

const start = {
  orderNo: '12093015' + '07',
  amountFen: 9900,
  subject: '付费课程',
  notifyUrl: 'https://shop.example.com/payment/callback/wechat',
  returnUrl: 'https://shop.example.com/order/success',
  base: 'https://shop.example.com',
};

describe('wechatpay v3', () => {
  const { merchant, platform, config } = wechatMerchant();
  const apiV3Key = config.apiV3Key;
  const now = 1_790_000_000;

  it('places a native order with a signed request and answers its code_url', async () => {
    let seen: { url: string; headers: Record<string, string>; body?: string } | null = null;
    const fetcher: Fetch = (url, init) => {
      seen = { url, headers: init.headers, body: init.body };
      return Promise.resolve({
        status: 200,
        text: () => Promise.resolve('{"code_url":"weixin://wxpay/bizpayurl?pr=abc"}'),
      });
    };
    const provider = wechatPayProvider(config, fetcher, () => now);
    expect(await provider.nativeQr(start)).toBe('weixin://wxpay/bizpayurl?pr=abc');
    const req = seen as unknown as { url: string; headers: Record<string, string>; body: string };
    expect(req.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/native');
    const body = JSON.parse(req.body) as { amount: { total: number }; out_trade_no: string; mchid: string };
    expect(body).toMatchObject({ amount: { total: 9900 }, out_trade_no: start.orderNo, mchid: config.mchId });
    const auth = req.headers.authorization ?? '';
    const field = (k: string) => new RegExp(`${k}="([^"]*)"`).exec(auth)?.[1] ?? '';
    expect(auth.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true);
    expect(field('serial_no')).toBe('SERIAL01');
    const message = `POST\n/v3/pay/transactions/native\n${field('timestamp')}\n${field('nonce_str')}\n${req.body}\n`;
    expect(
      createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, field('signature'), 'base64'),
    ).toBe(true);
  });

  it('fails when WeChat Pay refuses the order', async () => {
    const fetcher: Fetch = () =>
      Promise.resolve({ status: 400, text: () => Promise.resolve('{"code":"PARAM_ERROR"}') });
    await expect(wechatPayProvider(config, fetcher, () => now).nativeQr(start)).rejects.toThrow(
      /PARAM_ERROR/,
    );
  });

  /** A payment notice as WeChat Pay sends it (another key, signer or time to forge one). */
  const notice = (transaction: object, o: { key?: string; signer?: string; timestamp?: number } = {}) =>
    wechatNotice(transaction, {
      kind: 'transaction',
      key: o.key ?? apiV3Key,
      signer: o.signer ?? platform.privateKey,
      timestamp: o.timestamp ?? now,
    });

  const paid = {
    mchid: config.mchId,
    appid: config.appId,
    out_trade_no: start.orderNo,
    transaction_id: '4200000001',
    trade_state: 'SUCCESS',
    amount: { total: 9900, payer_total: 9900, currency: 'CNY' },
  };

  it('verifies and decrypts a genuine notice', async () => {
    const provider = wechatPayProvider(config, fetch, () => now);
    expect(await provider.verifyCallback(notice(paid))).toEqual({
      orderNo: start.orderNo,
      tradeNo: '4200000001',
      amountFen: 9900,
      paid: true,
    });
    expect((await provider.verifyCallback(notice({ ...paid, trade_state: 'PAYERROR' })))?.paid).toBe(false);
    expect(provider.ack(true).status).toBe(204);
    expect(provider.ack(false).status).toBe(400);
  });

  it('refuses a forged signature, a stale timestamp, a tampered body, a wrong key and another merchant', async () => {
    const provider = wechatPayProvider(config, fetch, () => now);
    const other = pair();
    expect(await provider.verifyCallback(notice(paid, { signer: other.privateKey }))).toBeNull();
    expect(await provider.verifyCallback(notice(paid, { timestamp: now - 3600 }))).toBeNull();
    const genuine = notice(paid);
    expect(
      await provider.verifyCallback({ ...genuine, body: genuine.body.replace('"id":"EV-', '"id":"XX-') }),
    ).toBeNull();
    expect(await provider.verifyCallback(notice(paid, { key: randomBytes(16).toString('hex') }))).toBeNull();
    expect(await provider.verifyCallback(notice({ ...paid, mchid: '1900000002' }))).toBeNull();
    expect(await provider.verifyCallback({ body: '{}', headers: {} })).toBeNull();
  });

  it('a failed WeChat QR payment (no transaction id) returns its order from 支付中 to 未支付', async () => {
    const ctx = await createTestContext({
      demo: false,
      payments: { ...readPaymentConfig({}, false), wechatpay: config },
    });
    const s = await shop(ctx);
    const m = await ctx.member();
    const o = await order(ctx, m.token, '/api/v2/order/course', { course_id: s.course, promo_code: '' });
    // As the QR request would leave it (WeChat Pay itself is not reachable from the tests).
    await ctx.db
      .updateTable('orders')
      .set({ status: 5, payment: 'wechat', payment_method: 'scan', provider: 'wechatpay' })
      .where('order_no', '=', o.order_id)
      .execute();
    const failed = {
      mchid: config.mchId,
      appid: config.appId,
      out_trade_no: o.order_id,
      trade_state: 'PAYERROR',
      trade_state_desc: '支付失败，请重新下单支付',
      amount: { total: 9900, currency: 'CNY' },
    };
    const post = (n: { body: string; headers: Record<string, string> }) =>
      ctx.app.request('/payment/callback/wechat', { method: 'POST', headers: n.headers, body: n.body });
    const seconds = Math.floor(Date.now() / 1000);
    const genuine = wechatNotice(failed, {
      kind: 'transaction',
      key: apiV3Key,
      signer: platform.privateKey,
      timestamp: seconds,
    });
    expect((await post(genuine)).status).toBe(204);
    expect((await statusOf(ctx, m.token, o.order_id)).data).toEqual({ status: 1 });
    // The same notice again changes nothing.
    expect((await post(genuine)).status).toBe(204);
    expect((await statusOf(ctx, m.token, o.order_id)).data).toEqual({ status: 1 });
  });

  it('decrypts with the tag at the end of the ciphertext', () => {
    const key = randomBytes(16).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from('123456789012'));
    const data = Buffer.concat([cipher.update('你好'), cipher.final(), cipher.getAuthTag()]);
    expect(decryptResource(key, { ciphertext: data.toString('base64'), nonce: '123456789012' })).toBe('你好');
  });
});

describe('alipay', () => {
  const app = pair();
  const alipay = pair();
  const config = {
    appId: '2021000000000001',
    privateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
    gateway: 'https://openapi.alipay.com/gateway.do',
  };

  /** Alipay's RSA2 over the sorted `k=v` pairs, without sign and sign_type. */
  function signed(fields: Record<string, string>, key = alipay.privateKey): string {
    const content = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('&');
    const sign = createSign('RSA-SHA256').update(content).sign(key, 'base64');
    return new URLSearchParams({ ...fields, sign, sign_type: 'RSA2' }).toString();
  }

  const notify = {
    app_id: config.appId,
    out_trade_no: start.orderNo,
    trade_no: '2026112322001',
    trade_status: 'TRADE_SUCCESS',
    total_amount: '99.00',
    notify_time: '2026-11-23 12:00:00',
  };

  it('sends the browser to a signed page-pay URL', async () => {
    const url = new URL(await alipayProvider(config).pagePayUrl(start));
    expect(url.origin + url.pathname).toBe(config.gateway);
    const p = Object.fromEntries(url.searchParams);
    expect(p.method).toBe('alipay.trade.page.pay');
    expect(p.return_url).toBe(start.returnUrl);
    expect(p.notify_url).toBe(start.notifyUrl);
    expect(JSON.parse(p.biz_content ?? '{}')).toMatchObject({
      out_trade_no: start.orderNo,
      total_amount: '99.00',
    });
    const { sign, ...rest } = p;
    const content = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join('&');
    expect(
      createVerify('RSA-SHA256')
        .update(content)
        .verify(app.publicKey, sign ?? '', 'base64'),
    ).toBe(true);
  });

  it("verifies a notice signed with Alipay's key and refuses anything else", async () => {
    const provider = alipayProvider(config);
    expect(await provider.verifyCallback({ headers: {}, body: signed(notify) })).toEqual({
      orderNo: start.orderNo,
      tradeNo: '2026112322001',
      amountFen: 9900,
      paid: true,
    });
    expect(
      (
        await provider.verifyCallback({
          headers: {},
          body: signed({ ...notify, trade_status: 'WAIT_BUYER_PAY' }),
        })
      )?.paid,
    ).toBe(false);
    expect(
      await provider.verifyCallback({ headers: {}, body: signed(notify, pair().privateKey) }),
    ).toBeNull();
    const tampered = signed(notify).replace('total_amount=99.00', 'total_amount=0.01');
    expect(await provider.verifyCallback({ headers: {}, body: tampered })).toBeNull();
    expect(
      await provider.verifyCallback({ headers: {}, body: signed({ ...notify, app_id: '2021000000000002' }) }),
    ).toBeNull();
    expect(provider.ack(true).body).toBe('success');
  });

  it('a configured Alipay takes the order to its cashier and settles it through /payment/callback/alipay', async () => {
    const ctx = await createTestContext({
      demo: false,
      payments: { ...readPaymentConfig({}, false), alipay: config },
    });
    const s = await shop(ctx);
    const m = await ctx.member();
    const gateways = await ctx.call('GET', '/api/v2/order/payments?scene=pc', { token: m.token });
    expect(gateways.json.data).toEqual([{ sign: 'alipay', name: '支付宝', icon: '' }]);
    const o = await order(ctx, m.token, '/api/v2/order/course', { course_id: s.course, promo_code: '' });
    const q = new URLSearchParams({
      order_id: o.order_id,
      payment: 'alipay',
      payment_scene: 'pc',
      token: m.token,
    });
    const res = await ctx.app.request(`/api/v2/order/pay/redirect?${q.toString()}`);
    expect(res.headers.get('location')?.startsWith(config.gateway)).toBe(true);
    const post = async (body: string): Promise<Response> =>
      ctx.app.request('/payment/callback/alipay', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    const forged = await post(signed({ ...notify, out_trade_no: o.order_id }, pair().privateKey));
    expect(await forged.text()).toBe('fail');
    expect((await statusOf(ctx, m.token, o.order_id)).data).toEqual({ status: 5 });
    const genuine = signed({ ...notify, out_trade_no: o.order_id });
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => post(genuine).then((r: Response) => r.text())),
    );
    expect(replies.every((r) => r === 'success')).toBe(true);
    expect((await statusOf(ctx, m.token, o.order_id)).data).toEqual({ status: 9 });
    expect(await ctx.db.selectFrom('user_courses').selectAll().execute()).toHaveLength(1);
  });
});
