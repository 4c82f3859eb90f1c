import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { columnOf } from '../support/rows.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { peekCaptcha } from '../../src/modules/captcha/service.ts';
import * as promo from '../../src/modules/marketing-lookup/repository.ts';
import { MS_GOODS, MS_LOOKUP, TG_GOODS, TG_GROUP, TG_LOOKUP } from '../catalog/shapes.ts';
import { expectShape, expectShapes } from '../support/contract-shape.ts';

type Obj = Record<string, unknown>;

async function setup() {
  const ctx = await createTestContext();
  const f = fixtures(ctx);
  const course = await f.course();
  const now = f.past(0);
  const a = await ctx.member();
  const b = await ctx.member();
  return { ctx, f, course, now, a, b };
}

describe('flash-sale lookup', () => {
  it('returns the campaign of a product and the caller’s order', async () => {
    const { ctx, f, course, now, a, b } = await setup();
    const url = `/addons/MiaoSha/api/v1/m/0?course_id=${course}&course_type=course`;
    expect((await ctx.call('GET', url)).json.data).toEqual({ data: null, order: null });
    expect(
      (await ctx.call('GET', '/addons/MiaoSha/api/v1/m/0?course_id=1&course_type=vip')).json.message,
    ).toBe('参数错误');
    const ms = await f.msGoods(course, {
      thumb: '/c.svg',
      overNum: 4,
      startedAt: f.past(1),
      endAt: f.future(1),
      at: now,
    });
    const orderId = await promo.insertMsOrder(ctx.db, {
      goods_id: ms,
      user_id: a.id,
      charge: 0,
      status: 0,
      created_at: now,
      updated_at: now,
    });
    const anon = (await ctx.call('GET', url)).json.data as { data: Obj; order: unknown };
    expectShape(anon, MS_LOOKUP);
    expectShape(anon.data, MS_GOODS);
    expect(anon.data).toMatchObject({
      id: ms,
      goods_id: course,
      charge: 9,
      original_charge: 99,
      is_start: true,
      is_over: false,
      over_num: 4,
      expired_seconds: 86400,
      goods_thumb: 'http://localhost:8080/c.svg',
    });
    expect(anon.order).toBeNull();
    expect(((await ctx.call('GET', url, { token: a.token })).json.data as Obj).order).toEqual({
      id: orderId,
      status: 0,
    });
    expect(((await ctx.call('GET', url, { token: b.token })).json.data as Obj).order).toBeNull();
  });
});

describe('flash-sale join', () => {
  it('checks the captcha, the campaign and the stock, and answers the unpaid order id once per member', async () => {
    const { ctx, f, course, now, a, b } = await setup();
    const ms = await f.msGoods(course, { overNum: 1, startedAt: f.past(1), endAt: f.future(1), at: now });
    const captcha = async () => {
      const key = ((await ctx.call('GET', '/api/v2/captcha/image')).json.data as { key: string }).key;
      return { captcha_key: key, captcha: (await peekCaptcha(ctx, key)) ?? '' };
    };
    const join = async (token: string | undefined, body: unknown, id: number = ms) =>
      (await ctx.call('POST', `/addons/MiaoSha/api/v1/m/${id}/join`, { token, body })).json;

    expect(await join(undefined, await captcha())).toEqual({ code: 401, message: '错误', data: [] });
    expect((await join(a.token, {})).message).toBe('请输入图形验证码,参数错误');
    expect((await join(a.token, { ...(await captcha()), captcha: 'zzzzz' })).message).toBe('图形验证码错误');
    expect((await join(a.token, await captcha(), 999)).message).toBe('错误');

    const first = await join(a.token, await captcha());
    expect(first).toEqual({ code: 0, message: '', data: { id: expect.any(Number) } });
    const orderId = (first.data as { id: number }).id;
    expect(
      await ctx.db
        .selectFrom('ms_orders')
        .select(['goods_id', 'user_id', 'charge', 'status'])
        .where('id', '=', orderId)
        .executeTakeFirst(),
    ).toEqual({ goods_id: ms, user_id: a.id, charge: 9, status: 0 });
    const lookup = `/addons/MiaoSha/api/v1/m/0?course_id=${course}&course_type=course`;
    expect((await ctx.call('GET', lookup, { token: a.token })).json.data).toMatchObject({
      data: { id: ms, over_num: 0, is_over: true },
      order: { id: orderId, status: 0 },
    });

    expect((await join(a.token, await captcha())).message).toBe('您已参与过该秒杀活动');
    expect((await join(b.token, await captcha())).message).toBe('商品已售罄');
  });

  it('refuses campaigns not started or ended, and courses already bought', async () => {
    const { ctx, f, course, a } = await setup();
    const later = await f.msGoods(course, { startedAt: f.future(1), endAt: f.future(2) });
    const ended = await f.msGoods(course, { startedAt: f.past(2), endAt: f.past(1) });
    const running = await f.msGoods(course, { startedAt: f.past(1), endAt: f.future(1) });
    const join = async (id: number) => {
      const key = ((await ctx.call('GET', '/api/v2/captcha/image')).json.data as { key: string }).key;
      const body = { captcha_key: key, captcha: (await peekCaptcha(ctx, key)) ?? '' };
      return (await ctx.call('POST', `/addons/MiaoSha/api/v1/m/${id}/join`, { token: a.token, body })).json;
    };
    expect((await join(later)).message).toBe('秒杀活动未开始');
    expect((await join(ended)).message).toBe('秒杀活动已结束');
    await f.buy(a.id, course);
    expect((await join(running)).message).toBe('请勿重复购买');
  });
});

describe('group-buy lookup', () => {
  it('returns goods, open groups and the caller’s group ([] when none)', async () => {
    const { ctx, f, course, now, a, b } = await setup();
    const url = `/addons/TuanGou/api/v1/t/0?course_id=${course}&course_type=course`;
    expect((await ctx.call('GET', url)).json.data).toEqual({ goods: null, items: [], join_item: [] });
    const tg = await f.tgGoods(course, { startedAt: f.past(1), endedAt: f.future(2), at: now });
    const group = (expiredAt: string) =>
      promo.insertTgGroup(ctx.db, {
        goods_id: tg,
        create_user_id: 0,
        status: 3,
        expired_at: expiredAt,
        created_at: now,
        updated_at: now,
      });
    const g = await group(f.future(1));
    await group(f.past(1));
    await promo.insertTgGroupUser(ctx.db, { group_id: g, user_id: a.id, created_at: now });
    const mine = (await ctx.call('GET', url, { token: a.token })).json.data as {
      goods: Obj;
      items: Obj[];
      join_item: unknown;
    };
    expectShape(mine, TG_LOOKUP);
    expectShape(mine.goods, TG_GOODS);
    expectShapes(mine.items, TG_GROUP);
    expect(mine.goods).toMatchObject({
      id: tg,
      other_id: course,
      people_num: 3,
      charge: 50,
      ended_count_down: 2 * 86400,
    });
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ id: g, create_user_id: 0, over_people_num: 1, count_down: 86400 });
    expect(mine.join_item).toEqual({ id: g });
    expect(((await ctx.call('GET', url, { token: b.token })).json.data as Obj).join_item).toEqual([]);
  });
});

describe('templateOne likes', () => {
  it('status answers like:false to visitors; hit toggles per member', async () => {
    const { ctx, f, now, a, b } = await setup();
    const live = await f.liveCourse({ at: now });
    const status = async (token?: string) =>
      (
        (await ctx.call('GET', `/addons/templateOne/api/v1/like/status?id=${live}&type=live`, { token })).json
          .data as Obj
      ).like;
    expect(await status()).toBe(false);
    expect(
      (await ctx.call('GET', `/addons/templateOne/api/v1/like/hit?id=${live}&type=live`)).json.code,
    ).toBe(401);
    expect(
      (await ctx.call('GET', `/addons/templateOne/api/v1/like/hit?id=${live}&type=live`, { token: a.token }))
        .json.data,
    ).toEqual({ like: true });
    expect(await status(a.token)).toBe(true);
    expect(await status(b.token)).toBe(false);
    await ctx.call('GET', `/addons/templateOne/api/v1/like/hit?id=${live}&type=live`, { token: a.token });
    expect(await status(a.token)).toBe(false);
    expect(
      (await ctx.call('GET', '/addons/templateOne/api/v1/like/hit?id=999&type=book', { token: a.token })).json
        .message,
    ).toBe('错误');
    expect((await ctx.call('GET', '/addons/templateOne/api/v1/like/status?id=1&type=vod')).json.message).toBe(
      '参数错误',
    );
  });

  it('history/record validates and answers 200', async () => {
    const { ctx, a } = await setup();
    expect(
      (
        await ctx.call('POST', '/addons/templateOne/api/v1/history/record', {
          token: a.token,
          body: { type: 'vod', id: 1, title: 'x' },
        })
      ).json,
    ).toEqual({ code: 0, message: '', data: [] });
    expect(
      (
        await ctx.call('POST', '/addons/templateOne/api/v1/history/record', {
          token: a.token,
          body: { type: 'x', id: 1 },
        })
      ).json.message,
    ).toBe('参数错误');
  });
});

describe('flash-sale join under load', () => {
  it('20 members joining a sale of 5 units at once: exactly 5 orders, stock 0, never negative', async () => {
    const { ctx, f, course, now } = await setup();
    const ms = await f.msGoods(course, { overNum: 5, startedAt: f.past(1), endAt: f.future(1), at: now });
    const members = await Promise.all(Array.from({ length: 20 }, () => ctx.member()));
    const bodies: { captcha_key: string; captcha: string }[] = [];
    for (let i = 0; i < members.length; i += 1) {
      const key = ((await ctx.call('GET', '/api/v2/captcha/image')).json.data as { key: string }).key;
      bodies.push({ captcha_key: key, captcha: (await peekCaptcha(ctx, key)) ?? '' });
    }
    const replies = await Promise.all(
      members.map(
        async (m, i) =>
          (await ctx.call('POST', `/addons/MiaoSha/api/v1/m/${ms}/join`, { token: m.token, body: bodies[i] }))
            .json,
      ),
    );
    const won = replies.filter((r) => r.code === 0);
    expect(won).toHaveLength(5);
    expect(replies.filter((r) => r.code !== 0).map((r) => r.message)).toEqual(Array(15).fill('商品已售罄'));
    expect(await columnOf(ctx.db, 'ms_goods', 'over_num', { id: ms })).toBe(0);
    const orders = await ctx.db
      .selectFrom('ms_orders')
      .select(['id', 'user_id'])
      .where('goods_id', '=', ms)
      .execute();
    expect(orders).toHaveLength(5);
    expect(new Set(orders.map((o) => o.user_id)).size).toBe(5);
    expect(orders.map((o) => o.id).sort()).toEqual(won.map((r) => (r.data as { id: number }).id).sort());
  });

  it('one member joining the same sale 10 times at once gets one order', async () => {
    const { ctx, f, course, now, a } = await setup();
    const ms = await f.msGoods(course, { overNum: 5, startedAt: f.past(1), endAt: f.future(1), at: now });
    const bodies: { captcha_key: string; captcha: string }[] = [];
    for (let i = 0; i < 10; i += 1) {
      const key = ((await ctx.call('GET', '/api/v2/captcha/image')).json.data as { key: string }).key;
      bodies.push({ captcha_key: key, captcha: (await peekCaptcha(ctx, key)) ?? '' });
    }
    const replies = await Promise.all(
      bodies.map(
        async (body) =>
          (await ctx.call('POST', `/addons/MiaoSha/api/v1/m/${ms}/join`, { token: a.token, body })).json,
      ),
    );
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(new Set(replies.filter((r) => r.code !== 0).map((r) => r.message))).toEqual(
      new Set(['您已参与过该秒杀活动']),
    );
    expect(await columnOf(ctx.db, 'ms_goods', 'over_num', { id: ms })).toBe(4);
  });
});
