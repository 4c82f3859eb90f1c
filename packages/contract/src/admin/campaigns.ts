/**
 * Group-buy (拼团, `/admin/api/group-buys`) and flash-sale (秒杀, `/admin/api/flash-sales`) campaigns, permission
 * `campaigns`: a product of the storefront sold at a campaign price within a time window.
 */
import { z } from 'zod';
import type { Instant, ListQuery } from './common.ts';
import { instantField } from './courses.ts';

/** What a campaign can sell (the products the storefront grants by these names). */
export const CAMPAIGN_GOODS_TYPES = {
  course: '录播课程',
  live: '直播课程',
  book: '电子书',
  learnPath: '学习路径',
} as const;
export type CampaignGoodsType = keyof typeof CAMPAIGN_GOODS_TYPES;
const GOODS_TYPE_KEYS = Object.keys(CAMPAIGN_GOODS_TYPES) as [CampaignGoodsType, ...CampaignGoodsType[]];

/** The product a campaign sells, as it was when the campaign was saved. */
interface CampaignGoods {
  id: number;
  goods_type: CampaignGoodsType;
  goods_id: number;
  goods_title: string;
  goods_thumb: string;
  /** The product's own price (whole yuan), shown struck through. */
  original_charge: number;
  /** The campaign price (whole yuan). */
  charge: number;
  started_at: Instant;
  ended_at: Instant;
  created_at: Instant;
}

export interface FlashSaleItem extends CampaignGoods {
  /** Units on sale in all. */
  num: number;
  /** Units taken (secured or paid): `num` minus what is left. */
  sold: number;
  /** Units paid for. */
  paid: number;
}

export interface GroupBuyItem extends CampaignGoods {
  /** People a group needs to succeed. */
  people_num: number;
  /** Hours a group has to fill. */
  time_limit: number;
  /** Places paid for (every group). */
  sold: number;
  /** Groups that filled. */
  groups_succeeded: number;
}

export const CAMPAIGN_SORTS = ['id', 'started_at'] as const;
export interface CampaignListQuery extends ListQuery {
  /** Part of the product's title. */
  q?: string;
}

const wholeYuan = (what: string) =>
  z
    .number({ error: `请填写${what}` })
    .int(`${what}须为整数（元）`)
    .min(0, `${what}不能为负数`)
    .max(99_999, `${what}最高 99999 元`);

const campaignFields = {
  goods_type: z.enum(GOODS_TYPE_KEYS, { error: '请选择商品类型' }),
  goods_id: z.number({ error: '请选择商品' }).int('请选择商品').positive('请选择商品'),
  charge: wholeYuan('活动价'),
  started_at: instantField('请选择开始时间'),
  ended_at: instantField('请选择结束时间'),
};

const endsAfterStart = (v: { started_at: string; ended_at: string }) =>
  Date.parse(v.ended_at) > Date.parse(v.started_at);
const ENDS_AFTER_START = { message: '结束时间须晚于开始时间', path: ['ended_at'] };

export const FlashSaleBody = z
  .object({
    ...campaignFields,
    num: z
      .number({ error: '请填写库存' })
      .int('库存须为整数')
      .min(0, '库存不能为负数')
      .max(1_000_000, '库存过大'),
  })
  .refine(endsAfterStart, ENDS_AFTER_START);
export type FlashSaleRequest = z.input<typeof FlashSaleBody>;

export const GroupBuyBody = z
  .object({
    ...campaignFields,
    people_num: z
      .number({ error: '请填写成团人数' })
      .int('成团人数须为整数')
      .min(2, '成团人数至少 2 人')
      .max(100, '成团人数最多 100 人'),
    time_limit: z
      .number({ error: '请填写组团时限' })
      .int('组团时限须为整数（小时）')
      .min(1, '组团时限至少 1 小时')
      .max(720, '组团时限最多 720 小时'),
  })
  .refine(endsAfterStart, ENDS_AFTER_START);
export type GroupBuyRequest = z.input<typeof GroupBuyBody>;

export const CAMPAIGN_AUDIT_ENTITIES = { flash_sale: '秒杀活动', group_buy: '拼团活动' } as const;
