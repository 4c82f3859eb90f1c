import { queryOptions } from '@tanstack/react-query';
import type { HandPayReply, WechatScanReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** POST /api/v2/order/pay/wechatScan (§1.9): the order → 支付中 and the QR text. */
export const fetchWechatScan = (orderId: string) =>
  api.post<WechatScanReply>('/api/v2/order/pay/wechatScan', { order_id: orderId });

/** POST /api/v3/order/pay/handPay (§1.10): the order → 支付中 and the payee instructions (HTML). */
export const fetchHandPay = (orderId: string) =>
  api.post<HandPayReply>('/api/v3/order/pay/handPay', { order_id: orderId });

/**
 * Starting a payment, as a query so that the page's mount asks once (a remount within the session reuses it);
 * never cached after the page is left, and never retried (the server's 订单状态错误 is final).
 */
export const startPaymentQuery = (payment: string, orderId: string) =>
  queryOptions({
    queryKey: ['order', 'start', payment, orderId],
    queryFn: async (): Promise<{ codeUrl: string; text: string }> =>
      payment === 'wechat'
        ? { codeUrl: (await fetchWechatScan(orderId)).code_url, text: '' }
        : { codeUrl: '', text: (await fetchHandPay(orderId)).text },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
