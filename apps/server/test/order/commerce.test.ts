import { describe, expect, it, vi } from 'vitest';

// This file never builds the HTTP app (no createApp, no test/helpers.ts): the order core knows only what
// registerCommerce() tells it, as in the operator's command line. Suites that ran before in the same worker may
// have wired it already (the registration lives in the modules), so the test loads fresh copies of them.
async function freshModules() {
  vi.resetModules();
  const [operator, config, context, clock, dates, commerce, course, order, payment, database] =
    await Promise.all([
      import('../../src/cli/operator.ts'),
      import('../../src/config.ts'),
      import('../../src/context.ts'),
      import('../../src/lib/clock.ts'),
      import('../../src/lib/dates.ts'),
      import('../../src/modules/commerce.ts'),
      import('../../src/modules/course/repository.ts'),
      import('../../src/modules/order/service.ts'),
      import('../../src/modules/payment/service.ts'),
      import('../support/test-database.ts'),
    ]);
  return {
    runOperator: operator.runOperator,
    readConfig: config.readConfig,
    createDeps: context.createDeps,
    FakeClock: clock.FakeClock,
    toDbTime: dates.toDbTime,
    registerCommerce: commerce.registerCommerce,
    insertCourse: course.insertCourse,
    placeOrder: order.placeOrder,
    startHandPay: payment.startHandPay,
    openTestStore: database.openTestStore,
  };
}

describe('commerce wiring without the HTTP app', () => {
  it('the operator delivers a hand-paid course; registering twice registers once', async () => {
    const {
      runOperator,
      readConfig,
      createDeps,
      FakeClock,
      toDbTime,
      registerCommerce,
      insertCourse,
      placeOrder,
      startHandPay,
      openTestStore,
    } = await freshModules();
    const store = await openTestStore();
    const clock = new FakeClock();
    const deps = await createDeps(
      store,
      readConfig({ APP_URL: 'http://localhost:8080' }),
      clock,
      'test-secret-at-least-16-chars',
    );
    const now = toDbTime(clock.now());
    const courseId = await insertCourse(deps.db, {
      category_id: 0,
      title: '手动打款课程',
      thumb: '/media/covers/course-1.svg',
      charge: 99,
      short_description: '简介',
      render_desc: '<p>介绍</p>',
      published_at: now,
      is_rec: 0,
      is_show: 1,
      is_free: 0,
      is_vip_free: 0,
      user_count: 0,
      created_at: now,
      updated_at: now,
    });
    const { id: userId } = await deps.db
      .insertInto('users')
      .values({
        avatar: '',
        nick_name: '打款学员',
        mobile: '13700000001',
        password: '',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const place = () =>
      placeOrder(deps.db, {
        userId,
        goodsType: 'course',
        goodsId: courseId,
        promoCode: '',
        now: clock.now(),
        timeoutMinutes: deps.config.payments.orderTimeoutMinutes,
      });

    // Nothing has registered the goods types yet.
    await expect(place()).rejects.toThrow('无法购买');

    // The operator's command line wires the order core itself.
    expect(await runOperator(deps, ['hand-pay:list'])).toEqual({
      code: 0,
      text: '没有等待确认的手动打款订单。',
    });
    registerCommerce();
    const order = await place();
    await startHandPay(deps, userId, order.order_id);
    expect(await runOperator(deps, ['hand-pay:confirm', order.order_id, '--amount', '99.00'])).toEqual({
      code: 0,
      text: `订单 ${order.order_id} 已确认收款 ￥99.00，商品已开通。`,
    });

    const owned = await deps.db
      .selectFrom('user_courses')
      .select('course_id')
      .where('user_id', '=', userId)
      .execute();
    expect(owned).toEqual([{ course_id: courseId }]);
    // Delivered once: the course counts one learner, and one payment is recorded.
    const course = await deps.db
      .selectFrom('courses')
      .select('user_count')
      .where('id', '=', courseId)
      .executeTakeFirst();
    expect(course).toEqual({ user_count: 1 });
    const payments = await deps.db
      .selectFrom('order_payments')
      .select(['provider', 'outcome', 'amount_fen'])
      .execute();
    expect(payments).toEqual([{ provider: 'handPay', outcome: 'paid', amount_fen: 9900 }]);
  });
});
