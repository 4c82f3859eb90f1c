import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MsJoinReply, MsLookup, PromoGoodsType, TgLookup } from '@meedu/contract';
import { api } from '../../api/client.ts';

/** GET /addons/MiaoSha/api/v1/m/0?course_id=&course_type= (contract catalog §4.1) */
export const fetchFlashSale = (courseId: number, courseType: PromoGoodsType) =>
  api.get<MsLookup>('/addons/MiaoSha/api/v1/m/0', { course_id: courseId, course_type: courseType });

export const flashSaleQuery = (courseId: number, courseType: PromoGoodsType, isLogin: boolean) =>
  queryOptions({
    queryKey: ['promo', 'ms', courseType, courseId, isLogin],
    queryFn: () => fetchFlashSale(courseId, courseType),
    staleTime: 0,
  });

/** GET /addons/TuanGou/api/v1/t/0?course_id=&course_type= (contract catalog §4.3) */
export const fetchGroupBuy = (courseId: number, courseType: PromoGoodsType) =>
  api.get<TgLookup>('/addons/TuanGou/api/v1/t/0', { course_id: courseId, course_type: courseType });

export const groupBuyQuery = (courseId: number, courseType: PromoGoodsType, isLogin: boolean) =>
  queryOptions({
    queryKey: ['promo', 'tg', courseType, courseId, isLogin],
    queryFn: () => fetchGroupBuy(courseId, courseType),
    staleTime: 0,
  });

/** POST /addons/MiaoSha/api/v1/m/{msGoodsId}/join (contract catalog §4.2) → the flash-sale order id. */
export const joinFlashSale = (msGoodsId: number, body: { captcha: string; captcha_key: string }) =>
  api.post<MsJoinReply>(`/addons/MiaoSha/api/v1/m/${msGoodsId}/join`, body);

/** Joins a flash sale; the item's promotions are asked again (stock, the member's order). */
export function useJoinFlashSaleMutation(msGoodsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { captcha: string; captcha_key: string }) => joinFlashSale(msGoodsId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['promo'] }),
  });
}
