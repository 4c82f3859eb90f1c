import type { SocialiteLoginReply, TokenReply, WechatScanPollReply, WechatScanQr } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { STATE_PURPOSE } from '../../src/modules/socialite/service.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { countRows } from '../support/rows.ts';
import { expectShape, type FieldList } from '../support/contract-shape.ts';
import {
  bindSocialite,
  dataOf,
  enableSocialites,
  inParallel,
  lockUser,
  raw,
  smsCode,
} from '../auth/support.ts';

const LOGGED_IN: FieldList<Extract<SocialiteLoginReply, { success: 1 }>> = { success: true, token: true };
const BIND_MOBILE: FieldList<Extract<SocialiteLoginReply, { success: 0 }>> = {
  success: true,
  action: true,
  code: true,
};
const NOT_SCANNED: FieldList<Extract<WechatScanPollReply, { success: -1 }>> = { success: true };
const QR: FieldList<WechatScanQr> = { code: true, image: true };
const TOKEN: FieldList<TokenReply> = { token: true };

/** The openid of the member's bound identity of `app`. */
async function openidOf(ctx: TestContext, userId: number, app: 'qq' | 'wechat'): Promise<string> {
  const row = await ctx.db
    .selectFrom('user_socialites')
    .select('app_user_id')
    .where('user_id', '=', userId)
    .where('app', '=', app)
    .executeTakeFirst();
  return row?.app_user_id ?? '';
}

const ORIGIN = 'http://localhost';
const S_URL = `${ORIGIN}/login/callback?redirect=%2Fcourses`;
const F_URL = `${ORIGIN}/error`;

const startPath = (params: Record<string, string>) =>
  `/api/v3/auth/login/socialite/qq?${new URLSearchParams(params).toString()}`;

/** Starts a QQ login, "authorizes" in the sandbox, follows the callback; answers the final redirect URL. */
async function qqRoundTrip(
  ctx: TestContext,
  choice: { choice?: string; nickname?: string; deny?: string } = {},
  action = 'login',
): Promise<URL> {
  const start = await raw(ctx, startPath({ s_url: S_URL, f_url: F_URL, action }));
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location') ?? '');
  expect(authorize.pathname).toBe('/__dev/qq/authorize');
  const state = authorize.searchParams.get('state') ?? '';
  const page = await raw(ctx, `/__dev/qq/authorize?state=${encodeURIComponent(state)}`);
  expect(page.status).toBe(200);
  const form = new URLSearchParams({
    state,
    choice: choice.choice ?? 'new',
    nickname: choice.nickname ?? '',
  });
  if (choice.deny) form.set('deny', choice.deny);
  const post = await raw(ctx, '/__dev/qq/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  expect(post.status).toBe(302);
  const callback = new URL(post.headers.get('location') ?? '');
  const done = await raw(ctx, callback.pathname + callback.search);
  expect(done.status).toBe(302);
  return new URL(done.headers.get('location') ?? '');
}

const exchange = (ctx: TestContext, code: string) =>
  ctx.call('POST', '/api/v3/auth/login/code', { body: { code } });

describe('QQ login start: GET /api/v3/auth/login/socialite/{app}', () => {
  it('validates the parameters', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    expect((await ctx.call('GET', startPath({}))).json).toMatchObject({ code: 1, message: '参数错误' });
    expect((await ctx.call('GET', startPath({ s_url: S_URL, f_url: F_URL, action: 'x' }))).json.message).toBe(
      '参数错误',
    );
    const long = `${ORIGIN}/${'a'.repeat(260)}`;
    expect(
      (await ctx.call('GET', startPath({ s_url: long, f_url: F_URL, action: 'login' }))).json.message,
    ).toBe('参数错误');
    const weibo =
      '/api/v3/auth/login/socialite/weibo?' +
      new URLSearchParams({ s_url: S_URL, f_url: F_URL, action: 'login' });
    expect((await ctx.call('GET', weibo)).json.message).toBe('登录应用不存在');
  });

  it('refuses when QQ login is off', async () => {
    const ctx = await createTestContext();
    expect(
      (await ctx.call('GET', startPath({ s_url: S_URL, f_url: F_URL, action: 'login' }))).json.message,
    ).toBe('登录应用不存在');
  });

  it('refuses return addresses of other sites (no open redirect)', async () => {
    const ctx = await createTestContext({ corsOrigins: ['https://shop.example.com'] });
    await enableSocialites(ctx);
    for (const bad of [
      'https://evil.example/steal',
      'javascript:alert(1)',
      '//evil.example/x',
      '/relative',
      'http://user:pw@localhost/x',
    ])
      expect(
        (await ctx.call('GET', startPath({ s_url: bad, f_url: F_URL, action: 'login' }))).json.message,
      ).toBe('参数错误');
    expect(
      (await ctx.call('GET', startPath({ s_url: S_URL, f_url: 'https://evil.example/', action: 'login' })))
        .json.message,
    ).toBe('参数错误');
    // APP_URL's origin and configured CORS origins are accepted.
    for (const good of ['http://localhost:8080/login', 'https://shop.example.com/login'])
      expect((await raw(ctx, startPath({ s_url: good, f_url: good, action: 'login' }))).status).toBe(302);
  });
});

describe('QQ login round trip', () => {
  it('a new identity creates a member when mobile binding is not forced', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const back = await qqRoundTrip(ctx, { nickname: '企鹅' });
    expect(back.origin + back.pathname).toBe(`${ORIGIN}/login/callback`);
    expect(back.searchParams.get('redirect')).toBe('/courses');
    expect(back.searchParams.get('action')).toBe('login');
    const code = back.searchParams.get('login_code') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9]{32}$/);
    const res = await exchange(ctx, code);
    expectShape<SocialiteLoginReply>(res.json.data, LOGGED_IN);
    const data = dataOf<{ success: number; token: string }>(res.json);
    expect(data.success).toBe(1);
    const me = dataOf<{ nick_name: string; is_bind_qq: number; is_bind_mobile: number }>(
      (await ctx.call('GET', '/api/v2/member/detail', { token: data.token })).json,
    );
    expect(me).toMatchObject({ is_bind_qq: 1, is_bind_mobile: 0 });
    expect(me.nick_name).toMatch(/^企鹅_[A-Za-z0-9]{4}$/);
    // The code is spent.
    expect((await exchange(ctx, code)).json).toMatchObject({ code: 1, message: '已过期' });
  });

  it('an identity already bound logs its member in', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const m = await ctx.member();
    await bindSocialite(ctx, m.id, 'qq', 'qq-open-1', 'Q');
    const back = await qqRoundTrip(ctx, { choice: 'qq-open-1' });
    const res = await exchange(ctx, back.searchParams.get('login_code') ?? '');
    const { token } = dataOf<{ token: string }>(res.json);
    expect((await ctx.call('GET', '/api/v2/member/detail', { token })).json).toMatchObject({
      data: { id: m.id },
    });
    await lockUser(ctx, m.id);
    const again = await qqRoundTrip(ctx, { choice: 'qq-open-1' });
    expect((await exchange(ctx, again.searchParams.get('login_code') ?? '')).json.message).toBe(
      '用户已锁定无法登录',
    );
  });

  it('forced mobile binding asks for a mobile, then withSocialite creates the member', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx, { bindAlert: true });
    const back = await qqRoundTrip(ctx);
    const code = back.searchParams.get('login_code') ?? '';
    const asked = await exchange(ctx, code);
    expectShape<SocialiteLoginReply>(asked.json.data, BIND_MOBILE);
    expect(asked.json.data).toEqual({ success: 0, action: 'bind_mobile', code });

    const bind = (body: object) => ctx.call('POST', '/api/v3/auth/register/withSocialite', { body });
    // mobile and code are the only required fields ('参数错误'); a missing SMS code fails the code check.
    expect((await bind({})).json).toEqual({ code: 1, message: '参数错误', data: [] });
    expect((await bind({ mobile: '13744445555', code })).json).toEqual({
      code: 1,
      message: '短信验证码错误',
      data: [],
    });
    expect((await bind({ mobile: '13744445555', mobile_code: '000000', code })).json.message).toBe(
      '短信验证码错误',
    );
    const taken = await ctx.member();
    const takenCode = await smsCode(ctx, taken.mobile, 'mobile_bind');
    expect((await bind({ mobile: taken.mobile, mobile_code: takenCode, code })).json.message).toBe(
      '手机号已存在',
    );
    const sms = await smsCode(ctx, '13744445555', 'mobile_bind');
    expect((await bind({ mobile: '13744445555', mobile_code: sms, code: 'nope' })).json.message).toBe(
      '已过期',
    );
    ctx.clock.advance(61_000);
    const sms2 = await smsCode(ctx, '13744445555', 'mobile_bind');
    const ok = await bind({ mobile: '13744445555', mobile_code: sms2, code });
    expectShape<TokenReply>(ok.json.data, TOKEN);
    const { token } = dataOf<{ token: string }>(ok.json);
    expect((await ctx.call('GET', '/api/v2/member/detail', { token })).json).toMatchObject({
      data: { mobile: '13744445555', is_bind_qq: 1, is_bind_mobile: 1 },
    });
    expect((await exchange(ctx, code)).json.message).toBe('已过期');
  });

  it('login codes expire after 600 s', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const back = await qqRoundTrip(ctx);
    ctx.clock.advance(601_000);
    expect((await exchange(ctx, back.searchParams.get('login_code') ?? '')).json.message).toBe('已过期');
    expect((await ctx.call('POST', '/api/v3/auth/login/code', { body: {} })).json.message).toBe('参数错误');
  });

  it('a refused authorization goes to f_url with login_err_msg and msg', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const back = await qqRoundTrip(ctx, { deny: '1' });
    expect(back.origin + back.pathname).toBe(F_URL);
    expect(back.searchParams.get('login_err_msg')).toBe('授权登录失败[1002]');
    expect(back.searchParams.get('msg')).toBe('授权登录失败[1002]');
    expect(back.searchParams.get('action')).toBe('login');
  });

  it('an expired state goes to f_url; a tampered or missing one is refused without redirecting', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const start = await raw(ctx, startPath({ s_url: S_URL, f_url: F_URL, action: 'login' }));
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    ctx.clock.advance(601_000);
    const late = await raw(ctx, `/api/v3/auth/login/socialite/qq/callback?data=${encodeURIComponent(state)}`);
    expect(late.status).toBe(302);
    expect(new URL(late.headers.get('location') ?? '').searchParams.get('msg')).toBe('授权登录失败[1001]');

    const [body, sig] = state.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({
        p: STATE_PURPOSE,
        e: 9e9,
        d: { app: 'qq', s_url: 'https://evil.example/', f_url: 'https://evil.example/', action: 'login' },
      }),
    ).toString('base64url');
    for (const bad of [`${forgedBody}.${sig}`, `${body}.AAAA`, 'garbage']) {
      const res = await raw(
        ctx,
        `/api/v3/auth/login/socialite/qq/callback?data=${encodeURIComponent(bad)}&code=x`,
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ code: 1, message: '授权登录失败[1001]' });
    }
    expect((await ctx.call('GET', '/api/v3/auth/login/socialite/qq/callback')).json.message).toBe('参数错误');
  });

  it('a state signed for another purpose or a forged provider code is refused', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const signer = ctx.signer;
    const started = await raw(ctx, startPath({ s_url: S_URL, f_url: F_URL, action: 'login' }));
    const state = new URL(started.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const wrongPurpose = signer.sign(
      'mobile-change',
      { app: 'qq', s_url: S_URL, f_url: F_URL, action: 'login' },
      600,
    );
    const res = await raw(
      ctx,
      `/api/v3/auth/login/socialite/qq/callback?data=${encodeURIComponent(wrongPurpose)}`,
    );
    expect(await res.json()).toMatchObject({ message: '授权登录失败[1001]' });
    const forgedCode = signer.sign('socialite-state', { openid: 'x', nickname: 'x', avatar: '' }, 600);
    const cb = await raw(
      ctx,
      `/api/v3/auth/login/socialite/qq/callback?data=${encodeURIComponent(state)}&code=${encodeURIComponent(forgedCode)}`,
    );
    expect(new URL(cb.headers.get('location') ?? '').searchParams.get('login_err_msg')).toBe(
      '授权登录失败[1002]',
    );
    // The state was spent by that callback: a replay goes to f_url, and so does a state this site never stored.
    const replay = await raw(
      ctx,
      `/api/v3/auth/login/socialite/qq/callback?state=${encodeURIComponent(state)}&code=x`,
    );
    expect(new URL(replay.headers.get('location') ?? '').searchParams.get('msg')).toBe('授权登录失败[1001]');
    const unstored = signer.sign(
      STATE_PURPOSE,
      { app: 'qq', s_url: S_URL, f_url: F_URL, action: 'login', n: 'never-stored' },
      600,
    );
    const stray = await raw(
      ctx,
      `/api/v3/auth/login/socialite/qq/callback?data=${encodeURIComponent(unstored)}&code=x`,
    );
    expect(new URL(stray.headers.get('location') ?? '').searchParams.get('msg')).toBe('授权登录失败[1001]');
  });
});

describe('POST /api/v3/member/socialite/bindWithCode', () => {
  it('binds a QQ identity to the logged-in member', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const m = await ctx.member();
    const back = await qqRoundTrip(ctx, {}, 'bind');
    expect(back.searchParams.get('action')).toBe('bind');
    const code = back.searchParams.get('login_code') ?? '';
    const bind = (body: object, token = m.token) =>
      ctx.call('POST', '/api/v3/member/socialite/bindWithCode', { token, body });
    expect((await bind({})).json.message).toBe('参数错误');
    expect((await bind({ code: 'unknown' })).json.message).toBe('已过期');
    expect((await bind({ code })).json).toEqual({ code: 0, message: '', data: [] });
    expect((await ctx.call('GET', '/api/v2/member/detail', { token: m.token })).json).toMatchObject({
      data: { is_bind_qq: 1 },
    });
    // The same member cannot bind a second QQ; a QQ bound to someone cannot be bound by another member.
    const second = (await qqRoundTrip(ctx, {}, 'bind')).searchParams.get('login_code') ?? '';
    expect((await bind({ code: second })).json.message).toBe('您已经绑定了该渠道的账号');
    const openid = await openidOf(ctx, m.id, 'qq');
    const other = await ctx.member();
    const same = (await qqRoundTrip(ctx, { choice: openid }, 'bind')).searchParams.get('login_code') ?? '';
    expect((await bind({ code: same }, other.token)).json.message).toBe('同渠道账号已绑定其它用户');
    const v3 = await ctx.call('POST', '/api/v3/member/socialite/bindWithCode', { body: { code } });
    expect(v3.status).toBe(401);
  });
});

describe('WeChat scan login', () => {
  const scan = async (ctx: TestContext) =>
    dataOf<{ code: string; image: string }>((await ctx.call('GET', '/api/v3/auth/login/wechat/scan')).json);
  const poll = (ctx: TestContext, code: string) =>
    ctx.call('GET', `/api/v3/auth/login/wechat/scan/query?code=${encodeURIComponent(code)}`);
  const sandboxScan = (ctx: TestContext, body: object) => ctx.call('POST', '/__dev/wechat/scan', { body });

  it('is refused when scan login is off', async () => {
    const ctx = await createTestContext();
    expect((await ctx.call('GET', '/api/v3/auth/login/wechat/scan')).json).toMatchObject({
      code: 1,
      message: '未开启微信公众号扫码登录',
    });
  });

  it('answers a code and a QR image, polls -1, then logs in once the sandbox scanned it', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const res = await ctx.call('GET', '/api/v3/auth/login/wechat/scan');
    expectShape<WechatScanQr>(res.json.data, QR);
    const { code, image } = dataOf<WechatScanQr>(res.json);
    expect(code).toMatch(/^scan_v2_[A-Za-z0-9]{10}$/);
    expect(image.startsWith('data:image/png;base64, iVBOR')).toBe(true);
    const waiting = (await poll(ctx, code)).json.data;
    expectShape<WechatScanPollReply>(waiting, NOT_SCANNED);
    expect(waiting).toEqual({ success: -1 });
    expect((await ctx.call('GET', '/api/v3/auth/login/wechat/scan/query')).json.message).toBe('参数错误');

    expect((await sandboxScan(ctx, { code, new: true, nickname: '微信同学' })).json.code).toBe(0);
    const firstReply = (await poll(ctx, code)).json.data;
    expectShape<WechatScanPollReply>(firstReply, LOGGED_IN);
    const first = firstReply as { success: number; token: string };
    expect(first.success).toBe(1);
    const me = (await ctx.call('GET', '/api/v2/member/detail', { token: first.token })).json;
    expect(me).toMatchObject({ data: { is_bind_wechat: 1 } });
    // The scan entry is gone once it produced a token (the reference kept handing out tokens for an hour).
    expect((await poll(ctx, code)).json.data).toEqual({ success: -1 });
  });

  it('logs in the member an identity is bound to; refuses locked members', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const m = await ctx.member();
    await bindSocialite(ctx, m.id, 'wechat', 'wx-1');
    const { code } = await scan(ctx);
    expect((await sandboxScan(ctx, { code, user_id: m.id })).json.code).toBe(0);
    const { token } = dataOf<{ token: string }>((await poll(ctx, code)).json);
    expect((await ctx.call('GET', '/api/v2/member/detail', { token })).json).toMatchObject({
      data: { id: m.id },
    });
    await lockUser(ctx, m.id);
    const next = await scan(ctx);
    await sandboxScan(ctx, { code: next.code, openid: 'wx-1' });
    expect((await poll(ctx, next.code)).json.message).toBe('用户已锁定无法登录');
  });

  it('forced mobile binding: poll asks to bind, withWechatScan creates the member', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx, { bindAlert: true });
    const { code } = await scan(ctx);
    await sandboxScan(ctx, { code, new: true });
    expect((await poll(ctx, code)).json.data).toEqual({ success: 0, action: 'bind_mobile', code });
    const bind = (body: object) => ctx.call('POST', '/api/v3/auth/register/withWechatScan', { body });
    expect((await bind({ mobile: '13755550000' })).json).toEqual({ code: 1, message: '参数错误', data: [] });
    expect((await bind({ mobile: '13755550000', code })).json.message).toBe('短信验证码错误');
    expect((await bind({ mobile: '13755550000', code, mobile_code: '000000' })).json.message).toBe(
      '短信验证码错误',
    );
    const sms = await smsCode(ctx, '13755550000');
    expect(
      (await bind({ mobile: '13755550000', code: 'scan_v2_unknown00', mobile_code: sms })).json.message,
    ).toBe('已过期');
    ctx.clock.advance(61_000);
    const sms2 = await smsCode(ctx, '13755550000');
    const ok = await bind({ mobile: '13755550000', code, mobile_code: sms2 });
    expectShape<TokenReply>(ok.json.data, TOKEN);
    const { token } = dataOf<{ token: string }>(ok.json);
    expect((await ctx.call('GET', '/api/v2/member/detail', { token })).json).toMatchObject({
      data: { mobile: '13755550000', is_bind_wechat: 1 },
    });
    expect((await poll(ctx, code)).json.data).toEqual({ success: -1 });
  });

  it('scan codes expire after an hour', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const { code } = await scan(ctx);
    ctx.clock.advance(3601_000);
    expect((await sandboxScan(ctx, { code, new: true })).json).toMatchObject({
      code: 1,
      message: '二维码已过期或不存在',
    });
  });
});

describe('GET /api/v3/member/wechatScanBind', () => {
  it('answers the bind code; the sandbox scan binds WeChat to the member', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const m = await ctx.member();
    const other = await ctx.member();
    const res = await ctx.call('GET', '/api/v3/member/wechatScanBind', { token: m.token });
    expectShape<WechatScanQr>(res.json.data, QR);
    const { code, image } = dataOf<{ code: string; image: string }>(res.json);
    expect(code).toBe(`bind_v2_${m.id}`);
    expect(image.startsWith('data:image/png;base64, ')).toBe(true);
    expect((await ctx.call('POST', '/__dev/wechat/scan', { body: { code, new: true } })).json.code).toBe(0);
    expect((await ctx.call('GET', '/api/v2/member/detail', { token: m.token })).json).toMatchObject({
      data: { is_bind_wechat: 1 },
    });
    // Another member cannot bind the same WeChat.
    const otherCode = dataOf<{ code: string }>(
      (await ctx.call('GET', '/api/v3/member/wechatScanBind', { token: other.token })).json,
    ).code;
    const clash = await ctx.call('POST', '/__dev/wechat/scan', { body: { code: otherCode, user_id: m.id } });
    expect(clash.json).toMatchObject({ code: 1, message: '该微信已绑定其它账号' });
    // A bind code nobody asked for is refused.
    expect(
      (await ctx.call('POST', '/__dev/wechat/scan', { body: { code: 'bind_v2_999', new: true } })).json.code,
    ).toBe(1);
  });

  it('is refused when scan login is off, and needs a v3 token', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    expect((await ctx.call('GET', '/api/v3/member/wechatScanBind', { token: m.token })).json.message).toBe(
      '未开启微信公众号扫码登录',
    );
    expect((await ctx.call('GET', '/api/v3/member/wechatScanBind')).status).toBe(401);
  });
});

describe('single use under concurrency', () => {
  it('a login code gives one token to ten exchanges at the same time', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const code = (await qqRoundTrip(ctx)).searchParams.get('login_code') ?? '';
    const { successes, replies } = await inParallel(10, () => exchange(ctx, code));
    expect(successes).toBe(1);
    expect(replies.filter((r) => r.code !== 0).every((r) => r.message === '已过期')).toBe(true);
    expect(await countRows(ctx.db, 'user_socialites', { app: 'qq' })).toBe(1);
  });

  it('a login code of a bound identity gives one token to ten exchanges', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const m = await ctx.member();
    await bindSocialite(ctx, m.id, 'qq', 'qq-open-9');
    const code = (await qqRoundTrip(ctx, { choice: 'qq-open-9' })).searchParams.get('login_code') ?? '';
    expect((await inParallel(10, () => exchange(ctx, code))).successes).toBe(1);
  });

  it('withSocialite registers one member for ten requests with one login code', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx, { bindAlert: true });
    const code = (await qqRoundTrip(ctx)).searchParams.get('login_code') ?? '';
    const mobiles = Array.from({ length: 10 }, (_, i) => `137444400${String(i).padStart(2, '0')}`);
    const codes: string[] = [];
    for (const mobile of mobiles) codes.push(await smsCode(ctx, mobile, 'mobile_bind'));
    const { successes, replies } = await inParallel(10, (i) =>
      ctx.call('POST', '/api/v3/auth/register/withSocialite', {
        body: { mobile: mobiles[i], mobile_code: codes[i], code },
      }),
    );
    expect(successes).toBe(1);
    expect(replies.filter((r) => r.code !== 0).every((r) => r.message === '已过期')).toBe(true);
    const created = await ctx.db.selectFrom('users').select('id').where('mobile', 'in', mobiles).execute();
    expect(created).toHaveLength(1);
  });

  it('bindWithCode binds one of ten members trying one login code at the same time', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const code = (await qqRoundTrip(ctx, {}, 'bind')).searchParams.get('login_code') ?? '';
    const members: { token: string }[] = [];
    for (let i = 0; i < 10; i += 1) members.push(await ctx.member());
    const { successes } = await inParallel(10, (i) =>
      ctx.call('POST', '/api/v3/member/socialite/bindWithCode', { token: members[i]!.token, body: { code } }),
    );
    expect(successes).toBe(1);
    expect(await countRows(ctx.db, 'user_socialites', { app: 'qq' })).toBe(1);
  });

  it('a scanned WeChat code gives one token to ten polls at the same time', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const { code } = dataOf<WechatScanQr>((await ctx.call('GET', '/api/v3/auth/login/wechat/scan')).json);
    await ctx.call('POST', '/__dev/wechat/scan', { body: { code, new: true } });
    const { replies } = await inParallel(10, () =>
      ctx.call('GET', `/api/v3/auth/login/wechat/scan/query?code=${encodeURIComponent(code)}`),
    );
    const tokens = replies.filter((r) => (r as { data?: { success?: number } }).data?.success === 1);
    expect(tokens).toHaveLength(1);
    expect(await countRows(ctx.db, 'user_socialites', { app: 'wechat' })).toBe(1);
  });

  it('withWechatScan registers one member for ten requests with one scan code', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx, { bindAlert: true });
    const { code } = dataOf<WechatScanQr>((await ctx.call('GET', '/api/v3/auth/login/wechat/scan')).json);
    await ctx.call('POST', '/__dev/wechat/scan', { body: { code, new: true } });
    const mobiles = Array.from({ length: 10 }, (_, i) => `137555500${String(i).padStart(2, '0')}`);
    const codes: string[] = [];
    for (const mobile of mobiles) codes.push(await smsCode(ctx, mobile));
    const { successes } = await inParallel(10, (i) =>
      ctx.call('POST', '/api/v3/auth/register/withWechatScan', {
        body: { mobile: mobiles[i], mobile_code: codes[i], code },
      }),
    );
    expect(successes).toBe(1);
    const created = await ctx.db.selectFrom('users').select('id').where('mobile', 'in', mobiles).execute();
    expect(created).toHaveLength(1);
  });

  it('a login QR is scanned once, and a bind QR binds once, for ten scans at the same time', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const { code } = dataOf<WechatScanQr>((await ctx.call('GET', '/api/v3/auth/login/wechat/scan')).json);
    const scans = await inParallel(10, (i) =>
      ctx.call('POST', '/__dev/wechat/scan', { body: { code, new: true, nickname: `扫码${i}` } }),
    );
    expect(scans.successes).toBe(1);
    expect(scans.replies.filter((r) => r.code !== 0).every((r) => r.message === '二维码已被扫描')).toBe(true);

    const m = await ctx.member();
    const bind = dataOf<WechatScanQr>(
      (await ctx.call('GET', '/api/v3/member/wechatScanBind', { token: m.token })).json,
    );
    const binds = await inParallel(10, () =>
      ctx.call('POST', '/__dev/wechat/scan', { body: { code: bind.code, new: true } }),
    );
    expect(binds.successes).toBe(1);
    expect(await openidOf(ctx, m.id, 'wechat')).not.toBe('');
  });
});
