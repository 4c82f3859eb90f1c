import type { AppDeps } from '../../deps.ts';

/**
 * The sign of MeEdu 4.9.30's cashier (`/payment/index?sign=`, modules/payment/cashier.ts), the credential of a
 * payment page opened on another device: an HMAC-signed order number valid 30 minutes (upstream's TTL), so every
 * instance reads it and nothing is stored. `order-` as upstream's signs start.
 */
const SIGN_PURPOSE = 'payment.cashier';
const SIGN_TTL_SECONDS = 1800;
const SIGN_PREFIX = 'order-';

export function cashierSign(deps: Pick<AppDeps, 'signer'>, orderNo: string): string {
  return SIGN_PREFIX + deps.signer.sign(SIGN_PURPOSE, orderNo, SIGN_TTL_SECONDS);
}

/** The order number a live sign names, or null. */
export function orderOfCashierSign(deps: Pick<AppDeps, 'signer'>, sign: string | undefined): string | null {
  if (!sign?.startsWith(SIGN_PREFIX)) return null;
  const v = deps.signer.verify<string>(SIGN_PURPOSE, sign.slice(SIGN_PREFIX.length));
  return v.status === 'ok' && typeof v.data === 'string' ? v.data : null;
}
