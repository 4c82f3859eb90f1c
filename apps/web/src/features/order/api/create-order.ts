import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderReplyV3, CreateOrderRequestV3, Order } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { preferModern } from '../../../api/capabilities.ts';
import type { CheckoutType } from '../../../lib/goods-types.ts';
import { memberOrdersKey } from './member-orders.ts';

export interface CreateOrder {
  goodsType: string;
  goodsId: number;
  promoCode: string;
  /** Group buy: 0 opens a group, else the group joined. */
  tgGid?: number;
}

type OrderCall = { url: string; body: Record<string, unknown> };

/**
 * The create endpoint of each checkout goods_type (contract commerce-exam §2): every product of lib/goods-types.ts,
 * and the promotions' group-buy (`tg`) and flash-sale (`ms`) orders.
 */
const ENDPOINTS: Record<CheckoutType | 'tg' | 'ms', (o: CreateOrder) => OrderCall> = {
  vod: (o) => ({ url: '/api/v2/order/course', body: { course_id: o.goodsId, promo_code: o.promoCode } }),
  video: (o) => ({ url: '/api/v2/order/video', body: { video_id: o.goodsId, promo_code: o.promoCode } }),
  role: (o) => ({ url: '/api/v2/order/role', body: { role_id: o.goodsId, promo_code: o.promoCode } }),
  live: (o) => ({ url: `/addons/zhibo/api/v1/course/${o.goodsId}/paid`, body: goods(o) }),
  book: (o) => ({ url: `/addons/MeeduBooks/api/v1/book/${o.goodsId}/buy`, body: goods(o) }),
  topic: (o) => ({ url: `/addons/MeeduTopics/api/v1/topic/${o.goodsId}/buy`, body: goods(o) }),
  path: (o) => ({ url: `/addons/LearnPaths/api/v1/path/${o.goodsId}/buy`, body: goods(o) }),
  paper: (o) => ({ url: '/addons/Paper/api/v1/paper/buy', body: goods(o) }),
  practice: (o) => ({ url: '/addons/Paper/api/v1/practice/buy', body: goods(o) }),
  mockpaper: (o) => ({ url: '/addons/Paper/api/v1/mock_paper/buy', body: goods(o) }),
  tg: (o) => ({ url: `/addons/TuanGou/api/v1/t/${o.goodsId}/buy`, body: { ...goods(o), gid: o.tgGid ?? 0 } }),
  ms: (o) => ({ url: `/addons/MiaoSha/api/v1/m/order/${o.goodsId}/buy`, body: goods(o) }),
};

function goods(o: CreateOrder) {
  return { goods_id: o.goodsId, promo_code: o.promoCode };
}

/** The create call of a checkout goods_type; null for an unknown one. */
export function createOrderCall(o: CreateOrder): OrderCall | null {
  const endpoint = Object.hasOwn(ENDPOINTS, o.goodsType)
    ? ENDPOINTS[o.goodsType as keyof typeof ENDPOINTS]
    : undefined;
  return endpoint ? endpoint(o) : null;
}

/**
 * The goods POST /api/v3/order sells (upstream-4.9.30 §5.2: the core's COURSE and ROLE); every other checkout
 * type keeps its own endpoint on either server.
 */
const UNIFIED_GOODS: Partial<Record<string, 'COURSE' | 'ROLE'>> = { vod: 'COURSE', role: 'ROLE' };

/** Whether the checkout type is bought through POST /api/v3/order and the server's cashier where it exists. */
export const soldThroughCashier = (goodsType: string): boolean => Object.hasOwn(UNIFIED_GOODS, goodsType);

/** A placed order: one of ours (pay it with a gateway chosen here), or one paid at the server's cashier. */
export type PlacedOrder = { kind: 'order'; order: Order } | { kind: 'cashier'; reply: CreateOrderReplyV3 };

const postOrder = (o: CreateOrder): Promise<PlacedOrder> => {
  const call = createOrderCall(o);
  if (!call) return Promise.reject(new Error('无法支付'));
  return api.post<Order>(call.url, call.body).then((order) => ({ kind: 'order', order }));
};

/**
 * POST /api/v3/order {goods_type, goods_id, promo_code, agree_protocol:1} (upstream-4.9.30 §5.1); the member
 * ticked the purchase agreement on the checkout before this is sent.
 */
const postUnifiedOrder = (goodsType: 'COURSE' | 'ROLE', o: CreateOrder): Promise<PlacedOrder> =>
  api
    .post<CreateOrderReplyV3>(
      '/api/v3/order',
      {
        goods_type: goodsType,
        goods_id: o.goodsId,
        promo_code: o.promoCode,
        agree_protocol: 1,
      } satisfies CreateOrderRequestV3,
      { silent: true },
    )
    .then((reply) => ({ kind: 'cashier', reply }));

/** Places the order (through the cashier where the server has it); the member's order list is stale afterwards. */
export function useCreateOrderMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (o: CreateOrder): Promise<PlacedOrder> => {
      const unified = UNIFIED_GOODS[o.goodsType];
      if (!unified) return postOrder(o);
      return preferModern(
        'orders',
        () => postUnifiedOrder(unified, o),
        () => postOrder(o),
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: memberOrdersKey }),
  });
}
