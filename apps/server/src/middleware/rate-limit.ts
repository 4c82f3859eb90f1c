import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress, type ProxyTrust } from '../lib/client-address.ts';
import type { Limits } from '../limits/limits.ts';

/** The API-wide limit (contract §1.2): v2 answers `{code:429,message:'错误'}` with HTTP 200, v3 HTTP 429. */
export function apiRateLimit(limits: Limits, trustProxy: ProxyTrust): MiddlewareHandler {
  const refuse = (c: Context): Response =>
    c.req.path.startsWith('/api/v3/')
      ? c.json({ message: 'Too Many Attempts.' }, 429)
      : c.json({ code: 429, message: '错误', data: [] });
  return (c, next) => {
    const admitted = limits.api.admit(clientAddress(c, trustProxy));
    // Counted in memory (nearly every request): answered at once, with no wait for a promise.
    if (admitted === true) return next();
    return admitted.then(async (yes) => {
      if (!yes) return refuse(c);
      await next();
      return undefined;
    });
  };
}
