import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { grantCredit1, spendCredit1 } from '../../src/modules/credits/service.ts';

describe('the credit1 ledger', () => {
  it('never goes negative, and always sums to the balance, under concurrent spends', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const now = ctx.clock.now().toISOString();
    expect(await grantCredit1(ctx.db, m.id, 30.9, '测试', now)).toBe(true);
    expect(await spendCredit1(ctx.db, m.id, 0.5, '测试', now)).toBe(false);
    const spends = await Promise.all(
      Array.from({ length: 10 }, () => spendCredit1(ctx.db, m.id, 7, '测试', now)),
    );
    expect(spends.filter(Boolean)).toHaveLength(4);
    const user = await ctx.db
      .selectFrom('users')
      .select('credit1')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    const rows = await ctx.db
      .selectFrom('user_credit1_records')
      .select('sum')
      .where('user_id', '=', m.id)
      .execute();
    expect(user.credit1).toBe(2);
    expect(rows.reduce((total, row) => total + row.sum, 0)).toBe(2);
    expect(await spendCredit1(ctx.db, m.id + 999, 1, '测试', now)).toBe(false);
  });
});
