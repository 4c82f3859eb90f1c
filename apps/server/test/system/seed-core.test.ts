import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/lib/passwords.ts';
import { DEMO_STUDENT, SECOND_STUDENT, seedCore } from '../../src/seed/core.ts';
import { createTestContext } from '../helpers.ts';

interface UserRow {
  id: number;
  mobile: string;
  nick_name: string;
  password: string;
  avatar: string;
  is_password_set: number;
  credit1: number;
  role_id: number;
}

describe('core demo seed', () => {
  it('creates the demo student and a second student who can log in with meedu123', async () => {
    const ctx = createTestContext();
    seedCore(ctx);
    const users = ctx.db.prepare<[], UserRow>('SELECT * FROM users ORDER BY id').all();
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
      expect(verifyPassword('meedu123', u.password)).toBe(true);
    }
  });

  it('gives the demo student three notifications, one of them read', () => {
    const ctx = createTestContext();
    seedCore(ctx);
    const rows = ctx.db
      .prepare<[string], { id: string; read_at: string | null; created_at: string }>(
        `SELECT n.id, n.read_at, n.created_at FROM notifications n JOIN users u ON u.id = n.user_id
         WHERE u.mobile = ? ORDER BY n.created_at`,
      )
      .all(DEMO_STUDENT.mobile);
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.read_at !== null)).toHaveLength(1);
    for (const r of rows) expect(r.id).toMatch(/^[0-9a-f-]{36}$/);
    const other = ctx.db
      .prepare(
        'SELECT COUNT(*) AS n FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.mobile = ?',
      )
      .get(SECOND_STUDENT.mobile);
    expect(other).toEqual({ n: 0 });
  });

  it('creates the three VIP plans with prices, days and multi-line descriptions', () => {
    const ctx = createTestContext();
    seedCore(ctx);
    const roles = ctx.db
      .prepare<
        [],
        { name: string; charge: number; expire_days: number; description: string; is_show: number }
      >('SELECT name, charge, expire_days, description, is_show FROM roles ORDER BY weight')
      .all();
    expect(roles.map((r) => [r.name, r.charge, r.expire_days, r.is_show])).toEqual([
      ['月度会员', 30, 30, 1],
      ['季度会员', 78, 90, 1],
      ['年度会员', 268, 365, 1],
    ]);
    for (const r of roles) expect(r.description.split('\n').length).toBeGreaterThan(1);
  });

  it('dates everything in the past of the clock', () => {
    const ctx = createTestContext();
    seedCore(ctx);
    const now = ctx.clock.now().toISOString().replace('T', ' ').slice(0, 19);
    for (const table of ['users', 'navs', 'links', 'announcements', 'roles', 'notifications']) {
      const latest = ctx.db.prepare<[], { t: string }>(`SELECT MAX(created_at) AS t FROM ${table}`).get();
      expect(latest?.t && latest.t <= now, table).toBe(true);
    }
  });
});
