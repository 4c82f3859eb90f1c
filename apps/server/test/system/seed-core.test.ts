import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/lib/passwords.ts';
import { DEMO_STUDENT, SECOND_STUDENT, seedCore } from '../../src/seed/core.ts';
import { createTestContext } from '../helpers.ts';

describe('core demo seed', () => {
  it('creates the demo student and a second student who can log in with meedu123', async () => {
    const ctx = await createTestContext();
    await seedCore(ctx);
    const users = await ctx.db
      .selectFrom('users')
      .select(['id', 'mobile', 'nick_name', 'password', 'avatar', 'is_password_set', 'credit1', 'role_id'])
      .orderBy('id')
      .execute();
    expect(users.map((u) => u.mobile)).toEqual([DEMO_STUDENT.mobile, SECOND_STUDENT.mobile]);
    const demo = users[0];
    expect(demo).toMatchObject({
      nick_name: '学习达人',
      avatar: '',
      is_password_set: 1,
      credit1: 120,
      role_id: 0,
    });
    for (const u of users) {
      expect(u.password).toMatch(/^\$2[aby]\$10\$/);
      expect(await verifyPassword('meedu123', u.password)).toBe(true);
    }
  });

  it('gives the demo student three notifications, one of them read', async () => {
    const ctx = await createTestContext();
    await seedCore(ctx);
    const notificationsOf = (mobile: string) =>
      ctx.db
        .selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select(['n.id', 'n.read_at', 'n.created_at'])
        .where('u.mobile', '=', mobile)
        .orderBy('n.created_at')
        .execute();
    const rows = await notificationsOf(DEMO_STUDENT.mobile);
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.read_at !== null)).toHaveLength(1);
    for (const r of rows) expect(r.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await notificationsOf(SECOND_STUDENT.mobile)).toEqual([]);
  });

  it('creates the three VIP plans with prices, days and multi-line descriptions', async () => {
    const ctx = await createTestContext();
    await seedCore(ctx);
    const roles = await ctx.db
      .selectFrom('roles')
      .select(['name', 'charge', 'expire_days', 'description', 'is_show'])
      .orderBy('weight')
      .execute();
    expect(roles.map((r) => [r.name, r.charge, r.expire_days, r.is_show])).toEqual([
      ['月度会员', 30, 30, 1],
      ['季度会员', 78, 90, 1],
      ['年度会员', 268, 365, 1],
    ]);
    for (const r of roles) expect(r.description.split('\n').length).toBeGreaterThan(1);
  });

  it('dates everything in the past of the clock', async () => {
    const ctx = await createTestContext();
    await seedCore(ctx);
    const now = ctx.clock.now().toISOString().replace('T', ' ').slice(0, 19);
    const tables = ['users', 'navs', 'links', 'announcements', 'roles', 'notifications'] as const;
    for (const table of tables) {
      const latest = await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.max('created_at').as('t'))
        .executeTakeFirst();
      expect(latest?.t && latest.t <= now, table).toBe(true);
    }
  });
});
