import type { ListReply, OrderDetail, OrderItem } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { listQueryParams, type ListParams } from '../../../components/data-table/use-list-params.ts';

export const ordersKey = ['orders'] as const;

/** `GET /orders`: a page of orders (filters `status`, `goods_type`, `from`/`to`, `user_id`, `mobile`, `order_no`). */
export const orderListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', params],
    queryFn: () => api.get<ListReply<OrderItem>>('/orders', listQueryParams(params)),
  });

/** `GET /orders/:id`: the order with its goods, payments and refunds. */
export const orderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...ordersKey, 'detail', id],
    queryFn: () => api.get<OrderDetail>(`/orders/${id}`),
  });
