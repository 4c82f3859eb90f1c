import type { TgMemberOrder } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { columnOf } from '../support/rows.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { failDueGroups } from '../../src/modules/group-buy/service.ts';
import { expectShapes, type FieldList } from '../support/contract-shape.ts';
import { buyAndPay } from '../support/pay.ts';

const ROW: FieldList<TgMemberOrder> = { id: true, charge: true, status: true, updated_at: true, goods: true };

async function setup() {
  const ctx = await createTestContext();
  const f = fixtures(ctx);
  const course = await f.course({ title: '拼团课', charge: 99 });
  const tg = await f.tgGoods(course, { startedAt: f.past(1), endedAt: f.future(3), at: f.past(1) });
  return { ctx, f, course, tg };
}

const owns = async (ctx: TestContext, userId: number, course: number) =>
  (await ctx.db
    .selectFrom('user_courses')
    .select('course_id')
    .where('user_id', '=', userId)
    .where('course_id', '=', course)
    .executeTakeFirst()) !== undefined;

const lookup = async (ctx: TestContext, course: number, token?: string) =>
  (await ctx.call('GET', `/addons/TuanGou/api/v1/t/0?course_id=${course}&course_type=course`, { token })).json
    .data as {
    goods: { charge: number; people_num: number };
    items: { id: number; over_num?: number }[];
    join_item: unknown;
  };

describe('group buy', () => {
  it('opens a group as one member, completes it as others, and delivers to all on success', async () => {
    const { ctx, course, tg } = await setup();
    const people = (await lookup(ctx, course)).goods.people_num;
    const leader = await ctx.member();
    const order = await buyAndPay(ctx, leader.token, `/addons/TuanGou/api/v1/t/${tg}/buy`, {
      goods_id: tg,
      promo_code: '',
      gid: 0,
      charge: 1,
    });
    expect(order.charge).toBe((await lookup(ctx, course)).goods.charge);
    const mine = await lookup(ctx, course, leader.token);
    expect(mine.join_item).toMatchObject({ id: expect.any(Number) });
    const gid = (mine.join_item as { id: number }).id;
    expect(await owns(ctx, leader.id, course)).toBe(false);
    const again = await ctx.call('POST', `/addons/TuanGou/api/v1/t/${tg}/buy`, {
      token: leader.token,
      body: { goods_id: tg, promo_code: '', gid: 0 },
    });
    expect(again.json.message).toBe('您已在拼团中');

    const others = await Promise.all(Array.from({ length: people - 1 }, () => ctx.member()));
    for (const m of others) {
      await buyAndPay(ctx, m.token, `/addons/TuanGou/api/v1/t/${tg}/buy`, {
        goods_id: tg,
        promo_code: '',
        gid,
      });
    }
    for (const m of [leader, ...others]) expect(await owns(ctx, m.id, course)).toBe(true);
    expect(await columnOf(ctx.db, 'tg_groups', 'status', { id: gid })).toBe(1);
    const late = await ctx.member();
    const full = await ctx.call('POST', `/addons/TuanGou/api/v1/t/${tg}/buy`, {
      token: late.token,
      body: { goods_id: tg, promo_code: '', gid },
    });
    expect(full.json.message).toBe('该团已结束，请选择其他团或单独开团');

    const rows = await ctx.call('GET', '/addons/TuanGou/api/v1/t/member/orders?page=1&size=10', {
      token: leader.token,
    });
    const page = rows.json.data as { data: TgMemberOrder[]; total: number };
    expect(page.total).toBe(1);
    expectShapes(page.data, ROW);
    expect(page.data[0]).toMatchObject({
      status: 1,
      goods: { goods_id: tg, other_id: course, goods_type: 'course' },
    });
    const lateRows = await ctx.call('GET', '/addons/TuanGou/api/v1/t/member/orders', { token: late.token });
    expect(lateRows.json.data).toEqual({ data: [], total: 0 });
  });

  it('fails a group at its deadline and marks its paid places refunded, once', async () => {
    const { ctx, course, tg } = await setup();
    const leader = await ctx.member();
    await buyAndPay(ctx, leader.token, `/addons/TuanGou/api/v1/t/${tg}/buy`, {
      goods_id: tg,
      promo_code: '',
      gid: 0,
    });
    ctx.clock.advance(25 * 3600_000);
    expect(await failDueGroups(ctx.db, ctx.clock.now())).toEqual({ groups: 1, refunds: 1 });
    expect(await failDueGroups(ctx.db, ctx.clock.now())).toEqual({ groups: 0, refunds: 0 });
    const place = await ctx.db.selectFrom('tg_orders').select('status').executeTakeFirstOrThrow();
    expect(place.status).toBe(4);
    expect(await owns(ctx, leader.id, course)).toBe(false);
    expect((await lookup(ctx, course, leader.token)).join_item).toEqual([]);
  });
});
