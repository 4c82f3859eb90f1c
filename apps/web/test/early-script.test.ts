import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRouteModules } from '../build/early-script.ts';
import { routeTable } from '../src/app/routes.ts';

const appDir = path.resolve(__dirname, '../src/app');

describe('the early scripts’ build: routes.ts as the route-files script reads it', () => {
  const antdScope = path.join(appDir, '../components/antd/AntdScope.tsx');
  const read = readRouteModules(fs.readFileSync(path.join(appDir, 'routes.ts'), 'utf8'), appDir, antdScope);

  it('has every route of the table, in order, with its guard', () => {
    expect(read.map((r) => [r.path, r.auth])).toEqual(routeTable.map((r) => [r.path, r.auth]));
  });

  it('adds antd’s scope to every page the table does not mark plain', () => {
    for (const r of read) {
      const plain = routeTable.find((e) => e.path === r.path)?.plain === true;
      expect({ path: r.path, scope: r.modules.includes(antdScope) }).toEqual({ path: r.path, scope: !plain });
    }
  });

  it('has each route’s page and prefetch modules, which exist', () => {
    const home = read.find((r) => r.path === '/');
    expect(home?.modules.map((m) => path.relative(appDir, m))).toEqual([
      '../features/home/pages/HomePage.prefetch.ts',
      '../features/home/pages/HomePage.tsx',
    ]);
    for (const r of read) for (const m of r.modules) expect(fs.existsSync(m), m).toBe(true);
  });

  it('fails the build when an entry does not parse', () => {
    const odd = "  {\n    path: '/x',\n    auth: false,\n    page: Page,\n  },\n";
    expect(() => readRouteModules(odd, appDir, antdScope)).toThrow(/read 0 of the 1 routes/);
  });
});
