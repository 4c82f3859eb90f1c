import type { MsMemberOrdersReply } from '@meedu/contract';
import { type Db, inTransaction } from '../../db/index.ts';
import { toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { grantGoods, productSign } from '../code-exchange/service.ts';
import { registerGoods, type GoodsHandler } from '../order/service.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as repo from './repository.ts';

/** Flash-sale slot statuses (ms_orders.status, contract §4.1). */
const SLOT = { secured: 0, paid: 1, cancelled: 3 } as const;

export const GOODS_TYPE_TEXT: Record<string, string> = {
  course: '录播课程',
  live: '直播课程',
  book: '电子书',
  learnPath: '学习路径',
};

/**
 * Goods type `ms` of the order core: the id is the member's secured slot (contract §2, §4.3). Priced at the slot's
 * flash price; paying grants the product and marks the slot paid; a cancelled order gives the slot up and its unit
 * back to stock.
 */
export const flashSaleGoods: GoodsHandler = {
  wireType: '秒杀',
  async quote(trx, userId, slotId) {
    const slot = await repo.findSlot(trx, slotId);
    if (!slot || slot.user_id !== userId) throw new ApiError('秒杀订单不存在');
    if (slot.status === SLOT.paid) throw new ApiError('请勿重复购买');
    if (slot.status !== SLOT.secured) throw new ApiError('秒杀订单已失效');
    return {
      name: slot.goods_title,
      thumb: slot.goods_thumb,
      text: '秒杀',
      charge: slot.charge,
      oriCharge: Math.max(slot.original_charge, slot.charge),
      extra: { ms_goods_id: slot.ms_goods_id, goods_type: slot.goods_type, product_id: slot.product_id },
    };
  },
  async deliver(trx, line, now) {
    const slot = await repo.findSlot(trx, line.goodsId);
    if (!slot) return;
    // A slot is released only when none of its orders is open, so a paid order always finds it secured.
    if ((await repo.moveSlot(trx, slot.id, SLOT.secured, SLOT.paid, now)) === 0) return;
    await grantGoods(
      trx,
      line.userId,
      { sign: productSign(slot.goods_type), id: slot.product_id },
      '秒杀',
      now,
    );
  },
  async release(trx, line, now) {
    await releaseSlot(trx, line.goodsId, now);
  },
};

/** Gives a secured slot up and its unit back to stock, unless another order for it is still open. */
async function releaseSlot(trx: Db, slotId: number, now: string): Promise<void> {
  const slot = await repo.findSlot(trx, slotId);
  if (!slot || (await repo.hasOpenOrder(trx, slotId))) return;
  if ((await repo.moveSlot(trx, slot.id, SLOT.secured, SLOT.cancelled, now)) > 0) {
    await repo.returnStock(trx, slot.ms_goods_id, now);
  }
}

/** Registers `ms` on the order core (modules/commerce.ts). */
export function registerFlashSale(): void {
  registerGoods('ms', flashSaleGoods);
}

/**
 * Slots secured but never turned into an order, or whose orders all ended unpaid, are given up after the order
 * timeout: status 已取消 and the unit back to stock, each in its own transaction. Run by the maintenance job.
 */
export async function expireAbandonedSlots(db: Db, nowDate: Date, timeoutMinutes: number): Promise<number> {
  const now = toDbTime(nowDate);
  const cutoff = toDbTime(new Date(nowDate.getTime() - timeoutMinutes * 60_000));
  let done = 0;
  for (;;) {
    const due = await repo.abandonedSlots(db, cutoff, 100);
    for (const s of due) {
      await inTransaction(db, (trx) => releaseSlot(trx, s.id, now));
      done += 1;
    }
    if (due.length < 100) return done;
  }
}

/** contract §4.4: the member's flash-sale slots, newest first. */
export async function memberFlashSaleOrders(
  db: Db,
  userId: number,
  page: { size: number; offset: number },
  base: string,
): Promise<MsMemberOrdersReply> {
  const { rows, total } = await repo.memberSlotsPage(db, userId, page);
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      charge: r.charge,
      status: r.status === 1 ? 1 : r.status === 3 ? 3 : 0,
      created_at: r.created_at,
      goods: {
        goods_id: r.id,
        other_id: r.product_id ?? 0,
        goods_type: r.goods_type ?? '',
        goods_type_text: GOODS_TYPE_TEXT[r.goods_type ?? ''] ?? '',
        goods_title: r.goods_title ?? '',
        goods_thumb: r.goods_thumb ? publicAssetUrl(base, r.goods_thumb) : '',
      },
    })),
  };
}
