import type { MiddlewareHandler } from 'hono';
import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { ServerConfig } from '../config.ts';
import type { DataStore } from '../db/index.ts';
import { clientAddress, type ProxyTrust } from '../lib/client-address.ts';

/**
 * Request limits, counted in the database (rate-limiter-flexible's SQLite and PostgreSQL stores), so every
 * instance on one PostgreSQL counts against the same budget. Each limiter has a table of its own
 * (`rate_limits_<name>`), created on first start.
 */
export interface Limits {
  /** The API-wide limit per client address (RATE_LIMIT_PER_MINUTE). */
  api: RateLimiterAbstract;
  /** Image uploads per member (UPLOADS_PER_10_MINUTES). */
  upload: RateLimiterAbstract;
  /** Removes expired counters (the hourly maintenance job). */
  sweep(): Promise<void>;
}

interface LimitRule {
  name: string;
  points: number;
  durationSeconds: number;
}

async function createLimiter(store: DataStore, rule: LimitRule): Promise<RateLimiterAbstract> {
  const common = {
    tableName: `rate_limits_${rule.name}`,
    points: rule.points,
    duration: rule.durationSeconds,
    clearExpiredByTimeout: false,
  };
  if (store.dialect === 'sqlite') {
    return new Promise((resolve, reject) => {
      const limiter: RateLimiterAbstract = new RateLimiterSQLite(
        { ...common, storeClient: store.sqlite, storeType: 'better-sqlite3' },
        (err?: Error) => (err ? reject(err) : resolve(limiter)),
      );
    });
  }
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterAbstract = new RateLimiterPostgres(
      { ...common, storeClient: store.pool },
      (err?: Error) => (err ? reject(err) : resolve(limiter)),
    );
  });
}

export async function createLimits(store: DataStore, config: ServerConfig): Promise<Limits> {
  const rules: LimitRule[] = [
    { name: 'api', points: config.rateLimitPerMinute, durationSeconds: 60 },
    { name: 'upload', points: config.uploadsPer10Minutes, durationSeconds: 600 },
  ];
  const [api, upload] = await Promise.all(rules.map((r) => createLimiter(store, r)));
  if (!api || !upload) throw new Error('rate limiter missing');
  return {
    api,
    upload,
    async sweep() {
      const now = Date.now();
      for (const r of rules) {
        const table = `rate_limits_${r.name}`;
        if (store.dialect === 'sqlite')
          store.sqlite.prepare(`DELETE FROM ${table} WHERE expire < ?`).run(now);
        else await store.pool.query(`DELETE FROM "${table}" WHERE expire < $1`, [now]);
      }
    },
  };
}

/**
 * Counts one point against `key`; false when over the limit. A store failure lets the request through (and
 * is logged): a limiter outage must not take the site down.
 */
export async function withinLimit(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (err) {
    if (err instanceof RateLimiterRes) return false;
    console.error('限流存储异常：', err);
    return true;
  }
}

/** The API-wide limit (contract §1.2): v2 answers `{code:429,message:'错误'}` with HTTP 200, v3 HTTP 429. */
export function apiRateLimit(limits: Limits, trustProxy: ProxyTrust): MiddlewareHandler {
  return async (c, next) => {
    if (!(await withinLimit(limits.api, clientAddress(c, trustProxy)))) {
      if (c.req.path.startsWith('/api/v3/')) return c.json({ message: 'Too Many Attempts.' }, 429);
      return c.json({ code: 429, message: '错误', data: [] });
    }
    await next();
  };
}
