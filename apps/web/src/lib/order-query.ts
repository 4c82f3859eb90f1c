import type { MsGoods, Role, TgGoods } from '@meedu/contract';
import { GOODS_TYPES } from './goods-types.ts';
import type { ResourceType } from './resource-links.ts';

/**
 * Query strings for `/order` (screens catalog §0.8, commerce-exam §1). Values are plain here; `paths.order()`
 * URL-encodes each one (the reference concatenates them raw, which breaks titles containing `&`, `#` or `?`).
 */
export type OrderQuery = Record<string, string | number>;

export interface OrderProduct {
  id: number;
  charge: number;
  name: string;
  thumb: string;
}

/** A product a detail page sells, with its cover. */
export function productOrderQuery(type: ResourceType, p: OrderProduct): OrderQuery {
  return {
    goods_id: p.id,
    goods_type: GOODS_TYPES[type].checkout,
    goods_charge: p.charge,
    goods_label: GOODS_TYPES[type].label,
    goods_name: p.name,
    goods_thumb: p.thumb,
  };
}

/** An exam product (screens commerce-exam §1): no cover, and the label before the price, as it always was. */
export function examOrderQuery(
  type: 'paper' | 'mock_paper' | 'practice',
  p: Omit<OrderProduct, 'thumb'>,
): OrderQuery {
  return {
    goods_id: p.id,
    goods_type: GOODS_TYPES[type].checkout,
    goods_label: GOODS_TYPES[type].label,
    goods_charge: p.charge,
    goods_name: p.name,
  };
}

/** VIP role: no thumb. */
export function roleOrderQuery(role: Pick<Role, 'id' | 'charge' | 'name'>): OrderQuery {
  return {
    goods_id: role.id,
    goods_type: GOODS_TYPES.role.checkout,
    goods_charge: role.charge,
    goods_label: GOODS_TYPES.role.label,
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
