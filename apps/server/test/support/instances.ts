import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { TEST_DIALECT, createPgDatabase, pgDatabaseUrl } from './test-database.ts';

/** Real server processes on one database, for the tests of what instances must share. */

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

export interface Instance {
  url: string;
  /** Everything the process printed so far. */
  output: () => string;
  process: ChildProcess;
}

/** Starts `src/main.ts` with `env` and answers once it listens. */
export function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
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

/** Calls an instance over HTTP as a client would; `body` is sent as JSON. */
export async function api<T>(base: string, method: string, p: string, body?: unknown, token?: string) {
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

/**
 * Two demo instances on one fresh database, started before the file's tests and stopped after them: the first
 * seeds the demo database, the second starts on it as a second machine would. On SQLite both share one data
 * folder (one file); on PostgreSQL each has a folder of its own. `env` is added to both.
 */
export function twoInstances(env: NodeJS.ProcessEnv = {}): { readonly a: Instance; readonly b: Instance } {
  const started: Instance[] = [];
  const dataDirs: string[] = [];
  beforeAll(async () => {
    const databaseUrl = TEST_DIALECT === 'postgres' ? pgDatabaseUrl(await createPgDatabase()) : undefined;
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-two-'));
    dataDirs.push(shared);
    for (const name of ['a', 'b']) {
      const dataDir = databaseUrl ? fs.mkdtempSync(path.join(os.tmpdir(), `meedu-${name}-`)) : shared;
      if (databaseUrl) dataDirs.push(dataDir);
      started.push(
        await startInstance({
          PORT: '0',
          HOST: '127.0.0.1',
          APP_MODE: 'demo',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl ?? '',
          WEB_DIST: path.join(shared, 'no-web'),
          ...env,
        }),
      );
    }
  }, 120_000);
  afterAll(() => {
    for (const i of started) i.process.kill('SIGTERM');
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  });
  const nth = (i: number) => {
    const instance = started[i];
    if (!instance) throw new Error('instances missing');
    return instance;
  };
  return {
    get a() {
      return nth(0);
    },
    get b() {
      return nth(1);
    },
  };
}
