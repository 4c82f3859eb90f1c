import { describe, expect, it } from 'vitest';
import {
  cancelDueOrders,
  onOrderCancelled,
  onOrderPaid,
  placeOrder,
  registerGoods,
  settlePayment,
  startPayment,
  type OrderLine,
} from '../../src/modules/order/service.ts';
import { createTestContext } from '../helpers.ts';
import { columnOf } from '../support/rows.ts';

/** A goods type as another area registers one (the market's tg / ms): stock taken in quote, given back in release. */
function stockGoods() {
  const state = {
    stock: 3,
    delivered: [] as OrderLine[],
    released: [] as OrderLine[],
    paid: [] as number[],
    cancelled: [] as number[],
  };
  registerGoods('stock-test', {
    wireType: '测试商品',
    quote(_trx, _userId, goodsId, input) {
      if (state.stock <= 0) throw new Error('sold out');
      state.stock -= 1;
      return Promise.resolve({
        name: `商品${goodsId}`,
        thumb: '',
        text: '测试',
        charge: 12,
        oriCharge: 20,
        extra: { gid: Number(input.gid ?? 0) },
      });
    },
    deliver(_trx, line) {
      state.delivered.push(line);
      return Promise.resolve();
    },
    release(_trx, line) {
      state.stock += 1;
      state.released.push(line);
      return Promise.resolve();
    },
  });
  onOrderPaid((_trx, order) => {
    if (order.lines[0]?.goodsType === 'stock-test') state.paid.push(order.id);
    return Promise.resolve();
  });
  onOrderCancelled((_trx, order) => {
    if (order.lines[0]?.goodsType === 'stock-test') state.cancelled.push(order.id);
    return Promise.resolve();
  });
  return state;
}

describe('the delivery registry', () => {
  it('delivers a registered goods type once, runs the paid hooks, and releases on timeout', async () => {
    const ctx = await createTestContext();
    const state = stockGoods();
    const m = await ctx.member();
    const place = (gid: number) =>
      placeOrder(ctx.db, {
        userId: m.id,
        goodsType: 'stock-test',
        goodsId: 5,
        promoCode: '',
        input: { gid },
        now: ctx.clock.now(),
        timeoutMinutes: 15,
      });
    const paid = await place(1);
    expect(paid.goods[0]).toMatchObject({ goods_type: '测试商品', goods_charge: 12, goods_ori_charge: 20 });
    const gateway = { payment: 'wechat', method: 'scan', provider: 'sandbox' };
    const started = await startPayment(ctx.db, m.id, paid.order_id, gateway, ctx.clock.now());
    expect(started.amountFen).toBe(1200);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        settlePayment(
          ctx.db,
          { provider: 'sandbox', orderNo: paid.order_id, tradeNo: `R${i}`, amountFen: 1200, paid: true },
          ctx.clock.now(),
        ),
      ),
    );
    expect(results.filter((r) => r === 'paid')).toHaveLength(1);
    expect(state.delivered).toHaveLength(1);
    expect(state.delivered[0]).toMatchObject({ goodsId: 5, charge: 12, extra: { gid: 1 }, userId: m.id });
    expect(state.paid).toEqual([paid.id]);

    const open = await place(2);
    expect(state.stock).toBe(1);
    ctx.clock.advance(16 * 60_000);
    expect(await cancelDueOrders(ctx.db, ctx.clock.now())).toBe(1);
    expect(state.stock).toBe(2);
    expect(state.released.map((l) => l.orderNo)).toEqual([open.order_id]);
    expect(state.cancelled).toEqual([open.id]);
    expect(await cancelDueOrders(ctx.db, ctx.clock.now())).toBe(0);
    expect(await columnOf(ctx.db, 'orders', 'status', { order_no: open.order_id })).toBe(7);
  });
});
