import type { OrderDetail, OrderItem } from '@meedu/contract/admin';
import { pagedListQuery, recordQuery } from '../../../api/record-queries.ts';

export const ordersKey = ['orders'] as const;

/** `GET /orders`: a page of orders (filters `status`, `goods_type`, `from`/`to`, `user_id`, `mobile`, `order_no`). */
export const orderListQuery = pagedListQuery<OrderItem>('/orders', ordersKey);

/** `GET /orders/:id`: the order with its goods, payments and refunds. */
export const orderDetailQuery = recordQuery<OrderDetail>('/orders', ordersKey);
