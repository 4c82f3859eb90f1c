import type { CaptchaChallenge, SystemConfig } from '@meedu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileTrust } from '../../src/lib/client-address.ts';
import {
  CAPTCHA_TTL_SECONDS,
  CHALLENGE_MAX_NUMBER,
  CHALLENGE_RATE,
  challengeDigest,
} from '../../src/modules/captcha/service.ts';
import { setSetting } from '../../src/settings/settings.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { expectShape } from '../support/contract-shape.ts';
import { dataOf, sendSms } from '../auth/support.ts';

/** The checkbox alternative to the image captcha (ours; contract `CaptchaChallenge`). */
describe('GET /api/v2/captcha/challenge', () => {
  let ctx: TestContext;
  let mobiles = 13_600_000_000;
  const nextMobile = () => String(++mobiles);
  beforeAll(async () => {
    ctx = await createTestContext({ trustProxy: compileTrust('1') });
  });

  /** Each case asks from an address of its own, so the rate limit of one does not touch another. */
  const challengeFrom = (address: string) =>
    ctx.call('GET', '/api/v2/captcha/challenge', { headers: { 'X-Forwarded-For': address } });

  /** What the browser does when the box is ticked: tries every number up to `max_number`. */
  function solve(c: CaptchaChallenge): string {
    for (let n = 0; n <= c.max_number; n++) if (challengeDigest(c.salt, n) === c.challenge) return String(n);
    throw new Error('no answer');
  }

  async function challenge(address: string): Promise<CaptchaChallenge> {
    const res = await challengeFrom(address);
    expect(res.json.code).toBe(0);
    return dataOf<CaptchaChallenge>(res.json);
  }

  it('is offered by the config, and its answer passes as image_key/image_captcha, once', async () => {
    const config = await ctx.call('GET', '/api/v2/other/config');
    expect(dataOf<SystemConfig>(config.json).captcha_alternative).toBe('checkbox');
    const res = await challengeFrom('10.0.0.1');
    expectShape<CaptchaChallenge>(res.json.data, {
      key: true,
      algorithm: true,
      salt: true,
      challenge: true,
      max_number: true,
      expires_in: true,
    });
    const c = dataOf<CaptchaChallenge>(res.json);
    expect(c).toMatchObject({ algorithm: 'SHA-256', max_number: CHALLENGE_MAX_NUMBER });
    expect(c.challenge).toMatch(/^[0-9a-f]{64}$/);
    const answer = solve(c);
    const sent = await sendSms(ctx, { mobile: nextMobile(), image_key: c.key, image_captcha: answer });
    expect(sent.json.code).toBe(0);
    const again = await sendSms(ctx, { mobile: nextMobile(), image_key: c.key, image_captcha: answer });
    expect(again.json.message).toBe('图形验证码错误');
  });

  it('refuses a wrong answer and is spent by it', async () => {
    const c = await challenge('10.0.0.2');
    const answer = solve(c);
    const wrong = String((Number(answer) + 1) % (c.max_number + 1));
    const refused = await sendSms(ctx, { mobile: nextMobile(), image_key: c.key, image_captcha: wrong });
    expect(refused.json.message).toBe('图形验证码错误');
    const late = await sendSms(ctx, { mobile: nextMobile(), image_key: c.key, image_captcha: answer });
    expect(late.json.message).toBe('图形验证码错误');
  });

  it('expires with the image captcha', async () => {
    const c = await challenge('10.0.0.3');
    ctx.clock.advance((CAPTCHA_TTL_SECONDS + 1) * 1000);
    const expired = await sendSms(ctx, { mobile: nextMobile(), image_key: c.key, image_captcha: solve(c) });
    expect(expired.json.message).toBe('图形验证码错误');
  });

  it('is limited per client address', async () => {
    for (let i = 0; i < CHALLENGE_RATE.points; i++) await challenge('10.0.0.4');
    const refused = await challengeFrom('10.0.0.4');
    expect(refused.json).toMatchObject({ code: 1, message: '验证请求过于频繁，请稍后再试' });
    expect((await challengeFrom('10.0.0.5')).json.code).toBe(0);
  });

  it('is refused once the operator offers the image captcha alone', async () => {
    await setSetting(ctx.db, 'captcha_alternative', 'none');
    const refused = await challengeFrom('10.0.0.6');
    expect(refused.json).toMatchObject({ code: 1, message: '本站未开启该验证方式' });
    const config = await ctx.call('GET', '/api/v2/other/config');
    expect(dataOf<SystemConfig>(config.json).captcha_alternative).toBe('none');
  });
});
