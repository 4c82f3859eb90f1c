import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import type { RouteScripts } from '../src/app/startup/early-requests.ts';

/** The early scripts' sources and the route table, relative to the app's root. */
const EARLY_BOOT = 'src/app/startup/early-boot.ts';
const EARLY_PRELOAD = 'src/app/startup/early-preload.ts';
const ROUTE_TABLE = 'src/app/routes.ts';
/** antd's scope, which every page not marked `plain` renders inside (app/router.tsx). */
const ANTD_SCOPE = 'src/components/antd/AntdScope.tsx';
/** The identifier early-preload.ts reads its files from, replaced in each route's copy. */
const FILES_SLOT = '__MEEDU_ROUTE_FILES__';

/**
 * The routes of routes.ts with the modules they load, read from its source: every entry spells `path`, `auth`,
 * `page: () => import('…')`, `prefetch` and optionally `plain: true` in that order (the build fails when an
 * entry does not parse). A page not `plain` also loads antd's scope (`antdScope`, a module path).
 */
export function readRouteModules(
  source: string,
  dir: string,
  antdScope: string,
): { path: string; auth: boolean; modules: string[] }[] {
  const entry =
    /path: '([^']+)',\s*layout: '[^']+',\s*auth: (true|false),\s*page: \(\) => import\('([^']+)'\),\s*prefetch: (?:\(\) => import\('([^']+)'\)|null),(\s*plain: true,)?/g;
  const routes = [...source.matchAll(entry)].map((m) => ({
    path: m[1] ?? '',
    auth: m[2] === 'true',
    modules: [
      ...[m[4], m[3]].filter((s): s is string => !!s).map((s) => path.resolve(dir, s)),
      ...(m[5] ? [] : [antdScope]),
    ],
  }));
  const declared = source.match(/^\s+path: '/gm)?.length ?? 0;
  if (routes.length !== declared)
    throw new Error(`early script: read ${routes.length} of the ${declared} routes in ${ROUTE_TABLE}`);
  return routes;
}

/** The chunk of each module, then every chunk it imports and every style they bring, minus what is loaded already. */
function filesOf(modules: string[], bundle: Rollup.OutputBundle, initial: Set<string>): string[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const c of Object.values(bundle)) if (c.type === 'chunk') chunks.set(c.fileName, c);
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (c: Rollup.OutputChunk) => {
    if (seen.has(c.fileName) || initial.has(c.fileName)) return;
    seen.add(c.fileName);
    // A chunk of styles only is removed from the bundle after this hook; its stylesheet stays.
    const stylesOnly = Object.keys(c.modules).every((id) => /\.css($|\?)/.test(id));
    if (!stylesOnly) files.push(c.fileName);
    for (const css of c.viteMetadata?.importedCss ?? []) if (!files.includes(css)) files.push(css);
    for (const i of c.imports) {
      const next = chunks.get(i);
      if (next) visit(next);
    }
  };
  for (const m of modules) {
    const chunk = [...chunks.values()].find((c) => c.facadeModuleId === m);
    if (!chunk) throw new Error(`early script: no chunk for ${m}`);
    visit(chunk);
  }
  return files;
}

/** What index.html loads by itself: the main entry and everything it imports statically. */
function initialFiles(bundle: Rollup.OutputBundle): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const c = bundle[name];
    if (!c || c.type !== 'chunk' || seen.has(name)) return;
    seen.add(name);
    for (const css of c.viteMetadata?.importedCss ?? []) seen.add(css);
    c.imports.forEach(visit);
  };
  for (const c of Object.values(bundle)) if (c.type === 'chunk' && c.isEntry) visit(c.fileName);
  return seen;
}

/** One script built on its own into a minified classic script (IIFE), with `define` replacements. */
async function buildScript(
  root: string,
  mode: string,
  entry: string,
  define: Record<string, string>,
): Promise<string> {
  const out = await build({
    root,
    mode,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: path.join(root, entry), formats: ['iife'], name: 'meeduEarly' },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : []));
  const code = outputs.find((o) => o.type === 'chunk')?.code;
  if (!code) throw new Error(`early script: building ${entry} produced no code`);
  return code;
}

const hashed = (name: string, code: string) =>
  `assets/${name}-${crypto.createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;

/**
 * The early scripts of issue 10, each built on its own into a small classic script (a module of the main build
 * would wait for the shared chunks it imports, which arrive with everything else on a slow line):
 *
 * - app/startup/early-boot.ts, listed in index.html right after /config.js: sends the first screen's requests
 *   and loads the route's preload script;
 * - app/startup/early-preload.ts, built once and copied per route with the route's files in it (one script
 *   with every route's files was 6 KB gzip on every first load).
 */
export function earlyScript(): Plugin {
  let root = process.cwd();
  let mode = 'production';
  let bootFile = '';
  /** Every file a route's preload script names, checked against the written bundle. */
  const named = new Set<string>();
  return {
    name: 'meedu-early-script',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    generateBundle: {
      // Before the HTML plugin writes index.html, which needs the names.
      order: 'pre',
      async handler(_options, bundle) {
        const initial = initialFiles(bundle);
        const template = await buildScript(root, mode, EARLY_PRELOAD, {});
        if (!template.includes(FILES_SLOT))
          throw new Error(`early script: ${EARLY_PRELOAD} lost ${FILES_SLOT}`);
        const scripts: RouteScripts = [];
        const source = fs.readFileSync(path.join(root, ROUTE_TABLE), 'utf8');
        const routes = readRouteModules(
          source,
          path.join(root, path.dirname(ROUTE_TABLE)),
          path.join(root, ANTD_SCOPE),
        );
        for (const r of routes) {
          const built = filesOf(r.modules, bundle, initial);
          for (const f of built) named.add(f);
          const files = built.map((f) => f.replace(/^assets\//, ''));
          if (files.length === 0) continue;
          const code = template.replace(FILES_SLOT, JSON.stringify(files));
          const fileName = hashed('route-files', code);
          if (!(fileName in bundle)) this.emitFile({ type: 'asset', fileName, source: code });
          scripts.push([r.path, r.auth ? 1 : 0, fileName.replace(/^assets\//, '')]);
        }
        const boot = await buildScript(root, mode, EARLY_BOOT, {
          __EARLY_ROUTE_SCRIPTS__: JSON.stringify(scripts),
        });
        bootFile = hashed('early', boot);
        this.emitFile({ type: 'asset', fileName: bootFile, source: boot });
      },
    },
    writeBundle(_options, bundle) {
      // Chunks can still leave the bundle after generateBundle (vite drops those holding styles only).
      const missing = [...named].filter((f) => !(f in bundle));
      if (missing.length)
        throw new Error(`early script: route files not in the build: ${missing.join(', ')}`);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // The dev server has no bundle (and no route files): the source runs as a module, after parsing but
        // still before main.tsx.
        const tag = ctx.bundle
          ? `<script src="/${bootFile}"></script>`
          : `<script type="module" src="/${EARLY_BOOT}"></script>`;
        const config = '<script src="/config.js"></script>';
        if (!html.includes(config))
          throw new Error('index.html must load /config.js before the early scripts');
        return html.replace(config, `${config}\n    ${tag}`);
      },
    },
  };
}
