import type { Signer } from '../../../lib/signing.ts';
import type { CallbackRequest, PayStart, PaymentProvider, ProviderReport, RefundStart } from './types.ts';

export const SANDBOX_PURPOSE = 'payment.sandbox';
const RETURN_PURPOSE = 'payment.sandbox.return';

/** What the sandbox page signs and posts to /payment/callback/sandbox. */
export interface SandboxNotice {
  order_no: string;
  trade_no: string;
  amount_fen: number;
  status: 'paid' | 'failed';
}

/**
 * The demo-mode provider: the QR and the cashier are the sandbox page `/__dev/pay`, where a person (or a test)
 * pays or fails; the page then posts a notice signed with the server's HMAC key to the callback, like a real
 * provider would. The return address is signed too, so the page cannot be used to send browsers elsewhere.
 */
export function sandboxProvider(signer: Signer): PaymentProvider {
  const page = (p: PayStart) => `${p.base}/__dev/pay?order_id=${encodeURIComponent(p.orderNo)}`;
  return {
    name: 'sandbox',
    nativeQr: (p) => Promise.resolve(page(p)),
    pagePayUrl: (p) =>
      Promise.resolve(
        `${page(p)}&return=${encodeURIComponent(signer.sign(RETURN_PURPOSE, p.returnUrl, 3600))}`,
      ),
    verifyCallback(req: CallbackRequest): Promise<ProviderReport | null> {
      let token: unknown;
      try {
        token = (JSON.parse(req.body) as { token?: unknown }).token;
      } catch {
        return Promise.resolve(null);
      }
      if (typeof token !== 'string') return Promise.resolve(null);
      const v = signer.verify<SandboxNotice>(SANDBOX_PURPOSE, token);
      if (v.status !== 'ok') return Promise.resolve(null);
      const n = v.data;
      return Promise.resolve({
        orderNo: n.order_no,
        tradeNo: n.trade_no,
        amountFen: n.amount_fen,
        paid: n.status === 'paid',
      });
    },
    ack: (ok) => ({
      status: ok ? 200 : 400,
      body: JSON.stringify({ code: ok ? 0 : 1, message: ok ? '' : '签名错误', data: [] }),
      contentType: 'application/json',
    }),
    // Demo money: the refund is done as soon as it is asked for.
    refund: (r: RefundStart) => Promise.resolve({ status: 'succeeded', reference: `SANDBOX-${r.refundNo}` }),
  };
}

/** Signs a notice as the sandbox page does. */
export function signSandboxNotice(signer: Signer, notice: SandboxNotice): string {
  return signer.sign(SANDBOX_PURPOSE, notice, 300);
}

/** The return address carried by a sandbox cashier link, or null when it was not signed by this server. */
export function sandboxReturnUrl(signer: Signer, token: string): string | null {
  const v = signer.verify<string>(RETURN_PURPOSE, token);
  return v.status === 'ok' && typeof v.data === 'string' ? v.data : null;
}
