import type { WechatScanQr } from '@meedu/contract';
import { allowedReturnUrl } from '../../lib/public-url.ts';
import { type Db, inTransaction } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { qrPng } from '../../lib/qr.ts';
import { randomString } from '../../lib/random.ts';
import { getSetting } from '../../settings/settings.ts';
import * as repo from './repository.ts';
import { nowDb } from '../../lib/http.ts';
import { socialProviders } from './providers/registry.ts';
import { ProviderFailure, type ProviderIdentity } from './providers/types.ts';
import { mpMessage, mpSignatureValid, mpTextReply } from './providers/wechat-mp.ts';

export type SocialApp = 'qq' | 'wechat';

/** A third-party identity returned by a provider (QQ callback, WeChat scan). */
export interface Identity {
  app: SocialApp;
  openid: string;
  nickname: string;
  avatar: string;
}

const later = (deps: Pick<AppDeps, 'clock'>, seconds: number) =>
  toDbTime(new Date(deps.clock.now().getTime() + seconds * 1000));

// ---------------------------------------------------------------- bound identities

/**
 * Binds an identity to a member (with `db`, which may be the caller's transaction); `conflictMessage` words the
 * "identity belongs to someone else" error.
 */
export async function bindIdentity(
  deps: Pick<AppDeps, 'clock'>,
  db: Db,
  userId: number,
  identity: Identity,
  conflictMessage = '当前渠道账号已绑定了其它账号',
): Promise<void> {
  const check = async () => {
    const owner = await repo.findIdentityOwner(db, identity.app, identity.openid);
    if (owner === userId) return true;
    if (owner !== undefined) throw new ApiError(conflictMessage);
    if (await repo.hasIdentity(db, userId, identity.app)) throw new ApiError('您已经绑定了该渠道的账号');
    return false;
  };
  if (await check()) return;
  const inserted = await repo.insertIdentity(db, {
    user_id: userId,
    app: identity.app,
    app_user_id: identity.openid,
    nickname: identity.nickname,
    avatar: identity.avatar,
    created_at: nowDb(deps.clock),
  });
  // A binding made alongside this one won: answer as if it had been there first.
  if (!inserted && !(await check())) throw new ApiError(conflictMessage);
}

export async function unbindIdentity(db: Db, userId: number, app: SocialApp): Promise<void> {
  await repo.deleteIdentity(db, userId, app);
}

/** The member's bound WeChat identity (demo sandbox: "scan as this member"). */
export async function wechatIdentityOf(db: Db, userId: number): Promise<Identity | undefined> {
  const row = await repo.findIdentityOf(db, userId, 'wechat');
  return row && { app: 'wechat', openid: row.app_user_id, nickname: row.nickname, avatar: row.avatar };
}

export const identitiesWithMembers = (db: Db, app: SocialApp, limit = 50) =>
  repo.listIdentitiesWithMembers(db, app, limit);

/** The member an identity is bound to, if any. */
export const identityOwner = (db: Db, identity: Identity) =>
  repo.findIdentityOwner(db, identity.app, identity.openid);

/** Forgets every identity bound to a member (account deletion), with `db` (the caller's transaction). */
export const forgetIdentities = (db: Db, userId: number) => repo.deleteIdentitiesOf(db, userId);

// ---------------------------------------------------------------- pending logins

/**
 * A pending third-party login that can be spent once: a login code or a scanned WeChat code. auth/service.ts
 * turns it into a member and a token.
 */
export interface Pending {
  identity: Identity;
  /** Deletes the pending entry with `db` (maybe a transaction); false when another request spent it first. */
  take(db: Db): Promise<boolean>;
}

// ---------------------------------------------------------------- login codes (QQ callback results)

/** Socialite callback results, redeemed by code within 600 s (contract §3.6/§3.7). */
export const LOGIN_CODE_TTL_SECONDS = 600;

export async function createLoginCode(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  identity: Identity,
): Promise<string> {
  const code = randomString(32);
  await repo.deleteLoginCodesUpTo(deps.db, nowDb(deps.clock));
  await repo.insertLoginCode(deps.db, {
    code,
    app: identity.app,
    app_user_id: identity.openid,
    nickname: identity.nickname,
    avatar: identity.avatar,
    expires_at: later(deps, LOGIN_CODE_TTL_SECONDS),
  });
  return code;
}

type LoginCodeRow = NonNullable<Awaited<ReturnType<typeof repo.findLoginCode>>>;
const codeIdentity = (r: LoginCodeRow): Identity => ({
  app: r.app === 'wechat' ? 'wechat' : 'qq',
  openid: r.app_user_id,
  nickname: r.nickname,
  avatar: r.avatar,
});

/** The pending login of a login code (QQ callback), or undefined when it is unknown or expired. */
export async function pendingLoginCode(deps: AppDeps, code: string): Promise<Pending | undefined> {
  const row = await repo.findLoginCode(deps.db, code, nowDb(deps.clock));
  if (!row) return undefined;
  return {
    identity: codeIdentity(row),
    take: async (db) => (await repo.takeLoginCode(db, code, nowDb(deps.clock))) !== undefined,
  };
}

/** POST /api/v3/member/socialite/bindWithCode (contract §5.13): the code is spent only by a binding. */
export async function bindWithLoginCode(deps: AppDeps, userId: number, code: string): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const row = await repo.takeLoginCode(trx, code, nowDb(deps.clock));
    if (!row) throw new ApiError('已过期');
    await bindIdentity(deps, trx, userId, codeIdentity(row), '同渠道账号已绑定其它用户');
  });
}

// ---------------------------------------------------------------- QQ

/** What the start endpoint signs into the provider round trip (contract §3.6); `n` is its stored nonce. */
export interface SocialiteState {
  app: 'qq';
  s_url: string;
  f_url: string;
  action: 'login' | 'bind';
  n: string;
}

export const STATE_PURPOSE = 'socialite-state';
export const STATE_TTL_SECONDS = 600;
export { PROVIDER_CODE_PURPOSE } from './providers/qq-sandbox.ts';
export type ProviderCode = ProviderIdentity;

/** QQ login needs the operator's switch on and a provider (QQ Connect, or the demo sandbox). */
export async function qqEnabled(deps: AppDeps): Promise<boolean> {
  return (await socialProviders(deps)).qq !== null && (await getSetting(deps.db, 'socialites')).qq === 1;
}

function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** The callback address registered with QQ Connect. */
export const qqCallbackUrl = (base: string) => `${base}/api/v3/auth/login/socialite/qq/callback`;

/** A fresh state nonce, stored until the provider's callback spends it (or it expires). */
async function storeStateNonce(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<string> {
  const nonce = randomString(24);
  await repo.deleteStatesUpTo(deps.db, nowDb(deps.clock));
  await repo.insertState(deps.db, nonce, later(deps, STATE_TTL_SECONDS));
  return nonce;
}

/** Spends a state nonce: false when it is unknown, expired or was spent already (a replayed callback). */
const spendStateNonce = (deps: Pick<AppDeps, 'db' | 'clock'>, nonce: string) =>
  repo.takeState(deps.db, nonce, nowDb(deps.clock));

/** GET /api/v3/auth/login/socialite/{app} (contract §3.6): where to send the browser. */
export async function startQqLogin(
  deps: AppDeps,
  app: string,
  q: Omit<SocialiteState, 'app' | 'n'>,
  site: { base: string; origins: string[] },
): Promise<string> {
  const provider = (await socialProviders(deps)).qq;
  if (app !== 'qq' || !provider || !(await qqEnabled(deps))) throw new ApiError('登录应用不存在');
  if (
    !allowedReturnUrl(deps.config, site.origins, q.s_url) ||
    !allowedReturnUrl(deps.config, site.origins, q.f_url)
  )
    throw new ApiError('参数错误');
  const state: SocialiteState = { app: 'qq', ...q, n: await storeStateNonce(deps) };
  return provider.authorizeUrl({
    state: deps.signer.sign(STATE_PURPOSE, state, STATE_TTL_SECONDS),
    redirectUri: qqCallbackUrl(site.base),
    base: site.base,
  });
}

/**
 * GET /api/v3/auth/login/socialite/{app}/callback (contract §3.6): where to send the browser — s_url with a
 * login code, or f_url with the reason. A tampered state names no trustworthy f_url: that is an error here. The
 * state is spent by its first callback, so a replayed one goes to f_url.
 */
export async function finishQqLogin(
  deps: AppDeps,
  app: string,
  data: string,
  providerCode: string | undefined,
  site: { base: string; origins: string[] },
): Promise<string> {
  const state = deps.signer.verify<SocialiteState>(STATE_PURPOSE, data);
  if (state.status === 'invalid') throw new ApiError('授权登录失败[1001]');
  const s = state.data;
  if (
    !allowedReturnUrl(deps.config, site.origins, s.f_url) ||
    !allowedReturnUrl(deps.config, site.origins, s.s_url)
  )
    throw new ApiError('参数错误');
  const fail = (message: string) =>
    withParams(s.f_url, { login_err_msg: message, msg: message, action: s.action });
  if (state.status === 'expired' || app !== s.app || typeof s.n !== 'string')
    return fail('授权登录失败[1001]');
  if (!(await spendStateNonce(deps, s.n))) return fail('授权登录失败[1001]');
  const provider = (await socialProviders(deps)).qq;
  if (!provider || !(await qqEnabled(deps))) return fail('登录应用不存在');
  if (!providerCode) return fail('授权登录失败[1002]');
  let identity: ProviderIdentity;
  try {
    identity = await provider.identify(providerCode, qqCallbackUrl(site.base));
  } catch (e) {
    if (!(e instanceof ProviderFailure)) throw e;
    if (provider.name !== 'sandbox') console.warn(`QQ login failed: ${e.detail}`);
    return fail(e.reason);
  }
  const loginCode = await createLoginCode(deps, { app: 'qq', ...identity });
  return withParams(s.s_url, { login_code: loginCode, action: s.action });
}

// ---------------------------------------------------------------- WeChat scans

/**
 * WeChat official-account scans (contract §3.9–3.11, §5.12). A `scan_v2_*` code waits for a scan that
 * identifies a WeChat user; a `bind_v2_<userId>` code lets that member bind the WeChat user who scans it.
 * Without a WeChat account behind this server, the "scan" happens in the demo sandbox (/__dev/wechat),
 * which is what the QR code points to.
 */
export const SCAN_TTL_SECONDS = 3600;

/** Scan login needs the operator's switch on and a WeChat flow (website login, Official Account, or the sandbox). */
export async function wechatScanEnabled(deps: AppDeps): Promise<boolean> {
  return (
    (await socialProviders(deps)).wechatScan !== null &&
    (await getSetting(deps.db, 'socialites')).wechat_scan === 1
  );
}

export const OPEN_SCAN_PURPOSE = 'wechat-open-scan';
const OPEN_STATE_PURPOSE = 'wechat-open-state';

/**
 * What the scan QR encodes: the sandbox page (demo); our own address that starts the website login for this
 * scan (a signed token, so nobody can start one for a code they guessed, such as a bind code); or the Official
 * Account's temporary QR whose scene is the code.
 */
async function scanQrContent(deps: AppDeps, base: string, code: string): Promise<string> {
  const provider = (await socialProviders(deps)).wechatScan;
  if (provider?.mode === 'mp') return provider.client.qrUrl(code);
  if (provider?.mode === 'open') {
    const url = new URL('/api/v3/auth/login/wechat/scan/open', base);
    url.searchParams.set('t', deps.signer.sign(OPEN_SCAN_PURPOSE, { code }, SCAN_TTL_SECONDS));
    return url.toString();
  }
  const url = new URL('/__dev/wechat', base);
  url.searchParams.set('code', code);
  return url.toString();
}

/** `data:image/png;base64, <b64>` (sic, with the space; contract §3.9) of a QR encoding `content`. */
export function scanImage(content: string, code: string): string {
  const png = qrPng(content) ?? qrPng(code);
  return `data:image/png;base64, ${png?.toString('base64') ?? ''}`;
}

/** The QR of a scan code; a WeChat failure is told as the scan being off for now (and logged). */
async function scanQr(deps: AppDeps, base: string, code: string): Promise<string> {
  try {
    return scanImage(await scanQrContent(deps, base, code), code);
  } catch (e) {
    if (!(e instanceof ProviderFailure)) throw e;
    console.warn(`WeChat scan QR failed: ${e.detail}`);
    throw new ApiError('微信二维码获取失败，请稍后再试');
  }
}

/** GET /api/v3/auth/login/wechat/scan (contract §3.9). */
export async function createLoginScan(deps: AppDeps, base: string): Promise<WechatScanQr> {
  if (!(await wechatScanEnabled(deps))) throw new ApiError('未开启微信公众号扫码登录');
  const code = `scan_v2_${randomString(10)}`;
  await repo.deleteScansUpTo(deps.db, nowDb(deps.clock));
  await repo.insertScan(deps.db, code, later(deps, SCAN_TTL_SECONDS));
  return { code, image: await scanQr(deps, base, code) };
}

/** GET /api/v3/member/wechatScanBind (contract §5.12): the member's bind code, (re)armed for an hour. */
export async function createBindScan(deps: AppDeps, userId: number, base: string): Promise<WechatScanQr> {
  if (!(await wechatScanEnabled(deps))) throw new ApiError('未开启微信公众号扫码登录');
  const code = `bind_v2_${userId}`;
  await repo.upsertBindScan(deps.db, code, userId, later(deps, SCAN_TTL_SECONDS));
  return { code, image: await scanQr(deps, base, code) };
}

export const findScan = (deps: Pick<AppDeps, 'db' | 'clock'>, code: string) =>
  repo.findScan(deps.db, code, nowDb(deps.clock));

export const pendingScans = (deps: Pick<AppDeps, 'db' | 'clock'>) =>
  repo.listPendingScans(deps.db, nowDb(deps.clock), 20);

/** The pending login of a scanned WeChat login code, or undefined when there is none (yet). */
export async function pendingScan(deps: AppDeps, code: string): Promise<Pending | undefined> {
  const row = await repo.findScan(deps.db, code, nowDb(deps.clock));
  if (!row || row.user_id !== null || !row.app_user_id) return undefined;
  return {
    identity: { app: 'wechat', openid: row.app_user_id, nickname: row.nickname, avatar: row.avatar },
    take: async (db) => (await repo.takeScannedLogin(db, code, nowDb(deps.clock))) !== undefined,
  };
}

/**
 * A WeChat user scanned `code` (the sandbox plays WeChat's event hook): a bind code binds them to its member and
 * is spent; a login code records them for the poll. Answers the message to show in "WeChat".
 */
export async function scanned(deps: AppDeps, code: string, identity: Identity): Promise<string> {
  const scan = await findScan(deps, code);
  if (!scan) throw new ApiError('二维码已过期或不存在');
  const memberId = scan.user_id;
  if (memberId !== null) {
    await inTransaction(deps.db, async (trx) => {
      if (!(await repo.takeBindScan(trx, code, nowDb(deps.clock))))
        throw new ApiError('二维码已过期或不存在');
      await bindIdentity(deps, trx, memberId, identity, '该微信已绑定其它账号');
    });
    return '绑定成功';
  }
  if (scan.scanned_at) throw new ApiError('二维码已被扫描');
  const who = { app_user_id: identity.openid, nickname: identity.nickname, avatar: identity.avatar };
  if (!(await repo.markScanned(deps.db, code, who, nowDb(deps.clock)))) throw new ApiError('二维码已被扫描');
  return '扫码成功，请回到网站继续';
}

// ---------------------------------------------------------------- WeChat website login (Open Platform)

export const openScanCallbackUrl = (base: string) => `${base}/api/v3/auth/login/wechat/scan/open/callback`;

/**
 * GET /api/v3/auth/login/wechat/scan/open?t=…, what the scan QR encodes in website-login mode: sends the browser
 * to WeChat's qrconnect page with a stored, single-use state naming the scan code.
 */
export async function startOpenScan(deps: AppDeps, token: string, base: string): Promise<string> {
  const provider = (await socialProviders(deps)).wechatScan;
  if (provider?.mode !== 'open' || !(await wechatScanEnabled(deps))) throw new ApiError('未开启微信扫码登录');
  const verified = deps.signer.verify<{ code: string }>(OPEN_SCAN_PURPOSE, token);
  if (verified.status !== 'ok' || !(await findScan(deps, verified.data.code)))
    throw new ApiError('二维码已过期或不存在');
  const state = { code: verified.data.code, n: await storeStateNonce(deps) };
  return provider.oauth.authorizeUrl({
    state: deps.signer.sign(OPEN_STATE_PURPOSE, state, STATE_TTL_SECONDS),
    redirectUri: openScanCallbackUrl(base),
    base,
  });
}

/**
 * GET …/wechat/scan/open/callback?code&state: WeChat's return. The state is checked and spent, the code turned
 * into the WeChat user, who then counts as having scanned the code (login: the storefront's poll sees it; bind:
 * bound). Answers the message to show on the page.
 */
export async function finishOpenScan(
  deps: AppDeps,
  q: { state: string; code: string | undefined },
  base: string,
): Promise<string> {
  const provider = (await socialProviders(deps)).wechatScan;
  if (provider?.mode !== 'open' || !(await wechatScanEnabled(deps))) throw new ApiError('未开启微信扫码登录');
  const state = deps.signer.verify<{ code: string; n: string }>(OPEN_STATE_PURPOSE, q.state);
  if (state.status !== 'ok' || !(await spendStateNonce(deps, state.data.n)))
    throw new ApiError('授权登录失败[1001]');
  if (!q.code) throw new ApiError('授权登录失败[1002]');
  let identity: ProviderIdentity;
  try {
    identity = await provider.oauth.identify(q.code, openScanCallbackUrl(base));
  } catch (e) {
    if (!(e instanceof ProviderFailure)) throw e;
    console.warn(`WeChat website login failed: ${e.detail}`);
    throw new ApiError(e.reason);
  }
  return scanned(deps, state.data.code, { app: 'wechat', ...identity });
}

// ---------------------------------------------------------------- WeChat Official Account events

const MP_PUSH_MAX_AGE_SECONDS = 300;

export interface MpPush {
  query: { signature?: string; timestamp?: string; nonce?: string; echostr?: string };
  body: string;
}

/** A push is genuine when signed with the configured token; null when the Official Account flow is not in use. */
async function mpProvider(deps: AppDeps) {
  const provider = (await socialProviders(deps)).wechatScan;
  return provider?.mode === 'mp' ? provider : null;
}

/** GET /api/wechat/serve: WeChat's check of the event URL; answers echostr when signed with our token. */
export async function verifyMpEndpoint(deps: AppDeps, q: MpPush['query']): Promise<string | null> {
  const provider = await mpProvider(deps);
  if (!provider || !mpSignatureValid(provider.config.token, q)) return null;
  return q.echostr ?? '';
}

/**
 * POST /api/wechat/serve: a message pushed by WeChat. A forged or unsigned push is refused (null). A subscribe
 * or SCAN event whose scene is one of our scan codes counts as that follower scanning it; the answer is the
 * passive reply (the outcome as a text message, or `success` for anything else).
 */
export async function handleMpPush(deps: AppDeps, push: MpPush): Promise<string | null> {
  const provider = await mpProvider(deps);
  if (!provider || !mpSignatureValid(provider.config.token, push.query)) return null;
  // Plain-mode pushes sign only the timestamp and nonce: an old signed query is not accepted again.
  const age = deps.clock.now().getTime() / 1000 - Number(push.query.timestamp);
  if (!(Math.abs(age) <= MP_PUSH_MAX_AGE_SECONDS)) return null;
  const msg = mpMessage(push.body);
  if (msg.MsgType !== 'event' || (msg.Event !== 'subscribe' && msg.Event !== 'SCAN')) return 'success';
  const scene = (msg.EventKey ?? '').replace(/^qrscene_/, '');
  const openid = msg.FromUserName ?? '';
  if (!openid || !/^(scan|bind)_v2_/.test(scene)) return 'success';
  let text: string;
  try {
    if (!(await wechatScanEnabled(deps))) throw new ApiError('未开启微信公众号扫码登录');
    const follower = await provider.client.follower(openid);
    text = await scanned(deps, scene, { app: 'wechat', ...follower });
  } catch (e) {
    if (e instanceof ProviderFailure) {
      console.warn(`WeChat follower lookup failed: ${e.detail}`);
      text = e.reason;
    } else if (e instanceof ApiError) text = e.message;
    else throw e;
  }
  return mpTextReply(openid, msg.ToUserName ?? '', text, deps.clock.now());
}
