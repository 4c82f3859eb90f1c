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
  /**
   * Sends money back. Answers `succeeded` when the provider confirmed it, `pending` when it accepted the refund
   * and will report the outcome later (a refund notice); throws when it refused or its reply is not genuine.
   */
  refund(r: RefundStart): Promise<RefundOutcome>;
  /** A refund notice checked and read; null when it is not genuine. Only providers that send one have it. */
  verifyRefundNotice?(req: CallbackRequest): Promise<RefundReport | null>;
}

export interface RefundStart {
  orderNo: string;
  /** The provider's transaction the money goes back from ('' when unknown: the order number says it). */
  tradeNo: string;
  /** Ours, unique: the provider treats a repeated number as the same refund. */
  refundNo: string;
  amountFen: number;
  /** What the payer paid in that transaction. */
  totalFen: number;
  reason: string;
  /** Where the provider posts its refund notice ('' when this server's address is not configured). */
  notifyUrl: string;
}

export interface RefundOutcome {
  status: 'succeeded' | 'pending';
  /** The provider's own refund id. */
  reference: string;
}

export interface RefundReport {
  refundNo: string;
  reference: string;
  succeeded: boolean;
  /** The provider's status word, kept as the error of a refund that did not succeed. */
  detail: string;
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
  /** The reply's headers (signed replies carry their signature there). */
  headers?: { get(name: string): string | null };
}>;
