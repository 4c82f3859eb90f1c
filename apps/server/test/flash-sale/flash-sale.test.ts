import type { MsMemberOrder, Order } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { expireAbandonedSlots } from '../../src/modules/flash-sale/service.ts';
import { cancelDueOrders } from '../../src/modules/order/service.ts';
import { expectShapes, type FieldList } from '../support/contract-shape.ts';
import { quickCaptchas, quickMembers, solvedCaptcha } from '../support/captcha.ts';
import { buyAndPay } from '../support/pay.ts';

const ROW: FieldList<MsMemberOrder> = { id: true, charge: true, status: true, created_at: true, goods: true };

async function setup(units: number) {
  const ctx = await createTestContext();
  const f = fixtures(ctx);
  const course = await f.course({ title: '秒杀课', charge: 99 });
  const ms = await f.msGoods(course, {
    overNum: units,
    startedAt: f.past(1),
    endAt: f.future(1),
    at: f.past(1),
  });
  return { ctx, f, course, ms };
}

const stock = async (ctx: TestContext, ms: number) =>
  (await ctx.db.selectFrom('ms_goods').select('over_num').where('id', '=', ms).executeTakeFirstOrThrow())
    .over_num;

async function join(ctx: TestContext, ms: number, token: string) {
  const c = await solvedCaptcha(ctx);
  return (
    await ctx.call('POST', `/addons/MiaoSha/api/v1/m/${ms}/join`, {
      token,
      body: { captcha: c.answer, captcha_key: c.key },
    })
  ).json;
}

describe('flash sale on the order core', () => {
  it('50 concurrent buyers against 10 units make exactly 10 orders', async () => {
    const { ctx, ms } = await setup(10);
    const members = await quickMembers(ctx, 50);
    const captchas = await quickCaptchas(ctx, 50);
    const joins = await Promise.all(
      members.map((m, i) =>
        ctx.call('POST', `/addons/MiaoSha/api/v1/m/${ms}/join`, {
          token: m.token,
          body: { captcha: captchas[i]!.answer, captcha_key: captchas[i]!.key },
        }),
      ),
    );
    const won = joins.map((r, i) => ({ r, m: members[i]! })).filter(({ r }) => r.json.code === 0);
    expect(won).toHaveLength(10);
    expect(new Set(joins.filter((r) => r.json.code !== 0).map((r) => r.json.message))).toEqual(
      new Set(['商品已售罄']),
    );
    expect(await stock(ctx, ms)).toBe(0);
    const orders = await Promise.all(
      won.map(({ r, m }) => {
        const slot = (r.json.data as { id: number }).id;
        return ctx.call('POST', `/addons/MiaoSha/api/v1/m/order/${slot}/buy`, {
          token: m.token,
          body: { goods_id: slot, promo_code: '' },
        });
      }),
    );
    expect(orders.every((o) => o.json.code === 0)).toBe(true);
    const msOrders = await ctx.db.selectFrom('ms_orders').select('id').execute();
    expect(msOrders).toHaveLength(10);
  });

  it('delivers the unit on payment, and an expired unpaid order or an abandoned slot returns its stock', async () => {
    const { ctx, course, ms } = await setup(3);
    const [a, b, c] = await Promise.all([ctx.member(), ctx.member(), ctx.member()]);
    const slotA = ((await join(ctx, ms, a.token)).data as { id: number }).id;
    const slotB = ((await join(ctx, ms, b.token)).data as { id: number }).id;
    await join(ctx, ms, c.token);
    expect(await stock(ctx, ms)).toBe(0);

    const stranger = await ctx.call('POST', `/addons/MiaoSha/api/v1/m/order/${slotA}/buy`, {
      token: b.token,
      body: { goods_id: slotA, promo_code: '' },
    });
    expect(stranger.json.message).toBe('秒杀订单不存在');
    const paid: Order = await buyAndPay(ctx, a.token, `/addons/MiaoSha/api/v1/m/order/${slotA}/buy`, {
      goods_id: slotA,
      promo_code: '',
    });
    expect(paid.charge).toBe(9);
    const owned = await ctx.db
      .selectFrom('user_courses')
      .select('user_id')
      .where('course_id', '=', course)
      .execute();
    expect(owned).toEqual([{ user_id: a.id }]);
    const lookup = await ctx.call(
      'GET',
      `/addons/MiaoSha/api/v1/m/0?course_id=${course}&course_type=course`,
      {
        token: a.token,
      },
    );
    expect((lookup.json.data as { order: unknown }).order).toEqual({ id: slotA, status: 1 });

    const unpaid = await ctx.call('POST', `/addons/MiaoSha/api/v1/m/order/${slotB}/buy`, {
      token: b.token,
      body: { goods_id: slotB, promo_code: '' },
    });
    expect(unpaid.json.code).toBe(0);
    ctx.clock.advance(3 * 3600_000);
    expect(await expireAbandonedSlots(ctx.db, ctx.clock.now(), 30)).toBe(1);
    expect(await stock(ctx, ms)).toBe(1);
    expect(await cancelDueOrders(ctx.db, ctx.clock.now())).toBe(1);
    expect(await stock(ctx, ms)).toBe(2);
    expect(await expireAbandonedSlots(ctx.db, ctx.clock.now(), 30)).toBe(0);

    const rows = await ctx.call('GET', '/addons/MiaoSha/api/v1/m/user/orders?page=1&size=10', {
      token: b.token,
    });
    const page = rows.json.data as { data: MsMemberOrder[]; total: number };
    expectShapes(page.data, ROW);
    expect(page.data[0]).toMatchObject({
      id: slotB,
      status: 3,
      goods: { other_id: course, goods_type: 'course' },
    });
  });
});
