import type { CaptchaImage } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, renderCaptchaPng } from '../../src/lib/captcha-image.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { expectShape } from '../support/contract-shape.ts';
import { decodePng, distinctColours } from '../support/png-decode.ts';
import { dataOf, inParallel, sendSms, smsCode, solvedCaptcha } from '../auth/support.ts';

const MOBILE = '13700000001';

describe('GET /api/v2/captcha/image', () => {
  it('answers a 120×48 PNG data URL and an opaque key', async () => {
    const ctx = await createTestContext();
    const res = await ctx.call('GET', '/api/v2/captcha/image');
    expect(res.json.code).toBe(0);
    expectShape<CaptchaImage>(res.json.data, { sensitive: true, key: true, img: true });
    const data = dataOf<CaptchaImage>(res.json);
    expect(data.sensitive).toBe(false);
    expect(data.key.length).toBeGreaterThanOrEqual(20);
    expect(data.img.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(data.img.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(48);
    const { text } = await solvedCaptcha(ctx);
    expect(text).toHaveLength(4);
    for (const ch of text) expect(CAPTCHA_ALPHABET).toContain(ch);
  });
});

describe('captcha drawing (the CPU pool: svg-captcha glyphs, noise curves, warp, resvg)', () => {
  it('draws 120×48 PNGs with anti-aliased, warped glyphs rather than a block font', async () => {
    const png = await renderCaptchaPng('a7Bq');
    const img = decodePng(png);
    expect([img.width, img.height]).toEqual([120, 48]);
    expect(png.length).toBeGreaterThan(1500);
    expect(png.length).toBeLessThan(20_000);
    // The hand-drawn 5×9 bitmap font drew ~100 colours (flat blocks, dots); outlines, curves and the warp
    // give hundreds.
    expect(distinctColours(img)).toBeGreaterThan(400);
  });

  it('never draws one text the same way twice', async () => {
    const drawings = await Promise.all(Array.from({ length: 6 }, () => renderCaptchaPng('HgtR')));
    expect(new Set(drawings.map((d) => d.toString('base64'))).size).toBe(6);
  });

  it('accepts the answer in any case, once', async () => {
    const ctx = await createTestContext();
    const { key, text } = await solvedCaptcha(ctx);
    const lower = await sendSms(ctx, { mobile: MOBILE, image_key: key, image_captcha: text.toLowerCase() });
    expect(lower.json.code).toBe(0);
    const second = await solvedCaptcha(ctx);
    const upper = await sendSms(ctx, {
      mobile: '13700000002',
      image_key: second.key,
      image_captcha: ` ${second.text.toUpperCase()} `,
    });
    expect(upper.json.code).toBe(0);
    const reused = await sendSms(ctx, { mobile: '13700000003', image_key: key, image_captcha: text });
    expect(reused.json.message).toBe('图形验证码错误');
  });
});

describe('POST /api/v2/captcha/sms', () => {
  it('sends a 6-digit code to the outbox', async () => {
    const ctx = await createTestContext();
    const code = await smsCode(ctx, MOBILE, 'login');
    expect(code).toMatch(/^\d{6}$/);
    const box = await ctx.call('GET', `/__dev/sms?mobile=${MOBILE}`);
    expect(dataOf<{ scene: string; sent_at: string }>(box.json)).toMatchObject({ scene: 'login' });
  });

  it('validates every field with the contract messages', async () => {
    const ctx = await createTestContext();
    const empty = await sendSms(ctx, {});
    expect(empty.json).toMatchObject({ code: 1, message: '请输入手机号,请输入图形验证码,参数错误' });
    const noKey = await sendSms(ctx, { mobile: MOBILE, image_captcha: 'abcd' });
    expect(noKey.json.message).toBe('参数错误');
    const { key, text } = await solvedCaptcha(ctx);
    const badScene = await sendSms(ctx, {
      mobile: MOBILE,
      image_key: key,
      image_captcha: text,
      scene: 'admin',
    });
    expect(badScene.json.message).toBe('参数错误');
  });

  it('accepts a missing scene and answers any case of the captcha', async () => {
    const ctx = await createTestContext();
    const { key, text } = await solvedCaptcha(ctx);
    const flipped = [...text]
      .map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()))
      .join('');
    const res = await sendSms(ctx, { mobile: MOBILE, image_key: key, image_captcha: flipped });
    expect(res.json.code).toBe(0);
  });

  it('refuses a wrong captcha and uses the captcha up on the first check', async () => {
    const ctx = await createTestContext();
    const { key, text } = await solvedCaptcha(ctx);
    const wrong = await sendSms(ctx, {
      mobile: MOBILE,
      image_key: key,
      image_captcha: 'zzzzz',
      scene: 'login',
    });
    expect(wrong.json).toMatchObject({ code: 1, message: '图形验证码错误' });
    const again = await sendSms(ctx, { mobile: MOBILE, image_key: key, image_captcha: text, scene: 'login' });
    expect(again.json.message).toBe('图形验证码错误');
  });

  it('one captcha passes one check, even for ten requests at the same time', async () => {
    const ctx = await createTestContext();
    const { key, text } = await solvedCaptcha(ctx);
    const { successes, replies } = await inParallel(10, (i) =>
      sendSms(ctx, { mobile: `137000001${String(i).padStart(2, '0')}`, image_key: key, image_captcha: text }),
    );
    expect(successes).toBe(1);
    expect(replies.filter((r) => r.code !== 0).every((r) => r.message === '图形验证码错误')).toBe(true);
  });

  it('refuses a captcha after 300 s', async () => {
    const ctx = await createTestContext();
    const { key, text } = await solvedCaptcha(ctx);
    ctx.clock.advance(301_000);
    const res = await sendSms(ctx, { mobile: MOBILE, image_key: key, image_captcha: text, scene: 'login' });
    expect(res.json.message).toBe('图形验证码错误');
  });

  it('refuses a mobile that is not a mainland mobile number', async () => {
    const ctx = await createTestContext();
    const { key, text } = await solvedCaptcha(ctx);
    const res = await sendSms(ctx, { mobile: '12345', image_key: key, image_captcha: text, scene: 'login' });
    expect(res.json.message).toBe('请输入正确的手机号');
  });

  it('sends at most once per mobile per 60 s', async () => {
    const ctx = await createTestContext();
    await smsCode(ctx, MOBILE);
    const { key, text } = await solvedCaptcha(ctx);
    const soon = await sendSms(ctx, { mobile: MOBILE, image_key: key, image_captcha: text, scene: 'login' });
    expect(soon.json).toMatchObject({ code: 1, message: '短信发送过于频繁，请稍后再试' });
    // Another mobile is not affected.
    expect(await smsCode(ctx, '13700000002')).toMatch(/^\d{6}$/);
    ctx.clock.advance(60_000);
    expect(await smsCode(ctx, MOBILE)).toMatch(/^\d{6}$/);
  });

  it('sends once per mobile when ten sends arrive at the same time', async () => {
    const ctx = await createTestContext();
    const captchas = await Promise.all(Array.from({ length: 10 }, () => solvedCaptcha(ctx)));
    const { successes, replies } = await inParallel(10, (i) =>
      sendSms(ctx, { mobile: MOBILE, image_key: captchas[i]!.key, image_captcha: captchas[i]!.text }),
    );
    expect(successes).toBe(1);
    expect(
      replies.filter((r) => r.code !== 0).every((r) => r.message === '短信发送过于频繁，请稍后再试'),
    ).toBe(true);
    const sent = await ctx.db.selectFrom('sms_outbox').select('code').where('mobile', '=', MOBILE).execute();
    expect(sent).toHaveLength(1);
  });
});

describe('SMS code checks (through POST /api/v2/login/mobile)', () => {
  const login = (ctx: TestContext, mobile_code: string) =>
    ctx.call('POST', '/api/v2/login/mobile', { body: { mobile: MOBILE, mobile_code } });

  it('is single use', async () => {
    const ctx = await createTestContext();
    const code = await smsCode(ctx, MOBILE);
    expect((await login(ctx, code)).json.code).toBe(0);
    expect((await login(ctx, code)).json).toMatchObject({ code: 1, message: '短信验证码错误' });
  });

  it('expires after 300 s', async () => {
    const ctx = await createTestContext();
    const code = await smsCode(ctx, MOBILE);
    ctx.clock.advance(299_000);
    const early = await smsCode(ctx, '13700000003');
    expect(
      (
        await ctx.call('POST', '/api/v2/login/mobile', {
          body: { mobile: '13700000003', mobile_code: early },
        })
      ).json.code,
    ).toBe(0);
    ctx.clock.advance(2_000);
    expect((await login(ctx, code)).json.message).toBe('短信验证码错误');
  });

  it('is dropped after 10 wrong tries', async () => {
    const ctx = await createTestContext();
    const code = await smsCode(ctx, MOBILE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) expect((await login(ctx, wrong)).json.message).toBe('短信验证码错误');
    expect((await login(ctx, code)).json.message).toBe('短信验证码错误');
  });

  it('survives 9 wrong tries', async () => {
    const ctx = await createTestContext();
    const code = await smsCode(ctx, MOBILE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 9; i++) await login(ctx, wrong);
    expect((await login(ctx, code)).json.code).toBe(0);
  });

  it('counts ten wrong codes sent at the same time, then drops the code', async () => {
    const ctx = await createTestContext();
    const code = await smsCode(ctx, MOBILE);
    const wrong = code === '000000' ? '111111' : '000000';
    await inParallel(10, () => login(ctx, wrong));
    const failures = await ctx.db
      .selectFrom('sms_failures')
      .select('count')
      .where('mobile', '=', MOBILE)
      .executeTakeFirst();
    expect(failures?.count).toBe(10);
    expect((await login(ctx, code)).json.message).toBe('短信验证码错误');
  });

  it('only accepts codes of the scenes an action allows', async () => {
    const ctx = await createTestContext();
    const code = await smsCode(ctx, MOBILE, 'mobile_bind');
    expect((await login(ctx, code)).json.message).toBe('短信验证码错误');
  });
});
