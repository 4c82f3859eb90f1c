import type { MemberOrdersReply, TgMemberOrdersReply } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { refundsList, refundsRetry } from '../../src/cli/operator.ts';
import { failDueGroups } from '../../src/modules/group-buy/service.ts';
import { runMaintenance } from '../../src/modules/jobs/maintenance.ts';
import { cancelDueOrders } from '../../src/modules/order/service.ts';
import { MAX_REFUND_ATTEMPTS, processRefunds } from '../../src/modules/payment/refunds.ts';
import { createTestContext } from '../helpers.ts';
import { order, paidNotice, postCallback, shopper, startScan } from '../order/support.ts';
import { failingGroup, refundRows, scriptedProvider } from './support.ts';

describe('refunds', () => {
  it('a failed group refunds each paid place once through the sandbox, and the member sees it cancelled', async () => {
    const ctx = await createTestContext();
    const g = await failingGroup(ctx);
    ctx.clock.advance(25 * 3600_000);
    expect(await runMaintenance(ctx)).toBe(true);

    const rows = await refundRows(ctx);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.order_no).sort()).toEqual([...g.orders].sort());
    for (const r of rows) {
      expect(r).toMatchObject({
        provider: 'sandbox',
        reason: 'group_failed',
        amount_fen: 5000,
        total_fen: 5000,
        status: 'succeeded',
        attempts: 1,
        last_error: '',
      });
      expect(r.reference).toBe(`SANDBOX-${r.refund_no}`);
    }
    expect(new Set(rows.map((r) => r.refund_no)).size).toBe(2);

    // The next run finds nothing to fail, record or send.
    ctx.clock.advance(3600_000);
    const counting = scriptedProvider(() => 'ok');
    expect(await runMaintenance(ctx)).toBe(true);
    expect(await processRefunds(ctx, { provider: counting.lookup })).toEqual({
      succeeded: 0,
      processing: 0,
      retrying: 0,
      failed: 0,
    });
    expect(counting.calls).toHaveLength(0);
    expect(await failDueGroups(ctx.db, ctx.clock.now())).toEqual({ groups: 0, refunds: 0 });
    expect(await refundRows(ctx)).toEqual(rows);

    // The member's lists: the order and the group-buy row read 已取消 / 3, never 已支付.
    const all = await ctx.call('GET', '/api/v2/member/orders?page=1&page_size=10', { token: g.leader.token });
    const page = all.json.data as MemberOrdersReply;
    expect(page.data.map((o) => [o.order_id, o.status_text, o.continue_pay])).toEqual([
      [g.orders[0], '已取消', false],
    ]);
    const tg = await ctx.call('GET', '/addons/TuanGou/api/v1/t/member/orders?page=1&size=10', {
      token: g.joiner.token,
    });
    expect((tg.json.data as TgMemberOrdersReply).data.map((r) => r.status)).toEqual([3]);
  });

  it('never sends one refund twice under concurrent runs', async () => {
    const ctx = await createTestContext();
    await failingGroup(ctx);
    ctx.clock.advance(25 * 3600_000);
    expect(await failDueGroups(ctx.db, ctx.clock.now())).toEqual({ groups: 1, refunds: 2 });
    const slow = scriptedProvider(() => 'ok', 30);
    const runs = await Promise.all(
      Array.from({ length: 6 }, () => processRefunds(ctx, { provider: slow.lookup })),
    );
    expect(runs.reduce((n, r) => n + r.succeeded, 0)).toBe(2);
    expect(slow.calls).toHaveLength(2);
    expect(new Set(slow.calls.map((c) => c.refundNo)).size).toBe(2);
    expect(slow.calls.every((c) => c.amountFen === 5000 && c.reason === '拼团失败退款')).toBe(true);
    expect((await refundRows(ctx)).map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('keeps a failed refund pending with its error, retries it, and leaves it failed for the operator after the cap', async () => {
    const ctx = await createTestContext();
    await failingGroup(ctx);
    ctx.clock.advance(25 * 3600_000);
    await failDueGroups(ctx.db, ctx.clock.now());

    let down = true;
    const flaky = scriptedProvider(() => (down ? new Error('网关超时') : 'ok'));
    expect(await processRefunds(ctx, { provider: flaky.lookup })).toMatchObject({ retrying: 2 });
    const [first] = await refundRows(ctx);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: '网关超时' });
    down = false;
    expect(await processRefunds(ctx, { provider: flaky.lookup })).toMatchObject({ succeeded: 2 });
    expect((await refundRows(ctx)).map((r) => [r.status, r.attempts, r.last_error])).toEqual([
      ['succeeded', 2, ''],
      ['succeeded', 2, ''],
    ]);
  });

  it('stops after the attempt cap; the operator lists the failed refund and retries it', async () => {
    const ctx = await createTestContext();
    await failingGroup(ctx);
    ctx.clock.advance(25 * 3600_000);
    await failDueGroups(ctx.db, ctx.clock.now());
    const broken = scriptedProvider(() => new Error('商户余额不足'));
    for (let i = 0; i < MAX_REFUND_ATTEMPTS + 2; i += 1)
      await processRefunds(ctx, { provider: broken.lookup });
    expect(broken.calls).toHaveLength(2 * MAX_REFUND_ATTEMPTS);
    const rows = await refundRows(ctx);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', MAX_REFUND_ATTEMPTS],
      ['failed', MAX_REFUND_ATTEMPTS],
    ]);

    const listed = await refundsList(ctx, 'failed');
    expect(listed.code).toBe(0);
    for (const r of rows) expect(listed.text).toContain(r.refund_no);
    expect(listed.text).toContain('商户余额不足');
    expect((await refundsList(ctx, 'pending')).text).toBe('没有状态为 pending 的退款。');
    expect((await refundsList(ctx, 'nonsense')).code).toBe(1);

    const fixed = scriptedProvider(() => 'ok');
    const first = rows[0]?.refund_no ?? '';
    const retried = await refundsRetry(ctx, first, { provider: fixed.lookup });
    expect(retried).toEqual({ code: 0, text: `退款 ${first} 已成功。` });
    expect(fixed.calls.map((c) => c.refundNo)).toEqual([first]);
    expect((await refundsRetry(ctx, first, { provider: fixed.lookup })).text).toContain('已经成功');
    expect((await refundsRetry(ctx, 'R0000', { provider: fixed.lookup })).code).toBe(1);
  });

  it('refunds a payment that arrives for a cancelled order or with the wrong amount, once each', async () => {
    const { ctx, s, m } = await shopper();
    const late = await order(ctx, m.token, '/api/v2/order/course', { course_id: s.course, promo_code: '' });
    await startScan(ctx, m.token, late.order_id);
    ctx.clock.advance(24 * 3600_000);
    expect(await cancelDueOrders(ctx.db, ctx.clock.now())).toBe(1);
    const lateNotice = paidNotice(ctx, late.order_id, 'T-LATE', 9900);
    expect(await postCallback(ctx, 'sandbox', lateNotice)).toBe(200);
    expect(await postCallback(ctx, 'sandbox', lateNotice)).toBe(200);

    const wrong = await order(ctx, m.token, `/addons/MeeduBooks/api/v1/book/${s.book}/buy`, {
      goods_id: s.book,
      promo_code: '',
    });
    await startScan(ctx, m.token, wrong.order_id);
    const wrongNotice = paidNotice(ctx, wrong.order_id, 'T-WRONG', 1);
    expect(await postCallback(ctx, 'sandbox', wrongNotice)).toBe(200);

    const rows = await refundRows(ctx);
    expect(rows.map((r) => [r.order_no, r.reason, r.trade_no, r.amount_fen, r.status])).toEqual([
      [late.order_id, 'late', 'T-LATE', 9900, 'pending'],
      [wrong.order_id, 'wrong_amount', 'T-WRONG', 1, 'pending'],
    ]);
    expect(await processRefunds(ctx)).toMatchObject({ succeeded: 2 });
    expect((await refundRows(ctx)).map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    // The orders themselves were never paid: they read as they were.
    const all = await ctx.call('GET', '/api/v2/member/orders?page=1&page_size=10', { token: m.token });
    expect((all.json.data as MemberOrdersReply).data.map((o) => o.status_text)).toEqual(['支付中', '已取消']);
  });
});
