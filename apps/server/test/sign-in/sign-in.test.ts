import type { DaySignInReply, DaySignInStatus } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { expectShape } from '../support/contract-shape.ts';
import { inParallel } from '../auth/support.ts';
import { shanghaiDay } from '../../src/modules/sign-in/service.ts';

describe('day sign-in', () => {
  it('rewards credit1 once per Asia/Shanghai day', async () => {
    const ctx = await createTestContext();
    ctx.clock.set(new Date('2026-11-21T15:00:00Z')); // 23:00 in Shanghai
    const m = await ctx.member();
    const other = await ctx.member();
    const credit = async (id: number) =>
      (await ctx.db.selectFrom('users').select('credit1').where('id', '=', id).executeTakeFirst())?.credit1;

    expect((await ctx.call('GET', '/addons/DaySignIn/api/v1/user')).json).toEqual({
      code: 401,
      message: '错误',
      data: [],
    });
    expect((await ctx.call('POST', '/addons/DaySignIn/api/v1/signIn', { body: {} })).json.code).toBe(401);
    const status = (await ctx.call('GET', '/addons/DaySignIn/api/v1/user', { token: m.token })).json.data;
    expectShape<DaySignInStatus>(status, { is_submit: true });
    expect(status).toEqual({ is_submit: 0 });
    const first = (await ctx.call('POST', '/addons/DaySignIn/api/v1/signIn', { token: m.token, body: {} }))
      .json.data;
    expectShape<DaySignInReply>(first, { reward: true });
    expect(first).toEqual({ reward: 5 });
    expect(
      (await ctx.call('POST', '/addons/DaySignIn/api/v1/signIn', { token: m.token, body: {} })).json.data,
    ).toEqual({ reward: false });
    expect((await ctx.call('GET', '/addons/DaySignIn/api/v1/user', { token: m.token })).json.data).toEqual({
      is_submit: 1,
    });
    expect(
      (await ctx.call('GET', '/addons/DaySignIn/api/v1/user', { token: other.token })).json.data,
    ).toEqual({ is_submit: 0 });
    expect(await credit(m.id)).toBe(5);

    ctx.clock.advance(61 * 60_000); // 00:01 the next day in Shanghai
    expect((await ctx.call('GET', '/addons/DaySignIn/api/v1/user', { token: m.token })).json.data).toEqual({
      is_submit: 0,
    });
    await ctx.db.insertInto('settings').values({ key: 'day_sign_in', value: '{"reward":8}' }).execute();
    expect(
      (await ctx.call('POST', '/addons/DaySignIn/api/v1/signIn', { token: m.token, body: {} })).json.data,
    ).toEqual({ reward: 8 });
    expect(await credit(m.id)).toBe(13);
    const ledger = await ctx.db
      .selectFrom('user_credit1_records')
      .select(['sum', 'remark'])
      .where('user_id', '=', m.id)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { sum: 5, remark: '每日签到' },
      { sum: 8, remark: '每日签到' },
    ]);
  });

  it('rewards once for ten sign-ins at the same time', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const { replies } = await inParallel(10, () =>
      ctx.call('POST', '/addons/DaySignIn/api/v1/signIn', { token: m.token, body: {} }),
    );
    const rewards = replies.map((r) => (r as { data?: { reward?: unknown } }).data?.reward);
    expect(rewards.filter((r) => r === 5)).toHaveLength(1);
    expect(rewards.filter((r) => r === false)).toHaveLength(9);
    const row = await ctx.db.selectFrom('users').select('credit1').where('id', '=', m.id).executeTakeFirst();
    expect(row?.credit1).toBe(5);
    const ledger = await ctx.db
      .selectFrom('user_credit1_records')
      .select('sum')
      .where('user_id', '=', m.id)
      .execute();
    expect(ledger).toEqual([{ sum: 5 }]);
  });

  it('computes the Shanghai day', () => {
    expect(shanghaiDay(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(shanghaiDay(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });
});
