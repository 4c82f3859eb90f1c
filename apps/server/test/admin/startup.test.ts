import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { prepareDatabase, refuseDemoDataInProduction, startServer } from '../../src/main.ts';
import { DEMO_ADMIN } from '../../src/seed/admin.ts';
import { registerStatic } from '../../src/static.ts';
import { createTestContext, TEST_DIALECT } from '../helpers.ts';
import { createPgDatabase, pgDatabaseUrl } from '../support/test-database.ts';
import { auditRows, insertAdmin, loginAs } from './support.ts';

const temps: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-console-'));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('the demo administrator', () => {
  it('is seeded with the demo content, and signs in with admin / meedu123', async () => {
    const ctx = await createTestContext({ demo: true });
    expect(await prepareDatabase(ctx)).toBe(true);
    const admin = await ctx.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ name: 'admin', is_super: 1, status: 1 });
    const agent = await loginAs(ctx, { id: admin.id, ...DEMO_ADMIN });
    expect((await agent.call('GET', '/auth/me')).status).toBe(200);
    const [created] = (await auditRows(ctx, 'admin')).filter((r) => r.action === 'create');
    expect(created).toMatchObject({
      admin_id: null,
      admin_name: '演示数据',
      summary: '新建超级管理员 admin',
    });
  });

  it('is added to a demo database seeded before the console existed, once', async () => {
    const ctx = await createTestContext({ demo: true });
    await prepareDatabase(ctx);
    await ctx.db.deleteFrom('admins').execute();
    await prepareDatabase(ctx);
    await prepareDatabase(ctx);
    expect(await ctx.db.selectFrom('admins').select('name').execute()).toEqual([{ name: 'admin' }]);
    const prod = await createTestContext({ demo: false });
    await prepareDatabase(prod);
    expect(await prod.db.selectFrom('admins').select('name').execute()).toEqual([]);
  });

  it('keeps production from starting while an administrator has the demo password, unless ALLOW_DEMO_DATA=1', async () => {
    const ctx = await createTestContext({ demo: false });
    await refuseDemoDataInProduction(ctx);
    await insertAdmin(ctx, { name: 'ops', password: DEMO_ADMIN.password, super: true });
    await expect(refuseDemoDataInProduction(ctx)).rejects.toThrow(
      /管理员 ops 的密码仍是公开的演示密码.*admin:reset-password ops.*ALLOW_DEMO_DATA=1/,
    );
    await refuseDemoDataInProduction({ ...ctx, config: { ...ctx.config, allowDemoData: true } });
    await ctx.db.updateTable('admins').set({ status: 0 }).execute();
    await refuseDemoDataInProduction(ctx);
  });
});

describe('the console at /admin', () => {
  async function withConsole(built: boolean) {
    const ctx = await createTestContext();
    const adminDist = tempDir();
    if (built) {
      fs.writeFileSync(path.join(adminDist, 'index.html'), '<!doctype html><title>控制台</title>');
      fs.mkdirSync(path.join(adminDist, 'assets'));
      const script = 'console.log("console");'.repeat(100);
      fs.writeFileSync(path.join(adminDist, 'assets', 'index-abc.js'), script);
      fs.writeFileSync(path.join(adminDist, 'assets', 'index-abc.js.gz'), zlib.gzipSync(script));
    }
    registerStatic(ctx.app, ctx, adminDist);
    return ctx;
  }

  it('serves the console page for its routes, never for /admin/api, and its assets precompressed and cached', async () => {
    const ctx = await withConsole(true);
    for (const p of ['/admin', '/admin/', '/admin/roles', '/admin/admins/3/edit']) {
      const page = await ctx.app.request(p, { headers: { accept: 'text/html' } });
      expect(page.status, p).toBe(200);
      expect(await page.text()).toContain('控制台');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
    const api = await ctx.app.request('/admin/api/nothing', { headers: { accept: 'text/html' } });
    expect(api.status).toBe(401);
    expect(api.headers.get('content-type')).toMatch(/application\/json/);
    const asset = await ctx.app.request('/admin/assets/index-abc.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await ctx.app.request('/admin/assets/missing.js');
    expect(missing.status).toBe(404);
    // The storefront's fallback does not answer for the console.
    const storefront = await ctx.app.request('/courses', { headers: { accept: 'text/html' } });
    expect(await storefront.text()).not.toContain('控制台');
  });

  it('explains how to build it when it is not built', async () => {
    const ctx = await withConsole(false);
    const page = await ctx.app.request('/admin/login', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build');
  });

  it('is announced when the server starts', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const config = {
      ...readConfig({ DATA_DIR: tempDir(), HOST: '127.0.0.1', PORT: '0' }),
      demo: false,
      webDist: tempDir(),
      databaseUrl: TEST_DIALECT === 'postgres' ? pgDatabaseUrl(await createPgDatabase()) : undefined,
    };
    const server = await startServer(config);
    await server.close();
    const printed = log.mock.calls.map((c) => String(c[0])).join('\n');
    expect(printed).toContain(`console: ${server.url}/admin`);
    expect(printed).not.toContain('demo administrator');
  });
});
