import type { SocialiteLoginReply, TokenReply, WechatScanPollReply } from '@meedu/contract';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { clearPoints, countPoint, LOGIN_LIMITS, pointsOf, returnPoint } from '../../limits/limits.ts';
import { checkCaptcha } from '../captcha/service.ts';
import {
  cancelDeletion,
  createMember,
  findMember,
  findMemberByMobile,
  mobileTaken,
  setPassword,
  type UserRow,
} from '../member/service.ts';
import { consumeSmsCode, takeSmsLoginCode } from '../sms/service.ts';
import {
  bindIdentity,
  identityOwner,
  pendingLoginCode,
  pendingScan,
  type Pending,
} from '../socialite/service.ts';
import { getSetting } from '../../settings/settings.ts';
import type { RequestClient } from '../../lib/client-address.ts';

/**
 * Logs a member in: refuses locked accounts with `lockedMessage` (v2 and v3 word it differently), cancels a
 * pending deletion request (contract §1.4) and issues a token.
 */
export async function issueLogin(deps: AppDeps, user: UserRow, lockedMessage: string): Promise<string> {
  if (user.is_lock === 1) throw new ApiError(lockedMessage);
  await cancelDeletion(deps.db, user.id);
  // The session version read with the row that let this member in: had a reset replaced the checked password
  // since, the version moved with it and this token is refused (docs/decisions.md, issue 32).
  return deps.tokens.issue(user.id, user.session_version);
}

interface CaptchaFields {
  image_key?: string;
  image_captcha?: string;
}

/** Why a login needs the image captcha it did not pass; null when it passed. */
async function captchaProblem(deps: AppDeps, req: CaptchaFields): Promise<string | null> {
  if (!req.image_key || !req.image_captcha) return '请输入图形验证码';
  return (await checkCaptcha(deps, req.image_key, req.image_captcha)) ? null : '图形验证码错误';
}

/**
 * The login guard of the password and SMS logins (docs/decisions.md, Accounts; limits in limits/limits.ts
 * LOGIN_LIMITS), one set of counters for both:
 * - each attempt counts, when it starts and in one statement, against `mobile|address` and against the mobile,
 *   so a burst cannot pass a limit;
 * - past 10 attempts on one account from one address in 10 minutes, that address is refused
 *   ('登录失败次数过多，请10分钟后再试'); the member at another address is not;
 * - past 3 attempts on one account (from anywhere, in an hour), or 20 misses from one address (over every
 *   account), the image captcha is required: '请输入图形验证码' without one, '图形验证码错误' for a wrong one.
 *   Such a refusal tried no credential, so its points are given back;
 * - `check` tries the credential: the member it lets in, or null for a miss (`missMessage`, counted against the
 *   address); a successful login clears the account's counters.
 */
async function guardedLogin(
  deps: AppDeps,
  mobile: string,
  address: string,
  captcha: CaptchaFields,
  check: () => Promise<UserRow | null>,
  missMessage: string,
): Promise<TokenReply> {
  const { limits } = deps;
  const pairKey = `${mobile}|${address}`;
  if (!(await countPoint(limits.loginPair, pairKey)).within)
    throw new ApiError('登录失败次数过多，请10分钟后再试');
  const [account, addressFailures] = await Promise.all([
    countPoint(limits.loginMobile, mobile),
    pointsOf(limits.loginAddress, address),
  ]);
  if (!account.within || addressFailures >= LOGIN_LIMITS.perAddressWithoutCaptcha) {
    const problem = await captchaProblem(deps, captcha);
    if (problem) {
      await Promise.all([returnPoint(limits.loginPair, pairKey), returnPoint(limits.loginMobile, mobile)]);
      throw new ApiError(problem);
    }
  }
  const user = await check();
  if (!user) {
    await countPoint(limits.loginAddress, address);
    throw new ApiError(missMessage);
  }
  const token = await issueLogin(deps, user, '账号已被锁定');
  await Promise.all([clearPoints(limits.loginPair, pairKey), clearPoints(limits.loginMobile, mobile)]);
  return { token };
}

/** contract §3.1, behind the login guard. */
export async function loginWithPassword(
  deps: AppDeps,
  req: { mobile: string; password: string } & CaptchaFields,
  address: string,
): Promise<TokenReply> {
  const check = async () => {
    const user = await findMemberByMobile(deps.db, req.mobile);
    return user && (await verifyPassword(req.password, user.password)) ? user : null;
  };
  return guardedLogin(deps, req.mobile, address, req, check, '手机号或密码错误');
}

/** contract §3.2, behind the login guard: an unknown mobile registers. */
export async function loginWithSms(
  deps: AppDeps,
  req: { mobile: string; mobile_code: string; msv?: string } & CaptchaFields,
  client: RequestClient,
): Promise<TokenReply> {
  const check = async () => {
    if (!(await takeSmsLoginCode(deps, req.mobile, req.mobile_code))) return null;
    const known = await findMemberByMobile(deps.db, req.mobile);
    if (known) return known;
    try {
      await createMember(deps, { mobile: req.mobile, msv: req.msv, client });
    } catch (err) {
      // Registered by a request that ran alongside: log that member in.
      if (!(err instanceof ApiError && err.message === '手机号已存在')) throw err;
    }
    const created = await findMemberByMobile(deps.db, req.mobile);
    if (!created) throw new ApiError('用户不存在');
    return created;
  };
  return guardedLogin(deps, req.mobile, client.ip, req, check, '短信验证码错误');
}

/** contract §3.3: no token. */
export async function registerWithSms(
  deps: AppDeps,
  req: { mobile: string; mobile_code: string; password: string; msv?: string },
  client: RequestClient,
): Promise<void> {
  await consumeSmsCode(deps, req.mobile, req.mobile_code, ['login', 'register']);
  if (await findMemberByMobile(deps.db, req.mobile)) throw new ApiError('手机号已存在');
  await createMember(deps, { mobile: req.mobile, password: req.password, msv: req.msv, client });
}

/** contract §3.4. Someone who forgot the password may have lost a device: every existing session ends. */
export async function resetPassword(
  deps: AppDeps,
  req: { mobile: string; mobile_code: string; password: string },
): Promise<void> {
  await consumeSmsCode(deps, req.mobile, req.mobile_code, ['login', 'password_reset']);
  const user = await findMemberByMobile(deps.db, req.mobile);
  if (!user) throw new ApiError('手机号不存在');
  await setPassword(deps, user.id, req.password, null);
}

/** contract §3.5: the token that asked stops working. */
export async function logout(deps: AppDeps, jti: string, exp: number): Promise<void> {
  await deps.tokens.revoke(jti, exp);
}

// ---------------------------------------------------------------- logging in with a third-party identity

/**
 * After a provider vouched for an identity: log its member in; or, with no member yet, either ask for a mobile
 * (forced mobile binding on) or create a member from the identity. The pending entry is spent when a token is
 * produced; of several requests with one entry, only one gets a token.
 */
async function loginWithIdentity(
  deps: AppDeps,
  pending: Pending,
  code: string,
): Promise<SocialiteLoginReply> {
  const { identity } = pending;
  const expired = () => new ApiError('已过期');
  const ownerId = await identityOwner(deps.db, identity);
  if (ownerId === undefined) {
    if ((await getSetting(deps.db, 'member')).enabled_mobile_bind_alert === 1)
      return { success: 0, action: 'bind_mobile', code };
    const userId = await createMember(
      deps,
      { nickname: identity.nickname || undefined, avatar: identity.avatar },
      async (trx, id) => {
        if (!(await pending.take(trx))) throw expired();
        await bindIdentity(deps, trx, id, identity);
      },
    );
    const user = await findMember(deps.db, userId);
    if (!user) throw new ApiError('用户不存在');
    return { success: 1, token: await issueLogin(deps, user, '用户已锁定无法登录') };
  }
  const user = await findMember(deps.db, ownerId);
  if (!user) throw new ApiError('用户不存在');
  // A locked member's pending entry is left as it is (as the reference): refuse before spending it.
  if (user.is_lock === 1) throw new ApiError('用户已锁定无法登录');
  if (!(await pending.take(deps.db))) throw expired();
  return { success: 1, token: await issueLogin(deps, user, '用户已锁定无法登录') };
}

/**
 * Creates the account of a pending third-party login with an SMS-verified mobile, binds the identity and spends
 * the pending entry, all in one transaction (contract §3.8, §3.11).
 */
async function registerPending(
  deps: AppDeps,
  body: { mobile: string; mobile_code: string; code: string; msv?: string },
  find: (code: string) => Promise<Pending | undefined>,
): Promise<TokenReply> {
  await consumeSmsCode(deps, body.mobile, body.mobile_code, ['mobile_bind', 'login']);
  const pending = await find(body.code);
  if (!pending) throw new ApiError('已过期');
  const { identity } = pending;
  if (await mobileTaken(deps.db, body.mobile)) throw new ApiError('手机号已存在');
  const userId = await createMember(
    deps,
    { mobile: body.mobile, nickname: identity.nickname || undefined, avatar: identity.avatar, msv: body.msv },
    async (trx, id) => {
      if (!(await pending.take(trx))) throw new ApiError('已过期');
      await bindIdentity(deps, trx, id, identity);
    },
  );
  const user = await findMember(deps.db, userId);
  if (!user) throw new ApiError('用户不存在');
  return { token: await issueLogin(deps, user, '用户已锁定无法登录') };
}

/** POST /api/v3/auth/login/code (contract §3.7). */
export async function exchangeLoginCode(deps: AppDeps, code: string): Promise<SocialiteLoginReply> {
  const pending = await pendingLoginCode(deps, code);
  if (!pending) throw new ApiError('已过期');
  return loginWithIdentity(deps, pending, code);
}

/** POST /api/v3/auth/register/withSocialite (contract §3.8). */
export const registerWithLoginCode = (
  deps: AppDeps,
  body: { mobile: string; mobile_code: string; code: string; msv?: string },
) => registerPending(deps, body, (code) => pendingLoginCode(deps, code));

/**
 * GET /api/v3/auth/login/wechat/scan/query (contract §3.10). Fixes the reference, which kept the entry: once a
 * token is produced the scan code is spent.
 */
export async function pollLoginScan(deps: AppDeps, code: string): Promise<WechatScanPollReply> {
  const pending = await pendingScan(deps, code);
  if (!pending) return { success: -1 };
  return loginWithIdentity(deps, pending, code);
}

/** POST /api/v3/auth/register/withWechatScan (contract §3.11). */
export const registerWithScan = (
  deps: AppDeps,
  body: { mobile: string; mobile_code: string; code: string; msv?: string },
) => registerPending(deps, body, (code) => pendingScan(deps, code));
