import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import type { WechatPayConfig } from '../config.ts';
import type { CallbackRequest, Fetch, PayStart, PaymentProvider, ProviderReport } from './types.ts';

/** Notices older than this are refused (replays of captured requests). */
const MAX_SKEW_SECONDS = 300;

/** The `Authorization` header of an APIv3 request (WECHATPAY2-SHA256-RSA2048 over method, path, time, nonce, body). */
export function wechatAuthorization(
  config: Pick<WechatPayConfig, 'mchId' | 'serialNo' | 'privateKey'>,
  method: string,
  pathWithQuery: string,
  body: string,
  timestamp: number,
  nonce: string,
): string {
  const message = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
  const signature = createSign('RSA-SHA256').update(message).sign(config.privateKey, 'base64');
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchId}",nonce_str="${nonce}",signature="${signature}",` +
    `timestamp="${timestamp}",serial_no="${config.serialNo}"`
  );
}

/** AEAD_AES_256_GCM as WeChat Pay uses it: the last 16 bytes of the ciphertext are the tag. */
export function decryptResource(
  apiV3Key: string,
  r: { ciphertext: string; nonce: string; associated_data?: string },
): string {
  const data = Buffer.from(r.ciphertext, 'base64');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(r.nonce, 'utf8'),
  );
  decipher.setAuthTag(data.subarray(data.length - 16));
  if (r.associated_data) decipher.setAAD(Buffer.from(r.associated_data, 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}

interface Notice {
  event_type?: string;
  resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string };
}

interface Transaction {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number };
}

/**
 * WeChat Pay APIv3 native payment: the order is placed with a signed request and its `code_url` becomes the QR;
 * the notice is checked against WeChat Pay's public key and its resource decrypted with the APIv3 key.
 */
export function wechatPayProvider(
  config: WechatPayConfig,
  fetcher: Fetch = fetch,
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
): PaymentProvider {
  return {
    name: 'wechatpay',
    async nativeQr(p: PayStart) {
      const path = '/v3/pay/transactions/native';
      const body = JSON.stringify({
        appid: config.appId,
        mchid: config.mchId,
        description: p.subject.slice(0, 127),
        out_trade_no: p.orderNo,
        notify_url: p.notifyUrl,
        amount: { total: p.amountFen, currency: 'CNY' },
      });
      const res = await fetcher(`${config.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: wechatAuthorization(
            config,
            'POST',
            path,
            body,
            nowSeconds(),
            randomBytes(16).toString('hex'),
          ),
        },
        body,
      });
      const text = await res.text();
      const reply = (() => {
        try {
          return JSON.parse(text) as { code_url?: unknown };
        } catch {
          return {};
        }
      })();
      if (res.status !== 200 || typeof reply.code_url !== 'string')
        throw new Error(`wechatpay: ${res.status} ${text}`);
      return reply.code_url;
    },
    pagePayUrl: () => Promise.reject(new Error('wechatpay: page payment is not offered')),
    verifyCallback(req: CallbackRequest): Promise<ProviderReport | null> {
      const h = req.headers;
      const timestamp = h['wechatpay-timestamp'] ?? '';
      const nonce = h['wechatpay-nonce'] ?? '';
      const signature = h['wechatpay-signature'] ?? '';
      if (!timestamp || !nonce || !signature) return Promise.resolve(null);
      if (Math.abs(nowSeconds() - Number(timestamp)) > MAX_SKEW_SECONDS) return Promise.resolve(null);
      let valid = false;
      try {
        valid = createVerify('RSA-SHA256')
          .update(`${timestamp}\n${nonce}\n${req.body}\n`)
          .verify(config.platformPublicKey, signature, 'base64');
      } catch {
        valid = false;
      }
      if (!valid) return Promise.resolve(null);
      try {
        const notice = JSON.parse(req.body) as Notice;
        const r = notice.resource;
        if (!r?.ciphertext || !r.nonce || r.algorithm !== 'AEAD_AES_256_GCM') return Promise.resolve(null);
        const t = JSON.parse(
          decryptResource(config.apiV3Key, { ...r, ciphertext: r.ciphertext, nonce: r.nonce }),
        ) as Transaction;
        if (
          t.mchid !== config.mchId ||
          !t.out_trade_no ||
          !t.transaction_id ||
          typeof t.amount?.total !== 'number'
        )
          return Promise.resolve(null);
        return Promise.resolve({
          orderNo: t.out_trade_no,
          tradeNo: t.transaction_id,
          amountFen: t.amount.total,
          paid: t.trade_state === 'SUCCESS',
        });
      } catch {
        return Promise.resolve(null);
      }
    },
    ack: (ok) =>
      ok
        ? { status: 204, body: '', contentType: 'application/json' }
        : {
            status: 400,
            body: JSON.stringify({ code: 'FAIL', message: '验签失败' }),
            contentType: 'application/json',
          },
  };
}
