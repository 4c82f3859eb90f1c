import type { Order, OrderGoods } from '@meedu/contract';
import { expect } from 'vitest';
import { toDbTime } from '../../src/lib/dates.ts';
import { signSandboxNotice } from '../../src/modules/payment/providers/sandbox.ts';
import { fixtures } from '../catalog/fixtures.ts';
import type { FieldList } from '../support/contract-shape.ts';
import { insertMonthlyPlan } from '../support/rows.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

export const ORDER: FieldList<Order> = {
  id: true,
  user_id: true,
  charge: true,
  order_id: true,
  payment_method: true,
  status_text: true,
  payment_text: true,
  continue_pay: true,
  goods: true,
  created_at: true,
};

export const ORDER_GOODS: FieldList<OrderGoods> = {
  goods_id: true,
  goods_type: true,
  goods_name: true,
  goods_thumb: true,
  goods_text: true,
  goods_charge: true,
  goods_ori_charge: true,
  num: true,
  charge: true,
};

/** Products of every goods type, a VIP plan and a promo code, on a fresh test context. */
export async function shop(ctx: TestContext) {
  const f = fixtures(ctx);
  const now = toDbTime(ctx.clock.now());
  const course = await f.course({ title: '付费课程', charge: 99, vipFree: 1 });
  const freeCourse = await f.course({ title: '免费课程', charge: 0, isFree: 1 });
  const live = await f.liveCourse({ title: '直播课', charge: 50 });
  const book = await f.book({ name: '电子书', charge: 30 });
  const topic = await f.topic({ title: '文章' });
  await ctx.db.updateTable('topics').set({ charge: 5 }).where('id', '=', topic).execute();
  const { id: path } = await ctx.db
    .insertInto('learn_paths')
    .values({
      name: '路径',
      charge: 199,
      original_charge: 299,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await insertMonthlyPlan(ctx.db, now);
  const promo = async (code: string, discount: number, useTimes = 0, expiredAt: string | null = null) =>
    (
      await ctx.db
        .insertInto('promo_codes')
        .values({
          code,
          invited_user_reward: discount,
          use_times: useTimes,
          expired_at: expiredAt,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return { f, course, freeCourse, live, book, topic, path, role, promo };
}

/** A fresh context with the shop's products and a member to buy them. */
export async function shopper(overrides: Parameters<typeof createTestContext>[0] = {}) {
  const ctx = await createTestContext(overrides);
  const s = await shop(ctx);
  const m = await ctx.member();
  return { ctx, s, m };
}

/** Places an order through the API and answers it (asserting success). */
export async function order(ctx: TestContext, token: string, path: string, body: Record<string, unknown>) {
  const res = await ctx.call('POST', path, { token, body });
  expect(res.json.message).toBe('');
  expect(res.json.code).toBe(0);
  return res.json.data as Order;
}

/** Starts WeChat scan payment for an order (status → 支付中). */
export async function startScan(ctx: TestContext, token: string, orderNo: string) {
  const res = await ctx.call('POST', '/api/v2/order/pay/wechatScan', {
    token,
    body: { order_id: Number(orderNo) },
  });
  expect(res.json.code).toBe(0);
  return (res.json.data as { code_url: string }).code_url;
}

/** A signed sandbox callback body, as the sandbox page would post it. */
export function sandboxNotice(
  ctx: TestContext,
  n: { order_no: string; trade_no: string; amount_fen: number; status: 'paid' | 'failed' },
) {
  return JSON.stringify({ token: signSandboxNotice(ctx.signer, n) });
}

/** A signed sandbox notice that the order was paid `amountFen` under the provider's number `tradeNo`. */
export const paidNotice = (ctx: TestContext, orderNo: string, tradeNo: string, amountFen: number) =>
  sandboxNotice(ctx, { order_no: orderNo, trade_no: tradeNo, amount_fen: amountFen, status: 'paid' });

export async function postCallback(ctx: TestContext, payment: string, body: string) {
  const res = await ctx.app.request(`/payment/callback/${payment}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return res.status;
}

export async function statusOf(ctx: TestContext, token: string, orderNo: string) {
  const res = await ctx.call('GET', `/api/v2/order/status?order_id=${orderNo}`, { token });
  return res.json;
}
