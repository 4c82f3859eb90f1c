import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRouteModules } from '../build/early-script.ts';
import { routeTable } from '../src/app/routes.ts';

const appDir = path.resolve(__dirname, '../src/app');

/** Static imports and re-exports of a module (not `import type`, not `import()`, which loads on its own). */
function staticImports(source: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm;
  for (const m of source.matchAll(statement)) if (m[1]) found.push(m[1]);
  return found;
}

function resolveLocal(from: string, spec: string): string {
  const file = path.resolve(path.dirname(from), spec);
  if (!fs.existsSync(file)) throw new Error(`${from}: ${spec} not found`);
  return file;
}

/** Every package a module brings along when it loads, following its static imports through our own files. */
function packagesLoadedWith(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const spec of staticImports(fs.readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) visit(resolveLocal(file, spec));
      else packages.add(spec);
    }
  };
  visit(entry);
  return packages;
}

describe('pages routes.ts marks plain (issue 10)', () => {
  const antdScope = path.join(appDir, '../components/antd/AntdScope.tsx');
  const read = readRouteModules(fs.readFileSync(path.join(appDir, 'routes.ts'), 'utf8'), appDir, antdScope);
  const plain = routeTable.filter((r) => r.plain).map((r) => r.path);

  it('are the first screens of the storefront’s busiest pages and the light member pages', () => {
    expect(plain).toEqual([
      '/',
      '/courses',
      '/courses/detail/:id',
      '/live',
      // Member pages with a list or a balance first (issue 30).
      '/member/questions',
      '/member/credit1-free',
      '/member/certs',
      '/topic',
      '/book',
      '/learnPath',
      '/wenda',
      '/wenda/detail/:questionId',
    ]);
  });

  it.each(plain)(
    '%s loads no antd with its page (what it loads later goes in LazyAntdScope)',
    (routePath) => {
      const modules = read.find((r) => r.path === routePath)?.modules ?? [];
      expect(modules.length).toBeGreaterThan(0);
      for (const module of modules) {
        const antd = [...packagesLoadedWith(module)].filter((p) => p === 'antd' || p.startsWith('antd/'));
        expect({ module: path.relative(appDir, module), antd }).toEqual({
          module: path.relative(appDir, module),
          antd: [],
        });
      }
    },
  );

  it('the check sees antd where a page loads it', () => {
    const login = (read.find((r) => r.path === '/login')?.modules ?? []).filter((m) => m !== antdScope);
    expect(login.length).toBeGreaterThan(0);
    expect(login.some((m) => [...packagesLoadedWith(m)].includes('antd'))).toBe(true);
  });
});
