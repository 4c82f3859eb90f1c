import type { TokenReply } from '@meedu/contract';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import {
  cancelDeletion,
  createMember,
  findMemberByMobile,
  setPassword,
  type UserRow,
} from '../member/service.ts';
import { consumeSmsCode } from '../sms/service.ts';
import * as repo from './repository.ts';

/** Failed password logins per mobile: the 11th attempt within 10 minutes is refused. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Logs a member in: refuses locked accounts with `lockedMessage` (v2 and v3 word it differently), cancels a
 * pending deletion request (contract §1.4) and issues a token.
 */
export async function issueLogin(deps: AppDeps, user: UserRow, lockedMessage: string): Promise<string> {
  if (user.is_lock === 1) throw new ApiError(lockedMessage);
  await cancelDeletion(deps.db, user.id);
  return deps.tokens.issue(user.id);
}

/** contract §3.1, with the failure guard of docs/decisions.md. */
export async function loginWithPassword(
  deps: AppDeps,
  mobile: string,
  password: string,
): Promise<TokenReply> {
  const windowStart = toDbTime(new Date(deps.clock.now().getTime() - LOGIN_FAILURE_WINDOW_MS));
  if ((await repo.countLoginFailuresSince(deps.db, mobile, windowStart)) >= LOGIN_MAX_FAILURES)
    throw new ApiError('登录失败次数过多，请10分钟后再试');
  const user = await findMemberByMobile(deps.db, mobile);
  if (!user || !(await verifyPassword(password, user.password))) {
    await repo.deleteLoginFailuresUpTo(deps.db, windowStart);
    await repo.insertLoginFailure(deps.db, mobile, toDbTime(deps.clock.now()));
    throw new ApiError('手机号或密码错误');
  }
  const token = await issueLogin(deps, user, '账号已被锁定');
  await repo.deleteLoginFailuresOf(deps.db, mobile);
  return { token };
}

/** contract §3.2: an unknown mobile registers. */
export async function loginWithSms(
  deps: AppDeps,
  req: { mobile: string; mobile_code: string; msv?: string },
): Promise<TokenReply> {
  await consumeSmsCode(deps, req.mobile, req.mobile_code, ['login', 'register']);
  let user = await findMemberByMobile(deps.db, req.mobile);
  if (!user) {
    try {
      await createMember(deps, { mobile: req.mobile, msv: req.msv });
    } catch (err) {
      // Registered by a request that ran alongside: log that member in.
      if (!(err instanceof ApiError && err.message === '手机号已存在')) throw err;
    }
    user = await findMemberByMobile(deps.db, req.mobile);
  }
  if (!user) throw new ApiError('用户不存在');
  return { token: await issueLogin(deps, user, '账号已被锁定') };
}

/** contract §3.3: no token. */
export async function registerWithSms(
  deps: AppDeps,
  req: { mobile: string; mobile_code: string; password: string; msv?: string },
): Promise<void> {
  await consumeSmsCode(deps, req.mobile, req.mobile_code, ['login', 'register']);
  if (await findMemberByMobile(deps.db, req.mobile)) throw new ApiError('手机号已存在');
  await createMember(deps, { mobile: req.mobile, password: req.password, msv: req.msv });
}

/** contract §3.4. Someone who forgot the password may have lost a device: every existing session ends. */
export async function resetPassword(
  deps: AppDeps,
  req: { mobile: string; mobile_code: string; password: string },
): Promise<void> {
  await consumeSmsCode(deps, req.mobile, req.mobile_code, ['login', 'password_reset']);
  const user = await findMemberByMobile(deps.db, req.mobile);
  if (!user) throw new ApiError('手机号不存在');
  await setPassword(deps, user.id, req.password);
  await deps.tokens.revokeAllBefore(user.id);
}

/** contract §3.5: the token that asked stops working. */
export async function logout(deps: AppDeps, jti: string, exp: number): Promise<void> {
  await deps.tokens.revoke(jti, exp);
}
