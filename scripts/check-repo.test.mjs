import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRepo, machinePaths } from './check-repo.mjs';

const roots = [];

/** A git repository holding `files` (path → text), each added to the index; `links` maps a link to its target. */
function fakeRepo(files, links = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-repo-'));
  roots.push(root);
  execFileSync('git', ['init', '-q'], { cwd: root });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  for (const [link, target] of Object.entries(links)) fs.symlinkSync(target, path.join(root, link));
  execFileSync('git', ['add', '-A'], { cwd: root });
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

// Built from parts, so that this file does not name such a path itself.
const home = ['', 'home', 'alice', 'project'].join('/');
const work = ['', 'work', 'main', 'apps'].join('/');
const windows = ['C:', 'Users', 'bob', 'x'].join('\\');

describe('check-repo', () => {
  it('passes a tree of plain files naming only system and relative paths', () => {
    const root = fakeRepo({
      'README.md':
        'Run `/usr/bin/chromium` or /tmp/x; see ../features/home/page.ts and https://example.com/work/x.\n',
      'src/a.ts': "import { b } from '../home/b.ts';\n",
      'image.bin': Buffer.from([0, 1, 2, 0x2f, 0x77]),
    });
    expect(checkRepo(root)).toEqual([]);
  });

  it('names a tracked symbolic link', () => {
    const root = fakeRepo(
      { 'apps/web/package.json': '{}\n' },
      { 'apps/web/node_modules': '../../node_modules' },
    );
    expect(checkRepo(root)).toEqual([
      expect.stringContaining('apps/web/node_modules: a symbolic link is tracked'),
    ]);
  });

  it('names each line that holds a folder of one machine', () => {
    const root = fakeRepo({
      'docs/notes.md': `first line\nthe harness lives in ${work}/tools\n`,
      'e2e/config.ts': `const dir = '${home}/cache';\n`,
      'scripts/win.json': `{ "dir": "${windows}" }\n`,
      'ops.sh': ['cd', ['', 'root', '.cache'].join('/')].join(' ') + '\n',
    });
    expect(checkRepo(root).sort()).toEqual([
      expect.stringMatching(/^docs\/notes\.md:2: names a folder of one machine/),
      expect.stringMatching(/^e2e\/config\.ts:1: /),
      expect.stringMatching(/^ops\.sh:1: /),
      expect.stringMatching(/^scripts\/win\.json:1: /),
    ]);
  });

  it('reads a line as naming a machine path only at the start of a path', () => {
    expect(machinePaths(`a ${home}`)).toHaveLength(1);
    expect(machinePaths('import x from "../home/x.ts"')).toEqual([]);
    expect(machinePaths("{ path: '/home/navs', route: '/home/sliders' }")).toEqual([]);
    expect(machinePaths('the project root/ and users/')).toEqual([]);
  });
});
