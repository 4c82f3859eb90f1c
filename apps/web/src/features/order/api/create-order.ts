import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { memberOrdersKey } from './member-orders.ts';

export interface CreateOrder {
  goodsType: string;
  goodsId: number;
  promoCode: string;
  /** Group buy: 0 opens a group, else the group joined. */
  tgGid?: number;
}

/** The create endpoint of each checkout goods_type (contract commerce-exam §2); null for an unknown one. */
export function createOrderCall(o: CreateOrder): { url: string; body: Record<string, unknown> } | null {
  const id = o.goodsId;
  const promo_code = o.promoCode;
  const goods = { goods_id: id, promo_code };
  switch (o.goodsType) {
    case 'vod':
      return { url: '/api/v2/order/course', body: { course_id: id, promo_code } };
    case 'video':
      return { url: '/api/v2/order/video', body: { video_id: id, promo_code } };
    case 'role':
      return { url: '/api/v2/order/role', body: { role_id: id, promo_code } };
    case 'live':
      return { url: `/addons/zhibo/api/v1/course/${id}/paid`, body: goods };
    case 'book':
      return { url: `/addons/MeeduBooks/api/v1/book/${id}/buy`, body: goods };
    case 'topic':
      return { url: `/addons/MeeduTopics/api/v1/topic/${id}/buy`, body: goods };
    case 'path':
      return { url: `/addons/LearnPaths/api/v1/path/${id}/buy`, body: goods };
    case 'paper':
      return { url: '/addons/Paper/api/v1/paper/buy', body: goods };
    case 'practice':
      return { url: '/addons/Paper/api/v1/practice/buy', body: goods };
    case 'mockpaper':
      return { url: '/addons/Paper/api/v1/mock_paper/buy', body: goods };
    case 'tg':
      return { url: `/addons/TuanGou/api/v1/t/${id}/buy`, body: { ...goods, gid: o.tgGid ?? 0 } };
    case 'ms':
      return { url: `/addons/MiaoSha/api/v1/m/order/${id}/buy`, body: goods };
    default:
      return null;
  }
}

/** Places the order; the member's order list is stale afterwards. */
export function useCreateOrderMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (o: CreateOrder) => {
      const call = createOrderCall(o);
      if (!call) return Promise.reject(new Error('无法支付'));
      return api.post<Order>(call.url, call.body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: memberOrdersKey }),
  });
}
