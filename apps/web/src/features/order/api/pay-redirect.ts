import { apiUrl } from '../../../api/client.ts';
import { token } from '../../../lib/storage.ts';

/**
 * The Alipay cashier is a full browser navigation (§1.11), so the token travels in the query string.
 * `redirect` brings the browser back to /order/success.
 */
export function payRedirectUrl(orderId: string, origin: string): string {
  const q = new URLSearchParams({
    order_id: orderId,
    payment_scene: 'pc',
    scene: 'pc',
    payment: 'alipay',
    token: token.get() ?? '',
    redirect: `${origin}/order/success`,
    cancel_redirect: `${origin}/order/`,
  });
  return apiUrl(`/api/v2/order/pay/redirect?${q.toString()}`);
}
