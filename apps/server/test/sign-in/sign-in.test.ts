import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { shanghaiDay } from '../../src/modules/sign-in/routes.ts';

describe('day sign-in', () => {
  it('rewards credit1 once per Asia/Shanghai day', async () => {
    const ctx = createTestContext();
    ctx.clock.set(new Date('2026-11-21T15:00:00Z')); // 23:00 in Shanghai
    const m = await ctx.member();
    const other = await ctx.member();
    const credit = (id: number) =>
      ctx.db.prepare<[number], { credit1: number }>('SELECT credit1 FROM users WHERE id = ?').get(id)
        ?.credit1;

    expect((await ctx.call('GET', '/addons/DaySignIn/api/v1/user')).json).toEqual({
      code: 401,
      message: '错误',
      data: [],
    });
    expect((await ctx.call('POST', '/addons/DaySignIn/api/v1/signIn', { body: {} })).json.code).toBe(401);
    expect((await ctx.call('GET', '/addons/DaySignIn/api/v1/user', { token: m.token })).json.data).toEqual({
      is_submit: 0,
    });
    expect(
      (await ctx.call('POST', '/addons/DaySignIn/api/v1/signIn', { token: m.token, body: {} })).json.data,
    ).toEqual({ reward: 5 });
    expect(
      (await ctx.call('POST', '/addons/DaySignIn/api/v1/signIn', { token: m.token, body: {} })).json.data,
    ).toEqual({ reward: false });
    expect((await ctx.call('GET', '/addons/DaySignIn/api/v1/user', { token: m.token })).json.data).toEqual({
      is_submit: 1,
    });
    expect(
      (await ctx.call('GET', '/addons/DaySignIn/api/v1/user', { token: other.token })).json.data,
    ).toEqual({ is_submit: 0 });
    expect(credit(m.id)).toBe(5);

    ctx.clock.advance(61 * 60_000); // 00:01 the next day in Shanghai
    expect((await ctx.call('GET', '/addons/DaySignIn/api/v1/user', { token: m.token })).json.data).toEqual({
      is_submit: 0,
    });
    ctx.db.prepare("INSERT INTO settings (key, value) VALUES ('day_sign_in', '{\"reward\":8}')").run();
    expect(
      (await ctx.call('POST', '/addons/DaySignIn/api/v1/signIn', { token: m.token, body: {} })).json.data,
    ).toEqual({ reward: 8 });
    expect(credit(m.id)).toBe(13);
    const ledger = ctx.db
      .prepare<[number], { sum: number; remark: string }>(
        'SELECT sum, remark FROM user_credit1_records WHERE user_id = ? ORDER BY id',
      )
      .all(m.id);
    expect(ledger).toEqual([
      { sum: 5, remark: '每日签到' },
      { sum: 8, remark: '每日签到' },
    ]);
  });

  it('computes the Shanghai day', () => {
    expect(shanghaiDay(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(shanghaiDay(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });
});
