import type { MiddlewareHandler } from 'hono';
import { clientAddress } from '../lib/client-address.ts';
import type { Clock } from '../lib/clock.ts';

/** Fixed one-minute windows per key, in memory (one process serves the API). */
export class RateWindow {
  private hits = new Map<string, { windowStart: number; count: number }>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit; false when the key is over its limit in the current window. */
  hit(key: string): boolean {
    const now = this.clock.now().getTime();
    const entry = this.hits.get(key);
    if (!entry || now - entry.windowStart >= this.windowMs) {
      if (this.hits.size > 50_000) this.sweep(now);
      this.hits.set(key, { windowStart: now, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }

  private sweep(now: number): void {
    for (const [k, v] of this.hits) if (now - v.windowStart >= this.windowMs) this.hits.delete(k);
  }
}

/** The API-wide limit (contract §1.2): v2 answers `{code:429,message:'错误'}` with HTTP 200, v3 HTTP 429. */
export function apiRateLimit(window: RateWindow, trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const key = clientAddress(c, trustProxy);
    if (!window.hit(key)) {
      if (c.req.path.startsWith('/api/v3/')) return c.json({ message: 'Too Many Attempts.' }, 429);
      return c.json({ code: 429, message: '错误', data: [] });
    }
    await next();
  };
}
