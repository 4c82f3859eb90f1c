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

/** What the start endpoint signs into the provider round trip (contract §3.6). */
export interface SocialiteState {
  app: 'qq';
  s_url: string;
  f_url: string;
  action: 'login' | 'bind';
}

export const STATE_PURPOSE = 'socialite-state';
export const STATE_TTL_SECONDS = 600;
/** The sandbox provider's authorization code (what QQ would hand the callback). */
export const PROVIDER_CODE_PURPOSE = 'qq-sandbox-code';
export type ProviderCode = Pick<Identity, 'openid' | 'nickname' | 'avatar'>;

/** QQ login needs the setting on and a provider: only the demo sandbox here. */
export async function qqEnabled(deps: Pick<AppDeps, 'db' | 'config'>): Promise<boolean> {
  return deps.config.demo && (await getSetting(deps.db, 'socialites')).qq === 1;
}

function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** GET /api/v3/auth/login/socialite/{app} (contract §3.6): where to send the browser. */
export async function startQqLogin(
  deps: AppDeps,
  app: string,
  q: Omit<SocialiteState, 'app'>,
  site: { base: string; origins: string[] },
): Promise<string> {
  if (app !== 'qq' || !(await qqEnabled(deps))) throw new ApiError('登录应用不存在');
  if (
    !allowedReturnUrl(deps.config, site.origins, q.s_url) ||
    !allowedReturnUrl(deps.config, site.origins, q.f_url)
  )
    throw new ApiError('参数错误');
  const state: SocialiteState = { app: 'qq', ...q };
  // The demo's QQ is the sandbox page; it comes back to the callback like QQ would.
  const authorize = new URL('/__dev/qq/authorize', site.base);
  authorize.searchParams.set('state', deps.signer.sign(STATE_PURPOSE, state, STATE_TTL_SECONDS));
  return authorize.toString();
}

/**
 * GET /api/v3/auth/login/socialite/{app}/callback (contract §3.6): where to send the browser — s_url with a
 * login code, or f_url with the reason. A tampered state names no trustworthy f_url: that is an error here.
 */
export async function finishQqLogin(
  deps: AppDeps,
  app: string,
  data: string,
  providerCode: string | undefined,
  origins: string[],
): Promise<string> {
  const state = deps.signer.verify<SocialiteState>(STATE_PURPOSE, data);
  if (state.status === 'invalid') throw new ApiError('授权登录失败[1001]');
  const s = state.data;
  if (!allowedReturnUrl(deps.config, origins, s.f_url) || !allowedReturnUrl(deps.config, origins, s.s_url))
    throw new ApiError('参数错误');
  const fail = (message: string) =>
    withParams(s.f_url, { login_err_msg: message, msg: message, action: s.action });
  if (state.status === 'expired' || app !== s.app) return fail('授权登录失败[1001]');
  if (!(await qqEnabled(deps))) return fail('登录应用不存在');
  const provider = providerCode
    ? deps.signer.verify<ProviderCode>(PROVIDER_CODE_PURPOSE, providerCode)
    : null;
  if (!provider || provider.status !== 'ok') return fail('授权登录失败[1002]');
  const loginCode = await createLoginCode(deps, { app: 'qq', ...provider.data });
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

/** Scan login needs the setting on and something that can play WeChat: only the demo sandbox here. */
export async function wechatScanEnabled(deps: Pick<AppDeps, 'db' | 'config'>): Promise<boolean> {
  return deps.config.demo && (await getSetting(deps.db, 'socialites')).wechat_scan === 1;
}

/** `data:image/png;base64, <b64>` (sic, with the space; contract §3.9) of a QR pointing at the sandbox page. */
export function scanImage(base: string, code: string): string {
  const url = new URL('/__dev/wechat', base);
  url.searchParams.set('code', code);
  const png = qrPng(url.toString()) ?? qrPng(code);
  return `data:image/png;base64, ${png?.toString('base64') ?? ''}`;
}

/** GET /api/v3/auth/login/wechat/scan (contract §3.9). */
export async function createLoginScan(deps: AppDeps, base: string): Promise<WechatScanQr> {
  if (!(await wechatScanEnabled(deps))) throw new ApiError('未开启微信公众号扫码登录');
  const code = `scan_v2_${randomString(10)}`;
  await repo.deleteScansUpTo(deps.db, nowDb(deps.clock));
  await repo.insertScan(deps.db, code, later(deps, SCAN_TTL_SECONDS));
  return { code, image: scanImage(base, code) };
}

/** GET /api/v3/member/wechatScanBind (contract §5.12): the member's bind code, (re)armed for an hour. */
export async function createBindScan(deps: AppDeps, userId: number, base: string): Promise<WechatScanQr> {
  if (!(await wechatScanEnabled(deps))) throw new ApiError('未开启微信公众号扫码登录');
  const code = `bind_v2_${userId}`;
  await repo.upsertBindScan(deps.db, code, userId, later(deps, SCAN_TTL_SECONDS));
  return { code, image: scanImage(base, code) };
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
