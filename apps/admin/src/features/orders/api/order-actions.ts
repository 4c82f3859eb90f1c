import type { OrderDetail, OrderRefundRequest, RefundCloseRequest } from '@meedu/contract/admin';
import { api } from '../../../api/client.ts';
import { useDetailWrite } from '../../../api/detail-write.ts';
import { orderDetailQuery, ordersKey } from './order-list.ts';

/** A command answering the order's detail: it replaces the cached detail, and the lists read again. */
const useOrderCommand = <B>(id: number, send: (body: B) => Promise<OrderDetail>) =>
  useDetailWrite(orderDetailQuery(id).queryKey, [...ordersKey, 'list'], send);

/** `POST /orders/:id/hand-pay`: the transfer arrived; the order is paid and delivered (once). */
export const useConfirmHandPayMutation = (id: number) =>
  useOrderCommand<undefined>(id, () => api.post<OrderDetail>(`/orders/${id}/hand-pay`));

/** `POST /orders/:id/refund`: through the provider that took the money. */
export const useRefundOrderMutation = (id: number) =>
  useOrderCommand<OrderRefundRequest>(id, (body) => api.post<OrderDetail>(`/orders/${id}/refund`, body));

/** `POST /orders/:id/refunds/:refundId/retry` */
export const useRetryRefundMutation = (id: number) =>
  useOrderCommand<number>(id, (refundId) => api.post<OrderDetail>(`/orders/${id}/refunds/${refundId}/retry`));

/** `POST /orders/:id/refunds/:refundId/close`: the money went back by hand. */
export const useCloseRefundMutation = (id: number, refundId: number) =>
  useOrderCommand<RefundCloseRequest>(id, (body) =>
    api.post<OrderDetail>(`/orders/${id}/refunds/${refundId}/close`, body),
  );
