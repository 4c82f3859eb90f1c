import type { MiddlewareHandler } from 'hono';

/**
 * Headers every reply carries: no MIME sniffing (uploads are served as files), no framing by other sites,
 * and only the origin as referrer when leaving the site.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  };
}
