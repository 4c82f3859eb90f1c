/**
 * The console's share area: the goods that pay commissions (the rates `recordShareCommissions` reads) and the
 * decisions on members' withdrawals. A withdrawal's amount left the balance when it was requested (service.ts
 * `requestWithdrawal`); paying it out moves nothing more, refusing it returns the amount with its own ledger row.
 * Either decision is one conditional update of the request, so a double click or two operators at once decide it
 * once and the ledger moves at most once.
 */
import type {
  ListReply,
  ShareGoodsBody,
  ShareGoodsItem,
  ShareGoodsType,
  WithdrawalApproveBody,
  WithdrawalItem,
  WithdrawalRefuseBody,
  WithdrawalStatus,
} from '@meedu/contract/admin';
import type { z } from 'zod';
import { audited, recordChanges } from '../../console/audit.ts';
import type { AdminActor } from '../../console/auth.ts';
import { wireInstant, wireInstantOrNull } from '../../console/dates.ts';
import { AdminError, fieldError, notFound } from '../../console/http.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { nowDb } from '../../lib/http.ts';
import { notifyMember } from '../member/service.ts';
import { findProduct } from '../ownership/products.ts';
import * as repo from './repository.ts';

type ConsoleDeps = Pick<AppDeps, 'db' | 'clock'>;
type Params = { page: number; size: number; offset: number };

const goodsChanges = recordChanges('share_goods', '分销商品');

type GoodsRow = NonNullable<Awaited<ReturnType<typeof repo.findGoodsById>>>;

const goodsItem = (r: GoodsRow): ShareGoodsItem => ({
  ...r,
  goods_type: r.goods_type as ShareGoodsType,
  created_at: wireInstant(r.created_at),
});

export async function consoleShareGoods(db: Db, params: Params): Promise<ListReply<ShareGoodsItem>> {
  const { rows, total } = await repo.consoleGoodsPage(db, params);
  return { items: rows.map(goodsItem), total, page: params.page, size: params.size };
}

async function goodsOrThrow(db: Db, id: number): Promise<GoodsRow> {
  const row = await repo.findGoodsById(db, id);
  if (!row) throw notFound('分销商品');
  return row;
}

/** The row to store: the product's title and cover copied from it (the share page lists them), rates as sent. */
async function goodsFields(db: Db, body: z.infer<typeof ShareGoodsBody>, exceptId: number) {
  const product = await findProduct(db, body.goods_type, body.goods_id);
  if (!product) throw fieldError('goods_id', '商品不存在');
  if (await repo.goodsTaken(db, body.goods_type, body.goods_id, exceptId))
    throw fieldError('goods_id', '该商品已设置分销佣金');
  return { ...body, goods_title: product.title, goods_thumb: product.thumb };
}

export async function createShareGoods(
  deps: ConsoleDeps,
  actor: AdminActor,
  body: z.infer<typeof ShareGoodsBody>,
): Promise<ShareGoodsItem> {
  const fields = await goodsFields(deps.db, body, 0);
  return audited(deps, actor, async (trx, audit) => {
    const id = await repo.insertGoods(trx, { ...fields, created_at: nowDb(deps.clock) });
    await audit(goodsChanges.created(id, fields.goods_title, fields));
    return goodsItem(await goodsOrThrow(trx, id));
  });
}

export async function updateShareGoods(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: z.infer<typeof ShareGoodsBody>,
): Promise<ShareGoodsItem> {
  const before = await goodsOrThrow(deps.db, id);
  const fields = await goodsFields(deps.db, body, id);
  return audited(deps, actor, async (trx, audit) => {
    await repo.updateGoods(trx, id, fields);
    await audit(goodsChanges.updated(id, fields.goods_title, before, fields));
    return goodsItem(await goodsOrThrow(trx, id));
  });
}

export async function deleteShareGoods(deps: ConsoleDeps, actor: AdminActor, id: number): Promise<void> {
  const before = await goodsOrThrow(deps.db, id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.deleteGoods(trx, id);
    await audit(goodsChanges.deleted(id, before.goods_title, before));
  });
}

// ---------------------------------------------------------------- withdrawals

type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof repo.findWithdrawalRow>>>;

const maskMobile = (mobile: string) =>
  mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';

const withdrawalItem = (r: WithdrawalRow): WithdrawalItem => ({
  id: r.id,
  user_id: r.user_id,
  member: r.nick_name === null ? `#${r.user_id}` : `${r.nick_name}（${maskMobile(r.mobile ?? '')}）`,
  amount: r.amount,
  channel: r.channel,
  channel_name: r.channel_name,
  channel_account: r.channel_account,
  status: (r.status === 1 || r.status === 2 ? r.status : 0) as WithdrawalStatus,
  payout_reference: r.payout_reference,
  refuse_reason: r.refuse_reason,
  created_at: wireInstant(r.created_at),
  decided_at: wireInstantOrNull(r.decided_at),
});

export async function consoleWithdrawals(
  db: Db,
  params: Params,
  filter: { status?: number; userId?: number },
): Promise<ListReply<WithdrawalItem>> {
  const { rows, total } = await repo.withdrawalsPage(db, params, filter);
  return { items: rows.map(withdrawalItem), total, page: params.page, size: params.size };
}

async function withdrawalOrThrow(db: Db, id: number): Promise<WithdrawalRow> {
  const row = await repo.findWithdrawalRow(db, id);
  if (!row) throw notFound('提现申请');
  return row;
}

const ALREADY_DECIDED = '该提现申请已处理，请刷新后查看';

/** One decision: the row's new status and its words, what else moves with it, and what the member is told. */
interface Decision {
  status: 1 | 2;
  action: 'approve' | 'refuse';
  verb: string;
  fields: { payout_reference: string } | { refuse_reason: string };
  message: (w: WithdrawalRow) => string;
  alsoIn?: (trx: Db, w: WithdrawalRow, now: string) => Promise<void>;
}

/**
 * Decides a pending withdrawal once: the conditional update (409 when another decision came first), what moves
 * with it, the member's message and the audit row, in one transaction.
 */
async function decide(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  d: Decision,
): Promise<WithdrawalItem> {
  const w = await withdrawalOrThrow(deps.db, id);
  const now = nowDb(deps.clock);
  return audited(deps, actor, async (trx, audit) => {
    const decided = await repo.decideWithdrawal(trx, id, {
      status: d.status,
      ...d.fields,
      decided_by: actor.adminId,
      now,
    });
    if (decided === 0) throw new AdminError(409, ALREADY_DECIDED);
    await d.alsoIn?.(trx, w, now);
    await notifyMember(trx, w.user_id, d.message(w), now);
    await audit({
      action: d.action,
      entity: 'withdrawal',
      entityId: id,
      summary: `${d.verb}提现申请 #${id}（¥${w.amount}）`,
      before: { status: 0 },
      after: { status: d.status, ...d.fields },
    });
    return withdrawalItem(await withdrawalOrThrow(trx, id));
  });
}

/** Pays a pending withdrawal out: marked paid with the reference; the member is told. Nothing moves in the ledger. */
export const approveWithdrawal = (
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: z.infer<typeof WithdrawalApproveBody>,
) =>
  decide(deps, actor, id, {
    status: 1,
    action: 'approve',
    verb: '打款',
    fields: { payout_reference: body.payout_reference },
    message: (w) =>
      `您申请的提现 ¥${w.amount} 已打款至${w.channel === 'alipay' ? '支付宝' : ''}账户 ${w.channel_account}，打款流水号：${body.payout_reference}`,
  });

/**
 * Refuses a pending withdrawal: the amount comes back to the member's balance with a ledger row that carries the
 * reason (the share page's records), and a message says why. Once: the return is in the decision's transaction,
 * behind its conditional update.
 */
export const refuseWithdrawal = (
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: z.infer<typeof WithdrawalRefuseBody>,
) =>
  decide(deps, actor, id, {
    status: 2,
    action: 'refuse',
    verb: '驳回',
    fields: { refuse_reason: body.reason },
    message: (w) => `您申请的提现 ¥${w.amount} 未通过：${body.reason}。金额已退回邀请余额。`,
    alsoIn: async (trx, w, now) => {
      await repo.changeBalance(trx, w.user_id, w.amount);
      await repo.insertBalanceRecord(trx, {
        user_id: w.user_id,
        amount: w.amount,
        remark: `提现驳回退回：${body.reason}`,
        order_no: '',
        level: 0,
        created_at: now,
      });
    },
  });
