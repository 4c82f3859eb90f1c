/**
 * Share (分销, permission `share`): the goods that pay commissions (`/admin/api/share-goods`: `reward` to the
 * buyer's inviter, `reward2` to the inviter's inviter, whole yuan) and the members' withdrawals
 * (`/admin/api/withdrawals`): pending first, paid out with the payout reference, or refused with a reason the
 * member reads.
 */
import { z } from 'zod';
import type { Instant, ListQuery } from './common.ts';

/** The goods types a commission can be set on (the storefront's share page names them so). */
export const SHARE_GOODS_TYPES = {
  course: '录播课程',
  live: '直播课程',
  book: '电子书',
  learnPath: '学习路径',
  vip: 'VIP 会员',
} as const;
export type ShareGoodsType = keyof typeof SHARE_GOODS_TYPES;
const SHARE_TYPE_KEYS = Object.keys(SHARE_GOODS_TYPES) as [ShareGoodsType, ...ShareGoodsType[]];

export interface ShareGoodsItem {
  id: number;
  goods_type: ShareGoodsType;
  goods_id: number;
  goods_title: string;
  goods_thumb: string;
  /** Yuan to the buyer's inviter. */
  reward: number;
  /** Yuan to the inviter's inviter. */
  reward2: number;
  created_at: Instant;
}

const reward = (what: string) =>
  z
    .number({ error: `请填写${what}` })
    .int(`${what}须为整数（元）`)
    .min(0, `${what}不能为负数`)
    .max(99_999, `${what}最高 99999 元`);

export const ShareGoodsBody = z.object({
  goods_type: z.enum(SHARE_TYPE_KEYS, { error: '请选择商品类型' }),
  goods_id: z.number({ error: '请选择商品' }).int('请选择商品').positive('请选择商品'),
  reward: reward('一级佣金'),
  reward2: reward('二级佣金'),
});
export type ShareGoodsRequest = z.input<typeof ShareGoodsBody>;

/** 0 待审核, 1 已打款, 2 已驳回. */
export type WithdrawalStatus = 0 | 1 | 2;
export const WITHDRAWAL_STATUS_TEXT: Record<WithdrawalStatus, string> = {
  0: '待审核',
  1: '已打款',
  2: '已驳回',
};

export interface WithdrawalItem {
  id: number;
  user_id: number;
  /** The member's nickname and masked mobile. */
  member: string;
  amount: number;
  channel: string;
  channel_name: string;
  channel_account: string;
  status: WithdrawalStatus;
  payout_reference: string;
  refuse_reason: string;
  created_at: Instant;
  decided_at: Instant | null;
}

export interface WithdrawalListQuery extends ListQuery {
  status?: WithdrawalStatus;
  user_id?: number;
}

export const WithdrawalApproveBody = z.object({
  payout_reference: z
    .string({ error: '请填写打款流水号' })
    .trim()
    .min(1, '请填写打款流水号')
    .max(64, '打款流水号最长 64 个字'),
});
export type WithdrawalApproveRequest = z.input<typeof WithdrawalApproveBody>;

export const WithdrawalRefuseBody = z.object({
  reason: z
    .string({ error: '请填写驳回理由' })
    .trim()
    .min(1, '请填写驳回理由')
    .max(200, '驳回理由最长 200 个字'),
});
export type WithdrawalRefuseRequest = z.input<typeof WithdrawalRefuseBody>;

export const SHARE_AUDIT_ENTITIES = { share_goods: '分销商品', withdrawal: '提现申请' } as const;
export const SHARE_AUDIT_ACTIONS = { approve: '打款', refuse: '驳回' } as const;
