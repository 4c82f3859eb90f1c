import type { AdminErrorReply, ListReply, ShareGoodsItem, WithdrawalItem } from '@meedu/contract/admin';
import { describe, expect, it } from 'vitest';
import { toDbTime } from '../../src/lib/dates.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { columnOf, ledgerSum } from '../support/rows.ts';
import { auditRows, consoleCrew } from './support.ts';

describe('share: commission goods and withdrawals', () => {
  const crew = consoleCrew('share.view', 'share.edit', 'campaigns.edit');

  /** A member with `balance` yuan earned, who asks to withdraw each of `amounts`; answers the member and the ids. */
  async function memberWithdrawing(balance: number, amounts: number[]) {
    const { ctx } = crew;
    const m = await ctx.member();
    await ctx.db.updateTable('users').set({ invite_balance: balance }).where('id', '=', m.id).execute();
    await ctx.db
      .insertInto('share_balance_records')
      .values({ user_id: m.id, amount: balance, remark: '奖励', created_at: toDbTime(ctx.clock.now()) })
      .execute();
    for (const amount of amounts) {
      const r = await ctx.call('POST', '/addons/MultiLevelShare/api/v1/user/withdraw', {
        token: m.token,
        body: { channel: 'alipay', channel_account: 'me@example.com', channel_name: '张三', amount },
      });
      expect(r.json.code).toBe(0);
    }
    const ids = await ctx.db
      .selectFrom('share_withdrawals')
      .select('id')
      .where('user_id', '=', m.id)
      .orderBy('id')
      .execute();
    return { member: m, ids: ids.map((w) => w.id) };
  }

  const moneyOf = async (userId: number) => ({
    balance: await columnOf(crew.ctx.db, 'users', 'invite_balance', { id: userId }),
    ledger: await ledgerSum(crew.ctx.db, 'share_balance_records', userId),
  });

  it('sets commission rates on a product, refuses bad input and a second row, audits; view-only and others refused', async () => {
    const course = await fixtures(crew.ctx).course({ title: '分销课程', charge: 99 });
    const body = { goods_type: 'course', goods_id: course, reward: 10, reward2: 3 };
    expect((await crew.viewer.call('POST', '/share-goods', body)).status).toBe(403);
    const refused = await crew.outsider.call<AdminErrorReply>('GET', '/share-goods');
    expect(refused.body.message).toBe('没有权限：分销（查看）');
    const bad = await crew.editor.call<AdminErrorReply>('POST', '/share-goods', {
      ...body,
      goods_id: 999_999,
      reward: -1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ reward: '一级佣金不能为负数' });
    const missing = await crew.editor.call<AdminErrorReply>('POST', '/share-goods', {
      ...body,
      goods_id: 999_999,
    });
    expect(missing.body.fields).toEqual({ goods_id: '商品不存在' });

    const made = await crew.editor.call<ShareGoodsItem>('POST', '/share-goods', body);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ goods_title: '分销课程', reward: 10, reward2: 3 });
    const twice = await crew.editor.call<AdminErrorReply>('POST', '/share-goods', body);
    expect(twice.body.fields).toEqual({ goods_id: '该商品已设置分销佣金' });
    const changed = await crew.editor.call<ShareGoodsItem>('PUT', `/share-goods/${made.body.id}`, {
      ...body,
      reward: 12,
    });
    expect(changed.body.reward).toBe(12);
    // The storefront's share page lists what the console set.
    const page = await crew.ctx.call('GET', '/addons/MultiLevelShare/api/v1/user/goods', {
      token: (await crew.ctx.member()).token,
    });
    expect(JSON.stringify(page.json.data)).toContain('"reward":12');
    const list = await crew.viewer.call<ListReply<ShareGoodsItem>>('GET', '/share-goods');
    expect(list.body.items.map((g) => g.id)).toContain(made.body.id);
    expect((await crew.editor.call('DELETE', `/share-goods/${made.body.id}`)).status).toBe(204);
    expect((await auditRows(crew.ctx, 'share_goods')).map((a) => a.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it('lists pending withdrawals first; approve keeps the ledger, refuse returns the amount once with the reason', async () => {
    const { member, ids } = await memberWithdrawing(100, [30, 20]);
    const [paid, refused] = ids as [number, number];
    expect(await moneyOf(member.id)).toEqual({ balance: 50, ledger: 50 });

    const list = await crew.viewer.call<ListReply<WithdrawalItem>>(
      'GET',
      `/withdrawals?user_id=${member.id}`,
    );
    expect(list.body.items.map((w) => [w.id, w.status])).toEqual([
      [paid, 0],
      [refused, 0],
    ]);
    expect(list.body.items[0]?.member).toMatch(/\*\*\*\*/);
    expect(
      (await crew.viewer.call('POST', `/withdrawals/${paid}/approve`, { payout_reference: 'X' })).status,
    ).toBe(403);
    const noRef = await crew.editor.call<AdminErrorReply>('POST', `/withdrawals/${paid}/approve`, {
      payout_reference: ' ',
    });
    expect(noRef.body.fields).toEqual({ payout_reference: '请填写打款流水号' });

    const approved = await crew.editor.call<WithdrawalItem>('POST', `/withdrawals/${paid}/approve`, {
      payout_reference: 'ALI2026112900001',
    });
    expect(approved.body).toMatchObject({ status: 1, payout_reference: 'ALI2026112900001' });
    expect(await moneyOf(member.id)).toEqual({ balance: 50, ledger: 50 });

    const refusedReply = await crew.editor.call<WithdrawalItem>('POST', `/withdrawals/${refused}/refuse`, {
      reason: '支付宝账户与实名不符',
    });
    expect(refusedReply.body).toMatchObject({ status: 2, refuse_reason: '支付宝账户与实名不符' });
    expect(await moneyOf(member.id)).toEqual({ balance: 70, ledger: 70 });
    const again = await crew.editor.call<AdminErrorReply>('POST', `/withdrawals/${refused}/refuse`, {
      reason: '再次',
    });
    expect(again.status).toBe(409);
    expect(await moneyOf(member.id)).toEqual({ balance: 70, ledger: 70 });

    // The member reads the reason in the share page's records, and both decisions in their messages.
    const records = await crew.ctx.call('GET', '/addons/MultiLevelShare/api/v1/user/balanceRecords', {
      token: member.token,
    });
    expect(JSON.stringify(records.json.data)).toContain('提现驳回退回：支付宝账户与实名不符');
    const notes = await crew.ctx.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', member.id)
      .execute();
    expect(notes.map((n) => n.message).join('\n')).toMatch(/ALI2026112900001[\s\S]*支付宝账户与实名不符/);
    expect((await auditRows(crew.ctx, 'withdrawal')).map((a) => a.action)).toEqual(['refuse', 'approve']);
  });

  it('decides a withdrawal once when clicks and operators race: the ledger moves at most once', async () => {
    const { member, ids } = await memberWithdrawing(60, [40]);
    const id = ids[0] as number;
    const replies = await Promise.all([
      crew.editor.call('POST', `/withdrawals/${id}/refuse`, { reason: '重复提交' }),
      crew.boss.call('POST', `/withdrawals/${id}/refuse`, { reason: '重复提交' }),
      crew.editor.call('POST', `/withdrawals/${id}/approve`, { payout_reference: 'R1' }),
      crew.boss.call('POST', `/withdrawals/${id}/approve`, { payout_reference: 'R2' }),
    ]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(3);
    const status = await columnOf(crew.ctx.db, 'share_withdrawals', 'status', { id });
    expect(await moneyOf(member.id)).toEqual(
      status === 2 ? { balance: 60, ledger: 60 } : { balance: 20, ledger: 20 },
    );
  });
});
