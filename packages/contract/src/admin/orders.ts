/**
 * Orders (`/admin/api/orders`): the list with its filters, the detail with goods, payments and refunds, confirming
 * a hand pay, refunding through the provider, and retrying or closing a refund that failed.
 */
import { z } from 'zod';
import type { DateRangeQuery, Instant, ListQuery } from './common.ts';

/** The order statuses as stored: 1 未支付, 5 支付中, 7 已取消, 9 已支付. */
export const ORDER_STATUS_NAMES: Readonly<Record<number, string>> = {
  1: '未支付',
  5: '支付中',
  7: '已取消',
  9: '已支付',
};

/** The goods types an order line may hold, as stored. */
export const ORDER_GOODS_TYPE_NAMES: Readonly<Record<string, string>> = {
  course: '录播课',
  live: '直播课',
  book: '电子书',
  topic: '图文',
  learnPath: '学习路径',
  role: '会员',
  paper: '试卷',
  mock_paper: '模拟试卷',
  practice: '练习',
  tg: '拼团',
  ms: '秒杀',
};

export const PAYMENT_NAMES: Readonly<Record<string, string>> = {
  alipay: '支付宝',
  wechat: '微信支付',
  handPay: '手动打款',
  sandbox: '演示支付',
};

export type RefundStatusName = 'pending' | 'processing' | 'succeeded' | 'failed' | 'manual';

export const REFUND_STATUS_NAMES: Readonly<Record<RefundStatusName, string>> = {
  pending: '等待发送',
  processing: '处理中',
  succeeded: '已退款',
  failed: '失败',
  manual: '待人工退款',
};

export interface OrderItem {
  id: number;
  order_no: string;
  user_id: number;
  member_name: string;
  mobile: string;
  /** The goods' names, joined. */
  goods: string;
  goods_types: string[];
  /** Yuan: the price, the promo code's discount, and what was (or is to be) paid. */
  charge: number;
  discount: number;
  amount: number;
  status: number;
  /** `alipay`, `wechat`, `handPay`, or empty when no payment was started. */
  payment: string;
  paid_at: Instant | null;
  created_at: Instant;
}

export interface OrderListQuery extends ListQuery, DateRangeQuery {
  status?: number;
  goods_type?: string;
  user_id?: number;
  mobile?: string;
  order_no?: string;
}

export const ORDER_SORTS = ['id', 'created_at', 'paid_at', 'charge'] as const;

export interface OrderGoodsItem {
  goods_type: string;
  goods_id: number;
  goods_name: string;
  /** Yuan. */
  charge: number;
  num: number;
}

export interface OrderPaymentItem {
  id: number;
  provider: string;
  trade_no: string;
  /** Yuan. */
  amount: number;
  /** `paid`, `failed`, `late`, `duplicate`, `wrong_amount`. */
  outcome: string;
  created_at: Instant;
}

export interface OrderRefundItem {
  id: number;
  refund_no: string;
  provider: string;
  /** Yuan. */
  amount: number;
  reason: string;
  status: RefundStatusName;
  reference: string;
  attempts: number;
  last_error: string;
  created_at: Instant;
  updated_at: Instant;
}

export interface OrderDetail extends OrderItem {
  goods_lines: OrderGoodsItem[];
  payments: OrderPaymentItem[];
  refunds: OrderRefundItem[];
  /** Whether an operator may confirm a hand pay now (a hand-pay order waiting for it). */
  can_confirm_hand_pay: boolean;
  /** Whether an operator may refund it now (paid through a provider, not refunded yet). */
  can_refund: boolean;
}

/** `POST /admin/api/orders/:id/refund` */
export const OrderRefundBody = z.object({
  reason: z.string({ error: '请输入退款原因' }).trim().min(1, '请输入退款原因').max(80, '原因最多 80 个字'),
});
export type OrderRefundRequest = z.input<typeof OrderRefundBody>;

/** `POST /admin/api/orders/:id/refunds/:refundId/close`: the money went back by hand; the note says how. */
export const RefundCloseBody = z.object({
  note: z.string({ error: '请输入处理说明' }).trim().min(1, '请输入处理说明').max(100, '说明最多 100 个字'),
});
export type RefundCloseRequest = z.input<typeof RefundCloseBody>;
