import type { MallOrdersReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const ORDERS_PAGE_SIZE = 10;

/** GET /addons/Credit1Mall/api/v1/user/orders (§6.7), newest first. */
export const fetchMallOrders = (page: number) =>
  api.get<MallOrdersReply>('/addons/Credit1Mall/api/v1/user/orders', { page, size: ORDERS_PAGE_SIZE });

export const mallOrdersKey = ['credits', 'orders'] as const;

export const mallOrdersQuery = pagedQuery(mallOrdersKey, fetchMallOrders, { staleTime: 0 });
