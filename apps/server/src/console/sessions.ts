/**
 * Administrator sessions (docs/console.md, "Sessions"): a random 32-byte token in an HttpOnly, SameSite=Strict
 * cookie on /admin, stored only as its SHA-256 in `admin_sessions`. A session ends after 2 hours unused or
 * 12 hours in all, or when revoked; the row is read on every request, so an end is seen at once by every instance.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import { publicBase } from '../lib/public-url.ts';

export const SESSION_COOKIE = 'zxt_admin';
const COOKIE_PATH = '/admin';
export const SESSION_IDLE_MS = 2 * 3_600_000;
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
/** `last_seen_at` is written at most this often per session: the idle limit does not need every request. */
export const SESSION_TOUCH_MS = 60_000;

export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const sessionTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export function readSessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** `Secure` when browsers reach the site over HTTPS (APP_URL, or the request as a trusted proxy tells it). */
export function setSessionCookie(c: Context, config: ServerConfig, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: COOKIE_PATH,
    secure: publicBase(c, config).startsWith('https://'),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: COOKIE_PATH });
}

/** The session a token names with what the request needs of its administrator and role, live or not. */
export function findSessionByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('admin_sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .leftJoin('admin_roles as r', 'r.id', 'a.role_id')
    .select([
      's.id as session_id',
      's.last_seen_at',
      's.expires_at',
      's.revoked_at',
      'a.id as admin_id',
      'a.name',
      'a.is_super',
      'a.status',
      'r.permissions',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: number, now: string): Promise<void> {
  await db.updateTable('admin_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}
