#!/usr/bin/env node
/**
 * Import cycles, between files and between folders. A loop between files breaks module initialisation order; a
 * loop between folders tangles the architecture even when each file-level path is one-way. This reads the import
 * lines of the server's, the web's and the console's `src` and fails naming every cycle of either kind.
 * (It replaces eslint-plugin-import's `import/no-cycle`, which took 95 % of the lint's six minutes.)
 *
 *   node scripts/check-cycles.mjs [project root]
 *
 * Folders: under `modules/`, `features/` and `components/` each entry is one (`modules/order`,
 * `components/TabBar.tsx`); elsewhere each top-level folder or file of `src` is one (`lib`, `app.ts`).
 * Between folders every import counts, type-only ones included: static `import … from`, `export … from`,
 * side-effect imports and `import()` with a literal path. Between files, `import type` and `export type` do not:
 * they vanish from the built code, so they cannot loop at run time. Imports of packages are not followed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The source trees read, relative to the project root. */
export const APPS = [
  { name: 'server', src: 'apps/server/src' },
  { name: 'web', src: 'apps/web/src' },
  { name: 'console', src: 'apps/admin/src' },
];

/** Top-level folders whose entries are folders of their own in the graph. */
const SPLIT_FOLDERS = new Set(['modules', 'features', 'components']);

const SOURCE_FILE = /\.(ts|tsx|mts)$/;

const IMPORT_PATTERNS = [
  // import x from, import { a } from, import * as x from, import type … from, export … from
  /\b(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+)\s*from\s*['"]([^'"]+)['"]/g,
  // import './side-effect.ts'
  /\bimport\s+['"]([^'"]+)['"]/g,
  // import('./lazy.ts')
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** `import type …` and `export type …`: erased from the built code. */
const TYPE_ONLY = /^\s*(?:import|export)\s+type\b/;

/**
 * The module specifiers one source file imports, in order of appearance per kind; with `valuesOnly`, those of
 * type-only lines are left out.
 */
export function importSpecifiers(source, { valuesOnly = false } = {}) {
  const specs = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const m of source.matchAll(pattern)) if (!valuesOnly || !TYPE_ONLY.test(m[0])) specs.push(m[1]);
  }
  return specs;
}

/** The graph node of a file, from its path relative to `src` (forward slashes). */
export function folderOf(relPath) {
  const parts = relPath.split('/');
  if (parts.length > 1 && SPLIT_FOLDERS.has(parts[0])) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

function listSources(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSources(full));
    else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveRelative(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The folder graph of one source tree: `edges` maps a folder to the folders it imports, each with one file-level
 * import that proves it (`from → to`).
 */
export function folderGraph(srcDir) {
  const edges = new Map();
  for (const file of listSources(srcDir)) {
    const from = path.relative(srcDir, file).split(path.sep).join('/');
    const fromFolder = folderOf(from);
    if (!edges.has(fromFolder)) edges.set(fromFolder, new Map());
    for (const spec of importSpecifiers(fs.readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const target = resolveRelative(file, spec);
      if (!target) continue;
      const to = path.relative(srcDir, target).split(path.sep).join('/');
      if (to.startsWith('..')) continue;
      const toFolder = folderOf(to);
      if (toFolder === fromFolder) continue;
      const out = edges.get(fromFolder);
      if (!out.has(toFolder)) out.set(toFolder, `${from} → ${to}`);
    }
  }
  return edges;
}

/** The file graph of one source tree, value imports only: each file (relative to `src`) to the files it imports. */
export function fileGraph(srcDir) {
  const edges = new Map();
  for (const file of listSources(srcDir)) {
    const from = path.relative(srcDir, file).split(path.sep).join('/');
    const out = new Map();
    edges.set(from, out);
    for (const spec of importSpecifiers(fs.readFileSync(file, 'utf8'), { valuesOnly: true })) {
      if (!spec.startsWith('.')) continue;
      const target = resolveRelative(file, spec);
      if (!target) continue;
      const to = path.relative(srcDir, target).split(path.sep).join('/');
      if (!to.startsWith('..') && to !== from) out.set(to, `${from} → ${to}`);
    }
  }
  return edges;
}

/** Strongly connected components with more than one node (Tarjan), each sorted, in a stable order. */
export function folderCycles(edges) {
  let index = 0;
  const indexOf = new Map();
  const lowOf = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (v) => {
    indexOf.set(v, index);
    lowOf.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        lowOf.set(v, Math.min(lowOf.get(v), lowOf.get(w)));
      } else if (onStack.has(w)) {
        lowOf.set(v, Math.min(lowOf.get(v), indexOf.get(w)));
      }
    }
    if (lowOf.get(v) === indexOf.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!indexOf.has(v)) visit(v);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The imports that hold a cycle together: every edge between two of its folders. */
function cycleEdges(edges, component) {
  const members = new Set(component);
  const lines = [];
  for (const from of component) {
    for (const [to, proof] of edges.get(from) ?? [])
      if (members.has(to)) lines.push(`${from} → ${to}  (${proof})`);
  }
  return lines;
}

/** A server module area (`modules/order`), not a file beside the areas (`modules/index.ts`). */
const isModuleArea = (folder) => /^modules\/[^./]+$/.test(folder);

/**
 * Reads every app under `root`: per app its folder graph's size, its cycles, and (for the server) the imports
 * from one module area to another and the cycles among the areas alone.
 */
export function checkCycles(root) {
  return APPS.filter((app) => fs.existsSync(path.join(root, app.src))).map((app) => {
    const edges = folderGraph(path.join(root, app.src));
    const cycles = folderCycles(edges);
    const areaEdges = new Map();
    let folderEdges = 0;
    for (const [from, out] of edges) {
      folderEdges += out.size;
      if (!isModuleArea(from)) continue;
      areaEdges.set(from, new Map([...out].filter(([to]) => isModuleArea(to))));
    }
    const moduleEdges = [...areaEdges.values()].reduce((n, out) => n + out.size, 0);
    const files = fileGraph(path.join(root, app.src));
    const fileCycles = folderCycles(files);
    return {
      app: app.name,
      folderEdges,
      moduleEdges,
      moduleCycles: folderCycles(areaEdges),
      cycles,
      cycleEdges: cycles.map((c) => cycleEdges(edges, c)),
      files: files.size,
      fileCycles,
      fileCycleEdges: fileCycles.map((c) => cycleEdges(files, c)),
    };
  });
}

/** The report printed for `checkCycles`'s result, and whether it passes. */
export function report(results) {
  const lines = [];
  for (const r of results) {
    const modules =
      r.moduleEdges > 0
        ? `, ${r.moduleEdges} modules/A → modules/B (${r.moduleCycles.length} cycles among the areas alone)`
        : '';
    lines.push(
      `${r.app}: ${r.folderEdges} folder → folder imports${modules}, ${r.cycles.length} folder cycles; ` +
        `${r.files} files, ${r.fileCycles.length} file cycles`,
    );
    for (const cycle of r.moduleCycles) lines.push(`  among the areas: ${cycle.join(' ↔ ')}`);
    r.cycles.forEach((cycle, i) => {
      lines.push(`  cycle: ${cycle.join(' ↔ ')}`);
      for (const edge of r.cycleEdges[i]) lines.push(`    ${edge}`);
    });
    r.fileCycles.forEach((cycle, i) => {
      lines.push(`  file cycle: ${cycle.join(' ↔ ')}`);
      for (const edge of r.fileCycleEdges[i]) lines.push(`    ${edge}`);
    });
  }
  return {
    text: lines.join('\n'),
    ok: results.every((r) => r.cycles.length === 0 && r.fileCycles.length === 0),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const { text, ok } = report(checkCycles(root));
  (ok ? console.log : console.error)(text);
  process.exitCode = ok ? 0 : 1;
}
