import { expect } from 'vitest';
import { createApp } from '../src/app.ts';
import { readConfig, type ServerConfig } from '../src/config.ts';
import { createDeps } from '../src/context.ts';
import type { AppDeps } from '../src/deps.ts';
import { FakeClock } from '../src/lib/clock.ts';
import { toDbTime } from '../src/lib/dates.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { seedCore } from '../src/seed/core.ts';
import { openTestStore } from './support/test-database.ts';

export { TEST_DIALECT } from './support/test-database.ts';

export interface TestContext extends AppDeps {
  clock: FakeClock;
  app: ReturnType<typeof createApp>;
  /** Calls the app like a client would; `body` is sent as JSON. Resolves to status and parsed JSON. */
  call(
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string>; form?: FormData },
  ): Promise<{ status: number; json: Envelope }>;
  /** Inserts a member and returns id and a valid token. */
  member(fields?: Partial<{ mobile: string; password: string; nick_name: string }>): Promise<{
    id: number;
    token: string;
    mobile: string;
  }>;
}

export interface Envelope {
  code?: number | { status: number };
  message?: string;
  // The tests read whatever the endpoint sends; the contract package types the storefront side.
  data?: unknown;
  [k: string]: unknown;
}

/**
 * A fresh server on a fresh database (in-memory SQLite, or a new PostgreSQL database in the server-pg project),
 * with a fake clock. The database is closed and dropped after the test file.
 */
export async function createTestContext(overrides: Partial<ServerConfig> = {}): Promise<TestContext> {
  const store = await openTestStore();
  const clock = new FakeClock();
  const config: ServerConfig = {
    ...readConfig({ APP_URL: 'http://localhost:8080' }),
    rateLimitPerMinute: 10_000,
    // Tests of other areas send many SMS from one address; test/captcha checks the real defaults.
    smsLimits: { perAddressPer10Minutes: 10_000, perAddressPerDay: 10_000, perMobilePerDay: 10_000 },
    // Tests change data and read it back at once; the micro-cache has a test of its own.
    responseCacheMs: 0,
    ...overrides,
  };
  const deps = await createDeps(store, config, clock, 'test-secret-at-least-16-chars');
  const app = createApp(deps);
  let seq = 0;

  return {
    ...deps,
    clock,
    app,
    async call(method, path, opts = {}) {
      const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: RequestInit['body'];
      if (opts.form) body = opts.form;
      else if (opts.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(opts.body);
      }
      const res = await app.request(path, { method, headers, body });
      const text = await res.text();
      let json: Envelope = {};
      try {
        json = JSON.parse(text) as Envelope;
      } catch {
        json = { raw: text };
      }
      return { status: res.status, json };
    },
    async member(fields = {}) {
      seq += 1;
      const mobile = fields.mobile ?? `1370000${String(seq).padStart(4, '0')}`;
      const now = toDbTime(clock.now());
      const { id } = await deps.db
        .insertInto('users')
        .values({
          avatar: '',
          nick_name: fields.nick_name ?? `学员${seq}`,
          mobile,
          password: await hashPassword(fields.password ?? 'secret123'),
          is_password_set: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, token: await deps.tokens.issue(id), mobile };
    },
  };
}

/** GET `path` on a fresh context holding the core demo rows; asserts HTTP 200 with code 0, answers the envelope. */
export async function getSeeded(path: string): Promise<Envelope> {
  const ctx = await createTestContext();
  await seedCore(ctx);
  const { status, json } = await ctx.call('GET', path);
  expect(status).toBe(200);
  expect(json.code).toBe(0);
  return json;
}
