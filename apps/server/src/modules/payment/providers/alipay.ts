import { AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from '../config.ts';
import type {
  CallbackRequest,
  PayStart,
  PaymentProvider,
  ProviderReport,
  RefundOutcome,
  RefundStart,
} from './types.ts';

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

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
     * or forged reply throws), and only `fund_change` Y says money moved: a repeated request number answers N, so
     * that case is left for the retry and the operator rather than taken as done.
     */
    async refund(r: RefundStart): Promise<RefundOutcome> {
      const reply = await sdk.exec(
        'alipay.trade.refund',
        {
          bizContent: {
            out_trade_no: r.orderNo,
            ...(r.tradeNo ? { trade_no: r.tradeNo } : {}),
            refund_amount: yuanText(r.amountFen),
            out_request_no: r.refundNo,
            refund_reason: r.reason.slice(0, 256),
          },
        },
        { validateSign: true },
      );
      const field = (k: string) => {
        const v: unknown = (reply as Record<string, unknown>)[k];
        return typeof v === 'string' ? v : '';
      };
      if (field('code') === '10000' && field('fundChange') === 'Y')
        return { status: 'succeeded', reference: field('tradeNo') };
      throw new Error(
        `alipay: ${field('code') || '?'} ${field('subCode') || field('msg')} ${field('subMsg')} fund_change=${field('fundChange') || '?'}`.trim(),
      );
    },
  };
}
