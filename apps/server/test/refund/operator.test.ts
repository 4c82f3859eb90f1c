import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  handPayConfirm,
  handPayList,
  parseYuan,
  refundsDone,
  refundsList,
  runOperator,
} from '../../src/cli/operator.ts';
import { cancelDueOrders, settlePayment } from '../../src/modules/order/service.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from '../helpers.ts';
import { order, shop, shopper, startScan, statusOf } from '../order/support.ts';
import { refundRows } from './support.ts';

const owned = async (ctx: TestContext, userId: number) =>
  (await ctx.db.selectFrom('user_courses').select('course_id').where('user_id', '=', userId).execute())
    .length;

async function handPayOrder(ctx: TestContext, token: string, course: number) {
  const o = await order(ctx, token, '/api/v2/order/course', { course_id: course, promo_code: '' });
  const res = await ctx.call('POST', '/api/v3/order/pay/handPay', { token, body: { order_id: o.order_id } });
  expect(res.json.code).toBe(0);
  return o.order_id;
}

describe('operator: hand pay', () => {
  it('parses yuan by digits', () => {
    expect(['99', '99.5', '99.50', '0.01', ' 12 '].map(parseYuan)).toEqual([9900, 9950, 9950, 1, 1200]);
    expect(['', '-1', '1.234', '1e3', 'abc'].map(parseYuan)).toEqual([null, null, null, null, null]);
  });

  it('lists waiting orders and confirms one once, for the right amount, touching no other order', async () => {
    const ctx = await createTestContext();
    const s = await shop(ctx);
    const a = await ctx.member({ nick_name: '打款学员' });
    const b = await ctx.member();
    const mine = await handPayOrder(ctx, a.token, s.course);
    const theirs = await order(ctx, b.token, '/api/v2/order/course', { course_id: s.course, promo_code: '' });
    await startScan(ctx, b.token, theirs.order_id);

    const list = await handPayList(ctx);
    expect(list.code).toBe(0);
    expect(list.text).toContain(mine);
    expect(list.text).toContain('打款学员');
    expect(list.text).toContain('应付 ￥99');
    expect(list.text).not.toContain(theirs.order_id);

    expect(await handPayConfirm(ctx, mine, '98')).toEqual({
      code: 1,
      text: `金额不符：订单 ${mine} 应付 ￥99.00，输入的是 ￥98.00，未做任何改动。`,
    });
    expect((await handPayConfirm(ctx, mine, 'abc')).code).toBe(1);
    expect(await handPayConfirm(ctx, '99999999999')).toEqual({
      code: 1,
      text: '订单 99999999999 不存在，未做任何改动。',
    });
    expect((await handPayConfirm(ctx, 'x; drop table')).code).toBe(1);
    // Another member's order (paying by WeChat) is not a hand-pay order: a mistyped number leaves it alone.
    expect((await handPayConfirm(ctx, theirs.order_id)).text).toContain('不是手动打款订单');
    expect((await statusOf(ctx, b.token, theirs.order_id)).data).toEqual({ status: 5 });
    expect(await owned(ctx, b.id)).toBe(0);
    expect(await owned(ctx, a.id)).toBe(0);

    const confirmed = await runOperator(ctx, ['hand-pay:confirm', mine, '--amount', '99.00']);
    expect(confirmed).toEqual({ code: 0, text: `订单 ${mine} 已确认收款 ￥99.00，商品已开通。` });
    expect((await statusOf(ctx, a.token, mine)).data).toEqual({ status: 9 });
    expect(await owned(ctx, a.id)).toBe(1);

    const again = await Promise.all([handPayConfirm(ctx, mine), handPayConfirm(ctx, mine)]);
    expect(again.map((r) => r.text)).toEqual([
      `订单 ${mine} 已经支付过，未重复开通。`,
      `订单 ${mine} 已经支付过，未重复开通。`,
    ]);
    expect(await owned(ctx, a.id)).toBe(1);
    const payments = await ctx.db.selectFrom('order_payments').selectAll().execute();
    expect(payments.map((p) => [p.provider, p.outcome, p.amount_fen])).toEqual([['handPay', 'paid', 9900]]);
    expect((await handPayList(ctx)).text).toBe('没有等待确认的手动打款订单。');
    expect((await runOperator(ctx, ['nonsense'])).text).toContain('用法');
  });

  it('a transfer confirmed after its order was cancelled is refused and leaves no refund behind', async () => {
    const { ctx, s, m } = await shopper();
    const no = await handPayOrder(ctx, m.token, s.course);
    ctx.clock.advance(24 * 3600_000);
    expect(await cancelDueOrders(ctx.db, ctx.clock.now())).toBe(1);
    expect((await handPayConfirm(ctx, no)).text).toContain('已超时取消，不能再开通');
    expect(await owned(ctx, m.id)).toBe(0);
    expect(await refundRows(ctx)).toEqual([]);
  });
});

describe('operator: refunds', () => {
  it('marks a manual (hand-pay) refund done by hand, once', async () => {
    const { ctx, s, m } = await shopper();
    const no = await handPayOrder(ctx, m.token, s.course);
    expect((await handPayConfirm(ctx, no)).code).toBe(0);
    // The same transfer reported again by another path (a duplicate): the money has to go back by hand.
    const o = await ctx.db
      .selectFrom('orders')
      .select('id')
      .where('order_no', '=', no)
      .executeTakeFirstOrThrow();
    expect(
      await settlePayment(
        ctx.db,
        { provider: 'handPay', orderNo: no, tradeNo: 'HAND-SECOND', amountFen: 9900, paid: true },
        ctx.clock.now(),
      ),
    ).toBe('duplicate');
    const [row] = await refundRows(ctx);
    expect(row).toMatchObject({ order_id: o.id, provider: 'handPay', status: 'manual', reason: 'duplicate' });
    const refundNo = row?.refund_no ?? '';
    expect((await refundsList(ctx, 'manual')).text).toContain(refundNo);
    expect((await runOperator(ctx, ['refunds:retry', refundNo])).text).toContain('refunds:done');
    expect(await runOperator(ctx, ['refunds:done', refundNo, '--reference', '工行转账 0001'])).toEqual({
      code: 0,
      text: `退款 ${refundNo} 已标记为人工退款完成。`,
    });
    expect((await refundRows(ctx))[0]).toMatchObject({ status: 'succeeded', reference: '工行转账 0001' });
    expect((await refundsDone(ctx, refundNo)).text).toContain('已经是成功状态');
    expect((await refundsDone(ctx, 'R404')).code).toBe(1);
  });
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe.skipIf(TEST_DIALECT !== 'sqlite')('operator command line', () => {
  it('npm run operator -- hand-pay:list opens the SQLite database of DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-'));
    try {
      const out = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          'npm',
          ['run', '--silent', 'operator', '--', 'hand-pay:list'],
          {
            cwd: root,
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', APP_MODE: 'production' },
            timeout: 60_000,
          },
          (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
        );
      });
      expect(out.stdout.trim()).toBe('没有等待确认的手动打款订单。');
      expect(out.code).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'meedu.sqlite'))).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
