import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { grantCredit1 } from '../../lib/credits.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { getSetting } from '../system/settings.ts';

/** Account helpers shared by the auth, socialite and member routes. */
export interface UserRow {
  id: number;
  avatar: string;
  nick_name: string;
  mobile: string;
  password: string;
  is_lock: number;
  is_active: number;
  role_id: number;
  role_expired_at: string | null;
  invite_balance: number;
  is_password_set: number;
  is_set_nickname: number;
  credit1: number;
  credit2: number;
  credit3: number;
  is_verify: number;
  real_name: string;
  id_number: string;
  created_at: string;
}

/**
 * A password body field, taken as typed (Laravel trims every input except passwords): trimming it in one form
 * and not in another would make a password with a trailing space unusable.
 */
export const passwordField = z.string({ error: '请输入密码' }).min(1, '请输入密码');

export type SocialApp = 'qq' | 'wechat';

/** A third-party identity returned by a provider (QQ callback, WeChat scan). */
export interface Identity {
  app: SocialApp;
  openid: string;
  nickname: string;
  avatar: string;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const randomString = (length: number, alphabet = ALNUM) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** A real mobile starts with 1 and has 11 digits; social-only members get a placeholder (contract §5.1). */
export const isRealMobile = (mobile: string) => mobile.startsWith('1') && mobile.length === 11;

export function findUser(deps: AppDeps, id: number): UserRow | undefined {
  return deps.db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
}

export function findUserByMobile(deps: AppDeps, mobile: string): UserRow | undefined {
  return deps.db.prepare<[string], UserRow>('SELECT * FROM users WHERE mobile = ?').get(mobile);
}

export function mobileTaken(deps: AppDeps, mobile: string): boolean {
  return deps.db.prepare('SELECT 1 FROM users WHERE mobile = ?').get(mobile) !== undefined;
}

export function nicknameTaken(deps: AppDeps, nickname: string): boolean {
  return deps.db.prepare('SELECT 1 FROM users WHERE nick_name = ?').get(nickname) !== undefined;
}

function uniqueNickname(deps: AppDeps, make: () => string): string {
  for (;;) {
    const name = make();
    if (!nicknameTaken(deps, name)) return name;
  }
}

/** A 9-digit placeholder not starting with 1, for members created from a social identity alone. */
export function placeholderMobile(deps: AppDeps): string {
  for (;;) {
    const mobile = String(randomInt(2, 10)) + String(randomInt(0, 100_000_000)).padStart(8, '0');
    if (!mobileTaken(deps, mobile)) return mobile;
  }
}

export function createUser(
  deps: AppDeps,
  fields: { mobile?: string; password?: string; nickname?: string; avatar?: string; msv?: string },
): number {
  const now = toDbTime(deps.clock.now());
  const nickname = fields.nickname
    ? uniqueNickname(deps, () => `${fields.nickname}_${randomString(4)}`)
    : uniqueNickname(deps, () => randomString(12));
  const inviter = fields.msv && /^\d+$/.test(fields.msv) ? findUser(deps, Number(fields.msv)) : undefined;
  const info = deps.db
    .prepare(
      `INSERT INTO users (avatar, nick_name, mobile, password, is_password_set, inviter_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      fields.avatar ?? '',
      nickname,
      fields.mobile ?? placeholderMobile(deps),
      hashPassword(fields.password ?? randomBytes(18).toString('base64url')),
      fields.password ? 1 : 0,
      inviter?.id ?? null,
      now,
      now,
    );
  const id = Number(info.lastInsertRowid);
  grantCredit1(deps.db, id, getSetting(deps.db, 'credit1_reward').register, '注册奖励', now);
  return id;
}

/**
 * Logs a member in: refuses locked accounts with `lockedMessage` (v2 and v3 word it differently), cancels a
 * pending deletion request (contract §1.4) and issues a token.
 */
export async function issueLogin(deps: AppDeps, user: UserRow, lockedMessage: string): Promise<string> {
  if (user.is_lock === 1) throw new ApiError(lockedMessage);
  deps.db.prepare('DELETE FROM user_delete_jobs WHERE user_id = ?').run(user.id);
  return deps.tokens.issue(user.id);
}

export function identityOwner(deps: AppDeps, app: SocialApp, openid: string): number | undefined {
  return deps.db
    .prepare<[string, string], { user_id: number }>(
      'SELECT user_id FROM user_socialites WHERE app = ? AND app_user_id = ?',
    )
    .get(app, openid)?.user_id;
}

export function hasIdentity(deps: AppDeps, userId: number, app: SocialApp): boolean {
  return (
    deps.db.prepare('SELECT 1 FROM user_socialites WHERE user_id = ? AND app = ?').get(userId, app) !==
    undefined
  );
}

/** Binds an identity to a member; `conflictMessage` words the "identity belongs to someone else" error. */
export function bindIdentity(
  deps: AppDeps,
  userId: number,
  identity: Identity,
  conflictMessage = '当前渠道账号已绑定了其它账号',
): void {
  const owner = identityOwner(deps, identity.app, identity.openid);
  if (owner === userId) return;
  if (owner !== undefined) throw new ApiError(conflictMessage);
  if (hasIdentity(deps, userId, identity.app)) throw new ApiError('您已经绑定了该渠道的账号');
  deps.db
    .prepare(
      `INSERT INTO user_socialites (user_id, app, app_user_id, nickname, avatar, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      userId,
      identity.app,
      identity.openid,
      identity.nickname,
      identity.avatar,
      toDbTime(deps.clock.now()),
    );
}

export type IdentityLogin =
  { success: 1; token: string } | { success: 0; action: 'bind_mobile'; code: string };

/**
 * After a provider vouched for an identity: log its member in; or, with no member yet, either ask for a mobile
 * (forced mobile binding on) or create a member from the identity.
 * `done` is called once a token was produced (the pending code is then deleted).
 */
export async function loginWithIdentity(
  deps: AppDeps,
  identity: Identity,
  pendingCode: string,
  done: () => void,
): Promise<IdentityLogin> {
  let userId = identityOwner(deps, identity.app, identity.openid);
  if (userId === undefined) {
    if (getSetting(deps.db, 'member').enabled_mobile_bind_alert === 1) {
      return { success: 0, action: 'bind_mobile', code: pendingCode };
    }
    userId = deps.db.transaction(() => {
      const id = createUser(deps, { nickname: identity.nickname || undefined, avatar: identity.avatar });
      bindIdentity(deps, id, identity);
      return id;
    })();
  }
  const user = findUser(deps, userId);
  if (!user) throw new ApiError('用户不存在');
  const token = await issueLogin(deps, user, '用户已锁定无法登录');
  done();
  return { success: 1, token };
}

/** Creates a member with a verified mobile from a pending identity (withSocialite / withWechatScan). */
export async function registerIdentityWithMobile(
  deps: AppDeps,
  identity: Identity,
  mobile: string,
  msv: string | undefined,
): Promise<string> {
  if (mobileTaken(deps, mobile)) throw new ApiError('手机号已存在');
  const userId = deps.db.transaction(() => {
    const id = createUser(deps, {
      mobile,
      nickname: identity.nickname || undefined,
      avatar: identity.avatar,
      msv,
    });
    bindIdentity(deps, id, identity);
    return id;
  })();
  const user = findUser(deps, userId);
  if (!user) throw new ApiError('用户不存在');
  return issueLogin(deps, user, '用户已锁定无法登录');
}
