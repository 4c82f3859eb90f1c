import type { OrderStatusReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v2/order/status (§1.8), polled every 2 s on /order/pay; silent (a failed poll just polls again). */
export const fetchOrderStatus = (orderId: string) =>
  api.get<OrderStatusReply>('/api/v2/order/status', { order_id: orderId }, { silent: true });
