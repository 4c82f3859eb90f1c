import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps.ts';
import { requestHeader } from '../lib/request-header.ts';

const ALLOW_HEADERS = 'Authorization,Content-Type,Accept,meedu-platform';
const ALLOW_METHODS = 'GET,POST,PUT,DELETE,OPTIONS';

/**
 * CORS for the API, for storefronts served from another origin (CORS_ORIGINS: a list, or `*` to echo any).
 * Hono's own middleware adds `Vary` through `c.header()` after the handler, which makes the Node adapter rebuild
 * every reply as a full Fetch Response; this one writes the reply's headers in place (same headers, same rules).
 */
export function apiCors(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowAny = origins.includes('*');
  const allowed = (origin: string): string | null =>
    allowAny ? origin || '*' : origins.includes(origin) ? origin : null;
  return (c, next) => {
    const allow = allowed(requestHeader(c, 'origin') ?? '');
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = {
        'Access-Control-Max-Age': '86400',
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        Vary: 'Origin, Access-Control-Request-Headers',
      };
      if (allow) headers['Access-Control-Allow-Origin'] = allow;
      return Promise.resolve(c.body(null, 204, headers));
    }
    // Added to the reply by whoever makes it: lib/reply.ts, or middleware/finish-replies.ts after the handler.
    c.set('corsAllow', allow);
    return next();
  };
}
