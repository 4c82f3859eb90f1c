import type { TokenReply } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { countRows } from '../support/rows.ts';
import { expectShape, type FieldList } from '../support/contract-shape.ts';
import { dataOf, inParallel, lockUser, passwordLogin, smsCode, solvedCaptcha } from './support.ts';
import { compileTrust } from '../../src/lib/client-address.ts';
import { setSetting } from '../../src/settings/settings.ts';

const TOKEN: FieldList<TokenReply> = { token: true };

const detail = (ctx: TestContext, token: string) => ctx.call('GET', '/api/v2/member/detail', { token });

describe('POST /api/v2/login/password', () => {
  it('logs in with mobile and password', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member({ password: 'meedu123' });
    const res = await passwordLogin(ctx, m.mobile, 'meedu123');
    expect(res.json.code).toBe(0);
    expectShape<TokenReply>(res.json.data, TOKEN);
    const { token } = dataOf<{ token: string }>(res.json);
    expect((await detail(ctx, token)).json).toMatchObject({ code: 0, data: { id: m.id } });
  });

  it('validates and refuses wrong credentials and locked accounts', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member({ password: 'meedu123' });
    expect((await ctx.call('POST', '/api/v2/login/password', { body: {} })).json).toMatchObject({
      code: 1,
      message: '请输入手机号,请输入密码',
    });
    const wrong = await passwordLogin(ctx, m.mobile, 'nope');
    expect(wrong.json).toMatchObject({ code: 1, message: '手机号或密码错误' });
    const unknown = await passwordLogin(ctx, '13711112222', 'meedu123');
    expect(unknown.json.message).toBe('手机号或密码错误');
    await lockUser(ctx, m.id);
    const locked = await passwordLogin(ctx, m.mobile, 'meedu123');
    expect(locked.json).toMatchObject({ code: 1, message: '账号已被锁定' });
  });

  it('refuses NUL characters as 参数错误 (PostgreSQL text cannot hold them)', async () => {
    const ctx = await createTestContext();
    for (const body of [
      { mobile: '137\u00000000000', password: 'x' },
      { mobile: '13700000000', password: 'a\u0000b' },
    ])
      expect((await ctx.call('POST', '/api/v2/login/password', { body })).json).toEqual({
        code: 1,
        message: '参数错误',
        data: [],
      });
    const code = await ctx.call('POST', '/api/v3/auth/login/code', { body: { code: 'x\u0000' } });
    expect(code.json.message).toBe('参数错误');
  });

  it('cancels a pending deletion request', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member({ password: 'meedu123' });
    expect((await ctx.call('POST', '/api/v3/member/destroy', { token: m.token })).json.code).toBe(0);
    await passwordLogin(ctx, m.mobile, 'meedu123');
    expect(
      await ctx.db
        .selectFrom('user_delete_jobs')
        .select('user_id')
        .where('user_id', '=', m.id)
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('password login guard: captcha per account, lock per account and address', () => {
  const ATTACKER = '203.0.113.66';
  const MEMBER_AT = '198.51.100.23';
  /** A server behind a trusted proxy, so each request can come from its own address. */
  const behindProxy = () => createTestContext({ trustProxy: compileTrust('1') });
  const loginFrom = async (
    ctx: TestContext,
    address: string,
    body: { mobile: string; password: string; image_key?: string; image_captcha?: string },
  ) =>
    (await ctx.call('POST', '/api/v2/login/password', { body, headers: { 'x-forwarded-for': address } }))
      .json;
  const withCaptcha = async (ctx: TestContext, mobile: string, password: string) => {
    const { key, text } = await solvedCaptcha(ctx);
    return { mobile, password, image_key: key, image_captcha: text };
  };

  it('asks for the image captcha after 3 failures on an account, from any address; the member still logs in', async () => {
    const ctx = await behindProxy();
    const m = await ctx.member({ password: 'meedu123' });
    for (let i = 0; i < 3; i++)
      expect(await loginFrom(ctx, ATTACKER, { mobile: m.mobile, password: 'bad' })).toMatchObject({
        code: 1,
        message: '手机号或密码错误',
      });
    expect(await loginFrom(ctx, ATTACKER, { mobile: m.mobile, password: 'bad' })).toEqual({
      code: 1,
      message: '请输入图形验证码',
      data: [],
    });
    // The member, elsewhere, is asked for the captcha too, and not locked out.
    const right = { mobile: m.mobile, password: 'meedu123' };
    expect((await loginFrom(ctx, MEMBER_AT, right)).message).toBe('请输入图形验证码');
    const { key } = await solvedCaptcha(ctx);
    expect(await loginFrom(ctx, MEMBER_AT, { ...right, image_key: key, image_captcha: 'zzzz' })).toEqual({
      code: 1,
      message: '图形验证码错误',
      data: [],
    });
    const ok = await loginFrom(ctx, MEMBER_AT, await withCaptcha(ctx, m.mobile, 'meedu123'));
    expect(ok.code).toBe(0);
    expectShape<TokenReply>(ok.data, TOKEN);
    // A successful login clears the account's counters: the next one needs no captcha.
    expect((await loginFrom(ctx, MEMBER_AT, right)).code).toBe(0);
    // Other accounts never needed one.
    const other = await ctx.member({ password: 'meedu123' });
    expect((await loginFrom(ctx, ATTACKER, { mobile: other.mobile, password: 'meedu123' })).code).toBe(0);
  });

  it('locks only the address that failed 10 times on an account, for 10 minutes, never the member elsewhere', async () => {
    const ctx = await behindProxy();
    const m = await ctx.member({ password: 'meedu123' });
    for (let i = 0; i < 3; i++) await loginFrom(ctx, ATTACKER, { mobile: m.mobile, password: 'bad' });
    for (let i = 0; i < 7; i++)
      expect((await loginFrom(ctx, ATTACKER, await withCaptcha(ctx, m.mobile, 'bad'))).message).toBe(
        '手机号或密码错误',
      );
    expect(await loginFrom(ctx, ATTACKER, await withCaptcha(ctx, m.mobile, 'meedu123'))).toEqual({
      code: 1,
      message: '登录失败次数过多，请10分钟后再试',
      data: [],
    });
    const lock = await ctx.limits.loginPair.get(`${m.mobile}|${ATTACKER}`);
    expect(lock?.msBeforeNext).toBeGreaterThan(590_000);
    expect(lock?.msBeforeNext).toBeLessThanOrEqual(600_000);
    // The member at another address logs in (with the captcha the failures asked for).
    expect((await loginFrom(ctx, MEMBER_AT, await withCaptcha(ctx, m.mobile, 'meedu123'))).code).toBe(0);
  });

  it('counts a burst atomically: of 30 wrong passwords at once from 30 addresses, 3 are tried without a captcha', async () => {
    const ctx = await behindProxy();
    const m = await ctx.member({ password: 'meedu123' });
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        loginFrom(ctx, `203.0.113.${i + 1}`, { mobile: m.mobile, password: 'bad' }),
      ),
    );
    expect(replies.filter((r) => r.message === '手机号或密码错误')).toHaveLength(3);
    expect(replies.filter((r) => r.message === '请输入图形验证码')).toHaveLength(27);
  });

  it('of 16 attempts at once with captchas from one address, 10 are tried and 6 refused', async () => {
    const ctx = await behindProxy();
    const m = await ctx.member({ password: 'meedu123' });
    const bodies = await Promise.all(Array.from({ length: 16 }, () => withCaptcha(ctx, m.mobile, 'bad')));
    const replies = await Promise.all(bodies.map((body) => loginFrom(ctx, ATTACKER, body)));
    expect(replies.filter((r) => r.message === '手机号或密码错误')).toHaveLength(10);
    expect(replies.filter((r) => r.message === '登录失败次数过多，请10分钟后再试')).toHaveLength(6);
  });

  it('asks one address for the captcha after 20 failures over many accounts, not other addresses', async () => {
    const ctx = await behindProxy();
    for (let i = 0; i < 20; i++)
      expect(
        (await loginFrom(ctx, ATTACKER, { mobile: `1350000${String(i).padStart(4, '0')}`, password: 'x' }))
          .message,
      ).toBe('手机号或密码错误');
    const m = await ctx.member({ password: 'meedu123' });
    expect((await loginFrom(ctx, ATTACKER, { mobile: m.mobile, password: 'meedu123' })).message).toBe(
      '请输入图形验证码',
    );
    expect((await loginFrom(ctx, ATTACKER, await withCaptcha(ctx, m.mobile, 'meedu123'))).code).toBe(0);
    expect((await loginFrom(ctx, MEMBER_AT, { mobile: m.mobile, password: 'meedu123' })).code).toBe(0);
  });

  it('refuses captcha fields that are not text as 参数错误', async () => {
    const ctx = await behindProxy();
    const res = await ctx.call('POST', '/api/v2/login/password', {
      body: { mobile: '13700000000', password: 'x', image_key: 5, image_captcha: ['a'] },
    });
    expect(res.json).toEqual({ code: 1, message: '参数错误', data: [] });
  });
});

describe('SMS login guard: the password login guard, and wrong codes never drop the code', () => {
  const ATTACKER = '203.0.113.77';
  const MEMBER_AT = '198.51.100.24';
  const behindProxy = () => createTestContext({ trustProxy: compileTrust('1') });
  const smsLoginFrom = async (
    ctx: TestContext,
    address: string,
    body: { mobile: string; mobile_code: string; image_key?: string; image_captcha?: string },
  ) =>
    (await ctx.call('POST', '/api/v2/login/mobile', { body, headers: { 'x-forwarded-for': address } })).json;
  const withCaptcha = async (ctx: TestContext, mobile: string, mobile_code: string) => {
    const { key, text } = await solvedCaptcha(ctx);
    return { mobile, mobile_code, image_key: key, image_captcha: text };
  };
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('asks for the captcha after 3 misses on a mobile instead of dropping the code; the member still logs in', async () => {
    const ctx = await behindProxy();
    const m = await ctx.member();
    const code = await smsCode(ctx, m.mobile);
    const wrong = wrongFor(code);
    for (let i = 0; i < 3; i++)
      expect((await smsLoginFrom(ctx, ATTACKER, { mobile: m.mobile, mobile_code: wrong })).message).toBe(
        '短信验证码错误',
      );
    expect(await smsLoginFrom(ctx, ATTACKER, { mobile: m.mobile, mobile_code: wrong })).toEqual({
      code: 1,
      message: '请输入图形验证码',
      data: [],
    });
    // Ten more misses from ten addresses, with captchas: the code is still the member's.
    for (let i = 0; i < 10; i++)
      expect(
        (await smsLoginFrom(ctx, `203.0.114.${i + 1}`, await withCaptcha(ctx, m.mobile, wrong))).message,
      ).toBe('短信验证码错误');
    expect((await smsLoginFrom(ctx, MEMBER_AT, { mobile: m.mobile, mobile_code: code })).message).toBe(
      '请输入图形验证码',
    );
    const { key } = await solvedCaptcha(ctx);
    expect(
      (
        await smsLoginFrom(ctx, MEMBER_AT, {
          mobile: m.mobile,
          mobile_code: code,
          image_key: key,
          image_captcha: 'zz',
        })
      ).message,
    ).toBe('图形验证码错误');
    const ok = await smsLoginFrom(ctx, MEMBER_AT, await withCaptcha(ctx, m.mobile, code));
    expect(ok.code).toBe(0);
    expectShape<TokenReply>(ok.data, TOKEN);
    // A successful login clears the mobile's counters.
    ctx.clock.advance(61_000);
    const next = await smsCode(ctx, m.mobile);
    expect((await smsLoginFrom(ctx, MEMBER_AT, { mobile: m.mobile, mobile_code: next })).code).toBe(0);
  });

  it('ten wrong codes on the registration form leave the login code to the SMS login; the form takes no more tries', async () => {
    const ctx = await behindProxy();
    const mobile = '13712340077';
    const code = await smsCode(ctx, mobile);
    const register = async (mobile_code: string) =>
      (
        await ctx.call('POST', '/api/v2/register/sms', {
          body: { mobile, mobile_code, password: 'secret123' },
          headers: { 'x-forwarded-for': ATTACKER },
        })
      ).json;
    for (let i = 0; i < 10; i++) expect((await register(wrongFor(code))).message).toBe('短信验证码错误');
    // The form is closed to the login code, the right one too: guessing there ends at ten.
    expect((await register(code)).message).toBe('短信验证码错误');
    // The owner of the mobile still logs in with it.
    const ok = await smsLoginFrom(ctx, MEMBER_AT, { mobile, mobile_code: code });
    expect(ok.code).toBe(0);
    expectShape<TokenReply>(ok.data, TOKEN);
  });

  it('locks only the address that missed 10 times on a mobile', async () => {
    const ctx = await behindProxy();
    const m = await ctx.member();
    const code = await smsCode(ctx, m.mobile);
    const wrong = wrongFor(code);
    for (let i = 0; i < 10; i++) await smsLoginFrom(ctx, ATTACKER, await withCaptcha(ctx, m.mobile, wrong));
    expect((await smsLoginFrom(ctx, ATTACKER, await withCaptcha(ctx, m.mobile, code))).message).toBe(
      '登录失败次数过多，请10分钟后再试',
    );
    expect((await smsLoginFrom(ctx, MEMBER_AT, await withCaptcha(ctx, m.mobile, code))).code).toBe(0);
  });

  it('asks one address for the captcha after 20 misses over many mobiles, not other addresses', async () => {
    const ctx = await behindProxy();
    for (let i = 0; i < 20; i++)
      expect(
        (
          await smsLoginFrom(ctx, ATTACKER, {
            mobile: `1350001${String(i).padStart(4, '0')}`,
            mobile_code: '123456',
          })
        ).message,
      ).toBe('短信验证码错误');
    const m = await ctx.member();
    const code = await smsCode(ctx, m.mobile);
    expect((await smsLoginFrom(ctx, ATTACKER, { mobile: m.mobile, mobile_code: code })).message).toBe(
      '请输入图形验证码',
    );
    expect((await smsLoginFrom(ctx, MEMBER_AT, { mobile: m.mobile, mobile_code: code })).code).toBe(0);
  });
});

describe('POST /api/v2/login/mobile', () => {
  it('logs an existing member in', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const code = await smsCode(ctx, m.mobile);
    const res = await ctx.call('POST', '/api/v2/login/mobile', {
      body: { mobile: m.mobile, mobile_code: code },
    });
    expectShape<TokenReply>(res.json.data, TOKEN);
    const { token } = dataOf<{ token: string }>(res.json);
    expect((await detail(ctx, token)).json).toMatchObject({ data: { id: m.id } });
  });

  it('one code logs in once, even for ten requests at the same time', async () => {
    const ctx = await createTestContext();
    const code = await smsCode(ctx, '13755557777');
    // With captchas: past 3 attempts on a mobile the login guard asks for one.
    const captchas = await Promise.all(Array.from({ length: 10 }, () => solvedCaptcha(ctx)));
    const { successes, replies } = await inParallel(10, (i) =>
      ctx.call('POST', '/api/v2/login/mobile', {
        body: {
          mobile: '13755557777',
          mobile_code: code,
          image_key: captchas[i]?.key,
          image_captcha: captchas[i]?.text,
        },
      }),
    );
    expect(successes).toBe(1);
    expect(replies.filter((r) => r.code !== 0).every((r) => r.message === '短信验证码错误')).toBe(true);
    expect(await countRows(ctx.db, 'users', { mobile: '13755557777' })).toBe(1);
  });

  it('registers an unknown mobile with a random 12-character nickname', async () => {
    const ctx = await createTestContext();
    const code = await smsCode(ctx, '13755556666');
    const res = await ctx.call('POST', '/api/v2/login/mobile', {
      body: { mobile: '13755556666', mobile_code: code, msv: '' },
    });
    const { token } = dataOf<{ token: string }>(res.json);
    const me = dataOf<{ mobile: string; nick_name: string; is_password_set: number }>(
      (await detail(ctx, token)).json,
    );
    expect(me.mobile).toBe('13755556666');
    expect(me.nick_name).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(me.is_password_set).toBe(0);
  });

  it('validates and refuses wrong codes and locked accounts', async () => {
    const ctx = await createTestContext();
    // Only the mobile is a validation rule (contract §3.2); a missing code fails the code check.
    expect((await ctx.call('POST', '/api/v2/login/mobile', { body: {} })).json).toEqual({
      code: 1,
      message: '请输入手机号',
      data: [],
    });
    const m = await ctx.member();
    const noCode = await ctx.call('POST', '/api/v2/login/mobile', { body: { mobile: m.mobile } });
    expect(noCode.json).toEqual({ code: 1, message: '短信验证码错误', data: [] });
    const bad = await ctx.call('POST', '/api/v2/login/mobile', {
      body: { mobile: m.mobile, mobile_code: '123456' },
    });
    expect(bad.json).toMatchObject({ code: 1, message: '短信验证码错误' });
    await lockUser(ctx, m.id);
    const code = await smsCode(ctx, m.mobile);
    const locked = await ctx.call('POST', '/api/v2/login/mobile', {
      body: { mobile: m.mobile, mobile_code: code },
    });
    expect(locked.json.message).toBe('账号已被锁定');
  });
});

describe('POST /api/v2/register/sms', () => {
  it('records the consent to the published agreements on registering, by password or by SMS login, never on login', async () => {
    const ctx = await createTestContext();
    await setSetting(ctx.db, 'user_protocol_content', '<p>用户协议</p>');
    await setSetting(ctx.db, 'user_private_protocol_content', '<p>隐私政策</p>');
    const consents = (mobile: string) =>
      ctx.db
        .selectFrom('agreement_consents')
        .innerJoin('users', 'users.id', 'agreement_consents.user_id')
        .select(['type', 'version', 'user_agent'])
        .where('users.mobile', '=', mobile)
        .orderBy('type')
        .execute();
    const registered = await ctx.call('POST', '/api/v2/register/sms', {
      body: { mobile: '13766665555', mobile_code: await smsCode(ctx, '13766665555'), password: 'abc12345' },
      headers: { 'user-agent': 'Browser/1.0' },
    });
    expect(registered.json.code).toBe(0);
    expect(await consents('13766665555')).toEqual([
      { type: 'privacy_policy', version: 1, user_agent: 'Browser/1.0' },
      { type: 'user_agreement', version: 1, user_agent: 'Browser/1.0' },
    ]);
    const viaSms = await ctx.call('POST', '/api/v2/login/mobile', {
      body: { mobile: '13766664444', mobile_code: await smsCode(ctx, '13766664444') },
    });
    expect(viaSms.json.code).toBe(0);
    expect(await consents('13766664444')).toHaveLength(2);
    const known = await ctx.member();
    expect((await passwordLogin(ctx, known.mobile, 'secret123')).json.code).toBe(0);
    expect(await consents(known.mobile)).toEqual([]);
  });

  it('registers with a password and issues no token', async () => {
    const ctx = await createTestContext();
    const code = await smsCode(ctx, '13766667777');
    const res = await ctx.call('POST', '/api/v2/register/sms', {
      body: { mobile: '13766667777', mobile_code: code, password: 'abc12345' },
    });
    expect(res.json).toEqual({ code: 0, message: '', data: [] });
    expect((await passwordLogin(ctx, '13766667777', 'abc12345')).json.code).toBe(0);
  });

  it('grants the configured registration credit, with a ledger row', async () => {
    const ctx = await createTestContext();
    await setSetting(ctx.db, 'credit1_reward', {
      register: 50,
      watched_vod_course: 0,
      watched_video: 0,
      paid_order: 0,
      invite: 0,
    });
    const code = await smsCode(ctx, '13766669999');
    await ctx.call('POST', '/api/v2/register/sms', {
      body: { mobile: '13766669999', mobile_code: code, password: 'abc12345' },
    });
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'credit1'])
      .where('mobile', '=', '13766669999')
      .executeTakeFirst();
    expect(user?.credit1).toBe(50);
    expect(
      await ctx.db
        .selectFrom('user_credit1_records')
        .select(['sum', 'remark'])
        .where('user_id', '=', user?.id ?? 0)
        .execute(),
    ).toEqual([{ sum: 50, remark: '注册奖励' }]);
  });

  it('keeps a password as typed, so a trailing space still logs in', async () => {
    const ctx = await createTestContext();
    const code = await smsCode(ctx, '13766668888');
    const res = await ctx.call('POST', '/api/v2/register/sms', {
      body: { mobile: '13766668888', mobile_code: code, password: 'abc123 ' },
    });
    expect(res.json.code).toBe(0);
    expect((await passwordLogin(ctx, '13766668888', 'abc123 ')).json.code).toBe(0);
    expect((await passwordLogin(ctx, '13766668888', 'abc123')).json.message).toBe('手机号或密码错误');
  });

  it('validates the password length, the code and an existing mobile', async () => {
    const ctx = await createTestContext();
    const reg = (body: object) => ctx.call('POST', '/api/v2/register/sms', { body });
    expect((await reg({})).json.message).toBe('请输入手机号,请输入短信验证码,请输入密码');
    // An empty password fails "required" alone, not the length rule as well.
    expect((await reg({ mobile: '13766667777', mobile_code: '1', password: '' })).json).toEqual({
      code: 1,
      message: '请输入密码',
      data: [],
    });
    expect((await reg({ mobile: '13766667777', mobile_code: '1', password: '123' })).json.message).toBe(
      '密码长度不能少于6个字符',
    );
    expect(
      (await reg({ mobile: '13766667777', mobile_code: '1', password: '12345678901234567' })).json.message,
    ).toBe('密码长度不能多于16个字符');
    expect(
      (await reg({ mobile: '13766667777', mobile_code: '000000', password: '123456' })).json.message,
    ).toBe('短信验证码错误');
    const m = await ctx.member();
    const code = await smsCode(ctx, m.mobile);
    expect((await reg({ mobile: m.mobile, mobile_code: code, password: '123456' })).json.message).toBe(
      '手机号已存在',
    );
  });
});

describe('POST /api/v2/password/reset', () => {
  it('sets a new password and ends existing sessions', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member({ password: 'old-pass' });
    ctx.clock.advance(5_000);
    const code = await smsCode(ctx, m.mobile);
    const res = await ctx.call('POST', '/api/v2/password/reset', {
      body: { mobile: m.mobile, mobile_code: code, password: 'new-pass' },
    });
    expect(res.json.code).toBe(0);
    expect((await detail(ctx, m.token)).json).toMatchObject({ code: 401 });
    expect((await passwordLogin(ctx, m.mobile, 'new-pass')).json.code).toBe(0);
  });

  it('validates and refuses unknown mobiles and wrong codes', async () => {
    const ctx = await createTestContext();
    const reset = (body: object) => ctx.call('POST', '/api/v2/password/reset', { body });
    expect((await reset({})).json.message).toBe('请输入手机号,请输入短信验证码,请输入密码');
    expect((await reset({ mobile: '13700000009', mobile_code: '000000', password: 'x' })).json.message).toBe(
      '短信验证码错误',
    );
    const code = await smsCode(ctx, '13700000009');
    expect((await reset({ mobile: '13700000009', mobile_code: code, password: 'x' })).json.message).toBe(
      '手机号不存在',
    );
  });
});

describe('POST /api/v2/logout', () => {
  it('revokes the token it was called with', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const other = await ctx.tokens.issue(m.id);
    expect((await ctx.call('POST', '/api/v2/logout', { token: m.token, body: {} })).json.code).toBe(0);
    expect((await detail(ctx, m.token)).json).toMatchObject({ code: 401, message: '错误' });
    expect((await detail(ctx, other)).json.code).toBe(0);
  });

  it('needs a token', async () => {
    const ctx = await createTestContext();
    const res = await ctx.call('POST', '/api/v2/logout');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 401, message: '错误' });
  });
});
