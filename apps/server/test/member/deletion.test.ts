import { describe, expect, it } from 'vitest';
import { processDueDeletions } from '../../src/modules/member/deletion.ts';
import { createTestContext } from '../helpers.ts';

const DAY = 86_400_000;

describe('account deletion after 7 days', () => {
  it('anonymises and locks the account once the request falls due, and its tokens stop working', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member({ mobile: '13755550001', password: 'secret123', nick_name: '要注销的人' });
    const other = await ctx.member({ mobile: '13755550002' });
    const keep = await ctx.tokens.issue(m.id);
    expect((await ctx.call('POST', '/api/v3/member/destroy', { token: m.token })).json.code).toBe(0);

    ctx.clock.advance(6 * DAY);
    expect(await processDueDeletions(ctx)).toEqual([]);
    ctx.clock.advance(DAY + 1000);
    expect(await processDueDeletions(ctx)).toEqual([m.id]);

    const row = await ctx.db
      .selectFrom('users')
      .select(['nick_name', 'mobile', 'is_lock'])
      .where('id', '=', m.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ nick_name: `已注销用户${m.id}`, is_lock: 1 });
    expect(row?.mobile).not.toBe('13755550001');
    expect((await ctx.call('GET', '/api/v2/member/detail', { token: keep })).json.code).toBe(401);
    const login = await ctx.call('POST', '/api/v2/login/password', {
      body: { mobile: '13755550001', password: 'secret123' },
    });
    expect(login.json.message).toBe('手机号或密码错误');
    // Nobody else is touched.
    expect((await ctx.call('GET', '/api/v2/member/detail', { token: other.token })).json.code).toBe(0);
  });

  it('does nothing when the member logged in again within the window (request cancelled)', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member({ mobile: '13755550003', password: 'secret123' });
    await ctx.call('POST', '/api/v3/member/destroy', { token: m.token });
    ctx.clock.advance(DAY);
    const login = await ctx.call('POST', '/api/v2/login/password', {
      body: { mobile: '13755550003', password: 'secret123' },
    });
    expect(login.json.code).toBe(0);
    ctx.clock.advance(7 * DAY);
    expect(await processDueDeletions(ctx)).toEqual([]);
  });
});

describe('account deletion run by several instances at once', () => {
  it('carries each due request out once', async () => {
    const ctx = await createTestContext();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const m = await ctx.member();
      expect((await ctx.call('POST', '/api/v3/member/destroy', { token: m.token })).json.code).toBe(0);
      ids.push(m.id);
    }
    ctx.clock.advance(7 * DAY + 1000);
    const runs = await Promise.all(Array.from({ length: 4 }, () => processDueDeletions(ctx)));
    expect(runs.flat().sort((a, b) => a - b)).toEqual(ids);
    const locked = await ctx.db.selectFrom('users').select('id').where('is_lock', '=', 1).execute();
    expect(locked.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
  });
});
