import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../helpers.ts';
import { createPgDatabase, pgDatabaseUrl } from '../support/test-database.ts';

/**
 * Two real server processes on one database (one PostgreSQL database, or one SQLite file on this machine):
 * what one instance writes, the other must honour. Nothing they must share may live in a process.
 */
const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

interface Instance {
  url: string;
  output: () => string;
  process: ChildProcess;
}

function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ url: m[1], output: () => out, process: child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${String(code)}:\n${out}`));
    });
  });
}

async function api<T>(base: string, method: string, p: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(base + p, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { code: number; message: string; data: T } };
}

const DEMO = { mobile: '13800000000', password: 'meedu123' };
const RATE_LIMIT = 40;

describe(`two server instances on one ${TEST_DIALECT} database`, () => {
  let a: Instance;
  let b: Instance;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    const databaseUrl = TEST_DIALECT === 'postgres' ? pgDatabaseUrl(await createPgDatabase()) : undefined;
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-two-'));
    dataDirs.push(shared);
    const env = (name: string): NodeJS.ProcessEnv => {
      // On SQLite both share one data folder (one file); on PostgreSQL each has a folder of its own.
      const dataDir = databaseUrl ? fs.mkdtempSync(path.join(os.tmpdir(), `meedu-${name}-`)) : shared;
      if (databaseUrl) dataDirs.push(dataDir);
      return {
        PORT: '0',
        HOST: '127.0.0.1',
        APP_MODE: 'demo',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
        WEB_DIST: path.join(shared, 'no-web'),
      };
    };
    // The first seeds the demo database; the second starts on it, as a second machine would.
    a = await startInstance(env('a'));
    b = await startInstance(env('b'));
  }, 120_000);

  afterAll(() => {
    for (const i of [a, b]) i?.process.kill('SIGTERM');
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('accepts on one instance a login made on the other, and refuses it on both after logout', async () => {
    const login = await api<{ token: string }>(a.url, 'POST', '/api/v2/login/password', DEMO);
    expect(login.json.code).toBe(0);
    const token = login.json.data.token;
    const detail = await api<{ mobile: string }>(b.url, 'GET', '/api/v2/member/detail', undefined, token);
    expect(detail.json.code).toBe(0);
    expect(detail.json.data.mobile).toBe(DEMO.mobile);

    expect((await api(b.url, 'POST', '/api/v2/logout', {}, token)).json.code).toBe(0);
    expect((await api(a.url, 'GET', '/api/v2/member/detail', undefined, token)).json.code).toBe(401);
  });

  it("accepts on one instance an SMS code sent through the other; each shows the other's changes", async () => {
    const mobile = '13811112222';
    const captcha = await api<{ key: string }>(a.url, 'GET', '/api/v2/captcha/image');
    const text = await api<{ text: string }>(b.url, 'GET', `/__dev/captcha?key=${captcha.json.data.key}`);
    const sent = await api(b.url, 'POST', '/api/v2/captcha/sms', {
      mobile,
      image_key: captcha.json.data.key,
      image_captcha: text.json.data.text,
      scene: 'login',
    });
    expect(sent.json).toMatchObject({ code: 0 });
    const outbox = await api<{ code: string }>(a.url, 'GET', `/__dev/sms?mobile=${mobile}`);
    const login = await api<{ token: string }>(a.url, 'POST', '/api/v2/login/mobile', {
      mobile,
      mobile_code: outbox.json.data.code,
    });
    expect(login.json.code).toBe(0);
    const token = login.json.data.token;
    expect(token).toBeTruthy();

    // b keeps the new member's detail while the database is unchanged; a change made through a moves it.
    const before = await api<{ nick_name: string }>(b.url, 'GET', '/api/v2/member/detail', undefined, token);
    expect(before.json.data.nick_name).not.toBe('双实例学员');
    const named = await api(
      a.url,
      'POST',
      '/api/v2/member/detail/nickname',
      { nick_name: '双实例学员' },
      token,
    );
    expect(named.json.code).toBe(0);
    const after = await api<{ nick_name: string }>(b.url, 'GET', '/api/v2/member/detail', undefined, token);
    expect(after.json.data.nick_name).toBe('双实例学员');
  });

  it('counts the rate limit across both instances', async () => {
    // Both see this machine as the client: RATE_LIMIT requests split over the two exhaust one budget.
    const results: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 4; i += 1) {
      const base = i % 2 === 0 ? a.url : b.url;
      results.push((await api(base, 'GET', '/api/v2/links')).json.code);
    }
    expect(results.filter((c) => c === 429).length).toBeGreaterThanOrEqual(4);
    expect(results.at(-1)).toBe(429);
    expect(results.at(-2)).toBe(429);
  });

  it('runs the maintenance job (account deletions) on one instance only', () => {
    const ran = [a, b].filter((i) => i.output().includes('定时任务已执行'));
    expect(ran).toHaveLength(1);
  });
});
