import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { columnOf, ledgerSum } from '../support/rows.ts';
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
    expect(await columnOf(ctx.db, 'users', 'credit1', { id: m.id })).toBe(2);
    expect(await ledgerSum(ctx.db, 'user_credit1_records', m.id)).toBe(2);
    expect(await spendCredit1(ctx.db, m.id + 999, 1, '测试', now)).toBe(false);
  });
});
