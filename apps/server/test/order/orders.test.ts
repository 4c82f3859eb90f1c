import type { MemberOrdersReply, Order, PaymentGateway, PromoCodeCheck } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { toDbTime } from '../../src/lib/dates.ts';
import { cancelDueOrders } from '../../src/modules/order/service.ts';
import { readPaymentConfig } from '../../src/config.ts';
import { seedDemo } from '../../src/seed/index.ts';
import { DEMO_PROMO_CODES } from '../../src/seed/orders.ts';
import { createTestContext } from '../helpers.ts';
import { columnOf } from '../support/rows.ts';
import { expectShape, expectShapes } from '../support/contract-shape.ts';
import {
  ORDER,
  order,
  ORDER_GOODS,
  paidNotice,
  postCallback,
  shop,
  shopper,
  startScan,
  statusOf,
} from './support.ts';

describe('placing orders', () => {
  it('prices every goods type on the server, whatever the client sends', async () => {
    const { ctx, s, m } = await shopper();
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['/api/v2/order/course', { course_id: s.course, promo_code: '', charge: 1, total: 1 }, 99, 'COURSE'],
      ['/api/v2/order/role', { role_id: s.role, promo_code: '', charge: 1 }, 30, 'ROLE'],
      [
        `/addons/zhibo/api/v1/course/${s.live}/paid`,
        { goods_id: s.live, promo_code: '', charge: 1 },
        50,
        '直播课程',
      ],
      [`/addons/MeeduBooks/api/v1/book/${s.book}/buy`, { goods_id: s.book, promo_code: '' }, 30, 'BOOK'],
      [`/addons/MeeduTopics/api/v1/topic/${s.topic}/buy`, { goods_id: s.topic, promo_code: '' }, 5, '文章'],
      [`/addons/LearnPaths/api/v1/path/${s.path}/buy`, { goods_id: s.path, promo_code: '' }, 199, '学习路径'],
    ];
    for (const [path, body, charge, type] of cases) {
      const o = await order(ctx, m.token, path, body);
      expectShape<Order>(o, ORDER);
      expectShapes(o.goods, ORDER_GOODS);
      expect(o.charge).toBe(charge);
      expect(o.status_text).toBe('未支付');
      expect(o.continue_pay).toBe(true);
      expect(o.goods[0]?.goods_type).toBe(type);
      expect(o.goods[0]?.goods_charge).toBe(charge);
      expect(o.order_id).toMatch(/^[1-9]\d+$/);
      expect(Number(o.order_id)).toBeLessThan(2 ** 53);
    }
  });

  it('refuses free, unknown and owned goods with the contract messages; needs a member', async () => {
    const { ctx, s, m } = await shopper();
    const call = (body: Record<string, unknown>) =>
      ctx.call('POST', '/api/v2/order/course', { token: m.token, body });
    expect((await call({ course_id: s.freeCourse, promo_code: '' })).json.message).toBe('当前课程无法购买');
    expect((await call({ course_id: 9999, promo_code: '' })).json.message).toBe('商品不存在');
    expect((await call({ promo_code: '' })).json.code).toBe(1);
    await s.f.buy(m.id, s.course);
    expect((await call({ course_id: s.course, promo_code: '' })).json.message).toBe('请勿重复购买');
    expect(
      (await ctx.call('POST', '/api/v2/order/course', { body: { course_id: s.course } })).json.code,
    ).toBe(401);
  });

  it('reuses the open order when the same goods are submitted again (no second charge)', async () => {
    const { ctx, s, m } = await shopper();
    const a = await order(ctx, m.token, '/api/v2/order/course', { course_id: s.course, promo_code: '' });
    const b = await order(ctx, m.token, '/api/v2/order/course', { course_id: s.course, promo_code: '' });
    expect(b.order_id).toBe(a.order_id);
  });
});

describe('promo codes', () => {
  it('checks a code, discounts the order, and a fully covered order is paid and delivered at once', async () => {
    const { ctx, s, m } = await shopper();
    await s.promo('SAVE10', 10);
    await s.promo('FREE200', 200);
    await s.promo('OLD', 10, 0, toDbTime(new Date(ctx.clock.now().getTime() - 1000)));
    const check = async (code: string) =>
      (await ctx.call('GET', `/api/v2/promoCode/${code}/check`, { token: m.token })).json
        .data as PromoCodeCheck;
    const ok = await check('SAVE10');
    expect(ok.can_use).toBe(1);
    expect(ok.promo_code).toMatchObject({ code: 'SAVE10', invited_user_reward: 10 });
    expect(await check('NOPE')).toEqual({ can_use: 0, promo_code: [] });
    expect((await check('OLD')).can_use).toBe(0);

    const discounted = await order(ctx, m.token, '/api/v2/order/course', {
      course_id: s.course,
      promo_code: 'SAVE10',
    });
    expect(discounted.charge).toBe(99);
    expect((await check('SAVE10')).can_use).toBe(0); // one use per member
    const code = await startScan(ctx, m.token, discounted.order_id);
    expect(code).toContain(`/__dev/pay?order_id=${discounted.order_id}`);

    const free = await order(ctx, m.token, '/api/v2/order/role', { role_id: s.role, promo_code: 'FREE200' });
    expect(free.status_text).toBe('已支付');
    expect(await columnOf(ctx.db, 'users', 'role_id', { id: m.id })).toBe(s.role);
  });

  it('ignores an unusable code silently and respects use limits', async () => {
    const ctx = await createTestContext();
    const s = await shop(ctx);
    const [a, b] = [await ctx.member(), await ctx.member()];
    await s.promo('ONCE', 5, 1);
    const first = await order(ctx, a.token, '/api/v2/order/course', {
      course_id: s.course,
      promo_code: 'ONCE',
    });
    const second = await order(ctx, b.token, '/api/v2/order/course', {
      course_id: s.course,
      promo_code: 'ONCE',
    });
    const rows = await ctx.db.selectFrom('orders').select(['order_no', 'discount']).execute();
    expect(rows.find((r) => r.order_no === first.order_id)?.discount).toBe(5);
    expect(rows.find((r) => r.order_no === second.order_id)?.discount).toBe(0);
  });
});

describe('paying', () => {
  it('lists the gateways sorted by sign and needs the scene', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const res = await ctx.call('GET', '/api/v2/order/payments?scene=pc', { token: m.token });
    expect((res.json.data as PaymentGateway[]).map((g) => g.sign)).toEqual(['alipay', 'handPay', 'wechat']);
    expect((await ctx.call('GET', '/api/v2/order/payments', { token: m.token })).json.message).toBe(
      '参数错误',
    );
  });

  it('pays a course through the sandbox once, however often and however concurrently the callback comes', async () => {
    const { ctx, s, m } = await shopper();
    const o = await order(ctx, m.token, '/api/v2/order/course', { course_id: s.course, promo_code: '' });
    await startScan(ctx, m.token, o.order_id);
    expect((await statusOf(ctx, m.token, o.order_id)).data).toEqual({ status: 5 });

    const body = paidNotice(ctx, o.order_id, 'T1', 9900);
    const others = Array.from({ length: 15 }, (_, i) => paidNotice(ctx, o.order_id, `T${i + 2}`, 9900));
    const statuses = await Promise.all(
      [...Array.from({ length: 5 }, () => body), ...others].map((b) => postCallback(ctx, 'sandbox', b)),
    );
    expect(statuses.every((st) => st === 200)).toBe(true);
    expect(await postCallback(ctx, 'sandbox', body)).toBe(200);

    expect((await statusOf(ctx, m.token, o.order_id)).data).toEqual({ status: 9 });
    const owned = await ctx.db.selectFrom('user_courses').selectAll().where('user_id', '=', m.id).execute();
    expect(owned).toHaveLength(1);
    expect(await columnOf(ctx.db, 'courses', 'user_count', { id: s.course })).toBe(1);
    const payments = await ctx.db.selectFrom('order_payments').select(['trade_no', 'outcome']).execute();
    expect(payments.filter((p) => p.outcome === 'paid')).toHaveLength(1);
    expect(payments).toHaveLength(16);
    const detail = await ctx.call('GET', `/api/v2/course/${s.course}`, { token: m.token });
    expect((detail.json.data as { isBuy: boolean }).isBuy).toBe(true);
  });

  it('extends VIP exactly once per paid order under concurrent callbacks, and again on a second purchase', async () => {
    const { ctx, s, m } = await shopper();
    const buy = async () => {
      const o = await order(ctx, m.token, '/api/v2/order/role', { role_id: s.role, promo_code: '' });
      await startScan(ctx, m.token, o.order_id);
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          postCallback(ctx, 'sandbox', paidNotice(ctx, o.order_id, `${o.order_id}-${i}`, 3000)),
        ),
      );
    };
    const start = ctx.clock.now().getTime();
    await buy();
    const expiry = async () =>
      await ctx.db
        .selectFrom('users')
        .select(['role_id', 'role_expired_at'])
        .where('id', '=', m.id)
        .executeTakeFirstOrThrow();
    expect(await expiry()).toEqual({
      role_id: s.role,
      role_expired_at: toDbTime(new Date(start + 30 * 86_400_000)),
    });
    await buy();
    expect((await expiry()).role_expired_at).toBe(toDbTime(new Date(start + 60 * 86_400_000)));
  });

  it('refuses a bad signature and does not deliver a wrong amount', async () => {
    const { ctx, s, m } = await shopper();
    const o = await order(ctx, m.token, '/api/v2/order/course', { course_id: s.course, promo_code: '' });
    await startScan(ctx, m.token, o.order_id);
    const good = JSON.parse(paidNotice(ctx, o.order_id, 'X', 9900)) as { token: string };
    const forged = JSON.stringify({ token: good.token.slice(0, -3) + 'abc' });
    expect(await postCallback(ctx, 'sandbox', forged)).toBe(400);
    expect(await postCallback(ctx, 'sandbox', 'not json')).toBe(400);
    expect(await postCallback(ctx, 'nope', good.token)).toBe(404);
    const cheap = paidNotice(ctx, o.order_id, 'Y', 100);
    expect(await postCallback(ctx, 'sandbox', cheap)).toBe(200);
    expect((await statusOf(ctx, m.token, o.order_id)).data).toEqual({ status: 5 });
    expect(await ctx.db.selectFrom('user_courses').selectAll().execute()).toHaveLength(0);
  });

  it('a failed payment returns the order to 未支付 so it can be paid again (继续支付)', async () => {
    const { ctx, s, m } = await shopper();
    const o = await order(ctx, m.token, '/api/v2/order/course', { course_id: s.course, promo_code: '' });
    await startScan(ctx, m.token, o.order_id);
    const failed = await ctx.call('POST', `/__dev/pay/${o.order_id}`, { body: { status: 'failed' } });
    expect(failed.json.code).toBe(0);
    expect((await statusOf(ctx, m.token, o.order_id)).data).toEqual({ status: 1 });
    await startScan(ctx, m.token, o.order_id);
    const paid = await ctx.call('POST', `/__dev/pay/${o.order_id}`, { body: { status: 'paid' } });
    expect(paid.json).toMatchObject({ code: 0, data: { status: 9 } });
    const again = await ctx.call('POST', '/api/v2/order/pay/wechatScan', {
      token: m.token,
      body: { order_id: o.order_id },
    });
    expect(again.json.message).toBe('订单状态错误');
  });

  it('hand pay records the method, shows the instructions, and is confirmed through the sandbox', async () => {
    const { ctx, s, m } = await shopper();
    const o = await order(ctx, m.token, `/addons/MeeduBooks/api/v1/book/${s.book}/buy`, {
      goods_id: s.book,
      promo_code: '',
    });
    expect(
      (await ctx.call('POST', `/__dev/pay/${o.order_id}`, { body: { status: 'paid' } })).json.message,
    ).toBe('该订单尚未发起支付');
    const res = await ctx.call('POST', '/api/v3/order/pay/handPay', {
      token: m.token,
      body: { order_id: o.order_id },
    });
    expect((res.json.data as { text: string }).text).toContain('收款账号');
    expect(
      (await ctx.call('POST', '/api/v3/order/pay/handPay', { body: { order_id: o.order_id } })).status,
    ).toBe(401);
    expect((await ctx.call('POST', `/__dev/pay/${o.order_id}`, { body: { status: 'paid' } })).json.code).toBe(
      0,
    );
    expect(
      await ctx.db.selectFrom('user_books').selectAll().where('user_id', '=', m.id).execute(),
    ).toHaveLength(1);
    const list = (await ctx.call('GET', '/api/v2/member/orders', { token: m.token })).json
      .data as MemberOrdersReply;
    expect(list.data[0]).toMatchObject({
      status_text: '已支付',
      payment_text: '手动打款',
      continue_pay: false,
    });
  });

  it('alipay: the redirect lands on the sandbox cashier, which returns the browser with total_amount', async () => {
    const { ctx, s, m } = await shopper();
    const o = await order(ctx, m.token, `/addons/zhibo/api/v1/course/${s.live}/paid`, {
      goods_id: s.live,
      promo_code: '',
    });
    const q = new URLSearchParams({
      order_id: o.order_id,
      payment: 'alipay',
      payment_scene: 'pc',
      scene: 'pc',
      token: m.token,
      redirect: 'http://localhost:8080/order/success',
      cancel_redirect: 'http://localhost:8080/order/',
    });
    const res = await ctx.app.request(`/api/v2/order/pay/redirect?${q.toString()}`);
    expect(res.status).toBe(302);
    const cashier = new URL(res.headers.get('location') ?? '');
    expect(cashier.pathname).toBe('/__dev/pay');
    const page = await ctx.app.request(cashier.pathname + cashier.search);
    const html = await page.text();
    expect(html).toContain('支付成功');
    expect(html).toContain('支付失败');
    const form = new URLSearchParams({ status: 'paid', return: cashier.searchParams.get('return') ?? '' });
    const back = await ctx.app.request(`/__dev/pay/${o.order_id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(back.status).toBe(302);
    const success = new URL(back.headers.get('location') ?? '');
    expect(success.pathname).toBe('/order/success');
    expect(success.searchParams.get('total_amount')).toBe('50.00');
    expect(
      await ctx.db.selectFrom('user_live_courses').selectAll().where('user_id', '=', m.id).execute(),
    ).toHaveLength(1);
    const anon = await ctx.app.request(
      `/api/v2/order/pay/redirect?${new URLSearchParams({ order_id: o.order_id, payment: 'alipay', payment_scene: 'pc' }).toString()}`,
    );
    expect(((await anon.json()) as { code: number }).code).toBe(401);
  });

  it('alipay: follows a return address of this site or a storefront origin only, never another site', async () => {
    const { ctx, s } = await shopper({ corsOrigins: ['https://shop.example.cn'] });
    /** Pays a new order through the redirect with `redirect` as its return address; answers where it lands. */
    const landing = async (redirect: string) => {
      const m = await ctx.member();
      const o = await order(ctx, m.token, `/addons/zhibo/api/v1/course/${s.live}/paid`, {
        goods_id: s.live,
        promo_code: '',
      });
      const q = new URLSearchParams({
        order_id: o.order_id,
        payment: 'alipay',
        payment_scene: 'pc',
        token: m.token,
        redirect,
      });
      const res = await ctx.app.request(`/api/v2/order/pay/redirect?${q.toString()}`);
      const cashier = new URL(res.headers.get('location') ?? '');
      const form = new URLSearchParams({ status: 'paid', return: cashier.searchParams.get('return') ?? '' });
      const back = await ctx.app.request(`/__dev/pay/${o.order_id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      const url = new URL(back.headers.get('location') ?? '');
      return `${url.origin}${url.pathname}`;
    };
    for (const foreign of [
      'https://evil.example/after-pay',
      '//evil.example/after-pay',
      'https://localhost:8080@evil.example/',
      'https://user:pass@localhost:8080/order/success',
      'javascript:alert(1)',
    ])
      expect(await landing(foreign), foreign).toBe('http://localhost:8080/order/success');
    expect(await landing('http://localhost:8080/member/orders')).toBe('http://localhost:8080/member/orders');
    expect(await landing('/member/orders')).toBe('http://localhost:8080/member/orders');
    expect(await landing('https://shop.example.cn/order/success')).toBe(
      'https://shop.example.cn/order/success',
    );
  });

  it('delivers an article and a learning path', async () => {
    const { ctx, s, m } = await shopper();
    for (const path of [
      `/addons/MeeduTopics/api/v1/topic/${s.topic}/buy`,
      `/addons/LearnPaths/api/v1/path/${s.path}/buy`,
    ]) {
      const o = await order(ctx, m.token, path, { promo_code: '' });
      await startScan(ctx, m.token, o.order_id);
      expect(
        (await ctx.call('POST', `/__dev/pay/${o.order_id}`, { body: { status: 'paid' } })).json.code,
      ).toBe(0);
    }
    expect(await ctx.db.selectFrom('user_topics').selectAll().execute()).toHaveLength(1);
    expect(await ctx.db.selectFrom('user_learn_paths').selectAll().execute()).toHaveLength(1);
  });
});

describe('goods of other areas', () => {
  it('a paid path grants everything in it; papers, mock papers and practices are sold by their own price', async () => {
    const { ctx, s, m } = await shopper();
    const now = toDbTime(ctx.clock.now());
    const { id: step } = await ctx.db
      .insertInto('learn_path_steps')
      .values({ path_id: s.path, name: '第一步', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('learn_path_step_items')
      .values({ step_id: step, type: 'course', other_id: s.course, created_at: now, updated_at: now })
      .execute();
    const exam = { title: '试卷', charge: 20, expired_minutes: 30, created_at: now, updated_at: now };
    const paper = (
      await ctx.db.insertInto('exam_papers').values(exam).returning('id').executeTakeFirstOrThrow()
    ).id;
    const mock = (
      await ctx.db
        .insertInto('exam_mock_papers')
        .values({ ...exam, rule: '[]' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const practice = (
      await ctx.db
        .insertInto('exam_practices')
        .values({ name: '练习', charge: 10, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const buys: [string, Record<string, unknown>, number][] = [
      [`/addons/LearnPaths/api/v1/path/${s.path}/buy`, { promo_code: '' }, 199],
      ['/addons/Paper/api/v1/paper/buy', { goods_id: paper, promo_code: '', charge: 1 }, 20],
      ['/addons/Paper/api/v1/mock_paper/buy', { goods_id: mock, promo_code: '' }, 20],
      ['/addons/Paper/api/v1/practice/buy', { goods_id: practice, promo_code: '' }, 10],
    ];
    for (const [path, body, charge] of buys) {
      const o = await order(ctx, m.token, path, body);
      expect(o.charge).toBe(charge);
      await startScan(ctx, m.token, o.order_id);
      expect(
        (await ctx.call('POST', `/__dev/pay/${o.order_id}`, { body: { status: 'paid' } })).json.code,
      ).toBe(0);
    }
    const courses = await ctx.db
      .selectFrom('user_courses')
      .select('course_id')
      .where('user_id', '=', m.id)
      .execute();
    expect(courses.map((c) => c.course_id)).toEqual([s.course]);
    const owned = await ctx.db
      .selectFrom('exam_user_goods')
      .select(['kind', 'goods_id'])
      .orderBy('kind')
      .execute();
    expect(owned).toEqual([
      { kind: 'mock_paper', goods_id: mock },
      { kind: 'paper', goods_id: paper },
      { kind: 'practice', goods_id: practice },
    ]);
    const again = await ctx.call('POST', '/addons/Paper/api/v1/paper/buy', {
      token: m.token,
      body: { goods_id: paper, promo_code: '' },
    });
    expect(again.json.message).toBe('请勿重复购买');
    const missing = await ctx.call('POST', '/addons/Paper/api/v1/practice/buy', {
      token: m.token,
      body: { promo_code: '' },
    });
    expect(missing.json.message).toBe('商品不存在');
  });
});

describe('timeout and privacy', () => {
  it('cancels an expired order, gives its promo use back, and a late payment delivers nothing', async () => {
    const { ctx, s, m } = await shopper();
    const codeId = await s.promo('ONE', 9, 1);
    const o = await order(ctx, m.token, '/api/v2/order/course', { course_id: s.course, promo_code: 'ONE' });
    await startScan(ctx, m.token, o.order_id);
    expect(await cancelDueOrders(ctx.db, ctx.clock.now())).toBe(0);
    ctx.clock.advance(16 * 60_000);
    expect(
      (
        await ctx.call('POST', '/api/v2/order/pay/wechatScan', {
          token: m.token,
          body: { order_id: o.order_id },
        })
      ).json.message,
    ).toBe('订单状态错误');
    expect(await cancelDueOrders(ctx.db, ctx.clock.now())).toBe(1);
    expect((await statusOf(ctx, m.token, o.order_id)).data).toEqual({ status: 7 });
    expect(await columnOf(ctx.db, 'promo_codes', 'used_times', { id: codeId })).toBe(0);
    const check = await ctx.call('GET', '/api/v2/promoCode/ONE/check', { token: m.token });
    expect((check.json.data as PromoCodeCheck).can_use).toBe(1);
    await postCallback(ctx, 'sandbox', paidNotice(ctx, o.order_id, 'L', 9000));
    expect((await statusOf(ctx, m.token, o.order_id)).data).toEqual({ status: 7 });
    expect(await ctx.db.selectFrom('user_courses').selectAll().execute()).toHaveLength(0);
    const late = await ctx.db.selectFrom('order_payments').select('outcome').executeTakeFirstOrThrow();
    expect(late.outcome).toBe('late');
  });

  it("keeps a member's orders invisible to another member", async () => {
    const ctx = await createTestContext();
    const s = await shop(ctx);
    const [a, b] = [await ctx.member(), await ctx.member()];
    const o = await order(ctx, a.token, '/api/v2/order/course', { course_id: s.course, promo_code: '' });
    expect((await statusOf(ctx, b.token, o.order_id)).message).toBe('订单不存在');
    const scan = await ctx.call('POST', '/api/v2/order/pay/wechatScan', {
      token: b.token,
      body: { order_id: o.order_id },
    });
    expect(scan.json.message).toBe('订单不存在');
    const list = (await ctx.call('GET', '/api/v2/member/orders', { token: b.token })).json
      .data as MemberOrdersReply;
    expect(list).toMatchObject({ total: 0, data: [] });
    const mine = (await ctx.call('GET', '/api/v2/member/orders?page=1&page_size=10', { token: a.token })).json
      .data as MemberOrdersReply;
    expect(mine.total).toBe(1);
    expectShapes(mine.data, ORDER);
    // The course's image as an absolute address, for a storefront on another origin.
    const thumb = 'http://localhost:8080/media/covers/course-1.svg';
    expect(o.goods[0]?.goods_thumb).toBe(thumb);
    expect(mine.data[0]?.goods[0]?.goods_thumb).toBe(thumb);
  });

  it('pages the member orders newest first', async () => {
    const { ctx, s, m } = await shopper();
    for (let i = 0; i < 12; i += 1) {
      const c = await s.f.course({ title: `课程${i}`, charge: 10 + i });
      await order(ctx, m.token, '/api/v2/order/course', { course_id: c, promo_code: '' });
    }
    const p2 = (await ctx.call('GET', '/api/v2/member/orders?page=2&page_size=10', { token: m.token })).json
      .data as MemberOrdersReply;
    expect(p2).toMatchObject({ total: 12, current_page: 2, last_page: 2, per_page: 10 });
    expect(p2.data.map((o) => o.goods[0]?.goods_name)).toEqual(['课程1', '课程0']);
  });
});

describe('demo content', () => {
  it('seeds promo codes a member can check', async () => {
    const ctx = await createTestContext();
    await seedDemo(ctx);
    const m = await ctx.member();
    const res = await ctx.call('GET', `/api/v2/promoCode/${DEMO_PROMO_CODES.discount}/check`, {
      token: m.token,
    });
    expect(res.json.data).toMatchObject({ can_use: 1, promo_code: { invited_user_reward: 10 } });
  });
});

describe('production mode', () => {
  it('has no sandbox: no gateway without credentials, and /__dev/pay answers 404', async () => {
    const ctx = await createTestContext({ demo: false, payments: readPaymentConfig({}, false) });
    const s = await shop(ctx);
    const m = await ctx.member();
    expect((await ctx.call('GET', '/api/v2/order/payments?scene=pc', { token: m.token })).json.data).toEqual(
      [],
    );
    const o = await order(ctx, m.token, '/api/v2/order/course', { course_id: s.course, promo_code: '' });
    const scan = await ctx.call('POST', '/api/v2/order/pay/wechatScan', {
      token: m.token,
      body: { order_id: o.order_id },
    });
    expect(scan.json.message).toBe('错误');
    expect((await ctx.app.request(`/__dev/pay?order_id=${o.order_id}`)).status).toBe(404);
    expect((await ctx.call('POST', `/__dev/pay/${o.order_id}`, { body: { status: 'paid' } })).status).toBe(
      404,
    );
    expect(await postCallback(ctx, 'sandbox', '{}')).toBe(404);
    expect((await statusOf(ctx, m.token, o.order_id)).data).toEqual({ status: 1 });
  });
});
