import { createSign, createVerify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alipayProvider, yuanText } from '../../src/modules/payment/providers/alipay.ts';
import type { Fetch, RefundStart } from '../../src/modules/payment/providers/types.ts';
import { wechatPayProvider } from '../../src/modules/payment/providers/wechatpay.ts';
import { keyPair, wechatMerchant } from '../support/wechatpay.ts';

const pair = keyPair;

const refund: RefundStart = {
  orderNo: '1209301507',
  tradeNo: '',
  refundNo: 'R1209301507ab12',
  amountFen: 5001,
  totalFen: 9900,
  reason: '拼团失败退款',
  notifyUrl: 'https://shop.example.com/payment/refund-callback/wechat',
};

it('writes fen as yuan with two decimals, by digits', () => {
  expect([1, 10, 100, 5001, 9999, 123456, 1005].map(yuanText)).toEqual([
    '0.01',
    '0.10',
    '1.00',
    '50.01',
    '99.99',
    '1234.56',
    '10.05',
  ]);
});

describe('alipay.trade.refund against a local gateway', () => {
  const app = pair();
  const alipay = pair();
  type Mode = 'ok' | 'unsigned' | 'forged' | 'no_fund_change' | 'refused' | 'refunded_before';
  let mode: Mode = 'ok';
  const received: Record<string, string>[] = [];
  let server: http.Server;
  let gateway = '';

  /** The gateway checks the request's RSA2 signature with the app's public key, as Alipay does. */
  function signedByApp(fields: Record<string, string>): boolean {
    const { sign, ...rest } = fields;
    const content = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join('&');
    return createVerify('RSA-SHA256')
      .update(content)
      .verify(app.publicKey, sign ?? '', 'base64');
  }

  /** Alipay's reply: `{"<method>_response":{…},"sign":"…"}`, the sign over the response object's exact text. */
  function reply(body: object, key: string | null, method = 'alipay.trade.refund'): string {
    const text = JSON.stringify(body);
    const sign = key ? createSign('RSA-SHA256').update(text).sign(key, 'base64') : null;
    return `{"${method.replaceAll('.', '_')}_response":${text}${sign ? `,"sign":"${sign}"` : ''}}`;
  }

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const fields = {
          ...Object.fromEntries(url.searchParams),
          ...Object.fromEntries(new URLSearchParams(raw)),
        };
        received.push(fields);
        res.setHeader('content-type', 'application/json;charset=utf-8');
        if (!signedByApp(fields)) {
          res.end(
            reply(
              { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' },
              alipay.privateKey,
            ),
          );
          return;
        }
        const biz = JSON.parse(fields.biz_content ?? '{}') as Record<string, string>;
        if (fields.method === 'alipay.trade.fastpay.refund.query') {
          // An earlier request with this number went through only in mode refunded_before.
          const found =
            mode === 'refunded_before'
              ? { refund_status: 'REFUND_SUCCESS', refund_amount: '50.01', trade_no: '2026112322001' }
              : {};
          res.end(
            reply(
              { code: '10000', msg: 'Success', out_request_no: biz.out_request_no, ...found },
              alipay.privateKey,
              fields.method,
            ),
          );
          return;
        }
        const ok = {
          code: '10000',
          msg: 'Success',
          trade_no: '2026112322001',
          out_trade_no: biz.out_trade_no,
          refund_fee: biz.refund_amount,
          fund_change: mode === 'no_fund_change' || mode === 'refunded_before' ? 'N' : 'Y',
        };
        if (mode === 'refused')
          res.end(
            reply(
              { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' },
              alipay.privateKey,
            ),
          );
        else if (mode === 'unsigned') res.end(reply(ok, null));
        else if (mode === 'forged') res.end(reply(ok, pair().privateKey));
        else res.end(reply(ok, alipay.privateKey));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = () =>
    alipayProvider({
      appId: '2021000000000001',
      privateKey: app.privateKey,
      alipayPublicKey: alipay.publicKey,
      gateway,
    });

  it('sends a signed request with the amount in yuan and succeeds on a signed fund change', async () => {
    mode = 'ok';
    expect(await provider().refund(refund)).toEqual({ status: 'succeeded', reference: '2026112322001' });
    const req = received.at(-1) ?? {};
    expect(req.method).toBe('alipay.trade.refund');
    expect(req.app_id).toBe('2021000000000001');
    expect(JSON.parse(req.biz_content ?? '{}')).toEqual({
      out_trade_no: refund.orderNo,
      refund_amount: '50.01',
      out_request_no: refund.refundNo,
      refund_reason: '拼团失败退款',
    });
  });

  it('treats an unsigned or forged reply, a refusal and no fund change as failures', async () => {
    const expected = {
      unsigned: /sign/i,
      forged: /验签失败/,
      refused: /40004/,
      no_fund_change: /fund_change=N/,
    };
    for (const m of ['unsigned', 'forged', 'refused', 'no_fund_change'] as const) {
      mode = m;
      await expect(provider().refund(refund), m).rejects.toThrow(expected[m]);
    }
  });

  it('a repeated request answered without a fund change succeeds only when the refund query confirms it', async () => {
    mode = 'refunded_before';
    expect(await provider().refund(refund)).toEqual({ status: 'succeeded', reference: '2026112322001' });
    const query = received.at(-1) ?? {};
    expect(query.method).toBe('alipay.trade.fastpay.refund.query');
    expect(JSON.parse(query.biz_content ?? '{}')).toEqual({
      out_trade_no: refund.orderNo,
      out_request_no: refund.refundNo,
    });
  });

  it('is refused by the gateway when the app key does not match', async () => {
    mode = 'ok';
    const wrongKey = alipayProvider({
      appId: '2021000000000001',
      privateKey: pair().privateKey,
      alipayPublicKey: alipay.publicKey,
      gateway,
    });
    await expect(wrongKey.refund(refund)).rejects.toThrow(/40002/);
  });
});

describe('wechatpay v3 refunds', () => {
  const { merchant, platform, config } = wechatMerchant();
  const now = 1_790_000_000;

  /** A remote that checks the merchant's signature and answers as told, signing with `signer` (null: unsigned). */
  function remote(answer: { status?: number; body: object; signer?: string | null }) {
    const seen: { url: string; body: string; verified: boolean }[] = [];
    const fetcher: Fetch = (url, init) => {
      const auth = init.headers.authorization ?? '';
      const field = (k: string) => new RegExp(`${k}="([^"]*)"`).exec(auth)?.[1] ?? '';
      const path = new URL(url).pathname;
      const verified = createVerify('RSA-SHA256')
        .update(`${init.method}\n${path}\n${field('timestamp')}\n${field('nonce_str')}\n${init.body ?? ''}\n`)
        .verify(merchant.publicKey, field('signature'), 'base64');
      seen.push({ url, body: init.body ?? '', verified });
      const text = JSON.stringify(answer.body);
      const nonce = 'n0nce';
      const signer = answer.signer === undefined ? platform.privateKey : answer.signer;
      const headers: Record<string, string> = signer
        ? {
            'wechatpay-timestamp': String(now),
            'wechatpay-nonce': nonce,
            'wechatpay-signature': createSign('RSA-SHA256')
              .update(`${now}\n${nonce}\n${text}\n`)
              .sign(signer, 'base64'),
          }
        : {};
      return Promise.resolve({
        status: answer.status ?? 200,
        text: () => Promise.resolve(text),
        headers: { get: (k: string) => headers[k.toLowerCase()] ?? null },
      });
    };
    return { fetcher, seen };
  }

  const answer = (status: string) => ({
    refund_id: '50000000382019052709732678859',
    out_refund_no: refund.refundNo,
    status,
    amount: { refund: refund.amountFen, total: refund.totalFen, currency: 'CNY' },
  });

  it('posts a signed refund with fen amounts and reads SUCCESS and PROCESSING', async () => {
    const r = remote({ body: answer('SUCCESS') });
    expect(await wechatPayProvider(config, r.fetcher, () => now).refund(refund)).toEqual({
      status: 'succeeded',
      reference: '50000000382019052709732678859',
    });
    expect(r.seen[0]?.url).toBe('https://api.mch.weixin.qq.com/v3/refund/domestic/refunds');
    expect(r.seen[0]?.verified).toBe(true);
    expect(JSON.parse(r.seen[0]?.body ?? '{}')).toEqual({
      out_trade_no: refund.orderNo,
      out_refund_no: refund.refundNo,
      reason: '拼团失败退款',
      notify_url: refund.notifyUrl,
      amount: { refund: 5001, total: 9900, currency: 'CNY' },
    });
    const processing = remote({ body: answer('PROCESSING') });
    expect((await wechatPayProvider(config, processing.fetcher, () => now).refund(refund)).status).toBe(
      'pending',
    );
  });

  it('treats an unsigned, forged, refused, abnormal or mismatched reply as a failure', async () => {
    const cases: [ReturnType<typeof remote>, RegExp][] = [
      [remote({ body: answer('SUCCESS'), signer: null }), /验签失败/],
      [remote({ body: answer('SUCCESS'), signer: pair().privateKey }), /验签失败/],
      [
        remote({ status: 400, body: { code: 'NOT_ENOUGH', message: '基本账户余额不足' } }),
        /400 .*NOT_ENOUGH/,
      ],
      [remote({ body: answer('ABNORMAL') }), /ABNORMAL/],
      [remote({ body: { ...answer('SUCCESS'), out_refund_no: 'R-other' } }), /退款单号不符/],
    ];
    for (const [c, message] of cases)
      await expect(wechatPayProvider(config, c.fetcher, () => now).refund(refund)).rejects.toThrow(message);
    const stale = remote({ body: answer('SUCCESS') });
    await expect(wechatPayProvider(config, stale.fetcher, () => now + 3600).refund(refund)).rejects.toThrow(
      /验签失败/,
    );
  });
});
