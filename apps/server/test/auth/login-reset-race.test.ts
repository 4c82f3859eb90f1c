import { describe, expect, it } from 'vitest';
import { compileTrust } from '../../src/lib/client-address.ts';
import { createTestContext } from '../helpers.ts';
import { dataOf, smsCode, solvedCaptcha } from './support.ts';

const LOGINS = 24;
const SPACING_MS = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 32, item 1: a password login that checked the old hash while a reset replaced it must not get a token
 * that outlives the reset. Many logins with the old password are sent one after another while one reset runs;
 * whichever of them succeed, none of their tokens may work once the reset has answered.
 */
describe('password logins racing a password reset', () => {
  it('leaves no working session on the replaced password', async () => {
    // Each login from its own address, with a captcha: the login guard must not be what refuses them.
    const ctx = await createTestContext({ trustProxy: compileTrust('1') });
    const m = await ctx.member({ password: 'old-secret' });
    const code = await smsCode(ctx, m.mobile, 'password_reset');
    const captchas = await Promise.all(Array.from({ length: LOGINS }, () => solvedCaptcha(ctx)));

    const reset = ctx.call('POST', '/api/v2/password/reset', {
      body: { mobile: m.mobile, mobile_code: code, password: 'new-secret' },
    });
    const logins: ReturnType<typeof ctx.call>[] = [];
    for (const [i, captcha] of captchas.entries()) {
      logins.push(
        ctx.call('POST', '/api/v2/login/password', {
          body: {
            mobile: m.mobile,
            password: 'old-secret',
            image_key: captcha.key,
            image_captcha: captcha.text,
          },
          headers: { 'x-forwarded-for': `10.32.1.${i + 1}` },
        }),
      );
      await pause(SPACING_MS);
    }
    expect((await reset).json.code).toBe(0);
    const replies = (await Promise.all(logins)).map((r) => r.json);
    for (const reply of replies) if (reply.code !== 0) expect(reply.message).toBe('手机号或密码错误');

    const tokens = replies.filter((r) => r.code === 0).map((r) => dataOf<{ token: string }>(r).token);
    const working: string[] = [];
    for (const token of tokens)
      if ((await ctx.call('GET', '/api/v2/member/detail', { token })).json.code === 0) working.push(token);
    expect(working).toEqual([]);
  }, 60_000);
});
