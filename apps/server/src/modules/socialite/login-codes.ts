import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { randomString, type Identity, type SocialApp } from '../auth/accounts.ts';

/** Socialite callback results, redeemed by code within 600 s (contract §3.6/§3.7). */
export const LOGIN_CODE_TTL_SECONDS = 600;

export function createLoginCode(deps: AppDeps, identity: Identity): string {
  const code = randomString(32);
  const now = deps.clock.now();
  deps.db.prepare('DELETE FROM login_codes WHERE expires_at <= ?').run(toDbTime(now));
  deps.db
    .prepare(
      'INSERT INTO login_codes (code, app, app_user_id, nickname, avatar, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(
      code,
      identity.app,
      identity.openid,
      identity.nickname,
      identity.avatar,
      toDbTime(new Date(now.getTime() + LOGIN_CODE_TTL_SECONDS * 1000)),
    );
  return code;
}

export function findLoginCode(deps: AppDeps, code: string): Identity | undefined {
  const row = deps.db
    .prepare<[string, string], { app: SocialApp; app_user_id: string; nickname: string; avatar: string }>(
      'SELECT app, app_user_id, nickname, avatar FROM login_codes WHERE code = ? AND expires_at > ?',
    )
    .get(code, toDbTime(deps.clock.now()));
  return row && { app: row.app, openid: row.app_user_id, nickname: row.nickname, avatar: row.avatar };
}

export function deleteLoginCode(deps: AppDeps, code: string): void {
  deps.db.prepare('DELETE FROM login_codes WHERE code = ?').run(code);
}
