import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { ledgerSum } from '../support/rows.ts';
import { seedDemo } from '../../src/seed/index.ts';
import { DEMO_STUDENT } from '../../src/seed/core.ts';
import { DEMO_CODES } from '../../src/seed/marketing.ts';
import { solvedCaptcha } from '../support/captcha.ts';

describe('marketing demo content', () => {
  it('gives the demo student a ledger that sums to the balance, a code to redeem, goods, a certificate and an invitee', async () => {
    const ctx = await createTestContext();
    await seedDemo(ctx);
    const login = await ctx.call('POST', '/api/v2/login/password', {
      body: { mobile: DEMO_STUDENT.mobile, password: DEMO_STUDENT.password },
    });
    const token = (login.json.data as { token: string }).token;
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'credit1'])
      .where('mobile', '=', DEMO_STUDENT.mobile)
      .executeTakeFirstOrThrow();
    expect(await ledgerSum(ctx.db, 'user_credit1_records', user.id)).toBe(user.credit1);

    const c = await solvedCaptcha(ctx);
    const q = await ctx.call('POST', '/addons/CodeExchanger/api/v2/query', {
      token,
      body: { code: `${DEMO_CODES.starter}0001`, image_key: c.key, image_captcha: c.answer },
    });
    expect(q.json.code).toBe(0);
    const goods = await ctx.call('GET', '/addons/Credit1Mall/api/v1/goods', { token });
    expect((goods.json.data as { data: { total: number } }).data.total).toBe(5);
    const certs = await ctx.call('GET', '/addons/Cert/api/v1/member/cert', { token });
    expect((certs.json.data as { total: number }).total).toBe(1);
    const share = await ctx.call('GET', '/addons/MultiLevelShare/api/v1/user', { token });
    expect(share.json.data).toEqual({ invite_count: 1, invite_balance: 15 });
  });
});
