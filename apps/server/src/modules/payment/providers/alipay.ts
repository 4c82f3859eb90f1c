import { AlipaySdk } from 'alipay-sdk';
import type {
  CallbackRequest,
  PayStart,
  PaymentProvider,
  ProviderReport,
  RefundOutcome,
  RefundStart,
} from './types.ts';
import type { AlipayConfig } from '../../../config.ts';

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** A string field of the SDK's (camel-cased) reply, '' when absent. */
const fields = (reply: unknown) => (k: string) => {
  const v: unknown = reply && typeof reply === 'object' ? (reply as Record<string, unknown>)[k] : undefined;
  return typeof v === 'string' ? v : '';
};

/** Fen as Alipay's yuan amount with two decimals, by digits (never through a float). */
export const yuanText = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/**
 * Alipay page payment (alipay.trade.page.pay) on the official SDK: the browser goes to the signed cashier URL;
 * the asynchronous notice (form-encoded, RSA2-signed) is verified with Alipay's public key.
 */
export function alipayProvider(config: AlipayConfig): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKey,
    alipayPublicKey: config.alipayPublicKey,
    gateway: config.gateway,
    // A PEM says which kind it is; a bare base64 key (as Alipay's key tool writes it) is taken as PKCS#1.
    keyType: config.privateKey.includes('BEGIN PRIVATE KEY') ? 'PKCS8' : 'PKCS1',
  });
  return {
    name: 'alipay',
    nativeQr: () => Promise.reject(new Error('alipay: native QR is not offered')),
    pagePayUrl: (p: PayStart) =>
      Promise.resolve(
        sdk.pageExecute('alipay.trade.page.pay', 'GET', {
          bizContent: {
            out_trade_no: p.orderNo,
            product_code: 'FAST_INSTANT_TRADE_PAY',
            total_amount: yuanText(p.amountFen),
            subject: p.subject.slice(0, 128),
          },
          returnUrl: p.returnUrl,
          notifyUrl: p.notifyUrl,
        }),
      ),
    verifyCallback(req: CallbackRequest): Promise<ProviderReport | null> {
      const fields: Record<string, string> = Object.fromEntries(new URLSearchParams(req.body));
      if (!fields.sign || fields.app_id !== config.appId) return Promise.resolve(null);
      let valid = false;
      try {
        valid = sdk.checkNotifySign(fields);
      } catch {
        valid = false;
      }
      const amount = Number(fields.total_amount);
      if (!valid || !fields.out_trade_no || !fields.trade_no || !Number.isFinite(amount))
        return Promise.resolve(null);
      return Promise.resolve({
        orderNo: fields.out_trade_no,
        tradeNo: fields.trade_no,
        amountFen: Math.round(amount * 100),
        paid: PAID.has(fields.trade_status ?? ''),
      });
    },
    ack: (ok) => ({ status: 200, body: ok ? 'success' : 'fail', contentType: 'text/plain' }),
    /**
     * alipay.trade.refund, answered at once. The reply must carry Alipay's signature (validateSign: an unsigned
     * or forged reply throws), and only `fund_change` Y says money moved now. A repeated request number (our retry
     * after a lost reply) answers N: then the refund query (alipay.trade.fastpay.refund.query, signed too) says
     * whether that earlier request went through; anything else is a failure for the retry and the operator.
     */
    async refund(r: RefundStart): Promise<RefundOutcome> {
      const trade = { out_trade_no: r.orderNo, ...(r.tradeNo ? { trade_no: r.tradeNo } : {}) };
      const reply = fields(
        await sdk.exec(
          'alipay.trade.refund',
          {
            bizContent: {
              ...trade,
              refund_amount: yuanText(r.amountFen),
              out_request_no: r.refundNo,
              refund_reason: r.reason.slice(0, 256),
            },
          },
          { validateSign: true },
        ),
      );
      if (reply('code') === '10000' && reply('fundChange') === 'Y')
        return { status: 'succeeded', reference: reply('tradeNo') };
      if (reply('code') === '10000') {
        const query = fields(
          await sdk.exec(
            'alipay.trade.fastpay.refund.query',
            { bizContent: { ...trade, out_request_no: r.refundNo } },
            { validateSign: true },
          ),
        );
        if (
          query('code') === '10000' &&
          query('refundStatus') === 'REFUND_SUCCESS' &&
          query('refundAmount') === yuanText(r.amountFen)
        )
          return { status: 'succeeded', reference: query('tradeNo') || reply('tradeNo') };
      }
      throw new Error(
        `alipay: ${reply('code') || '?'} ${reply('subCode') || reply('msg')} ${reply('subMsg')} fund_change=${reply('fundChange') || '?'}`.trim(),
      );
    },
  };
}
