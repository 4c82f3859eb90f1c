import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { unchangedCache } from '../db/unchanged-cache.ts';
import type { Clock } from '../lib/clock.ts';
import { toDbTime } from '../lib/dates.ts';
import {
  bumpSessionVersion,
  findSessionState,
  insertRevokedToken,
  sessionVersionOf,
  type SessionState,
} from './repository.ts';
import { nowDb } from '../lib/http.ts';

/** 14 days, as MeEdu's jwt-auth TTL (contract §1.4). */
export const TOKEN_TTL_SECONDS = 14 * 24 * 3600;

export interface VerifiedToken {
  userId: number;
  jti: string;
  exp: number;
  /** The member's account is locked (the token is genuine, but the member may not use it). */
  locked: boolean;
}

/**
 * Member tokens: HS256 JWTs whose revocation lives in the database, so a logout on one instance is refused by
 * every other.
 */
export interface TokenService {
  /**
   * A token for `userId` at `sessionVersion`: the version read together with the credential the login checked,
   * so that a password reset committed meanwhile (which raises the version) refuses it. Without one (fixtures,
   * tests), the member's version now.
   */
  issue(userId: number, sessionVersion?: number): Promise<string>;
  /**
   * Null when the token is malformed, expired, revoked, older than a password change, or its member is gone.
   * `since`: when the request arrived (`performance.now()`), so its later reads can share the same check of the
   * database (db/change-stamp.ts); by default, now.
   */
  verify(token: string, since?: number): Promise<VerifiedToken | null>;
  revoke(jti: string, exp: number): Promise<void>;
  /** Every token of this member issued so far stops working, except the one whose jti is `keepJti`. */
  revokeAllBefore(userId: number, keepJti?: string): Promise<void>;
}

/** Tokens whose signature this instance has checked; a member's token is sent with every request. */
const CHECKED_TOKENS_MAX = 10_000;

export function createTokenService(db: Db, secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  const nowSec = () => Math.floor(clock.now().getTime() / 1000);
  // A token's signature and claims never change, so they are checked once per instance (jose's HMAC through
  // WebCrypto imports the key on every call, about a fifth of a member request's CPU); expiry is still read
  // against the clock on every request.
  const checked = new Map<string, JWTPayload>();
  // The revocation, the member's session version and lock are checked on every request; a copy read from the
  // database serves while the database is unchanged, so a logout or reset on any instance is seen at once.
  const sessionStates = unchangedCache<string, SessionState | null>();
  const claimsOf = async (token: string): Promise<JWTPayload | null> => {
    const known = checked.get(token);
    if (known) return known.exp !== undefined && known.exp > nowSec() ? known : null;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock.now() });
      if (checked.size >= CHECKED_TOKENS_MAX) checked.clear();
      checked.set(token, payload);
      return payload;
    } catch {
      return null;
    }
  };
  return {
    async issue(userId, sessionVersion) {
      const iat = nowSec();
      // `sv`: ending the member's sessions raises their version, and tokens of an older one fail.
      return new SignJWT({ sv: sessionVersion ?? (await sessionVersionOf(db, userId)) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token, since) {
      const payload = await claimsOf(token);
      if (!payload) return null;
      const userId = Number(payload.sub);
      const { jti, exp, iat } = payload;
      if (!Number.isSafeInteger(userId) || userId <= 0 || !jti || !exp || iat === undefined) return null;
      const state = await sessionStates.get(
        db,
        `${userId} ${jti}`,
        () => findSessionState(db, userId, jti),
        since,
      );
      if (!state || state.revoked) return null;
      const version = typeof payload.sv === 'number' ? payload.sv : 0;
      if (version !== state.sessionVersion && jti !== state.keepJti) return null;
      return { userId, jti, exp, locked: state.isLock === 1 };
    },
    async revoke(jti, exp) {
      await insertRevokedToken(db, jti, toDbTime(new Date(exp * 1000)), nowDb(clock));
    },
    async revokeAllBefore(userId, keepJti) {
      // By version, never by time: a token issued in the same second as a reset is as dead as an older one.
      // `keepJti` exempts the session that asked (a password change made while logged in keeps its own token).
      await bumpSessionVersion(db, userId, keepJti ?? null);
    },
  };
}
