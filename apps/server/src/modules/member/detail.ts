import type { Context } from 'hono';
import type { MemberDetail } from '@meedu/contract';
import type { AppDeps } from '../../deps.ts';
import { isoTime } from '../../lib/dates.ts';
import { DEFAULT_AVATAR_FILE, brandUrl, publicBase } from '../../lib/public-url.ts';
import { isRealMobile, type UserRow } from '../auth/accounts.ts';

/** 1 char kept; 2 chars "X*"; longer "X*Y" (contract §5.1). */
export function maskRealName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}*${chars[chars.length - 1]}`;
}

/** First 6 + "****" + last 4; 15-digit ids: first 6 + "****" + characters 13–15. */
export function maskIdNumber(id: string): string {
  if (id === '') return '';
  if (id.length === 15) return `${id.slice(0, 6)}****${id.slice(12, 15)}`;
  if (id.length < 10) return `${id.slice(0, 1)}****`;
  return `${id.slice(0, 6)}****${id.slice(-4)}`;
}

/** Stored avatars are absolute URLs (providers) or paths on this server (uploads); empty means the default. */
export function avatarUrl(c: Context, deps: AppDeps, stored: string): string {
  const base = publicBase(c, deps.config);
  if (stored === '') return brandUrl(base, DEFAULT_AVATAR_FILE);
  if (/^https?:\/\//i.test(stored)) return stored;
  return `${base}${stored.startsWith('/') ? '' : '/'}${stored}`;
}

export function memberDetail(c: Context, deps: AppDeps, user: UserRow): MemberDetail {
  const { db } = deps;
  const role =
    user.role_id === 0
      ? undefined
      : db
          .prepare<[number], { id: number; name: string }>('SELECT id, name FROM roles WHERE id = ?')
          .get(user.role_id);
  const apps = new Set(
    db
      .prepare<[number], { app: string }>('SELECT app FROM user_socialites WHERE user_id = ?')
      .all(user.id)
      .map((r) => r.app),
  );
  const invited = db
    .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM users WHERE inviter_id = ?')
    .get(user.id);
  return {
    id: user.id,
    avatar: avatarUrl(c, deps, user.avatar),
    nick_name: user.nick_name,
    mobile: user.mobile,
    is_lock: user.is_lock,
    is_active: user.is_active,
    role_id: user.role_id,
    role_expired_at: user.role_expired_at,
    role: role ? { id: role.id, name: role.name } : null,
    invite_balance: user.invite_balance,
    is_password_set: user.is_password_set === 1 ? 1 : 0,
    is_set_nickname: user.is_set_nickname === 1 ? 1 : 0,
    created_at: isoTime(user.created_at) ?? '',
    credit1: user.credit1,
    credit2: user.credit2,
    credit3: user.credit3,
    is_bind_qq: apps.has('qq') ? 1 : 0,
    is_bind_wechat: apps.has('wechat') ? 1 : 0,
    is_bind_mobile: isRealMobile(user.mobile) ? 1 : 0,
    invite_people_count: invited?.n ?? 0,
    is_face_verify: user.is_verify === 1,
    profile_real_name: maskRealName(user.real_name),
    profile_id_number: maskIdNumber(user.id_number),
  };
}
