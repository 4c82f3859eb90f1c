import type { ShareBalanceRecord, ShareGoods, ShareUserReply } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { columnOf, ledgerSum } from '../support/rows.ts';
import * as share from '../../src/modules/share/repository.ts';
import { recordShareCommissions } from '../../src/modules/share/service.ts';
import { siteRawTime, toDbTime } from '../../src/lib/dates.ts';
import { expectShape, expectShapes, type FieldList } from '../support/contract-shape.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { buyAndPay } from '../support/pay.ts';

const USER: FieldList<ShareUserReply> = { invite_count: true, invite_balance: true };
const GOODS: FieldList<ShareGoods> = {
  id: true,
  goods_id: true,
  goods_type: true,
  goods_title: true,
  goods_thumb: true,
  reward: true,
};
const RECORD: FieldList<ShareBalanceRecord> = { remark: true, amount: true, created_at: true };

const bind = (ctx: TestContext, token: string, msv: string) =>
  ctx.call('POST', '/addons/MultiLevelShare/api/v1/user/bind', { token, body: { msv } });

const balanceOf = async (ctx: TestContext, id: number) => ({
  balance: await columnOf(ctx.db, 'users', 'invite_balance', { id }),
  ledger: await ledgerSum(ctx.db, 'share_balance_records', id),
});

describe('multi-level share', () => {
  it('binds an inviter once, pays two levels of commission once per order, and lists them', async () => {
    const ctx = await createTestContext();
    const now = toDbTime(ctx.clock.now());
    const top = await ctx.member();
    const inviter = await ctx.member();
    const buyer = await ctx.member();
    await share.insertGoods(ctx.db, {
      goods_id: 7,
      goods_type: 'course',
      goods_title: '分销课',
      goods_thumb: '/media/covers/course-1.svg',
      reward: 10,
      reward2: 3,
      created_at: now,
    });

    expect((await bind(ctx, inviter.token, String(inviter.id))).json.message).toBe('不能绑定自己');
    expect((await bind(ctx, inviter.token, 'abc')).json.message).toBe('参数错误');
    expect((await bind(ctx, inviter.token, '99999')).json.message).toBe('邀请人不存在');
    expect((await bind(ctx, inviter.token, String(top.id))).json.code).toBe(0);
    expect((await bind(ctx, inviter.token, String(top.id))).json.message).toBe('请勿重复绑定');
    expect((await bind(ctx, top.token, String(inviter.id))).json.message).toBe('不能绑定您邀请的用户');
    expect((await bind(ctx, buyer.token, String(inviter.id))).json.code).toBe(0);

    const order = { order_no: '1000001', user_id: buyer.id, goods: [{ type: 'course', id: 7 }] };
    await ctx.db.transaction().execute((trx) => recordShareCommissions(trx, order, now));
    await ctx.db.transaction().execute((trx) => recordShareCommissions(trx, order, now));
    await ctx.db
      .transaction()
      .execute((trx) =>
        recordShareCommissions(trx, { ...order, order_no: '1000002', goods: [{ type: 'book', id: 7 }] }, now),
      );
    expect(await balanceOf(ctx, inviter.id)).toEqual({ balance: 10, ledger: 10 });
    expect(await balanceOf(ctx, top.id)).toEqual({ balance: 3, ledger: 3 });

    const user = await ctx.call('GET', '/addons/MultiLevelShare/api/v1/user', { token: inviter.token });
    expectShape(user.json.data, USER);
    expect(user.json.data).toEqual({ invite_count: 1, invite_balance: 10 });
    const records = await ctx.call(
      'GET',
      '/addons/MultiLevelShare/api/v1/user/balanceRecords?page=1&size=10',
      {
        token: inviter.token,
      },
    );
    const page = records.json.data as { data: ShareBalanceRecord[]; total: number };
    expectShapes(page.data, RECORD);
    // Sent as the site's wall time (stored in UTC).
    expect(page.data).toEqual([
      { remark: '邀请用户购买《分销课》奖励', amount: 10, created_at: siteRawTime(now) },
    ]);
    const buyerRecords = await ctx.call('GET', '/addons/MultiLevelShare/api/v1/user/balanceRecords', {
      token: buyer.token,
    });
    expect(buyerRecords.json.data).toEqual({ data: [], total: 0 });

    const goods = await ctx.call('GET', '/addons/MultiLevelShare/api/v1/user/goods?page=1&size=9', {
      token: buyer.token,
    });
    const nested = (goods.json.data as { data: { data: unknown[]; total: number } }).data;
    expect(nested.total).toBe(1);
    expectShapes(nested.data, GOODS);
    const config = await ctx.call('GET', '/addons/MultiLevelShare/api/v1/config');
    expect((config.json.data as { rules: string }).rules).toContain('<p>');
  });

  it('takes withdrawals off the balance, never below zero', async () => {
    const ctx = await createTestContext();
    const now = toDbTime(ctx.clock.now());
    const m = await ctx.member();
    await ctx.db.updateTable('users').set({ invite_balance: 50 }).where('id', '=', m.id).execute();
    await share.insertBalanceRecord(ctx.db, {
      user_id: m.id,
      amount: 50,
      remark: '奖励',
      order_no: 'x',
      level: 1,
      created_at: now,
    });
    const withdraw = (body: Record<string, unknown>) =>
      ctx.call('POST', '/addons/MultiLevelShare/api/v1/user/withdraw', {
        token: m.token,
        body: {
          channel: 'alipay',
          channel_account: 'a@b.c',
          channel_name: '张三',
          channel_address: '',
          amount: 20,
          ...body,
        },
      });
    expect((await withdraw({ channel_account: '' })).json.message).toBe('请输入支付宝账户');
    expect((await withdraw({ channel_name: '' })).json.message).toBe('请输入真实姓名');
    expect((await withdraw({ amount: '' })).json.message).toBe('请输入提现金额');
    expect((await withdraw({ amount: -3 })).json.message).toBe('提现金额需要大于0');
    expect((await withdraw({ amount: 51 })).json.message).toBe('提现金额不得大于余额');
    const replies = await Promise.all(Array.from({ length: 5 }, () => withdraw({ amount: '20' })));
    expect(replies.filter((r) => r.json.code === 0)).toHaveLength(2);
    expect(await balanceOf(ctx, m.id)).toEqual({ balance: 10, ledger: 10 });
    // The console's decisions (refuse returns the amount once) are tested in test/admin/share.test.ts.
  });

  it('pays the inviter when an invitee’s order is paid through the order core, once', async () => {
    const ctx = await createTestContext();
    const now = toDbTime(ctx.clock.now());
    const course = await fixtures(ctx).course({ title: '分销课', charge: 99 });
    await share.insertGoods(ctx.db, {
      goods_id: course,
      goods_type: 'course',
      goods_title: '分销课',
      goods_thumb: '',
      reward: 12,
      reward2: 0,
      created_at: now,
    });
    const inviter = await ctx.member();
    const invitee = await ctx.member();
    expect((await bind(ctx, invitee.token, String(inviter.id))).json.code).toBe(0);
    const order = await buyAndPay(ctx, invitee.token, '/api/v2/order/course', {
      course_id: course,
      promo_code: '',
    });
    const replay = await ctx.call('POST', `/__dev/pay/${order.order_id}`, { body: { status: 'paid' } });
    expect(replay.json.code).toBe(0);
    expect(await balanceOf(ctx, inviter.id)).toEqual({ balance: 12, ledger: 12 });
    const records = await ctx.call('GET', '/addons/MultiLevelShare/api/v1/user/balanceRecords', {
      token: inviter.token,
    });
    expect((records.json.data as { data: ShareBalanceRecord[] }).data[0]?.remark).toBe(
      '邀请用户购买《分销课》奖励',
    );
  });
});
