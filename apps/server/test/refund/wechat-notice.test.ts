import { createSign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toDbTime } from '../../src/lib/dates.ts';
import { readPaymentConfig } from '../../src/config.ts';
import type { Fetch } from '../../src/modules/payment/providers/types.ts';
import { wechatPayProvider } from '../../src/modules/payment/providers/wechatpay.ts';
import { processRefunds, requestRefund } from '../../src/modules/payment/refunds.ts';
import { createTestContext } from '../helpers.ts';
import { keyPair, wechatMerchant, wechatNotice } from '../support/wechatpay.ts';
import { order, shop } from '../order/support.ts';
import { refundRows } from './support.ts';

const pair = keyPair;

const seconds = () => Math.floor(Date.now() / 1000);

describe('wechatpay refund notice', () => {
  const { platform, config } = wechatMerchant();

  /** A REFUND.* notice as WeChat Pay sends it (another signer to forge one). */
  const notice = (resource: object, signer = platform.privateKey) =>
    wechatNotice(resource, { kind: 'refund', key: config.apiV3Key, signer, timestamp: seconds() });

  /** WeChat Pay answering every refund with `status`, its reply signed. */
  const answering =
    (status: string): Fetch =>
    (_url, init) => {
      const sent = JSON.parse(init.body ?? '{}') as { out_refund_no: string };
      const text = JSON.stringify({
        refund_id: `RID-${sent.out_refund_no}`,
        out_refund_no: sent.out_refund_no,
        status,
      });
      const ts = String(seconds());
      const headers: Record<string, string> = {
        'wechatpay-timestamp': ts,
        'wechatpay-nonce': 'abc',
        'wechatpay-signature': createSign('RSA-SHA256')
          .update(`${ts}\nabc\n${text}\n`)
          .sign(platform.privateKey, 'base64'),
      };
      return Promise.resolve({
        status: 200,
        text: () => Promise.resolve(text),
        headers: { get: (k) => headers[k] ?? null },
      });
    };

  it('settles a processing refund once on a genuine notice and refuses a forged one', async () => {
    const ctx = await createTestContext({
      appUrl: 'https://shop.example.com',
      payments: { ...readPaymentConfig({}, true), wechatpay: config },
    });
    const s = await shop(ctx);
    const m = await ctx.member();
    const now = toDbTime(ctx.clock.now());
    const refunds = [];
    const placed = [
      await order(ctx, m.token, '/api/v2/order/course', { course_id: s.course, promo_code: '' }),
      await order(ctx, m.token, `/addons/MeeduBooks/api/v1/book/${s.book}/buy`, {
        goods_id: s.book,
        promo_code: '',
      }),
    ];
    for (const [i, o] of placed.entries()) {
      const row = await requestRefund(ctx.db, {
        orderId: o.id,
        orderNo: o.order_id,
        reason: 'duplicate',
        payment: { provider: 'wechatpay', tradeNo: `42000000${i}`, amountFen: 9900 },
        now,
      });
      refunds.push(row);
    }
    const [ok, abnormal] = refunds;
    if (!ok || !abnormal) throw new Error('refunds not recorded');

    const seen: string[] = [];
    const fetcher: Fetch = (url, init) => {
      seen.push(init.body ?? '');
      return answering('PROCESSING')(url, init);
    };
    const run = await processRefunds(ctx, { provider: () => wechatPayProvider(config, fetcher) });
    expect(run).toMatchObject({ processing: 2, succeeded: 0 });
    expect(JSON.parse(seen[0] ?? '{}')).toMatchObject({
      notify_url: 'https://shop.example.com/payment/refund-callback/wechat',
      amount: { refund: 9900, total: 9900, currency: 'CNY' },
    });
    expect((await refundRows(ctx)).map((r) => r.status)).toEqual(['processing', 'processing']);

    const post = (n: { body: string; headers: Record<string, string> }) =>
      ctx.app.request('/payment/refund-callback/wechat', {
        method: 'POST',
        headers: n.headers,
        body: n.body,
      });
    const resource = (refundNo: string, status: string) => ({
      mchid: config.mchId,
      out_trade_no: '1',
      transaction_id: '4200000000',
      out_refund_no: refundNo,
      refund_id: `RID-${refundNo}`,
      refund_status: status,
      amount: { total: 9900, refund: 9900, payer_total: 9900, payer_refund: 9900 },
    });

    const forged = await post(notice(resource(ok.refund_no, 'SUCCESS'), pair().privateKey));
    expect(forged.status).toBe(400);
    expect((await refundRows(ctx)).map((r) => r.status)).toEqual(['processing', 'processing']);

    const genuine = notice(resource(ok.refund_no, 'SUCCESS'));
    expect((await post(genuine)).status).toBe(204);
    const settled = (await refundRows(ctx))[0];
    expect(settled).toMatchObject({ status: 'succeeded', reference: `RID-${ok.refund_no}`, last_error: '' });
    ctx.clock.advance(60_000);
    expect((await post(genuine)).status).toBe(204);
    expect((await refundRows(ctx))[0]).toEqual(settled);

    expect((await post(notice(resource(abnormal.refund_no, 'ABNORMAL')))).status).toBe(204);
    expect((await refundRows(ctx))[1]).toMatchObject({
      status: 'failed',
      last_error: '退款未成功（ABNORMAL）',
    });
    // A notice for another merchant, or not about a refund, is refused.
    expect(
      (await post(notice({ ...resource(abnormal.refund_no, 'SUCCESS'), mchid: '1900000002' }))).status,
    ).toBe(400);
    expect((await refundRows(ctx))[1]?.status).toBe('failed');
  });

  it('asks again about a refund still processing a day later (its notice lost)', async () => {
    const ctx = await createTestContext({
      appUrl: undefined,
      payments: { ...readPaymentConfig({}, true), wechatpay: config },
    });
    const s = await shop(ctx);
    const m = await ctx.member();
    const o = await order(ctx, m.token, '/api/v2/order/course', { course_id: s.course, promo_code: '' });
    await requestRefund(ctx.db, {
      orderId: o.id,
      orderNo: o.order_id,
      reason: 'late',
      payment: { provider: 'wechatpay', tradeNo: '4200000009', amountFen: 9900 },
      now: toDbTime(ctx.clock.now()),
    });
    let calls = 0;
    const bodies: string[] = [];
    const send = (status: string) => () =>
      wechatPayProvider(config, (url, init) => {
        calls += 1;
        bodies.push(init.body ?? '');
        return answering(status)(url, init);
      });
    expect(await processRefunds(ctx, { provider: send('PROCESSING') })).toMatchObject({ processing: 1 });
    ctx.clock.advance(23 * 3600_000);
    expect(await processRefunds(ctx, { provider: send('SUCCESS') })).toMatchObject({ succeeded: 0 });
    expect(calls).toBe(1);
    ctx.clock.advance(2 * 3600_000);
    expect(await processRefunds(ctx, { provider: send('SUCCESS') })).toMatchObject({ succeeded: 1 });
    expect(calls).toBe(2);
    expect((await refundRows(ctx))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
    // Without APP_URL there is no address for the notice: none is sent, and the second ask settles it.
    expect(bodies.every((b) => !('notify_url' in (JSON.parse(b) as object)))).toBe(true);
    expect(new Set(bodies.map((b) => (JSON.parse(b) as { out_refund_no: string }).out_refund_no)).size).toBe(
      1,
    );
  });
});
