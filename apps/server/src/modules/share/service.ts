import type {
  ShareBalanceRecordsReply,
  ShareConfigReply,
  ShareGoodsReply,
  ShareUserReply,
} from '@meedu/contract';
import { type Db, inTransaction } from '../../db/index.ts';
import { ApiError } from '../../lib/envelope.ts';
import { onOrderPaid, type PaidOrder } from '../order/service.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as repo from './repository.ts';

type Page = { size: number; offset: number };

/** The rules shown beside the share page (account §9 `config.rules`). */
export const SHARE_RULES = `<p>1. 复制您的专属邀请链接或课程分销链接，分享给好友。</p>
<p>2. 好友通过链接注册或登录后即成为您邀请的用户。</p>
<p>3. 您邀请的用户购买分销课程并支付成功后，您将获得该课程标注的奖励；您的上级邀请人同时获得二级奖励。</p>
<p>4. 奖励计入邀请余额，可申请提现到支付宝，管理员审核后转账。</p>`;

export const shareConfig = (): ShareConfigReply => ({ rules: SHARE_RULES });

export async function shareUser(db: Db, userId: number): Promise<ShareUserReply> {
  const [user, count] = await Promise.all([repo.findUser(db, userId), repo.countInvitees(db, userId)]);
  return { invite_count: count, invite_balance: user?.invite_balance ?? 0 };
}

export async function shareGoods(db: Db, page: Page, base: string): Promise<ShareGoodsReply> {
  const { rows, total } = await repo.goodsPage(db, page);
  return {
    data: { total, data: rows.map((g) => ({ ...g, goods_thumb: publicAssetUrl(base, g.goods_thumb) })) },
  };
}

export async function balanceRecords(db: Db, userId: number, page: Page): Promise<ShareBalanceRecordsReply> {
  const { rows, total } = await repo.balanceRecordsPage(db, userId, page);
  return { total, data: rows };
}

/**
 * account §9 `user/bind`: the member's inviter from `msv` (the inviter's id), once. Refused for oneself, for an
 * unknown id and for one's own invitee (a loop would pay commissions in a circle).
 */
export async function bindShareInviter(db: Db, userId: number, msv: string, now: string): Promise<void> {
  if (!/^\d{1,15}$/.test(msv)) throw new ApiError('参数错误');
  const inviterId = Number(msv);
  if (inviterId === userId) throw new ApiError('不能绑定自己');
  await inTransaction(db, async (trx) => {
    const me = await repo.findUser(trx, userId);
    if (!me) throw new ApiError('参数错误');
    if (me.inviter_id !== null) throw new ApiError('请勿重复绑定');
    const inviter = await repo.findUser(trx, inviterId);
    if (!inviter) throw new ApiError('邀请人不存在');
    if (inviter.inviter_id === userId) throw new ApiError('不能绑定您邀请的用户');
    if ((await repo.bindInviter(trx, userId, inviterId, now)) === 0) throw new ApiError('请勿重复绑定');
  });
}

/** What a paid order tells the share area: who paid, its number and the goods in it (share goods types). */
export interface ShareOrder {
  order_no: string;
  user_id: number;
  goods: { type: string; id: number }[];
}

/**
 * Commissions on a paid order, in the order core's transaction: the buyer's inviter gets each share goods'
 * `reward`, the inviter's inviter its `reward2`. A balance row per order and level, written once (a replayed
 * payment changes nothing), and the balance moves with it.
 */
export async function recordShareCommissions(trx: Db, order: ShareOrder, now: string): Promise<void> {
  const goods = await repo.findGoodsFor(trx, order.goods);
  if (goods.length === 0) return;
  const buyer = await repo.findUser(trx, order.user_id);
  if (!buyer?.inviter_id) return;
  const title = goods.map((g) => g.goods_title).join('、');
  const levels: { userId: number; amount: number; remark: string; level: number }[] = [];
  levels.push({
    userId: buyer.inviter_id,
    amount: goods.reduce((s, g) => s + g.reward, 0),
    remark: `邀请用户购买《${title}》奖励`,
    level: 1,
  });
  const inviter = await repo.findUser(trx, buyer.inviter_id);
  if (inviter?.inviter_id && inviter.inviter_id !== order.user_id) {
    levels.push({
      userId: inviter.inviter_id,
      amount: goods.reduce((s, g) => s + g.reward2, 0),
      remark: `二级邀请用户购买《${title}》奖励`,
      level: 2,
    });
  }
  for (const l of levels) {
    if (l.amount <= 0) continue;
    const written = await repo.insertBalanceRecord(trx, {
      user_id: l.userId,
      amount: l.amount,
      remark: l.remark,
      order_no: order.order_no,
      level: l.level,
      created_at: now,
    });
    if (written) await repo.changeBalance(trx, l.userId, l.amount);
  }
}

/** Order-core goods types named differently by share goods (account §9: `vip`, `ms` by campaign). */
const shareItem = (l: PaidOrder['lines'][number]) =>
  l.goodsType === 'role'
    ? { type: 'vip', id: l.goodsId }
    : l.goodsType === 'ms'
      ? { type: 'ms', id: Number(l.extra.ms_goods_id) || 0 }
      : { type: l.goodsType, id: l.goodsId };

/** The order core's after-paid hook: commissions for every paid order, in its payment transaction. */
export const shareCommissionsOnPaid = (trx: Db, order: PaidOrder, now: string) =>
  recordShareCommissions(
    trx,
    { order_no: order.orderNo, user_id: order.userId, goods: order.lines.map(shareItem) },
    now,
  );

export function registerShareCommissions(): void {
  onOrderPaid(shareCommissionsOnPaid);
}

export interface WithdrawInput {
  channel: string;
  channel_name: string;
  channel_account: string;
  channel_address: string;
  amount: number;
}

/**
 * account §9 `user/withdraw`: takes the amount off the balance (conditional update: never below zero, of two
 * concurrent requests for the whole balance one wins), with a negative balance row and the request the operator
 * pays out.
 */
export async function requestWithdrawal(
  db: Db,
  userId: number,
  w: WithdrawInput,
  now: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await repo.changeBalance(trx, userId, -w.amount))) throw new ApiError('提现金额不得大于余额');
    await repo.insertWithdrawal(trx, { user_id: userId, ...w, created_at: now });
    await repo.insertBalanceRecord(trx, {
      user_id: userId,
      amount: -w.amount,
      remark: '申请提现',
      order_no: '',
      level: 0,
      created_at: now,
    });
  });
}
