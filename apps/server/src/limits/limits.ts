import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { ServerConfig } from '../config.ts';
import type { DataStore } from '../db/index.ts';

/**
 * Request limits, counted in the database (rate-limiter-flexible's SQLite and PostgreSQL stores), so every
 * instance on one PostgreSQL counts against the same budget. Each limiter has a table of its own
 * (`rate_limits_<name>`), created on first start.
 */
export interface Limits {
  /** The API-wide limit per client address (RATE_LIMIT_PER_MINUTE), counted write-behind. */
  api: ApiLimiter;
  /** Image uploads per member (UPLOADS_PER_10_MINUTES). */
  upload: RateLimiterAbstract;
  /** SMS sends per client address per 10 minutes (SMS_PER_ADDRESS_PER_10_MINUTES). */
  smsAddress: RateLimiterAbstract;
  /** SMS sends per client address per day (SMS_PER_ADDRESS_PER_DAY). */
  smsAddressDay: RateLimiterAbstract;
  /** SMS per mobile per day (SMS_PER_MOBILE_PER_DAY). */
  smsMobileDay: RateLimiterAbstract;
  /** Password-login attempts per `mobile|address`: past the limit that address is locked out of that account. */
  loginPair: RateLimiterAbstract;
  /** Password-login attempts per mobile from anywhere: past the limit the image captcha is required. */
  loginMobile: RateLimiterAbstract;
  /** Failed logins (password or SMS) per client address over every mobile: past the limit the captcha is required. */
  loginAddress: RateLimiterAbstract;
  /** Wrong redeem codes per member (CODE_GUESS_LIMITS): past the limit the member's tries are refused. */
  codeGuessMember: RateLimiterAbstract;
  /** Wrong redeem codes per client address over every member (CODE_GUESS_LIMITS). */
  codeGuessAddress: RateLimiterAbstract;
  /** Removes expired counters (the hourly maintenance job). */
  sweep(): Promise<void>;
}

/**
 * The password-login guard (docs/decisions.md, Accounts). Attempts count when they start (atomically, so a burst
 * cannot pass a limit) and a successful login clears its account's counters.
 */
export const LOGIN_LIMITS = {
  /** Attempts on one account from one address per 10 minutes; the next one is refused. */
  perPair: 10,
  pairSeconds: 600,
  /** Attempts on one account from anywhere per hour without the image captcha. */
  perMobileWithoutCaptcha: 3,
  mobileSeconds: 3600,
  /** Failed logins from one address over every account per hour before the image captcha is required. */
  perAddressWithoutCaptcha: 20,
  addressSeconds: 3600,
} as const;

/**
 * Redeem codes are short enough to guess (docs/decisions.md, issue 32): a try counts when it starts, and is given
 * back unless the code turned out not to exist, so only misses use the budget and a burst cannot pass it.
 */
export const CODE_GUESS_LIMITS = {
  perMember: 10,
  perAddress: 30,
  seconds: 3600,
} as const;

const DAY_SECONDS = 86_400;

export interface LimitRule {
  name: string;
  points: number;
  durationSeconds: number;
}

/** One limiter on the database's store (table `rate_limits_<name>`); modules with a limit of their own use it. */
export async function createLimiter(
  store: DataStore,
  rule: LimitRule,
  options: { blockInMemory?: boolean } = {},
): Promise<RateLimiterAbstract> {
  const common = {
    tableName: `rate_limits_${rule.name}`,
    points: rule.points,
    duration: rule.durationSeconds,
    clearExpiredByTimeout: false,
    // Once a key is over its limit, this instance refuses it from memory until the window ends (no store write
    // per refused request). Only for limiters that never give points back (a reward would not unblock it).
    ...(options.blockInMemory ? { inMemoryBlockOnConsumed: rule.points + 1 } : {}),
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

/**
 * A module's own limiter, made once per store on first use (so every instance counts in the same table):
 * `const limiter = limiterPerStore(rule); … await (await limiter(deps.store)).consume(key)`.
 */
export function limiterPerStore(rule: LimitRule): (store: DataStore) => Promise<RateLimiterAbstract> {
  const made = new WeakMap<DataStore, Promise<RateLimiterAbstract>>();
  return (store) => {
    let limiter = made.get(store);
    if (!limiter) {
      limiter = createLimiter(store, rule);
      made.set(store, limiter);
    }
    return limiter;
  };
}

/** The limiters of `Limits`, each with its rule (table `rate_limits_<name>`). */
type LimiterName = Exclude<keyof Limits, 'sweep'>;

export async function createLimits(store: DataStore, config: ServerConfig): Promise<Limits> {
  const sms = config.smsLimits;
  const rules: Record<LimiterName, LimitRule> = {
    api: { name: 'api', points: config.rateLimitPerMinute, durationSeconds: 60 },
    upload: { name: 'upload', points: config.uploadsPer10Minutes, durationSeconds: 600 },
    smsAddress: { name: 'sms_address', points: sms.perAddressPer10Minutes, durationSeconds: 600 },
    smsAddressDay: { name: 'sms_address_day', points: sms.perAddressPerDay, durationSeconds: DAY_SECONDS },
    smsMobileDay: { name: 'sms_mobile_day', points: sms.perMobilePerDay, durationSeconds: DAY_SECONDS },
    loginPair: {
      name: 'login_pair',
      points: LOGIN_LIMITS.perPair,
      durationSeconds: LOGIN_LIMITS.pairSeconds,
    },
    loginMobile: {
      name: 'login_mobile',
      points: LOGIN_LIMITS.perMobileWithoutCaptcha,
      durationSeconds: LOGIN_LIMITS.mobileSeconds,
    },
    loginAddress: {
      name: 'login_address',
      points: LOGIN_LIMITS.perAddressWithoutCaptcha,
      durationSeconds: LOGIN_LIMITS.addressSeconds,
    },
    codeGuessMember: {
      name: 'code_guess_member',
      points: CODE_GUESS_LIMITS.perMember,
      durationSeconds: CODE_GUESS_LIMITS.seconds,
    },
    codeGuessAddress: {
      name: 'code_guess_address',
      points: CODE_GUESS_LIMITS.perAddress,
      durationSeconds: CODE_GUESS_LIMITS.seconds,
    },
  };
  const made = Object.fromEntries(
    await Promise.all(
      Object.entries(rules).map(
        async ([key, rule]) =>
          [key, await createLimiter(store, rule, { blockInMemory: key === 'api' })] as const,
      ),
    ),
  ) as Record<LimiterName, RateLimiterAbstract>;
  const api = writeBehindLimiter(made.api);
  store.onClose(() => api.flush());
  return {
    ...made,
    api,
    async sweep() {
      const now = Date.now();
      for (const r of Object.values(rules)) {
        const table = `rate_limits_${r.name}`;
        if (store.dialect === 'sqlite')
          store.sqlite.prepare(`DELETE FROM ${table} WHERE expire < ?`).run(now);
        else await store.pool.query(`DELETE FROM "${table}" WHERE expire < $1`, [now]);
      }
    },
  };
}

/**
 * Counts one point against `key` in one statement (the store's upsert) and answers the count in the current
 * window, this point included, and whether it is within the limit. A store failure lets the request through (and
 * is logged, count 0): a limiter outage must not take the site down.
 */
export async function countPoint(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<{ within: boolean; count: number }> {
  try {
    const res = await limiter.consume(key);
    return { within: true, count: res.consumedPoints };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { within: false, count: err.consumedPoints };
    console.error('限流存储异常：', err);
    return { within: true, count: 0 };
  }
}

/** Counts one point against `key`; false when over the limit (see {@link countPoint}). */
export async function withinLimit(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  return (await countPoint(limiter, key)).within;
}

/** The points `key` holds in the current window, without counting one (0 on a store failure, logged). */
export async function pointsOf(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    return (await limiter.get(key))?.consumedPoints ?? 0;
  } catch (err) {
    console.error('限流存储异常：', err);
    return 0;
  }
}

/** Gives back a point counted for an attempt that turned out not to count (logged on a store failure). */
export async function returnPoint(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.reward(key, 1);
  } catch (err) {
    console.error('限流存储异常：', err);
  }
}

/** Forgets every point of `key` (logged on a store failure). */
export async function clearPoints(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.delete(key);
  } catch (err) {
    console.error('限流存储异常：', err);
  }
}

/** A limit that counts one request per call; see {@link writeBehindLimiter}. */
export interface ApiLimiter {
  /** Counts a request of `key`; false when it is over the limit. True at once when counted in memory. */
  admit(key: string): true | Promise<boolean>;
  /** Writes what is still counted in memory (done when the database closes). */
  flush(): Promise<void>;
}

/** How long an instance may hold counted requests before adding them to the shared store. */
const FLUSH_MS = 100;
/** The most requests of one key an instance holds unwritten, as a share of the limit. */
const BATCH_SHARE = 0.01;
/** The most client addresses an instance remembers counts for. */
const MAX_KEYS = 50_000;

interface KeyCount {
  /** The key's count in the store at the last write. */
  known: number;
  /** When the store's window of that count ends (ms since the epoch). */
  windowEnds: number;
  /** Requests admitted here and not yet written. */
  pending: number;
}

/**
 * The API-wide limit counts every request, and a store write per request was most of what a cached public read
 * cost (docs/server-performance.md). Far from the limit, an instance counts a key's requests in memory and adds
 * them to the shared store in one write at most {@link FLUSH_MS} later; once the key's count is within half of the
 * limit, and for any key whose limit is under 100, every request is written before it is answered, so the
 * limit itself is exact. The counts another instance holds unwritten are at most 1 % of the limit
 * ({@link BATCH_SHARE}): that is how early a burst spread over several instances can pass half the limit unseen.
 * A store failure lets requests through (logged), as {@link countPoint} does.
 */
export function writeBehindLimiter(limiter: RateLimiterAbstract): ApiLimiter {
  const maxBatch = Math.floor(limiter.points * BATCH_SHARE);
  const half = limiter.points / 2;
  const counts = new Map<string, KeyCount>();
  let timer: NodeJS.Timeout | null = null;

  const remember = (key: string, known: number, msBeforeNext: number) => {
    const now = Date.now();
    // Every client address leaves an entry; the flush sweeps ended windows, but only runs when something is
    // held (never for limits under 100). Forgetting a key is safe: its next request is simply written at once.
    if (counts.size >= MAX_KEYS && !counts.has(key)) {
      for (const [k, c] of counts) if (c.pending === 0 && now >= c.windowEnds) counts.delete(k);
      if (counts.size >= MAX_KEYS) for (const [k, c] of counts) if (c.pending === 0) counts.delete(k);
    }
    counts.set(key, { known, windowEnds: now + msBeforeNext, pending: counts.get(key)?.pending ?? 0 });
  };

  /** Writes `n` points of `key`; answers whether the key is still within its limit. */
  const write = async (key: string, n: number): Promise<boolean> => {
    try {
      const res = await limiter.consume(key, n);
      remember(key, res.consumedPoints, res.msBeforeNext);
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        // A key refused from memory reports 0 points: whatever it says, it is over until the window ends.
        remember(key, limiter.points + 1, err.msBeforeNext);
        return false;
      }
      console.error('限流存储异常：', err);
      return true;
    }
  };

  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const now = Date.now();
    const writes: Promise<boolean>[] = [];
    for (const [key, count] of counts) {
      if (count.pending > 0 && now < count.windowEnds) {
        const n = count.pending;
        count.pending = 0;
        writes.push(write(key, n));
      } else if (now >= count.windowEnds) counts.delete(key);
    }
    await Promise.all(writes);
  };

  return {
    admit(key) {
      const count = counts.get(key);
      const live = count !== undefined && Date.now() < count.windowEnds;
      if (live && count.pending < maxBatch && count.known + count.pending + 1 <= half) {
        count.pending += 1;
        timer ??= setTimeout(() => void flush(), FLUSH_MS).unref();
        return true;
      }
      // Written now: this request together with what this instance still holds of the key's window.
      const n = (live ? count.pending : 0) + 1;
      if (count) count.pending = 0;
      return write(key, n);
    },
    flush,
  };
}
