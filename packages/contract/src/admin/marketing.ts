/**
 * Marketing, part A (issue 31): promo codes and redeem-code batches (permission `promotions`), the credit mall's
 * goods and the shipping of its orders (`credit-mall`), and broadcasts to members (`messages`).
 */
import { z } from 'zod';
import type { Instant, ListQuery } from './common.ts';
import { addressField, instantField } from './courses.ts';

/** An optional instant: absent, null or '' mean "none". */
const optionalInstant = (message: string) =>
  z.preprocess((v) => (v === '' ? null : v), instantField(message).nullable().default(null));

const laterThan = (from: string | null, to: string | null) =>
  from === null || to === null || Date.parse(to) > Date.parse(from);

// ---------------------------------------------------------------- promo codes

/**
 * `GET /admin/api/promo-codes`: every code, the operator's (`owner_id` 0) and the members' invite codes. A code
 * takes `discount` yuan off any order (the storefront's check names no goods, so a code cannot be tied to one),
 * once per member (the contract's rule, kept by a unique key), `use_times` times in all (0 = no limit).
 */
export interface PromoCodeItem {
  id: number;
  code: string;
  /** Whole yuan off the order. */
  discount: number;
  /** 0 = no limit. */
  use_times: number;
  used_times: number;
  /** Null: usable from its creation. */
  starts_at: Instant | null;
  /** Null: never expires. */
  expires_at: Instant | null;
  /** 0 for the operator's codes; otherwise the member whose invite code it is. */
  owner_id: number;
  created_at: Instant;
}

export interface PromoCodeQuery extends ListQuery {
  /** Part of the code. */
  q?: string;
}
export const PROMO_CODE_SORTS = ['id', 'used_times'] as const;

export const PromoCodeBody = z
  .object({
    /** Letters and digits; empty: the server makes one. */
    code: z
      .string({ error: '参数错误' })
      .trim()
      .max(32, '优惠码最长 32 位')
      .regex(/^[A-Za-z0-9]*$/, '优惠码只能包含字母和数字')
      .default(''),
    discount: z
      .number({ error: '请输入优惠金额' })
      .int('优惠金额须为整数元')
      .min(1, '优惠金额至少 1 元')
      .max(100_000, '优惠金额过大'),
    use_times: z
      .number({ error: '请输入可用次数' })
      .int('可用次数须为整数')
      .min(0, '可用次数不能小于 0')
      .max(1_000_000, '可用次数过大')
      .default(0),
    starts_at: optionalInstant('请选择开始时间'),
    expires_at: optionalInstant('请选择结束时间'),
  })
  .refine((b) => laterThan(b.starts_at, b.expires_at), {
    message: '结束时间须晚于开始时间',
    path: ['expires_at'],
  });
export type PromoCodeRequest = z.input<typeof PromoCodeBody>;

// ---------------------------------------------------------------- redeem codes (CodeExchanger)

/** What a redeem code can give: a course, live course, book, VIP plan, or credits. */
export const REDEEM_SIGNS = ['vod', 'live', 'book', 'vip', 'credit1'] as const;
export type RedeemSign = (typeof REDEEM_SIGNS)[number];
export const REDEEM_SIGN_NAMES: Readonly<Record<RedeemSign, string>> = {
  vod: '录播课',
  live: '直播课',
  book: '电子书',
  vip: 'VIP 会员',
  credit1: '积分',
};

/** One thing a batch's codes give; `credits` for `credit1`, `id` for the others. */
export interface RedeemGrant {
  sign: RedeemSign;
  id: number;
  name: string;
  /** The credits of a `credit1` grant (0 otherwise). */
  credits: number;
}

/** `GET /admin/api/redeem-batches`: each batch (a CodeExchanger activity) with its counts. */
export interface RedeemBatchItem {
  id: number;
  name: string;
  grants: RedeemGrant[];
  starts_at: Instant;
  ends_at: Instant;
  code_count: number;
  used_count: number;
  created_at: Instant;
}

export const REDEEM_BATCH_SORTS = ['id'] as const;
export const REDEEM_BATCH_MAX_CODES = 5000;

export const RedeemGrantBody = z
  .object({
    sign: z.enum(REDEEM_SIGNS, { error: '请选择兑换内容' }),
    id: z.number({ error: '请选择商品' }).int('请选择商品').min(0, '请选择商品').default(0),
    credits: z
      .number({ error: '请输入积分' })
      .int('积分须为整数')
      .min(0)
      .max(1_000_000, '积分过大')
      .default(0),
  })
  .refine((g) => g.sign === 'credit1' || g.id > 0, { message: '请选择商品', path: ['id'] })
  .refine((g) => g.sign !== 'credit1' || g.credits > 0, { message: '请输入赠送积分', path: ['credits'] });

/** `POST /admin/api/redeem-batches`: a batch and its `count` new codes. */
export const RedeemBatchBody = z
  .object({
    name: z
      .string({ error: '请填写批次名称' })
      .trim()
      .min(1, '请填写批次名称')
      .max(60, '批次名称最长 60 个字'),
    grants: z
      .array(RedeemGrantBody, { error: '请添加兑换内容' })
      .min(1, '请添加兑换内容')
      .max(10, '最多 10 项兑换内容')
      .refine((gs) => gs.filter((g) => g.sign === 'vip').length <= 1, '最多一项 VIP 会员'),
    starts_at: instantField('请选择开始时间'),
    ends_at: instantField('请选择结束时间'),
    count: z
      .number({ error: '请输入生成数量' })
      .int('生成数量须为整数')
      .min(1, '至少生成 1 个')
      .max(REDEEM_BATCH_MAX_CODES, `一次最多生成 ${REDEEM_BATCH_MAX_CODES} 个`),
  })
  .refine((b) => laterThan(b.starts_at, b.ends_at), { message: '结束时间须晚于开始时间', path: ['ends_at'] });
export type RedeemBatchRequest = z.input<typeof RedeemBatchBody>;

/** `GET /admin/api/redeem-batches/:id/codes`: the batch's codes, each used or not (by whom, when). */
export interface RedeemCodeItem {
  id: number;
  code: string;
  used_by: { id: number; nick_name: string } | null;
  used_at: Instant | null;
}

export interface RedeemCodeQuery extends ListQuery {
  /** `1` used, `0` unused. */
  used?: 0 | 1;
}

// ---------------------------------------------------------------- credit mall

export const MALL_V_TYPES = ['vod', 'live', 'book', 'vip'] as const;
export type MallVirtualType = (typeof MALL_V_TYPES)[number];

/** `GET /admin/api/mall-goods`: physical and virtual goods priced in credits. */
export interface MallGoodsItem {
  id: number;
  title: string;
  thumb: string;
  /** Credits. */
  charge: number;
  stock: number;
  is_virtual: boolean;
  /** What a virtual item grants ('' for physical goods). */
  v_type: MallVirtualType | '';
  v_id: number;
  /** Sanitised HTML. */
  description: string;
  is_show: boolean;
  /** Larger first in the storefront's list. */
  sort: number;
  order_count: number;
  created_at: Instant;
  updated_at: Instant;
}

export interface MallGoodsQuery extends ListQuery {
  q?: string;
  is_show?: 0 | 1;
}
export const MALL_GOODS_SORTS = ['id', 'charge', 'stock', 'sort'] as const;

export const MallGoodsBody = z
  .object({
    title: z
      .string({ error: '请填写商品名称' })
      .trim()
      .min(1, '请填写商品名称')
      .max(120, '商品名称最长 120 个字'),
    thumb: addressField(500),
    charge: z
      .number({ error: '请输入所需积分' })
      .int('积分须为整数')
      .min(1, '所需积分至少 1')
      .max(10_000_000, '积分过大'),
    stock: z
      .number({ error: '请输入库存' })
      .int('库存须为整数')
      .min(0, '库存不能小于 0')
      .max(1_000_000, '库存过大'),
    is_virtual: z.boolean({ error: '参数错误' }).default(false),
    v_type: z.enum([...MALL_V_TYPES, ''], { error: '请选择虚拟商品类型' }).default(''),
    v_id: z.number({ error: '请选择商品' }).int('请选择商品').min(0).default(0),
    description: z.string({ error: '参数错误' }).max(200_000, '商品介绍过长').default(''),
    is_show: z.boolean({ error: '参数错误' }).default(true),
    sort: z.number({ error: '参数错误' }).int('排序须为整数').min(-100_000).max(100_000).default(0),
  })
  .refine((g) => !g.is_virtual || g.v_type !== '', { message: '请选择虚拟商品类型', path: ['v_type'] })
  .refine((g) => !g.is_virtual || g.v_id > 0, { message: '请选择发放的商品', path: ['v_id'] });
export type MallGoodsRequest = z.input<typeof MallGoodsBody>;

export const MALL_ORDER_STATES = ['to_ship', 'shipped', 'refunded'] as const;
export type MallOrderState = (typeof MALL_ORDER_STATES)[number];
export const MALL_ORDER_STATE_NAMES: Readonly<Record<MallOrderState, string>> = {
  to_ship: '待发货',
  shipped: '已发货',
  refunded: '已退积分',
};

/** `GET /admin/api/mall-orders`: credit-mall orders, with the address a physical one ships to. */
export interface MallOrderItem {
  id: number;
  user_id: number;
  nick_name: string;
  goods_id: number;
  goods_title: string;
  is_virtual: boolean;
  total_charge: number;
  state: MallOrderState;
  contact_name: string;
  contact_mobile: string;
  contact_address: string;
  express_company: string;
  express_number: string;
  shipped_at: Instant | null;
  created_at: Instant;
}

export interface MallOrderQuery extends ListQuery {
  state?: MallOrderState;
  user_id?: number;
}
export const MALL_ORDER_SORTS = ['id'] as const;

/** `POST /admin/api/mall-orders/:id/ship`: the carrier and tracking number the member then sees. */
export const MallShipBody = z.object({
  express_company: z
    .string({ error: '请填写快递公司' })
    .trim()
    .min(1, '请填写快递公司')
    .max(40, '快递公司最长 40 个字'),
  express_number: z
    .string({ error: '请填写运单号' })
    .trim()
    .min(1, '请填写运单号')
    .max(64, '运单号最长 64 位')
    .regex(/^[A-Za-z0-9-]+$/, '运单号只能包含字母、数字和 -'),
});
export type MallShipRequest = z.input<typeof MallShipBody>;

// ---------------------------------------------------------------- broadcasts

export const BROADCAST_AUDIENCES = ['all', 'vip', 'course'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];
export const BROADCAST_AUDIENCE_NAMES: Readonly<Record<BroadcastAudience, string>> = {
  all: '全部学员',
  vip: 'VIP 会员',
  course: '购买了某门课程的学员',
};

/** `GET /admin/api/broadcasts`: each broadcast, newest first, with how many members it reached. */
export interface BroadcastItem {
  id: number;
  audience: BroadcastAudience;
  course_id: number;
  course_title: string;
  message: string;
  recipients: number;
  admin_name: string;
  created_at: Instant;
}

/** `POST /admin/api/broadcasts`: one message to every member of the audience, in their /member/messages. */
export const BroadcastBody = z
  .object({
    audience: z.enum(BROADCAST_AUDIENCES, { error: '请选择发送对象' }),
    course_id: z.number({ error: '请输入课程 ID' }).int('请输入课程 ID').min(0).default(0),
    message: z
      .string({ error: '请输入消息内容' })
      .trim()
      .min(1, '请输入消息内容')
      .max(500, '消息最多 500 个字'),
  })
  .refine((b) => b.audience !== 'course' || b.course_id > 0, {
    message: '请输入课程 ID',
    path: ['course_id'],
  });
export type BroadcastRequest = z.input<typeof BroadcastBody>;

export const MARKETING_AUDIT_ENTITIES = {
  promo_code: '优惠码',
  redeem_batch: '兑换码批次',
  mall_goods: '积分商品',
  mall_order: '积分订单',
  broadcast: '站内消息',
} as const;

export const MARKETING_AUDIT_ACTIONS = {
  ship: '发货',
  refund_credits: '退积分',
  broadcast: '群发消息',
} as const;
