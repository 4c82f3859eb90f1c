/** One payment provider behind the gateways of the contract (alipay page pay, wechat native QR). */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'alipay' | 'wechatpay';
  /** WeChat native payment: the text the QR code encodes. */
  nativeQr(p: PayStart): Promise<string>;
  /** Page payment: the address the browser is sent to (the cashier). */
  pagePayUrl(p: PayStart): Promise<string>;
  /** A callback request checked and read; null when it is not genuine (signature, merchant, shape). */
  verifyCallback(req: CallbackRequest): Promise<ProviderReport | null>;
  /** The reply the provider expects once a callback was handled (ok) or refused. */
  ack(ok: boolean): { status: number; body: string; contentType: string };
}

export interface PayStart {
  orderNo: string;
  amountFen: number;
  subject: string;
  /** Where the provider posts its callback. */
  notifyUrl: string;
  /** Where the browser returns after a page payment. */
  returnUrl: string;
  /** This server's public address (the sandbox page lives there). */
  base: string;
}

export interface CallbackRequest {
  headers: Record<string, string>;
  /** The raw body, exactly as received (signatures cover the bytes). */
  body: string;
}

export interface ProviderReport {
  orderNo: string;
  tradeNo: string;
  amountFen: number;
  paid: boolean;
}

/** Fetch, injectable so provider tests answer for the remote API. */
export type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{
  status: number;
  text(): Promise<string>;
}>;
