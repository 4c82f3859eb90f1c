import type { TgMemberOrdersReply } from '@meedu/contract';
import { type Db, inTransaction } from '../../db/index.ts';
import { fromDbTime, toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { grantGoods, ownsGoods, productSign } from '../code-exchange/service.ts';
import { GOODS_TYPE_TEXT } from '../flash-sale/service.ts';
import { registerGoods, STATUS, type GoodsHandler } from '../order/service.ts';
import { requestRefund } from '../payment/refunds.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as repo from './repository.ts';

/** Group statuses (tg_groups.status, contract §3.3 admin view). */
const GROUP = { succeeded: 1, failed: 2, forming: 3 } as const;

const hoursLater = (now: string, hours: number) =>
  toDbTime(new Date(fromDbTime(now).getTime() + hours * 3600_000));

/** Places taken in a group: its members, plus the operator's leader of a simulated group. */
const taken = (group: { create_user_id: number }, members: number[]) =>
  members.length + (group.create_user_id === 0 ? 1 : 0);

/**
 * Goods type `tg` of the order core (contract §2, §3.2): the id is the campaign, `gid` in the body the group to
 * join (0 opens one). Priced at the group price. The place is taken when the order is paid.
 */
export const groupBuyGoods: GoodsHandler = {
  wireType: '团购',
  async quote(trx, userId, goodsId, input, now) {
    const goods = await repo.findGoods(trx, goodsId);
    if (!goods) throw new ApiError('拼团活动不存在');
    if (goods.started_at > now) throw new ApiError('拼团活动未开始');
    if (goods.ended_at <= now) throw new ApiError('拼团活动已结束');
    if (await ownsGoods(trx, userId, { sign: productSign(goods.goods_type), id: goods.other_id }, now)) {
      throw new ApiError('请勿重复购买');
    }
    if (await repo.inFormingGroup(trx, userId, goods.id)) throw new ApiError('您已在拼团中');
    const gid = Number(input.gid) > 0 ? Math.floor(Number(input.gid)) : 0;
    if (gid > 0) {
      const group = await repo.findGroup(trx, gid);
      if (
        !group ||
        group.goods_id !== goods.id ||
        group.status !== GROUP.forming ||
        group.expired_at <= now
      ) {
        throw new ApiError('该团已结束，请选择其他团或单独开团');
      }
      if (taken(group, await repo.groupMemberIds(trx, gid)) >= goods.people_num)
        throw new ApiError('该团已满员');
    }
    return {
      name: goods.goods_title,
      thumb: goods.goods_thumb,
      text: gid > 0 ? '参团' : '开团',
      charge: goods.charge,
      oriCharge: Math.max(goods.original_charge, goods.charge),
      extra: { gid },
    };
  },

  /**
   * The member's place, in the payment transaction: in the chosen group when it is still forming and has room
   * (under its row lock), else in a new group they lead. When the group fills, it succeeds and every member gets
   * the product.
   */
  async deliver(trx, line, now) {
    const goods = await repo.findGoods(trx, line.goodsId);
    if (!goods) return;
    let groupId = Number(line.extra.gid) || 0;
    let group = groupId > 0 ? await repo.findGroup(trx, groupId) : undefined;
    if (group) await repo.lockGroup(trx, group.id, now);
    group = group ? await repo.findGroup(trx, group.id) : undefined;
    const members = group ? await repo.groupMemberIds(trx, group.id) : [];
    const open =
      group &&
      group.goods_id === goods.id &&
      group.status === GROUP.forming &&
      group.expired_at > now &&
      taken(group, members) < goods.people_num &&
      !members.includes(line.userId);
    if (!open || !group) {
      groupId = await repo.insertGroup(trx, {
        goods_id: goods.id,
        create_user_id: line.userId,
        expired_at: hoursLater(now, Math.max(1, goods.time_limit)),
        now,
      });
      group = {
        id: groupId,
        goods_id: goods.id,
        create_user_id: line.userId,
        status: GROUP.forming,
        expired_at: '',
      };
      members.length = 0;
    }
    await repo.insertGroupUser(trx, groupId, line.userId, now);
    await repo.insertPlace(trx, {
      goods_id: goods.id,
      user_id: line.userId,
      gid: groupId,
      charge: line.charge,
      order_no: line.orderNo,
      now,
    });
    members.push(line.userId);
    if (
      taken(group, members) >= goods.people_num &&
      (await repo.closeGroup(trx, groupId, GROUP.succeeded, now))
    ) {
      const item = { sign: productSign(goods.goods_type), id: goods.other_id };
      for (const userId of members) await grantGoods(trx, userId, item, '拼团成功', now);
    }
  },
};

/** Registers `tg` on the order core (modules/commerce.ts). */
export function registerGroupBuy(): void {
  registerGoods('tg', groupBuyGoods);
}

/**
 * Groups past their deadline that did not fill fail (maintenance job): status 组团失败, and every paid place is
 * marked refunded (tg_orders.status 4) with its refund recorded in the same transaction (payment/refunds.ts
 * sends it the way the money came). Each group in its own transaction; a second run finds nothing. Answers the
 * groups failed and the places refunded.
 */
export async function failDueGroups(db: Db, nowDate: Date): Promise<{ groups: number; refunds: number }> {
  const now = toDbTime(nowDate);
  let groups = 0;
  let refunds = 0;
  for (;;) {
    const due = await repo.dueGroups(db, now, 100);
    for (const g of due) {
      await inTransaction(db, async (trx) => {
        if ((await repo.closeGroup(trx, g.id, GROUP.failed, now)) === 0) return;
        groups += 1;
        const places = await repo.refundPlaces(trx, g.id, now);
        for (const p of places) {
          if (p.order_id === null) continue;
          await requestRefund(trx, { orderId: p.order_id, orderNo: p.order_no, reason: 'group_failed', now });
        }
        refunds += places.length;
      });
    }
    if (due.length < 100) return { groups, refunds };
  }
}

/** A refunded place (its group failed) reads as 已取消, like the order in /member/orders: it no longer stands. */
const wireStatus = (s: number, place: number | null): 0 | 1 | 3 =>
  place === 4 ? 3 : s === STATUS.paid ? 1 : s === STATUS.cancelled ? 3 : 0;

/** contract §3.3: the member's group-buy orders (order core rows of goods type `tg`), newest first. */
export async function memberGroupBuyOrders(
  db: Db,
  userId: number,
  page: { size: number; offset: number },
  base: string,
): Promise<TgMemberOrdersReply> {
  const { rows, total } = await repo.memberOrdersPage(db, userId, page);
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      charge: r.charge,
      status: wireStatus(r.status, r.place_status),
      updated_at: r.updated_at,
      goods: {
        goods_id: r.goods_id,
        other_id: r.other_id ?? 0,
        goods_type: r.goods_type ?? '',
        goods_type_text: GOODS_TYPE_TEXT[r.goods_type ?? ''] ?? '',
        goods_title: r.goods_title ?? '',
        goods_thumb: r.goods_thumb ? publicAssetUrl(base, r.goods_thumb) : '',
      },
    })),
  };
}
