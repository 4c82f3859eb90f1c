import { SignJWT, jwtVerify } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/index.ts';
import type { Clock } from './clock.ts';
import { toDbTime } from './dates.ts';

/** 14 days, as MeEdu's jwt-auth TTL (contract §1.4). */
export const TOKEN_TTL_SECONDS = 14 * 24 * 3600;

export interface TokenService {
  issue(userId: number): Promise<string>;
  /** The member id, or null when the token is malformed, expired, revoked or older than a password change. */
  verify(token: string): Promise<{ userId: number; jti: string; exp: number } | null>;
  revoke(jti: string, exp: number): void;
  /** Every token of this member issued before now stops working, except the one whose jti is `keepJti`. */
  revokeAllBefore(userId: number, keepJti?: string): void;
}

export function createTokenService(db: Db, secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  const nowSec = () => Math.floor(clock.now().getTime() / 1000);
  return {
    async issue(userId) {
      const iat = nowSec();
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || !payload.jti || !payload.exp || payload.iat === undefined)
          return null;
        if (db.prepare('SELECT 1 FROM revoked_tokens WHERE jti = ?').get(payload.jti)) return null;
        const floor = db
          .prepare<[number], { not_before: number; keep_jti: string | null }>(
            'SELECT not_before, keep_jti FROM user_token_floor WHERE user_id = ?',
          )
          .get(userId);
        if (floor && payload.iat < floor.not_before && payload.jti !== floor.keep_jti) return null;
        return { userId, jti: payload.jti, exp: payload.exp };
      } catch {
        return null;
      }
    },
    revoke(jti, exp) {
      db.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, expires_at) VALUES (?, ?)').run(
        jti,
        toDbTime(new Date(exp * 1000)),
      );
      db.prepare('DELETE FROM revoked_tokens WHERE expires_at < ?').run(toDbTime(clock.now()));
    },
    revokeAllBefore(userId, keepJti) {
      // iat has one-second resolution: tokens issued in an earlier second stop working, tokens issued in this
      // same second or later keep working. `keepJti` exempts the session that asked (a password change made
      // while logged in keeps its own token, however old).
      db.prepare(
        `INSERT INTO user_token_floor (user_id, not_before, keep_jti) VALUES (?, ?, ?)
         ON CONFLICT(user_id) DO UPDATE SET not_before = excluded.not_before, keep_jti = excluded.keep_jti`,
      ).run(userId, nowSec(), keepJti ?? null);
    },
  };
}
