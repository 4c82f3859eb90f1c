import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock.ts';

/**
 * Short-lived HMAC-signed values (mobile-change sign, socialite state, sandbox provider codes, upload receipts).
 * Each carries a purpose, so a value signed for one use is refused for another, and an expiry (unix seconds).
 * The key is a random secret kept in the database (`app_secrets`, name `accounts.sign`), so every instance shares it.
 */
export type Verified<T> = { status: 'ok'; data: T } | { status: 'expired'; data: T } | { status: 'invalid' };

export interface Signer {
  sign(purpose: string, data: unknown, ttlSeconds: number): string;
  verify<T>(purpose: string, token: string): Verified<T>;
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');

export function createSigner(key: Buffer, clock: Clock): Signer {
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  const nowSec = () => Math.floor(clock.now().getTime() / 1000);

  return {
    sign(purpose, data, ttlSeconds) {
      const body = b64(JSON.stringify({ p: purpose, e: nowSec() + ttlSeconds, d: data }));
      return `${body}.${b64(mac(body))}`;
    },
    verify<T>(purpose: string, token: string): Verified<T> {
      const [body, sig, extra] = token.split('.');
      if (!body || !sig || extra !== undefined) return { status: 'invalid' };
      const expected = mac(body);
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'invalid' };
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return { status: 'invalid' };
      }
      if (typeof parsed !== 'object' || parsed === null) return { status: 'invalid' };
      const { p, e, d } = parsed as { p?: unknown; e?: unknown; d?: unknown };
      if (p !== purpose || typeof e !== 'number') return { status: 'invalid' };
      // The payload was produced by this server for this purpose, so its shape is the caller's T.
      const data = d as T;
      return e < nowSec() ? { status: 'expired', data } : { status: 'ok', data };
    },
  };
}
