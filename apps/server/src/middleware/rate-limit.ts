import type { MiddlewareHandler } from 'hono';
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

export function clientAddress(headers: Headers, remote: string | undefined): string {
  // Behind nginx the client is the first X-Forwarded-For entry; the README tells operators to set it.
  const fwd = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return fwd || headers.get('x-real-ip') || remote || 'local';
}

/** The API-wide limit (contract §1.2): v2 answers `{code:429,message:'错误'}` with HTTP 200, v3 HTTP 429. */
export function apiRateLimit(window: RateWindow): MiddlewareHandler {
  return async (c, next) => {
    const remote = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
      ?.socket?.remoteAddress;
    const key = clientAddress(c.req.raw.headers, remote);
    if (!window.hit(key)) {
      if (c.req.path.startsWith('/api/v3/')) return c.json({ message: 'Too Many Attempts.' }, 429);
      return c.json({ code: 429, message: '错误', data: [] });
    }
    await next();
  };
}
