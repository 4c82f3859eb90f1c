import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCycles, folderOf, importSpecifiers, report } from './check-cycles.mjs';

const roots = [];

/** A fake project: `files` maps a path below the root to its source. */
function fakeTree(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-cycles-'));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), source);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const server = (files) =>
  Object.fromEntries(Object.entries(files).map(([file, source]) => [`apps/server/src/${file}`, source]));

describe('check-cycles', () => {
  it('reads every kind of import line, type-only and dynamic ones included', () => {
    const source = [
      "import a from './a.ts';",
      "import type { B } from '../b.ts';",
      "import c, { d } from './c.ts';",
      'import {\n  e,\n  type F,\n} from "./e.ts";',
      "import * as g from './g.ts';",
      "export { h } from './h.ts';",
      "export * from './i.ts';",
      "export type { J } from './j.ts';",
      "import './side-effect.ts';",
      "const lazy = () => import('./lazy.tsx');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual(
      [
        './a.ts',
        '../b.ts',
        './c.ts',
        './e.ts',
        './g.ts',
        './h.ts',
        './i.ts',
        './j.ts',
        './side-effect.ts',
        './lazy.tsx',
        'zod',
      ].sort(),
    );
  });

  it('collapses files to module areas, features, components and top-level folders or files', () => {
    expect(folderOf('modules/order/service.ts')).toBe('modules/order');
    expect(folderOf('modules/index.ts')).toBe('modules/index.ts');
    expect(folderOf('features/course/pages/CoursePage.tsx')).toBe('features/course');
    expect(folderOf('components/TabBar.tsx')).toBe('components/TabBar.tsx');
    expect(folderOf('lib/dates.ts')).toBe('lib');
    expect(folderOf('app.ts')).toBe('app.ts');
  });

  it('passes a tree whose folders import one way', () => {
    const root = fakeTree(
      server({
        'app.ts': "import { routes } from './modules/order/routes.ts';",
        'modules/order/routes.ts':
          "import { place } from './service.ts';\nimport { ok } from '../../lib/envelope.ts';",
        'modules/order/service.ts': "import type { Course } from '../course/service.ts';",
        'modules/course/service.ts': "import { now } from '../../lib/dates.ts';",
        'lib/envelope.ts': "import { now } from './dates.ts';",
        'lib/dates.ts': 'export const now = 1;',
      }),
    );
    const [result] = checkCycles(root);
    expect(result).toMatchObject({ app: 'server', moduleEdges: 1, cycles: [], moduleCycles: [] });
    expect(report([result]).ok).toBe(true);
  });

  it('fails naming a loop between folders that no single file closes, type-only imports included', () => {
    const root = fakeTree(
      server({
        'modules/course/service.ts': "import { MEDIA_DIR } from '../video/media.ts';",
        'modules/video/media.ts': 'export const MEDIA_DIR = "media";',
        'modules/video/service.ts': "import type { Course } from '../course/repository.ts';",
        'modules/course/repository.ts': 'export interface Course { id: number }',
        'lib/dates.ts': 'export const now = 1;',
      }),
    );
    const [result] = checkCycles(root);
    expect(result.cycles).toEqual([['modules/course', 'modules/video']]);
    expect(result.moduleCycles).toEqual([['modules/course', 'modules/video']]);
    const { ok, text } = report([result]);
    expect(ok).toBe(false);
    expect(text).toContain('cycle: modules/course ↔ modules/video');
    expect(text).toContain('modules/course/service.ts → modules/video/media.ts');
    expect(text).toContain('modules/video/service.ts → modules/course/repository.ts');
  });

  it('finds a loop through a bottom floor, and one among the web features', () => {
    const root = fakeTree({
      ...server({
        'deps.ts': "import type { Tokens } from './modules/session/service.ts';",
        'modules/session/service.ts': "import type { AppDeps } from '../../deps.ts';",
      }),
      'apps/web/src/features/a/A.tsx': "const B = lazy(() => import('../b/B.tsx'));",
      'apps/web/src/features/b/B.tsx': "import { a } from '../a/a.ts';",
      'apps/web/src/features/a/a.ts': 'export const a = 1;',
    });
    const [serverResult, webResult] = checkCycles(root);
    expect(serverResult.cycles).toEqual([['deps.ts', 'modules/session']]);
    expect(webResult.cycles).toEqual([['features/a', 'features/b']]);
  });

  it('fails naming a loop between two files of one folder; a type-only import closes none', () => {
    const root = fakeTree({
      'apps/admin/src/lib/a.ts': "import { b } from './b.ts';\nexport const a = 1;",
      'apps/admin/src/lib/b.ts': "import { a } from './a.ts';\nexport const b = 2;",
      'apps/admin/src/lib/c.ts': "import { d } from './d.ts';\nexport const c = 3;",
      'apps/admin/src/lib/d.ts': "import type { C } from './c.ts';\nexport const d = 4;",
    });
    const [consoleResult] = checkCycles(root);
    expect(consoleResult).toMatchObject({ app: 'console', cycles: [], files: 4 });
    expect(consoleResult.fileCycles).toEqual([['lib/a.ts', 'lib/b.ts']]);
    const { ok, text } = report([consoleResult]);
    expect(ok).toBe(false);
    expect(text).toContain('file cycle: lib/a.ts ↔ lib/b.ts');
    expect(text).toContain('lib/b.ts → lib/a.ts');
  });

  it('leaves type-only lines out of the value imports', () => {
    const source =
      "import type { A } from './a.ts';\nexport type { B } from './b.ts';\nimport { type C, d } from './c.ts';";
    expect(importSpecifiers(source, { valuesOnly: true })).toEqual(['./c.ts']);
  });
});
