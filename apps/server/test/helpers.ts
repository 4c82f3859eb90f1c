import { createApp } from '../src/app.ts';
import { readConfig, type ServerConfig } from '../src/config.ts';
import { migrate, openDatabase } from '../src/db/index.ts';
import type { AppDeps } from '../src/deps.ts';
import { FakeClock } from '../src/lib/clock.ts';
import { toDbTime } from '../src/lib/dates.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createTokenService } from '../src/lib/tokens.ts';
import { seedCore } from '../src/seed/core.ts';
import { expect } from 'vitest';

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

export function createTestContext(overrides: Partial<ServerConfig> = {}): TestContext {
  const db = openDatabase(':memory:');
  migrate(db);
  const clock = new FakeClock();
  const config: ServerConfig = {
    ...readConfig({ APP_URL: 'http://localhost:8080' }),
    rateLimitPerMinute: 10_000,
    ...overrides,
  };
  const tokens = createTokenService(db, 'test-secret-at-least-16-chars', clock);
  const deps: AppDeps = { db, config, clock, tokens };
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
      const id = Number(
        db
          .prepare(
            `INSERT INTO users (avatar, nick_name, mobile, password, is_password_set, created_at, updated_at)
             VALUES ('', ?, ?, ?, 1, ?, ?)`,
          )
          .run(
            fields.nick_name ?? `学员${seq}`,
            mobile,
            hashPassword(fields.password ?? 'secret123'),
            now,
            now,
          ).lastInsertRowid,
      );
      return { id, token: await tokens.issue(id), mobile };
    },
  };
}

/** GET `path` on a fresh context holding the core demo rows; asserts HTTP 200 with code 0, answers the envelope. */
export async function getSeeded(path: string): Promise<Envelope> {
  const ctx = createTestContext();
  seedCore(ctx);
  const { status, json } = await ctx.call('GET', path);
  expect(status).toBe(200);
  expect(json.code).toBe(0);
  return json;
}
