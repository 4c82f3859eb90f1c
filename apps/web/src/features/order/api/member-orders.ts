import type { MemberOrdersReply, MsMemberOrdersReply, TgMemberOrdersReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const ORDERS_PAGE_SIZE = 10;
export const memberOrdersKey = ['order', 'member'] as const;

/** GET /api/v2/member/orders (contract commerce-exam §1.12): every order, newest first. */
export const fetchMemberOrders = (page: number) =>
  api.get<MemberOrdersReply>('/api/v2/member/orders', { page, page_size: ORDERS_PAGE_SIZE });

/** GET /addons/TuanGou/api/v1/t/member/orders (§3.3). */
export const fetchTgOrders = (page: number) =>
  api.get<TgMemberOrdersReply>('/addons/TuanGou/api/v1/t/member/orders', { page, size: ORDERS_PAGE_SIZE });

/** GET /addons/MiaoSha/api/v1/m/user/orders (§4.4). */
export const fetchMsOrders = (page: number) =>
  api.get<MsMemberOrdersReply>('/addons/MiaoSha/api/v1/m/user/orders', { page, size: ORDERS_PAGE_SIZE });

export const memberOrdersQuery = pagedQuery([...memberOrdersKey, 'all'], fetchMemberOrders, { staleTime: 0 });
export const tgOrdersQuery = pagedQuery([...memberOrdersKey, 'tg'], fetchTgOrders, { staleTime: 0 });
export const msOrdersQuery = pagedQuery([...memberOrdersKey, 'ms'], fetchMsOrders, { staleTime: 0 });
