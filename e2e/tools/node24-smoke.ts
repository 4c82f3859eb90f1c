/**
 * `npm run smoke:node24`: the server and the built apps on Node 24, where operators deploy (Node 20, the machines'
 * runtime, reached its end of life in 2026-04). Node 24 comes from the registry's `node` package, installed once
 * under node_modules/.cache. The server runs on PostgreSQL: better-sqlite3's binary in node_modules is built for the
 * Node that ran `npm ci`, and a site on Node 24 installs its own.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startTestPostgres } from '../../apps/server/test/postgres-server.ts';
import { apiCall, passwordLogin } from '../support/api.ts';
import { repoRoot, startServer } from '../support/server.ts';

const NODE_MAJOR = '24';
const DEMO_MEMBER = { mobile: '13800000000', password: 'meedu123' };

function installNode(): string {
  const prefix = path.join(repoRoot, 'node_modules/.cache/node' + NODE_MAJOR);
  const bin = path.join(prefix, 'node_modules/.bin/node');
  if (!fs.existsSync(bin)) {
    fs.mkdirSync(prefix, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node@${NODE_MAJOR}`],
      {
        stdio: 'inherit',
      },
    );
  }
  const version = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
  if (!version.startsWith(`v${NODE_MAJOR}.`)) throw new Error(`expected Node ${NODE_MAJOR}, got ${version}`);
  return bin;
}

function check(what: string, ok: boolean, detail: unknown): void {
  if (!ok) throw new Error(`${what}: ${JSON.stringify(detail).slice(0, 500)}`);
  console.log(`  ok  ${what}`);
}

async function main(): Promise<void> {
  for (const app of ['apps/web', 'apps/admin']) {
    if (!fs.existsSync(path.join(repoRoot, app, 'dist/index.html')))
      throw new Error(`${app} is not built: npm run build`);
  }
  const node = installNode();
  const pg = await startTestPostgres();
  const server = await startServer({ DATABASE_URL: pg.url }, { node });
  try {
    console.log(
      `Node ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()}, PostgreSQL, ${server.url}`,
    );
    const config = await apiCall<{ webname: string }>(server.url, 'GET', '/api/v2/other/config');
    check('config', config.code === 0 && config.data.webname.length > 0, config);
    const courses = await apiCall<{ data: { id: number; title: string }[] }>(
      server.url,
      'GET',
      '/api/v2/courses',
    );
    const first = courses.data.data[0];
    if (courses.code !== 0 || first === undefined) throw new Error(`course list: ${JSON.stringify(courses)}`);
    console.log('  ok  course list');
    const course = await apiCall<{ course: { id: number; title: string } }>(
      server.url,
      'GET',
      `/api/v2/course/${first.id}`,
    );
    check('course detail', course.code === 0 && course.data.course.title === first.title, course);
    const token = await passwordLogin(server.url, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    const me = await apiCall<{ mobile: string }>(
      server.url,
      'GET',
      '/api/v2/member/detail',
      undefined,
      token,
    );
    check('password login', me.code === 0 && me.data.mobile === DEMO_MEMBER.mobile, me);
    for (const page of ['/', '/courses', '/admin/']) {
      const res = await fetch(server.url + page);
      const html = await res.text();
      check(`page ${page}`, res.ok && html.includes('<div id="root"'), {
        status: res.status,
        html: html.slice(0, 200),
      });
    }
  } finally {
    await server.stop();
    pg.stop();
  }
}

main().then(
  () => console.log('Node 24 smoke passed'),
  (error: unknown) => {
    console.error('Node 24 smoke failed:', error);
    process.exit(1);
  },
);
