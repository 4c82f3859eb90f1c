import type { AdminErrorReply, ListReply, OrderDetail, OrderItem } from '@meedu/contract/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { refundsRetry } from '../../src/cli/operator.ts';
import type { TestContext } from '../helpers.ts';
import { order, shop } from '../order/support.ts';
import { expectShape, expectShapes, type FieldList } from '../support/contract-shape.ts';
import { buyAndPay } from '../support/pay.ts';
import { auditRows, consoleCrew } from './support.ts';

const ORDER_FIELDS: FieldList<OrderItem> = {
  id: true,
  order_no: true,
  user_id: true,
  member_name: true,
  mobile: true,
  goods: true,
  goods_types: true,
  charge: true,
  discount: true,
  amount: true,
  status: true,
  payment: true,
  paid_at: true,
  created_at: true,
};

const DETAIL_FIELDS: FieldList<OrderDetail> = {
  ...ORDER_FIELDS,
  goods_lines: true,
  payments: true,
  refunds: true,
  can_confirm_hand_pay: true,
  can_refund: true,
};

async function handPayOrder(ctx: TestContext, token: string, course: number) {
  const o = await order(ctx, token, '/api/v2/order/course', { course_id: course, promo_code: '' });
  const res = await ctx.call('POST', '/api/v3/order/pay/handPay', { token, body: { order_id: o.order_id } });
  expect(res.json.code).toBe(0);
  return o;
}

const idOf = async (ctx: TestContext, orderNo: string) =>
  (await ctx.db.selectFrom('orders').select('id').where('order_no', '=', orderNo).executeTakeFirstOrThrow())
    .id;

const owned = async (ctx: TestContext, userId: number, course: number) =>
  (
    await ctx.db
      .selectFrom('user_courses')
      .select('course_id')
      .where('user_id', '=', userId)
      .where('course_id', '=', course)
      .execute()
  ).length;

describe('orders in the console', () => {
  const crew = consoleCrew('orders.view', 'orders.edit', 'members.edit');
  let s: Awaited<ReturnType<typeof shop>>;
  let buyer: { id: number; token: string; mobile: string };
  let payer: { id: number; token: string; mobile: string };
  let handPay: number;
  let paidCourse: number;
  let paidBook: number;
  let unpaidLive: number;

  beforeAll(async () => {
    s = await shop(crew.ctx);
    buyer = await crew.ctx.member({ mobile: '13911112222' });
    payer = await crew.ctx.member({ mobile: '13933334444' });
    handPay = await idOf(crew.ctx, (await handPayOrder(crew.ctx, buyer.token, s.course)).order_id);
    const body = { promo_code: '' };
    paidCourse = await idOf(
      crew.ctx,
      (await buyAndPay(crew.ctx, payer.token, '/api/v2/order/course', { ...body, course_id: s.course }))
        .order_id,
    );
    paidBook = await idOf(
      crew.ctx,
      (
        await buyAndPay(crew.ctx, payer.token, `/addons/MeeduBooks/api/v1/book/${s.book}/buy`, {
          ...body,
          goods_id: s.book,
        })
      ).order_id,
    );
    const live = await order(crew.ctx, buyer.token, `/addons/zhibo/api/v1/course/${s.live}/paid`, {
      ...body,
      goods_id: s.live,
    });
    unpaidLive = await idOf(crew.ctx, live.order_id);
  });

  it('lists with filters and sorting on the server; 403 for none; bad filters at their field', async () => {
    for (const agent of [crew.boss, crew.viewer, crew.editor]) {
      const r = await agent.call<ListReply<OrderItem>>('GET', '/orders');
      expect(r.status).toBe(200);
      expectShapes<OrderItem>(r.body.items, ORDER_FIELDS);
      expect(r.body.items.map((o) => o.id)).toEqual([unpaidLive, paidBook, paidCourse, handPay]);
    }
    const list = async (query: string) =>
      (await crew.viewer.call<ListReply<OrderItem>>('GET', `/orders?${query}`)).body.items.map((o) => o.id);
    expect(await list('status=9')).toEqual([paidBook, paidCourse]);
    expect(await list('status=5')).toEqual([handPay]);
    expect(await list('goods_type=book')).toEqual([paidBook]);
    expect(await list(`user_id=${buyer.id}&sort=id`)).toEqual([handPay, unpaidLive]);
    expect(await list('mobile=13933334444&sort=-charge')).toEqual([paidCourse, paidBook]);
    const today = new Date(crew.ctx.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(await list(`from=${today}&to=${today}`)).toHaveLength(4);
    expect(await list('from=2000-01-01&to=2000-01-02')).toEqual([]);
    const paged = await crew.viewer.call<ListReply<OrderItem>>('GET', '/orders?size=2&page=2&sort=id');
    expect(paged.body).toMatchObject({ total: 4, page: 2, size: 2 });
    expect(paged.body.items.map((o) => o.id)).toEqual([paidBook, unpaidLive]);

    const bad = await crew.viewer.call<AdminErrorReply>('GET', '/orders?status=3&from=2026-13-01&mobile=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ status: '参数错误', mobile: '请输入手机号' });
    expect(bad.body.fields?.from).toBeDefined();

    const refused = await crew.outsider.call<AdminErrorReply>('GET', '/orders');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: '没有权限：订单（查看）' });
  });

  it('shows an order with goods, payments and refunds; 404 for none', async () => {
    const r = await crew.viewer.call<OrderDetail>('GET', `/orders/${paidCourse}`);
    expect(r.status).toBe(200);
    expectShape<OrderDetail>(r.body, DETAIL_FIELDS);
    expect(r.body).toMatchObject({ status: 9, amount: 99, can_refund: true, can_confirm_hand_pay: false });
    expect(r.body.goods_lines).toMatchObject([{ goods_type: 'course', goods_id: s.course, charge: 99 }]);
    expect(r.body.payments).toMatchObject([{ outcome: 'paid', amount: 99 }]);
    const waiting = await crew.viewer.call<OrderDetail>('GET', `/orders/${handPay}`);
    expect(waiting.body).toMatchObject({ status: 5, payment: 'handPay', can_confirm_hand_pay: true });
    expect((await crew.viewer.call<AdminErrorReply>('GET', '/orders/999999')).body).toEqual({
      message: '订单不存在',
    });
    expect((await crew.outsider.call('GET', `/orders/${paidCourse}`)).status).toBe(403);
  });

  it('writes only for super and edit', async () => {
    for (const agent of [crew.viewer, crew.outsider]) {
      for (const [path, body] of [
        [`/orders/${handPay}/hand-pay`, undefined],
        [`/orders/${paidCourse}/refund`, { reason: '学员申请' }],
        [`/orders/${paidCourse}/refunds/1/retry`, undefined],
        [`/orders/${paidCourse}/refunds/1/close`, { note: '已转账' }],
      ] as const) {
        const r = await agent.call<AdminErrorReply>('POST', path, body);
        expect(r.status, path).toBe(403);
        expect(r.body.message).toBe('没有权限：订单（编辑）');
      }
    }
  });

  it('confirms a hand pay once, delivering once, even when two confirmations arrive at once', async () => {
    expect(await owned(crew.ctx, buyer.id, s.course)).toBe(0);
    const [a, b] = await Promise.all([
      crew.editor.call<OrderDetail | AdminErrorReply>('POST', `/orders/${handPay}/hand-pay`),
      crew.boss.call<OrderDetail | AdminErrorReply>('POST', `/orders/${handPay}/hand-pay`),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = (a.status === 200 ? a : b).body as OrderDetail;
    const lost = (a.status === 200 ? b : a).body as AdminErrorReply;
    expect(won).toMatchObject({ status: 9, can_confirm_hand_pay: false });
    expect(lost.message).toBe('该订单已经支付，不能重复确认');
    expect(await owned(crew.ctx, buyer.id, s.course)).toBe(1);
    const payments = await crew.ctx.db
      .selectFrom('order_payments')
      .selectAll()
      .where('order_id', '=', handPay)
      .execute();
    expect(payments.map((p) => [p.provider, p.outcome, p.amount_fen])).toEqual([['handPay', 'paid', 9900]]);
    const audits = (await auditRows(crew.ctx, 'order')).filter((r) => r.action === 'confirm_hand_pay');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entity_id: String(handPay), after: { status: 9, amount_fen: 9900 } });
    const status = await crew.ctx.call('GET', `/api/v2/order/status?order_id=${won.order_no}`, {
      token: buyer.token,
    });
    expect(status.json.data).toEqual({ status: 9 });

    const notHandPay = await crew.editor.call<AdminErrorReply>('POST', `/orders/${unpaidLive}/hand-pay`);
    expect(notHandPay.status).toBe(409);
    expect(notHandPay.body.message).toBe('该订单不是手动打款订单');
  });

  it('refunds a paid order through the provider, once; the CLI and the console retry the same way', async () => {
    const bad = await crew.editor.call<AdminErrorReply>('POST', `/orders/${paidCourse}/refund`, {
      reason: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ reason: '请输入退款原因' });
    const unpaid = await crew.editor.call<AdminErrorReply>('POST', `/orders/${unpaidLive}/refund`, {
      reason: '退',
    });
    expect(unpaid.body.message).toBe('只有已支付的订单可以退款');

    const r = await crew.editor.call<OrderDetail>('POST', `/orders/${paidCourse}/refund`, {
      reason: '学员申请退款',
    });
    expect(r.status).toBe(200);
    expect(r.body.can_refund).toBe(false);
    expect(r.body.refunds).toHaveLength(1);
    const [refund] = r.body.refunds;
    // Sent to the provider that took the money (the sandbox answers at once, with its reference).
    expect(refund).toMatchObject({
      provider: 'sandbox',
      amount: 99,
      reason: 'operator',
      status: 'succeeded',
    });
    expect(refund?.reference).toBe(`SANDBOX-${refund?.refund_no}`);
    expect((await auditRows(crew.ctx, 'order'))[0]).toMatchObject({
      action: 'refund',
      entity_id: String(paidCourse),
      after: { amount_fen: 9900, provider: 'sandbox', reason: '学员申请退款' },
    });
    const twice = await crew.editor.call<AdminErrorReply>('POST', `/orders/${paidCourse}/refund`, {
      reason: '再退',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('该订单已有退款记录，不能重复退款');
    expect(
      await crew.ctx.db
        .selectFrom('payment_refunds')
        .selectAll()
        .where('order_id', '=', paidCourse)
        .execute(),
    ).toHaveLength(1);

    // A failed refund: retried by the console through the same sending path as the CLI's refunds:retry.
    const book = await crew.editor.call<OrderDetail>('POST', `/orders/${paidBook}/refund`, {
      reason: '重复购买',
    });
    const bookRefund = book.body.refunds[0];
    if (!bookRefund) throw new Error('no refund');
    await crew.ctx.db
      .updateTable('payment_refunds')
      .set({ status: 'failed', last_error: '渠道超时', attempts: 5 })
      .where('id', '=', bookRefund.id)
      .execute();
    const succeeded = await crew.editor.call<AdminErrorReply>(
      'POST',
      `/orders/${paidCourse}/refunds/${refund?.id ?? 0}/retry`,
    );
    expect(succeeded.status).toBe(409);
    expect(succeeded.body.message).toBe('只有失败的退款可以重试');
    expect(
      (await crew.editor.call('POST', `/orders/${paidCourse}/refunds/${bookRefund.id}/retry`)).status,
    ).toBe(404);
    const retried = await crew.editor.call<OrderDetail>(
      'POST',
      `/orders/${paidBook}/refunds/${bookRefund.id}/retry`,
    );
    expect(retried.status).toBe(200);
    expect(retried.body.refunds[0]).toMatchObject({ status: 'succeeded', last_error: '' });
    expect((await auditRows(crew.ctx, 'order'))[0]).toMatchObject({
      action: 'retry_refund',
      before: { status: 'failed', last_error: '渠道超时' },
    });
    // The CLI still retries through the same function.
    expect((await refundsRetry(crew.ctx, bookRefund.refund_no)).text).toContain('已经成功');
  });

  it('closes a failed or manual refund with the note; the note is required', async () => {
    const member = await crew.ctx.member();
    const o = await handPayOrder(crew.ctx, member.token, s.course);
    const id = await idOf(crew.ctx, o.order_id);
    expect((await crew.boss.call('POST', `/orders/${id}/hand-pay`)).status).toBe(200);
    const refunded = await crew.boss.call<OrderDetail>('POST', `/orders/${id}/refund`, { reason: '退课' });
    const manual = refunded.body.refunds[0];
    expect(manual).toMatchObject({ provider: 'handPay', status: 'manual' });
    const noNote = await crew.editor.call<AdminErrorReply>(
      'POST',
      `/orders/${id}/refunds/${manual?.id}/close`,
      {
        note: ' ',
      },
    );
    expect(noNote.body.fields).toEqual({ note: '请输入处理说明' });
    const closed = await crew.editor.call<OrderDetail>('POST', `/orders/${id}/refunds/${manual?.id}/close`, {
      note: '已银行转账退回',
    });
    expect(closed.status).toBe(200);
    expect(closed.body.refunds[0]).toMatchObject({ status: 'succeeded', reference: '已银行转账退回' });
    expect((await auditRows(crew.ctx, 'order'))[0]).toMatchObject({
      action: 'close_refund',
      before: { status: 'manual' },
      after: { status: 'succeeded', reference: '已银行转账退回' },
    });
    expect(
      (await crew.editor.call('POST', `/orders/${id}/refunds/${manual?.id}/close`, { note: '再关' })).status,
    ).toBe(409);
  });
});
