import type { MiddlewareHandler } from 'hono';

interface Entry {
  body: ArrayBuffer;
  status: number;
  contentType: string;
  expires: number;
}

const MAX_ENTRIES = 2_000;

/**
 * A per-instance micro-cache for public catalogue reads (course list and detail, categories, home blocks, sliders,
 * VIP plans, config): visitors without a token get the same bytes for `ttlMs`, the way nginx micro-caching
 * would. A burst of page loads then costs one query per URL per second. Requests with a token are never cached
 * (they carry personal fields such as is_buy), and neither are failures. `ttlMs` 0 turns it off (the tests).
 */
export function microCache(ttlMs: number): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  return async (c, next) => {
    if (ttlMs <= 0 || c.req.method !== 'GET' || c.req.header('authorization')) return next();
    const key = `${c.req.header('host') ?? ''} ${c.req.url}`;
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) {
      return c.body(hit.body, hit.status as 200, { 'content-type': hit.contentType });
    }
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !type.startsWith('application/json')) return;
    const body = await res.clone().arrayBuffer();
    // An envelope with a business error (`code` other than 0) is not worth keeping.
    if (!new TextDecoder().decode(body.slice(0, 12)).startsWith('{"code":0')) return;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { body, status: res.status, contentType: type, expires: now + ttlMs });
  };
}
