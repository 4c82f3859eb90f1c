import type { MiddlewareHandler } from 'hono';
import { isFinished, SECURITY_HEADERS } from '../lib/reply.ts';

/** The security headers (lib/reply.ts) on every reply not made with them. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isFinished(c.res)) return;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  };
}
