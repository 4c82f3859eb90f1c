import type { MsGoods, Role, TgGoods } from '@meedu/contract';

/**
 * Query strings for `/order` (screens catalog §0.8, commerce-exam §1). Values are plain here; `paths.order()`
 * URL-encodes each one (the reference concatenates them raw, which breaks titles containing `&`, `#` or `?`).
 */
export type OrderQuery = Record<string, string | number>;

/** The product kinds a detail page sells, with the checkout's goods_type and label. */
export const productGoods = {
  vod: { goods_type: 'vod', goods_label: '点播课程' },
  live: { goods_type: 'live', goods_label: '直播课程' },
  book: { goods_type: 'book', goods_label: '电子书' },
  topic: { goods_type: 'topic', goods_label: '文章' },
  path: { goods_type: 'path', goods_label: '学习路径' },
} as const;

export type ProductKind = keyof typeof productGoods;

export interface OrderProduct {
  id: number;
  charge: number;
  name: string;
  thumb: string;
}

export function productOrderQuery(kind: ProductKind, p: OrderProduct): OrderQuery {
  return {
    goods_id: p.id,
    goods_type: productGoods[kind].goods_type,
    goods_charge: p.charge,
    goods_label: productGoods[kind].goods_label,
    goods_name: p.name,
    goods_thumb: p.thumb,
  };
}

/** VIP role: no thumb. */
export function roleOrderQuery(role: Pick<Role, 'id' | 'charge' | 'name'>): OrderQuery {
  return {
    goods_id: role.id,
    goods_type: 'role',
    goods_charge: role.charge,
    goods_label: 'VIP会员',
    goods_name: role.name,
  };
}

/** Flash sale: goods_id is the flash-sale ORDER id. */
export function flashSaleOrderQuery(ms: MsGoods, orderId: number): OrderQuery {
  return {
    course_id: ms.goods_id,
    course_type: ms.goods_type,
    goods_type: 'ms',
    goods_charge: ms.charge,
    goods_label: '秒杀',
    goods_name: ms.goods_title,
    goods_id: orderId,
    goods_thumb: ms.goods_thumb,
  };
}

/** Group buy: tg_gid is 0 for a new group, else the group joined. */
export function groupBuyOrderQuery(tg: TgGoods, groupId: number): OrderQuery {
  return {
    course_id: tg.other_id,
    course_type: tg.goods_type,
    goods_type: 'tg',
    goods_charge: tg.charge,
    goods_label: '团购',
    goods_name: tg.goods_title,
    goods_id: tg.id,
    goods_thumb: tg.goods_thumb,
    tg_gid: groupId,
  };
}
