import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_ADDONS, readConfig } from '../../src/config.ts';
import { applyEnabledAddons, loadJwtSecret, prepareDatabase, startServer } from '../../src/main.ts';
import { getSetting } from '../../src/modules/system/settings.ts';
import { createTestContext } from '../helpers.ts';

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
  it('is parsed from the environment as a comma-separated list', () => {
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
    const ctx = createTestContext({ enabledAddons: ['Zhibo', 'Paper', 'zhibo', 'Nope', 'Paper'] });
    expect(applyEnabledAddons(ctx)).toEqual(['Zhibo', 'Paper']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('zhibo, Nope'));
    const cfg = (await ctx.call('GET', '/api/v2/other/config')).json.data as { enabled_addons: string[] };
    expect(cfg.enabled_addons).toEqual(['Zhibo', 'Paper']);
  });

  it('leaves the stored list alone when unset, and an empty value turns every addon off', () => {
    const ctx = createTestContext({ demo: true });
    prepareDatabase(ctx);
    expect(getSetting(ctx.db, 'enabled_addons')).toEqual([...ALL_ADDONS]);
    const off = createTestContext({ enabledAddons: [] });
    prepareDatabase(off);
    expect(getSetting(off.db, 'enabled_addons')).toEqual([]);
  });

  it('applies over a freshly seeded demo database', () => {
    const ctx = createTestContext({ demo: true, enabledAddons: ['MeeduBooks'] });
    expect(prepareDatabase(ctx)).toBe(true);
    expect(getSetting(ctx.db, 'enabled_addons')).toEqual(['MeeduBooks']);
  });
});

describe('prepareDatabase', () => {
  it('seeds a demo database once, and never a production one', () => {
    const demo = createTestContext({ demo: true });
    expect(prepareDatabase(demo)).toBe(true);
    const count = () =>
      demo.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM announcements').get()?.n;
    expect(count()).toBe(5);
    expect(prepareDatabase(demo)).toBe(false);
    expect(count()).toBe(5);
    expect(demo.db.prepare("SELECT nick_name FROM users WHERE mobile = '13800000000'").get()).toEqual({
      nick_name: '学习达人',
    });

    const prod = createTestContext({ demo: false });
    expect(prepareDatabase(prod)).toBe(false);
    expect(prod.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 0 });
  });
});

describe('JWT secret', () => {
  it('uses JWT_SECRET when configured', () => {
    const dataDir = tempDir();
    const config = { ...readConfig({ DATA_DIR: dataDir }), jwtSecret: 'configured-secret-123456' };
    expect(loadJwtSecret(config)).toBe('configured-secret-123456');
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('generates one secret into the data directory and reuses it', () => {
    const dataDir = tempDir();
    const config = readConfig({ DATA_DIR: dataDir });
    const first = loadJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadJwtSecret(config)).toBe(first);
  });
});

describe('startServer', () => {
  it('listens, seeds the demo database file, serves the API and survives a restart with the same data', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const dataDir = tempDir();
    const webDist = tempDir();
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>t</title>');
    const config = { ...readConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' }), webDist };

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
    expect(fs.existsSync(path.join(dataDir, 'meedu.sqlite'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);

    const second = await startServer(config);
    try {
      const res = await fetch(`${second.url}/api/v2/links`);
      const body = (await res.json()) as { data: unknown[] };
      expect(body.data).toHaveLength(6); // not seeded twice
    } finally {
      await second.close();
    }
  });

  it('rejects when the port is taken', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const dataDir = tempDir();
    const config = { ...readConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' }), demo: false };
    const first = await startServer(config);
    try {
      const port = Number(new URL(first.url).port);
      await expect(startServer({ ...config, port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});
