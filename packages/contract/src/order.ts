/**
 * Orders and payment (contract commerce-exam §1, §2; account §5.16, §8). Prices are whole yuan; `order_id` is the
 * order number (digits, below 2^53, no leading zero).
 */
import type { LaravelPage } from './catalog.ts';
import type { ListPage, MaybeEmpty } from './common.ts';

/** GET /api/v2/order/payments?scene=pc */
export interface PaymentGateway {
  sign: 'alipay' | 'wechat' | 'handPay' | string;
  name: string;
  icon: string;
}

export interface PromoCode {
  id: number;
  code: string;
  expired_at: string | null;
  invited_user_reward: number;
  invite_user_reward: number;
}

/** GET /api/v2/promoCode/{code}/check */
export interface PromoCodeCheck {
  can_use: 0 | 1;
  promo_code: MaybeEmpty<PromoCode>;
}

export type OrderStatusText = '未支付' | '支付中' | '已支付' | '已取消';

/** Status codes (§1.4): 1 未支付, 5 支付中, 9 已支付, 7 已取消. */
export type OrderStatus = 1 | 5 | 7 | 9;

export interface OrderGoods {
  goods_id: number;
  /** `COURSE`, `ROLE`, `VIDEO`, `BOOK`, `直播课程`, `文章`, `学习路径`, … (§1.12). */
  goods_type: string;
  goods_name: string;
  goods_thumb: string;
  goods_text: string;
  goods_charge: number;
  goods_ori_charge: number;
  num: number;
  charge: number;
}

/** The reply of every order-create endpoint and a row of /member/orders (§1.3). */
export interface Order {
  id: number;
  user_id: number;
  charge: number;
  order_id: string;
  payment_method: string;
  status_text: OrderStatusText;
  payment_text: string;
  continue_pay: boolean;
  goods: OrderGoods[];
  created_at: string;
}

/** GET /api/v2/member/orders */
export type MemberOrdersReply = LaravelPage<Order>;

/** GET /api/v2/order/status?order_id= */
export interface OrderStatusReply {
  status: OrderStatus;
}

/** POST /api/v2/order/pay/wechatScan */
export interface WechatScanReply {
  code_url: string;
}

/** POST /api/v3/order/pay/handPay */
export interface HandPayReply {
  text: string;
}

/** Rows of the group-buy and flash-sale tabs of /member/orders (account §8, commerce-exam §3.3, §4.4). */
export interface PromoOrderGoods {
  goods_id?: number;
  other_id?: number;
  goods_type: string;
  goods_type_text: string;
  goods_title: string;
  goods_thumb: string;
}

export interface TgMemberOrder {
  id: number;
  charge: number;
  status: 0 | 1 | 3;
  updated_at: string;
  goods: PromoOrderGoods;
}

export interface MsMemberOrder {
  id: number;
  charge: number;
  status: 0 | 1 | 3;
  created_at: string;
  goods: PromoOrderGoods;
}

export type TgMemberOrdersReply = ListPage<TgMemberOrder>;
export type MsMemberOrdersReply = ListPage<MsMemberOrder>;

// ---------------------------------------------------------------- requests

export interface CourseOrderRequest {
  course_id: number;
  promo_code?: string;
}

export interface RoleOrderRequest {
  role_id: number;
  promo_code?: string;
}

export interface VideoOrderRequest {
  video_id: number;
  promo_code?: string;
}

/** Addon create endpoints (§2): `goods_id` mirrors the id in the path. */
export interface GoodsOrderRequest {
  goods_id?: number;
  promo_code?: string;
}

export interface PaymentsRequest {
  scene: string;
}

export interface OrderNumberRequest {
  order_id: string | number;
}

export interface MemberOrdersRequest {
  page?: number;
  page_size?: number;
}

/** GET /api/v2/order/pay/redirect (a browser navigation). */
export interface PayRedirectRequest {
  order_id: string | number;
  payment: string;
  payment_scene: string;
  scene?: string;
  token?: string;
  redirect?: string;
  cancel_redirect?: string;
}
