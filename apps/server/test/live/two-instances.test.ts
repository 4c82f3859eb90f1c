import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../helpers.ts';
import { createPgDatabase, pgDatabaseUrl } from '../support/test-database.ts';
import { connect } from './fixtures.ts';

/**
 * Two real server processes on one PostgreSQL database: a chat message sent through one instance reaches a member
 * whose socket is on the other (LISTEN/NOTIFY). SQLite serves one process, so this runs on PostgreSQL only.
 */
const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

function start(env: NodeJS.ProcessEnv): Promise<{ url: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ url: m[1], process: child });
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
  return (await res.json()) as { code: number; message: string; data: T };
}

describe.skipIf(TEST_DIALECT !== 'postgres')('live chat across two instances on one PostgreSQL', () => {
  const instances: { url: string; process: ChildProcess }[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    const databaseUrl = pgDatabaseUrl(await createPgDatabase());
    for (const name of ['a', 'b']) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `meedu-live-${name}-`));
      dirs.push(dir);
      instances.push(
        await start({
          PORT: '0',
          HOST: '127.0.0.1',
          APP_MODE: 'demo',
          DATA_DIR: dir,
          DATABASE_URL: databaseUrl,
          WEB_DIST: path.join(dir, 'no-web'),
        }),
      );
    }
  }, 120_000);

  afterAll(() => {
    for (const i of instances) i.process.kill('SIGTERM');
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('delivers a message sent through one instance, and a console mute, to a member connected to the other', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('instances missing');
    const login = (mobile: string) =>
      api<{ token: string }>(a.url, 'POST', '/api/v2/login/password', { mobile, password: 'meedu123' });
    const one = (await login('13800000000')).data.token;
    const two = (await login('13900000001')).data.token;
    // The demo's free open class: start its upcoming lesson, so any member may enter.
    const list = await api<{ data: { data: { id: number; charge: number; title: string }[] } }>(
      a.url,
      'GET',
      '/addons/zhibo/api/v1/courses?size=16',
    );
    const open = list.data.data.data.find((c) => c.title.includes('公开课'));
    if (!open) throw new Error('open class missing');
    const detail = await api<{ videos: Record<string, { id: number; status: number }[]> }>(
      a.url,
      'GET',
      `/addons/zhibo/api/v1/course/${open.id}`,
    );
    const lesson = Object.values(detail.data.videos)
      .flat()
      .find((v) => v.status === 0);
    if (!lesson) throw new Error('upcoming lesson missing');
    expect((await api(b.url, 'POST', `/__dev/live/${lesson.id}`, { action: 'start' })).code).toBe(0);

    const ws = (base: string, token: string) =>
      `${base.replace(/^http/, 'ws')}/addons/zhibo/ws/course/${open.id}/video/${lesson.id}?token=${token}`;
    const onB = connect(ws(b.url, two));
    await onB.opened;
    const sent = await api(
      a.url,
      'POST',
      `/addons/zhibo/api/v1/course/${open.id}/video/${lesson.id}/chat/send`,
      {
        content: '跨实例的消息',
        duration: 1,
      },
      one,
    );
    expect(sent.code).toBe(0);
    const msg = await onB.until((f) => f.t === 'message');
    expect(JSON.parse(msg.v ?? '{}')).toMatchObject({ content: '跨实例的消息', nick_name: '学习达人' });

    expect((await api(a.url, 'POST', `/__dev/live/${lesson.id}`, { action: 'ban-room' })).code).toBe(0);
    await onB.until((f) => f.t === 'room-ban');
    onB.ws.close();
  });
});
