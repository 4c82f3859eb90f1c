import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialConfig } from '../../src/config.ts';
import { tencentFaceProvider } from '../../src/modules/face/providers/tencent.ts';
import { OPEN_SCAN_PURPOSE } from '../../src/modules/socialite/service.ts';
import { writeProviderKeys } from '../../src/settings/provider-keys.ts';
import { setSetting } from '../../src/settings/settings.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { enableSocialites, raw } from '../auth/support.ts';
import {
  type FakeFaceId,
  type FakeQq,
  type FakeWechat,
  scanEventXml,
  signedPushQuery,
  startFakeFaceId,
  startFakeQq,
  startFakeWechat,
} from '../support/social-gateways.ts';

/** Production-mode servers whose providers are the local fakes; one per WeChat mode, plus one with none. */
const QQ_APP = { appId: '101000001', appKey: 'qq-app-key-0001' };
const OPEN_APP = { appId: 'wxopen000000001', secret: 'open-secret-0001' };
const MP_APP = { appId: 'wxmp00000000001', secret: 'mp-secret-0001' };
const MP_TOKEN = 'mp-event-token';
const FACE = { secretId: 'AKIDfake0001', secretKey: 'face-secret-key-0001', ruleId: '1' };

let qq: FakeQq;
let wechat: FakeWechat;
let face: FakeFaceId;
let ctx: TestContext;
let openCtx: TestContext;
let bare: TestContext;

function socialConfig(mode: 'mp' | 'open'): SocialConfig {
  return {
    qq: { ...QQ_APP, endpoint: qq.url },
    wechatScan:
      mode === 'mp'
        ? { mode: 'mp', appId: MP_APP.appId, appSecret: MP_APP.secret, token: MP_TOKEN, endpoint: wechat.url }
        : {
            mode: 'open',
            appId: OPEN_APP.appId,
            appSecret: OPEN_APP.secret,
            endpoint: wechat.url,
            connectEndpoint: wechat.url,
          },
    faceid: { ...FACE, endpoint: face.url, region: 'ap-guangzhou' },
  };
}

beforeAll(async () => {
  [qq, wechat, face] = await Promise.all([
    startFakeQq(QQ_APP),
    startFakeWechat({ open: OPEN_APP, mp: MP_APP }),
    startFakeFaceId(FACE),
  ]);
  [ctx, openCtx, bare] = await Promise.all([
    createTestContext({ demo: false, social: socialConfig('mp') }),
    createTestContext({ demo: false, social: socialConfig('open') }),
    createTestContext({ demo: false }),
  ]);
  // The providers check signatures and timestamps against the real time.
  for (const c of [ctx, openCtx, bare]) {
    c.clock.set(new Date());
    await enableSocialites(c);
  }
});

afterAll(async () => {
  await Promise.all([qq.close(), wechat.close(), face.close()]);
});

const ORIGIN = 'http://localhost';
const S_URL = `${ORIGIN}/login/callback`;
const F_URL = `${ORIGIN}/error`;
const location = (res: Response) => new URL(res.headers.get('location') ?? '');

/** Follows one redirect the provider answers (the person authorizes on the provider's page). */
async function atProvider(url: URL): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return location(res);
}

/** Starts a QQ login, authorizes at the fake QQ, runs our callback; answers where the browser ends. */
async function qqLogin(c: TestContext, action = 'login'): Promise<URL> {
  const start = await raw(
    c,
    `/api/v3/auth/login/socialite/qq?${new URLSearchParams({ s_url: S_URL, f_url: F_URL, action })}`,
  );
  expect(start.status).toBe(302);
  const authorize = location(start);
  expect(authorize.origin + authorize.pathname).toBe(`${qq.url}/oauth2.0/authorize`);
  expect(authorize.searchParams.get('client_id')).toBe(QQ_APP.appId);
  expect(authorize.searchParams.get('redirect_uri')).toBe(
    'http://localhost:8080/api/v3/auth/login/socialite/qq/callback',
  );
  const back = await atProvider(authorize);
  const done = await raw(c, back.pathname + back.search);
  expect(done.status).toBe(302);
  return location(done);
}

const exchange = (c: TestContext, code: string) =>
  c.call('POST', '/api/v3/auth/login/code', { body: { code } });

describe('QQ Connect', () => {
  it('logs a new QQ identity in: token, me (JSONP) and user info read; the member gets the QQ nickname', async () => {
    qq.authorizeAs = { openid: 'QQ-A', nickname: 'QQ阿明', avatar: 'https://thirdqq.qlogo.cn/a.png' };
    const back = await qqLogin(ctx);
    expect(back.origin + back.pathname).toBe(S_URL);
    const login = await exchange(ctx, back.searchParams.get('login_code') ?? '');
    expect(login.json).toMatchObject({ code: 0, data: { success: 1 } });
    const token = (login.json.data as { token: string }).token;
    const me = await ctx.call('GET', '/api/v2/member/detail', { token });
    expect(me.json.data).toMatchObject({ is_bind_qq: 1, avatar: 'https://thirdqq.qlogo.cn/a.png' });
    expect(qq.requests.some((r) => r.startsWith('GET /oauth2.0/token?') && r.includes('fmt=json'))).toBe(
      true,
    );
  });

  it('asks for a mobile when binding is forced, and binds QQ to a logged-in member', async () => {
    await setSetting(ctx.db, 'member', { enabled_mobile_bind_alert: 1, enabled_face_verify: false });
    qq.authorizeAs = { openid: 'QQ-B', nickname: 'QQ阿B', avatar: '' };
    const back = await qqLogin(ctx);
    const code = back.searchParams.get('login_code') ?? '';
    expect((await exchange(ctx, code)).json).toEqual({
      code: 0,
      message: '',
      data: { success: 0, action: 'bind_mobile', code },
    });
    await setSetting(ctx.db, 'member', { enabled_mobile_bind_alert: 0, enabled_face_verify: false });

    const m = await ctx.member();
    qq.authorizeAs = { openid: 'QQ-C', nickname: 'QQ阿C', avatar: '' };
    const bound = await qqLogin(ctx, 'bind');
    expect(bound.searchParams.get('action')).toBe('bind');
    const bind = await ctx.call('POST', '/api/v3/member/socialite/bindWithCode', {
      token: m.token,
      body: { code: bound.searchParams.get('login_code') },
    });
    expect(bind.json.code).toBe(0);
    expect((await ctx.call('GET', '/api/v2/member/detail', { token: m.token })).json.data).toMatchObject({
      is_bind_qq: 1,
    });
  });

  it('a code QQ refuses, a replayed state and a forged state never log anyone in', async () => {
    const start = await raw(
      ctx,
      `/api/v3/auth/login/socialite/qq?${new URLSearchParams({ s_url: S_URL, f_url: F_URL, action: 'login' })}`,
    );
    const state = location(start).searchParams.get('state') ?? '';
    // A code QQ never issued: QQ answers 100019 (JSONP), the browser lands on f_url with the reason.
    const refused = location(
      await raw(
        ctx,
        `/api/v3/auth/login/socialite/qq/callback?code=bogus&state=${encodeURIComponent(state)}`,
      ),
    );
    expect(refused.origin + refused.pathname).toBe(F_URL);
    expect(refused.searchParams.get('login_err_msg')).toBe('QQ授权登录失败，请稍后再试');
    // The state was spent: its replay with a good code is refused too.
    const authorize = new URL(`${qq.url}/oauth2.0/authorize`);
    for (const [k, v] of Object.entries({
      response_type: 'code',
      client_id: QQ_APP.appId,
      redirect_uri: 'http://localhost:8080/api/v3/auth/login/socialite/qq/callback',
      state,
    }))
      authorize.searchParams.set(k, v);
    const back = await atProvider(authorize);
    const replay = location(await raw(ctx, back.pathname + back.search));
    expect(replay.searchParams.get('login_err_msg')).toBe('授权登录失败[1001]');
    // A state not signed by this server is refused without a redirect.
    const forged = await raw(
      ctx,
      `/api/v3/auth/login/socialite/qq/callback?code=x&state=${encodeURIComponent(`${state.split('.')[0]}.AAAA`)}`,
    );
    expect(await forged.json()).toMatchObject({ code: 1, message: '授权登录失败[1001]' });
    // A wrong app key is refused by QQ at the token step.
    const wrongKey = await createTestContext({
      demo: false,
      social: { ...socialConfig('mp'), qq: { ...QQ_APP, appKey: 'wrong', endpoint: qq.url } },
    });
    await enableSocialites(wrongKey);
    const denied = await qqLogin(wrongKey);
    expect(denied.searchParams.get('login_err_msg')).toBe('QQ授权登录失败，请稍后再试');
  });
});

describe('WeChat Official Account scan', () => {
  const push = (c: TestContext, body: string, query: URLSearchParams) =>
    raw(c, `/api/wechat/serve?${query}`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body });
  const now = () => Math.floor(ctx.clock.now().getTime() / 1000);

  it('answers the URL check only when signed with the token', async () => {
    const q = signedPushQuery(MP_TOKEN, now());
    q.set('echostr', 'echo-123');
    expect(await (await raw(ctx, `/api/wechat/serve?${q}`)).text()).toBe('echo-123');
    q.set('signature', '0'.repeat(40));
    expect((await raw(ctx, `/api/wechat/serve?${q}`)).status).toBe(403);
  });

  it('a follower scanning the login QR logs in; a forged or stale push is refused', async () => {
    const scan = await ctx.call('GET', '/api/v3/auth/login/wechat/scan');
    const code = (scan.json.data as { code: string; image: string }).code;
    expect((scan.json.data as { image: string }).image).toMatch(/^data:image\/png;base64, /);
    expect(wechat.scenes).toContain(code);
    wechat.followers.set('oMP-1', { openid: 'oMP-1', nickname: '公众号粉丝', avatar: '' });
    const xml = scanEventXml({ openid: 'oMP-1', event: 'subscribe', scene: code, at: now() });

    const forged = signedPushQuery('not-the-token', now());
    expect((await push(ctx, xml, forged)).status).toBe(403);
    expect((await push(ctx, xml, signedPushQuery(MP_TOKEN, now() - 3600))).status).toBe(403);
    expect((await ctx.call('GET', `/api/v3/auth/login/wechat/scan/query?code=${code}`)).json.data).toEqual({
      success: -1,
    });

    const res = await push(ctx, xml, signedPushQuery(MP_TOKEN, now()));
    const reply = await res.text();
    expect(reply).toContain('<ToUserName><![CDATA[oMP-1]]></ToUserName>');
    expect(reply).toContain('扫码成功');
    expect(
      (await ctx.call('GET', `/api/v3/auth/login/wechat/scan/query?code=${code}`)).json.data,
    ).toMatchObject({ success: 1 });
  });

  it('binds by SCAN, refuses a non-follower, and fetches a new access token once the old one expired', async () => {
    const m = await ctx.member();
    wechat.expireTokens();
    const issued = wechat.tokensIssued;
    const bind = await ctx.call('GET', '/api/v3/member/wechatScanBind', { token: m.token });
    expect(bind.json.code).toBe(0);
    expect(wechat.tokensIssued).toBe(issued + 1);
    const scene = `bind_v2_${m.id}`;
    const stranger = await push(
      ctx,
      scanEventXml({ openid: 'oNOBODY', event: 'SCAN', scene, at: now() }),
      signedPushQuery(MP_TOKEN, now()),
    );
    expect(await stranger.text()).toContain('请先关注公众号后再扫码');
    wechat.followers.set('oMP-2', { openid: 'oMP-2', nickname: '绑定粉丝', avatar: '' });
    const ok = await push(
      ctx,
      scanEventXml({ openid: 'oMP-2', event: 'SCAN', scene, at: now() }),
      signedPushQuery(MP_TOKEN, now()),
    );
    expect(await ok.text()).toContain('绑定成功');
    expect((await ctx.call('GET', '/api/v2/member/detail', { token: m.token })).json.data).toMatchObject({
      is_bind_wechat: 1,
    });
  });
});

describe('WeChat website login (Open Platform)', () => {
  it('the QR starts qrconnect; the return from WeChat logs the scan in, once', async () => {
    const scan = await openCtx.call('GET', '/api/v3/auth/login/wechat/scan');
    const code = (scan.json.data as { code: string }).code;
    const t = openCtx.signer.sign(OPEN_SCAN_PURPOSE, { code }, 3600);
    const start = await raw(openCtx, `/api/v3/auth/login/wechat/scan/open?t=${encodeURIComponent(t)}`);
    const connect = location(start);
    expect(connect.origin + connect.pathname).toBe(`${wechat.url}/connect/qrconnect`);
    expect(connect.searchParams.get('appid')).toBe(OPEN_APP.appId);
    wechat.authorizeAs = { openid: 'oOPEN-1', nickname: '网站用户', avatar: '', unionid: 'UNION-1' };
    const back = await atProvider(connect);
    const page = await raw(openCtx, back.pathname + back.search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('扫码成功');
    expect(
      (await openCtx.call('GET', `/api/v3/auth/login/wechat/scan/query?code=${code}`)).json.data,
    ).toMatchObject({ success: 1 });
    const replay = await raw(openCtx, back.pathname + back.search);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('授权登录失败[1001]');
    // A guessed code without our signature starts nothing.
    const guessed = await openCtx.call('GET', `/api/v3/auth/login/wechat/scan/open?t=${code}`);
    expect(guessed.json.message).toBe('二维码已过期或不存在');
  });

  it('a code WeChat refuses ends on the page with the reason', async () => {
    const scan = await openCtx.call('GET', '/api/v3/auth/login/wechat/scan');
    const code = (scan.json.data as { code: string }).code;
    const t = openCtx.signer.sign(OPEN_SCAN_PURPOSE, { code }, 3600);
    const connect = location(
      await raw(openCtx, `/api/v3/auth/login/wechat/scan/open?t=${encodeURIComponent(t)}`),
    );
    const state = connect.searchParams.get('state') ?? '';
    const page = await raw(
      openCtx,
      `/api/v3/auth/login/wechat/scan/open/callback?code=bogus&state=${encodeURIComponent(state)}`,
    );
    expect(await page.text()).toContain('微信授权登录失败');
    expect(
      (await openCtx.call('GET', `/api/v3/auth/login/wechat/scan/query?code=${code}`)).json.data,
    ).toEqual({ success: -1 });
  });
});

describe('Tencent FaceID', () => {
  const poll = (token: string, s: { rule_id: string; biz_token: string }) =>
    ctx.call('GET', `/api/v3/member/tencent/faceVerify?${new URLSearchParams(s)}`, { token });

  it('starts with DetectAuth and counts the member verified only after GetDetectInfoEnhanced says so', async () => {
    const m = await ctx.member();
    const started = await ctx.call('POST', '/api/v3/member/tencent/faceVerify', {
      token: m.token,
      body: { s_url: 'PC' },
    });
    const s = started.json.data as { url: string; rule_id: string; biz_token: string };
    expect(s.rule_id).toBe(FACE.ruleId);
    expect(s.url).toBe(`https://faceid.qq.com/api/web/index?token=${s.biz_token}`);
    expect(face.attempts.get(s.biz_token)?.redirectUrl).toBe('http://localhost:8080/face-verify-success');
    expect((await poll(m.token, s)).json.data).toEqual({ status: 5 });
    face.attempts.set(s.biz_token, {
      redirectUrl: '',
      result: { errCode: 0, name: '张三', idCard: '110101199003078515' },
    });
    expect((await poll(m.token, s)).json.data).toEqual({ status: 9 });
    expect((await ctx.call('GET', '/api/v2/member/detail', { token: m.token })).json.data).toMatchObject({
      is_face_verify: true,
      profile_real_name: '张*',
    });
  });

  it('a failed check stays failed; a bad signature is refused by Tencent', async () => {
    const m = await ctx.member();
    const s = (
      await ctx.call('POST', '/api/v3/member/tencent/faceVerify', { token: m.token, body: { s_url: 'PC' } })
    ).json.data as { rule_id: string; biz_token: string };
    face.attempts.set(s.biz_token, { redirectUrl: '', result: { errCode: 1001, name: '', idCard: '' } });
    expect((await poll(m.token, s)).json.data).toEqual({ status: 5 });
    face.attempts.set(s.biz_token, {
      redirectUrl: '',
      result: { errCode: 0, name: '李四', idCard: '110101199003071234' },
    });
    expect((await poll(m.token, s)).json.data).toEqual({ status: 5 });
    const forged = tencentFaceProvider(
      { ...FACE, secretKey: 'wrong', endpoint: face.url, region: 'ap-guangzhou' },
      () => new Date(),
    );
    await expect(forged.start({ redirectUrl: 'x', base: 'x' })).rejects.toThrow(
      /AuthFailure.SignatureFailure/,
    );
  });
});

describe('production without providers', () => {
  it('offers none of them, even with the switches on, and refuses to start them', async () => {
    await setSetting(bare.db, 'member', { enabled_mobile_bind_alert: 0, enabled_face_verify: true });
    const config = (await bare.call('GET', '/api/v2/other/config')).json.data as {
      socialites: { qq: number; wechat_scan: number };
      member: { enabled_face_verify: boolean };
    };
    expect(config.socialites).toMatchObject({ qq: 0, wechat_scan: 0 });
    expect(config.member.enabled_face_verify).toBe(false);
    const start = await raw(
      bare,
      `/api/v3/auth/login/socialite/qq?${new URLSearchParams({ s_url: S_URL, f_url: F_URL, action: 'login' })}`,
    );
    expect(await start.json()).toMatchObject({ message: '登录应用不存在' });
    expect((await bare.call('GET', '/api/v3/auth/login/wechat/scan')).json.message).toBe(
      '未开启微信公众号扫码登录',
    );
    const m = await bare.member();
    const faceStart = await bare.call('POST', '/api/v3/member/tencent/faceVerify', {
      token: m.token,
      body: { s_url: 'PC' },
    });
    expect(faceStart.json.message).toBe('无法发起实名认证');
    // With the providers configured, the same switches offer them.
    const offered = (await ctx.call('GET', '/api/v2/other/config')).json.data as typeof config;
    expect(offered.socialites).toMatchObject({ qq: 1, wechat_scan: 1 });
  });

  it('a provider whose keys the operator saved in the console is offered and used', async () => {
    await writeProviderKeys(
      bare.db,
      bare.config.providerEnv,
      'qq',
      { app_id: QQ_APP.appId, app_key: QQ_APP.appKey, endpoint: qq.url },
      new Date(),
    );
    const config = (await bare.call('GET', '/api/v2/other/config')).json.data as {
      socialites: { qq: number };
    };
    expect(config.socialites.qq).toBe(1);
    qq.authorizeAs = { openid: 'QQ-CONSOLE', nickname: '控制台配置', avatar: '' };
    const back = await qqLogin(bare);
    expect((await exchange(bare, back.searchParams.get('login_code') ?? '')).json).toMatchObject({
      data: { success: 1 },
    });
  });
});
