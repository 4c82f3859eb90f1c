import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requestHeader } from '../lib/request-header.ts';

function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return m?.[1]?.trim() || null;
}

/**
 * Requires a valid member token. How "unauthenticated" is answered depends on the API generation
 * (contract §1.2): v2 (and addon routes, which follow the v2 client) answer HTTP 200 `{code:401,message:'错误'}`;
 * v3 answers HTTP 401 `{"message":"Unauthenticated."}`.
 */
export function requireMember(deps: AppDeps, style: 'v2' | 'v3' = 'v2'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const arrived = performance.now();
    const token = bearerToken(requestHeader(c, 'authorization'));
    const verified = token ? await deps.tokens.verify(token, arrived) : null;
    if (!verified) {
      if (style === 'v3') return c.json({ message: 'Unauthenticated.' }, 401);
      return c.json({ code: 401, message: '错误', data: [] });
    }
    if (verified.locked) return c.json({ code: 401, message: '请重新登录', data: [] });
    c.set('arrivedAt', arrived);
    c.set('userId', verified.userId);
    c.set('tokenJti', verified.jti);
    c.set('tokenExp', verified.exp);
    await next();
  };
}

/** Sets userId when a valid token is present; never rejects (public pages that personalise, e.g. is_buy). */
export function optionalMember(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(requestHeader(c, 'authorization'));
    const verified = token ? await deps.tokens.verify(token) : null;
    if (verified && !verified.locked) {
      c.set('userId', verified.userId);
      c.set('tokenJti', verified.jti);
      c.set('tokenExp', verified.exp);
    }
    await next();
  };
}

/**
 * The member of a browser navigation (a download opened with window.open, a payment redirect): the token comes in
 * the query string (`?token=`), or else the bearer header. Null when there is none, it does not verify, or the
 * member is locked; the caller answers that as its endpoint does.
 */
export async function memberFromQueryToken(deps: AppDeps, c: Context): Promise<number | null> {
  const token = c.req.query('token') || bearerToken(requestHeader(c, 'authorization'));
  const verified = token ? await deps.tokens.verify(token) : null;
  return verified && !verified.locked ? verified.userId : null;
}
