import { queryOptions } from '@tanstack/react-query';
import type { MallGoodsDetailReply, MallGoodsListReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const GOODS_PAGE_SIZE = 12;

/** GET /addons/Credit1Mall/api/v1/goods (contract commerce-exam §6.3, nested page). */
export const fetchMallGoods = (page: number) =>
  api.get<MallGoodsListReply>('/addons/Credit1Mall/api/v1/goods', { page, size: GOODS_PAGE_SIZE });

export const mallGoodsQuery = pagedQuery(['credits', 'goods'], fetchMallGoods);

/** GET /addons/Credit1Mall/api/v1/goods/{id} (§6.4). */
export const fetchMallGoodsDetail = (id: number) =>
  api.get<MallGoodsDetailReply>(`/addons/Credit1Mall/api/v1/goods/${id}`);

export const mallGoodsDetailQuery = (id: number) =>
  queryOptions({ queryKey: ['credits', 'goods', 'detail', id], queryFn: () => fetchMallGoodsDetail(id) });
