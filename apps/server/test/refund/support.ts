import type { TestContext } from '../helpers.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { buyAndPay } from '../support/pay.ts';
import type { PaymentProvider, RefundStart } from '../../src/modules/payment/providers/types.ts';

/** A group of three with two paid places (50 yuan each) that will not fill: past its deadline after 25 h. */
export async function failingGroup(ctx: TestContext) {
  const f = fixtures(ctx);
  const course = await f.course({ title: '拼团课', charge: 99 });
  const tg = await f.tgGoods(course, { startedAt: f.past(1), endedAt: f.future(3), at: f.past(1) });
  const leader = await ctx.member();
  const buy = `/addons/TuanGou/api/v1/t/${tg}/buy`;
  const first = await buyAndPay(ctx, leader.token, buy, { goods_id: tg, promo_code: '', gid: 0 });
  const group = await ctx.db.selectFrom('tg_groups').select('id').executeTakeFirstOrThrow();
  const joiner = await ctx.member();
  const second = await buyAndPay(ctx, joiner.token, buy, { goods_id: tg, promo_code: '', gid: group.id });
  return { course, tg, leader, joiner, orders: [first.order_id, second.order_id] };
}

export const refundRows = (ctx: TestContext) =>
  ctx.db.selectFrom('payment_refunds').selectAll().orderBy('id').execute();

/**
 * A provider that answers refunds as told (`ok`, or an Error to throw), after `delayMs`, and counts every call by
 * refund number.
 */
export function scriptedProvider(answer: () => 'ok' | Error, delayMs = 0) {
  const calls: RefundStart[] = [];
  const provider: PaymentProvider = {
    name: 'sandbox',
    nativeQr: () => Promise.reject(new Error('unused')),
    pagePayUrl: () => Promise.reject(new Error('unused')),
    verifyCallback: () => Promise.resolve(null),
    ack: () => ({ status: 200, body: '', contentType: 'text/plain' }),
    async refund(r) {
      calls.push(r);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const a = answer();
      if (a instanceof Error) throw a;
      return { status: 'succeeded', reference: `TEST-${r.refundNo}` };
    },
  };
  return { provider, calls, lookup: () => provider };
}
