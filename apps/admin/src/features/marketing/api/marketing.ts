import type {
  ListReply,
  BroadcastItem,
  BroadcastRequest,
  MallGoodsItem,
  MallGoodsRequest,
  MallOrderItem,
  MallShipRequest,
  PromoCodeItem,
  PromoCodeRequest,
  RedeemBatchItem,
  RedeemBatchRequest,
  RedeemCodeItem,
} from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { recordMutations } from '../../../api/record-mutations.ts';
import { pagedListQuery } from '../../../api/record-queries.ts';

export const promoCodesKey = ['promo-codes'] as const;
export const redeemBatchesKey = ['redeem-batches'] as const;
export const mallGoodsKey = ['mall-goods'] as const;
export const mallOrdersKey = ['mall-orders'] as const;
export const broadcastsKey = ['broadcasts'] as const;

/** `GET /promo-codes` (`q`; sorts `id`, `used_times`) */
export const promoCodeListQuery = pagedListQuery<PromoCodeItem>('/promo-codes', promoCodesKey);
export const promoCodeMutations = recordMutations<PromoCodeRequest, PromoCodeItem>('/promo-codes', [
  promoCodesKey,
]);

/** `GET /redeem-batches` */
export const redeemBatchListQuery = pagedListQuery<RedeemBatchItem>('/redeem-batches', redeemBatchesKey);
export const redeemBatchMutations = recordMutations<RedeemBatchRequest, RedeemBatchItem>('/redeem-batches', [
  redeemBatchesKey,
]);

/** `GET /redeem-batches/:id/codes`: a page of one batch's codes. */
export const redeemCodesQuery = (batchId: number, page: number, used: '' | '0' | '1') =>
  queryOptions({
    queryKey: [...redeemBatchesKey, 'codes', batchId, page, used],
    queryFn: () =>
      api.get<ListReply<RedeemCodeItem>>(`/redeem-batches/${batchId}/codes`, {
        page,
        size: 20,
        used: used === '' ? undefined : used,
      }),
  });

/** The spreadsheet of a batch's codes: a plain link (GET, the session cookie goes with it). */
export const redeemExportHref = (batchId: number) => `/admin/api/redeem-batches/${batchId}/export`;

/** `GET /mall-goods` (`q`, `is_show`) */
export const mallGoodsListQuery = pagedListQuery<MallGoodsItem>('/mall-goods', mallGoodsKey);
export const mallGoodsMutations = recordMutations<MallGoodsRequest, MallGoodsItem>('/mall-goods', [
  mallGoodsKey,
]);

/** `GET /mall-orders` (`state`, `user_id`) */
export const mallOrderListQuery = pagedListQuery<MallOrderItem>('/mall-orders', mallOrdersKey);

/** 发货 (or correct the carrier and number) and 退积分: both answer the order; the lists read again. */
export function useMallOrderCommands() {
  const client = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: mallOrdersKey }),
      client.invalidateQueries({ queryKey: mallGoodsKey }),
    ]);
  return {
    ship: useMutation({
      mutationFn: ({ id, body }: { id: number; body: MallShipRequest }) =>
        api.post<MallOrderItem>(`/mall-orders/${id}/ship`, body),
      onSuccess,
    }),
    refund: useMutation({
      mutationFn: (id: number) => api.post<MallOrderItem>(`/mall-orders/${id}/refund`, {}),
      onSuccess,
    }),
  };
}

/** `GET /broadcasts` */
export const broadcastListQuery = pagedListQuery<BroadcastItem>('/broadcasts', broadcastsKey);
export const broadcastMutations = recordMutations<BroadcastRequest, BroadcastItem>('/broadcasts', [
  broadcastsKey,
]);
