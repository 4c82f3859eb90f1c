import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import type {
  CallbackRequest,
  Fetch,
  PayStart,
  PaymentProvider,
  ProviderReport,
  RefundOutcome,
  RefundReport,
  RefundStart,
} from './types.ts';
import type { WechatPayConfig } from '../../../config.ts';

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
  /** The notice's own id: a redelivery of one notice has the same id. */
  id?: string;
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

interface RefundResource {
  mchid?: string;
  out_refund_no?: string;
  refund_id?: string;
  refund_status?: string;
}

/** The refund notice's outcomes (REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED). */
const REFUND_DONE = new Set(['SUCCESS', 'ABNORMAL', 'CLOSED']);

/**
 * WeChat Pay APIv3 native payment: the order is placed with a signed request and its `code_url` becomes the QR;
 * the notice is checked against WeChat Pay's public key and its resource decrypted with the APIv3 key.
 */
export function wechatPayProvider(
  config: WechatPayConfig,
  fetcher: Fetch = fetch,
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
): PaymentProvider {
  /** Whether WeChat Pay signed this message (a notice's body, or a reply's) within the allowed clock skew. */
  const signedByWechat = (timestamp: string, nonce: string, signature: string, body: string): boolean => {
    if (!timestamp || !nonce || !signature) return false;
    if (Math.abs(nowSeconds() - Number(timestamp)) > MAX_SKEW_SECONDS) return false;
    try {
      return createVerify('RSA-SHA256')
        .update(`${timestamp}\n${nonce}\n${body}\n`)
        .verify(config.platformPublicKey, signature, 'base64');
    } catch {
      return false;
    }
  };

  /** A signed notice's decrypted resource, or null when the notice is not genuine. */
  function opened<T>(req: CallbackRequest): T | null {
    const h = req.headers;
    const genuine = signedByWechat(
      h['wechatpay-timestamp'] ?? '',
      h['wechatpay-nonce'] ?? '',
      h['wechatpay-signature'] ?? '',
      req.body,
    );
    if (!genuine) return null;
    try {
      const r = (JSON.parse(req.body) as Notice).resource;
      if (!r?.ciphertext || !r.nonce || r.algorithm !== 'AEAD_AES_256_GCM') return null;
      return JSON.parse(
        decryptResource(config.apiV3Key, { ...r, ciphertext: r.ciphertext, nonce: r.nonce }),
      ) as T;
    } catch {
      return null;
    }
  }

  /** A POST to the merchant API, signed with the merchant's key as every v3 request must be. */
  const post = (path: string, body: string) =>
    fetcher(`${config.baseUrl}${path}`, {
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
      const res = await post(path, body);
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
      const t = opened<Transaction>(req);
      // A refund notice posted here carries no trade_state: it is not a payment report.
      if (!t || t.mchid !== config.mchId || !t.out_trade_no || typeof t.trade_state !== 'string')
        return Promise.resolve(null);
      if (t.trade_state === 'SUCCESS') {
        if (!t.transaction_id || typeof t.amount?.total !== 'number') return Promise.resolve(null);
        return Promise.resolve({
          orderNo: t.out_trade_no,
          tradeNo: t.transaction_id,
          amountFen: t.amount.total,
          paid: true,
        });
      }
      // A failed payment may have no transaction of WeChat's: the notice's id stands for it, so a redelivery is
      // applied once and a later failure of the same order (paid again after 继续支付) is a report of its own.
      const noticeId = (JSON.parse(req.body) as Notice).id;
      const tradeNo = t.transaction_id ?? (noticeId ? `notice:${noticeId}` : '');
      if (!tradeNo) return Promise.resolve(null);
      return Promise.resolve({
        orderNo: t.out_trade_no,
        tradeNo,
        amountFen: typeof t.amount?.total === 'number' ? t.amount.total : 0,
        paid: false,
      });
    },
    ack: (ok) =>
      ok
        ? { status: 204, body: '', contentType: 'application/json' }
        : {
            status: 400,
            body: JSON.stringify({ code: 'FAIL', message: '验签失败' }),
            contentType: 'application/json',
          },

    /**
     * POST /v3/refund/domestic/refunds, signed like every request. The reply counts only when WeChat Pay signed
     * it; SUCCESS is done, PROCESSING waits for the refund notice, anything else is a failure.
     */
    async refund(r: RefundStart): Promise<RefundOutcome> {
      const path = '/v3/refund/domestic/refunds';
      const body = JSON.stringify({
        out_trade_no: r.orderNo,
        out_refund_no: r.refundNo,
        reason: r.reason.slice(0, 80),
        ...(r.notifyUrl ? { notify_url: r.notifyUrl } : {}),
        amount: { refund: r.amountFen, total: r.totalFen, currency: 'CNY' },
      });
      const res = await post(path, body);
      const text = await res.text();
      const header = (k: string) => res.headers?.get(k) ?? '';
      if (res.status !== 200) throw new Error(`wechatpay: ${res.status} ${text.slice(0, 300)}`);
      if (
        !signedByWechat(
          header('wechatpay-timestamp'),
          header('wechatpay-nonce'),
          header('wechatpay-signature'),
          text,
        )
      )
        throw new Error('wechatpay: 退款应答验签失败');
      let reply: { status?: unknown; refund_id?: unknown; out_refund_no?: unknown };
      try {
        reply = JSON.parse(text) as typeof reply;
      } catch {
        throw new Error('wechatpay: 退款应答无法解析');
      }
      const reference = typeof reply.refund_id === 'string' ? reply.refund_id : '';
      if (reply.out_refund_no !== r.refundNo) throw new Error('wechatpay: 退款应答的退款单号不符');
      if (reply.status === 'SUCCESS') return { status: 'succeeded', reference };
      if (reply.status === 'PROCESSING') return { status: 'pending', reference };
      throw new Error(`wechatpay: 退款状态 ${String(reply.status)}`);
    },

    verifyRefundNotice(req: CallbackRequest): Promise<RefundReport | null> {
      const r = opened<RefundResource>(req);
      if (
        !r ||
        r.mchid !== config.mchId ||
        !r.out_refund_no ||
        !r.refund_status ||
        !REFUND_DONE.has(r.refund_status)
      )
        return Promise.resolve(null);
      return Promise.resolve({
        refundNo: r.out_refund_no,
        reference: r.refund_id ?? '',
        succeeded: r.refund_status === 'SUCCESS',
        detail: r.refund_status,
      });
    },
  };
}
