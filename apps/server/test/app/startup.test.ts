import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_ADDONS, readConfig } from '../../src/config.ts';
import { createDeps } from '../../src/context.ts';
import { applyEnabledAddons, prepareDatabase, startServer } from '../../src/main.ts';
import { getSetting } from '../../src/settings/settings.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from '../helpers.ts';
import { createPgDatabase, pgDatabaseUrl } from '../support/test-database.ts';

const temps: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-start-'));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('ENABLED_ADDONS', () => {
  it('is parsed from the environment as a comma-separated list', async () => {
    expect(readConfig({ ENABLED_ADDONS: 'Zhibo, Paper,,Wenda ' }).enabledAddons).toEqual([
      'Zhibo',
      'Paper',
      'Wenda',
    ]);
    expect(readConfig({}).enabledAddons).toBeUndefined();
    expect(readConfig({ ENABLED_ADDONS: '' }).enabledAddons).toEqual([]);
  });

  it('replaces the stored list (exact names; unknown ones dropped with a warning) and shows in the config', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ctx = await createTestContext({ enabledAddons: ['Zhibo', 'Paper', 'zhibo', 'Nope', 'Paper'] });
    expect(await applyEnabledAddons(ctx)).toEqual(['Zhibo', 'Paper']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('zhibo, Nope'));
    const cfg = (await ctx.call('GET', '/api/v2/other/config')).json.data as { enabled_addons: string[] };
    expect(cfg.enabled_addons).toEqual(['Zhibo', 'Paper']);
  });

  it('leaves the stored list alone when unset, and an empty value turns every addon off', async () => {
    const ctx = await createTestContext({ demo: true });
    await prepareDatabase(ctx);
    expect(await getSetting(ctx.db, 'enabled_addons')).toEqual([...ALL_ADDONS]);
    const off = await createTestContext({ enabledAddons: [] });
    await prepareDatabase(off);
    expect(await getSetting(off.db, 'enabled_addons')).toEqual([]);
  });

  it('applies over a freshly seeded demo database', async () => {
    const ctx = await createTestContext({ demo: true, enabledAddons: ['MeeduBooks'] });
    expect(await prepareDatabase(ctx)).toBe(true);
    expect(await getSetting(ctx.db, 'enabled_addons')).toEqual(['MeeduBooks']);
  });
});

describe('prepareDatabase', () => {
  it('seeds a demo database once, and never a production one', async () => {
    const demo = await createTestContext({ demo: true });
    expect(await prepareDatabase(demo)).toBe(true);
    const count = async (ctx: TestContext, table: 'announcements' | 'users') =>
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    expect(await count(demo, 'announcements')).toBe(5);
    expect(await prepareDatabase(demo)).toBe(false);
    expect(await count(demo, 'announcements')).toBe(5);
    expect(
      await demo.db
        .selectFrom('users')
        .select('nick_name')
        .where('mobile', '=', '13800000000')
        .executeTakeFirst(),
    ).toEqual({ nick_name: '学习达人' });

    const prod = await createTestContext({ demo: false });
    expect(await prepareDatabase(prod)).toBe(false);
    expect(await count(prod, 'users')).toBe(0);
  });
});

describe('JWT secret', () => {
  it('is kept in the database, so every instance on one database accepts the tokens of the others', async () => {
    const one = await createTestContext();
    const other = await createDeps(one.store, { ...one.config, jwtSecret: undefined }, one.clock);
    const again = await createDeps(one.store, { ...one.config, jwtSecret: undefined }, one.clock);
    const token = await other.tokens.issue(1);
    await one.member();
    expect((await again.tokens.verify(token))?.userId).toBe(1);
    // A configured JWT_SECRET wins over the stored one.
    const configured = await createDeps(
      one.store,
      { ...one.config, jwtSecret: 'configured-secret-123456' },
      one.clock,
    );
    expect(await configured.tokens.verify(token)).toBeNull();
  });
});

/** The database a real server process of this test uses: the data folder's SQLite file, or a new PostgreSQL one. */
async function serverDatabaseUrl(): Promise<string | undefined> {
  return TEST_DIALECT === 'postgres' ? pgDatabaseUrl(await createPgDatabase()) : undefined;
}

describe('startServer', () => {
  it('listens, seeds the demo database file, serves the API and survives a restart with the same data', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const dataDir = tempDir();
    const webDist = tempDir();
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>t</title>');
    const config = {
      ...readConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' }),
      webDist,
      databaseUrl: await serverDatabaseUrl(),
    };

    const first = await startServer(config);
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${first.url}/api/v2/other/config`);
      const body = (await res.json()) as { code: number; data: { webname: string; url: string } };
      expect(body.code).toBe(0);
      expect(body.data.webname).toBe('知学堂');
      expect(body.data.url).toBe(first.url);
      const page = await fetch(`${first.url}/courses`, { headers: { accept: 'text/html' } });
      expect(await page.text()).toBe('<!doctype html><title>t</title>');
      const unknown = await fetch(`${first.url}/api/v2/not-an-endpoint`);
      expect(unknown.status).toBe(404);
      const logo = await fetch(body.data.url + '/brand/logo.svg');
      expect(logo.status).toBe(200);
    } finally {
      await first.close();
    }
    const printed = log.mock.calls.map((c) => String(c[0])).join('\n');
    expect(printed).toContain(first.url);
    expect(printed).toContain('demo');
    expect(printed).toContain('13800000000 / meedu123');
    expect(printed).toContain(TEST_DIALECT === 'postgres' ? 'PostgreSQL' : 'SQLite');
    expect(fs.existsSync(path.join(dataDir, 'meedu.sqlite'))).toBe(TEST_DIALECT === 'sqlite');

    const second = await startServer(config);
    try {
      const res = await fetch(`${second.url}/api/v2/links`);
      const body = (await res.json()) as { data: unknown[] };
      expect(body.data).toHaveLength(6); // not seeded twice
    } finally {
      await second.close();
    }
  });

  it('refuses production mode on a demo database unless ALLOW_DEMO_DATA=1, and advertises no sandbox logins', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dataDir = tempDir();
    const base = {
      ...readConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' }),
      databaseUrl: await serverDatabaseUrl(),
      webDist: tempDir(),
    };
    await (await startServer({ ...base, demo: true })).close();
    await expect(startServer({ ...base, demo: false })).rejects.toThrow(/演示数据.*ALLOW_DEMO_DATA=1/);
    const allowed = await startServer({ ...base, demo: false, allowDemoData: true });
    try {
      const res = await fetch(`${allowed.url}/api/v2/other/config`);
      const cfg = ((await res.json()) as { data: { socialites: { qq: number; wechat_scan: number } } }).data;
      expect(cfg.socialites).toMatchObject({ qq: 0, wechat_scan: 0 });
      // No SMS provider in production: the start-up log says so (issue 27).
      expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/^短信服务未配置/m);
    } finally {
      await allowed.close();
    }
  });

  it('rejects when the port is taken', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const dataDir = tempDir();
    const config = {
      ...readConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' }),
      demo: false,
      databaseUrl: await serverDatabaseUrl(),
    };
    const first = await startServer(config);
    try {
      const port = Number(new URL(first.url).port);
      await expect(startServer({ ...config, port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});
