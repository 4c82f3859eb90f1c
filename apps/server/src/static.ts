import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDeps, AppEnv } from './deps.ts';
import { acceptedEncodings } from './lib/accept-encoding.ts';
import { uploadKey } from './lib/uploads.ts';
import { bucketUploadUrl } from './media/storage.ts';
import { registerPublicPages } from './modules/seo/routes.ts';

/** Brand images (logo, default avatar, player cover) shipped with the server, served at /brand/<file>. */
export const BRAND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets');

/** Paths that belong to the server (or the console) and never answer with the storefront's page. */
const SERVER_PREFIXES = ['/api', '/addons', '/uploads', '/__dev', '/media', '/brand', '/storage', '/admin'];

/** The console's build (apps/admin), served at /admin. */
export const ADMIN_DIST = fileURLToPath(new URL('../../admin/dist', import.meta.url));
const ADMIN_PREFIX = '/admin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>前端尚未构建</title></head>
<body style="font:16px/1.8 sans-serif;max-width:640px;margin:64px auto;padding:0 16px">
<h1>前端尚未构建</h1>
<p>API 服务已经启动，但还没有找到前端页面（<code>apps/web/dist</code>）。</p>
<p>请先运行 <code>npm run build</code>，然后重新启动服务；或者直接运行 <code>npm start</code>。</p>
</body></html>`;

const NOT_BUILT_CONSOLE_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>管理控制台尚未构建</title></head>
<body style="font:16px/1.8 sans-serif;max-width:640px;margin:64px auto;padding:0 16px">
<h1>管理控制台尚未构建</h1>
<p>API 服务已经启动，但还没有找到管理控制台的页面（<code>apps/admin/dist</code>）。</p>
<p>请先运行 <code>npm run build</code>，然后重新启动服务；或者直接运行 <code>npm start</code>。</p>
</body></html>`;

function isServerPath(p: string): boolean {
  return SERVER_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

/** The copies the build writes beside each script and style (apps/web/build/precompress.ts), best first. */
const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** The file a request path names inside `root`, or null (no traversal, no directories, no dot-files). */
function fileIn(root: string, requestPath: string): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (rel.includes('\0') || rel.split('/').some((seg) => seg.startsWith('.'))) return null;
  const file = path.join(root, rel);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * A file with a compressed copy from the build: the `.br` or `.gz` copy when the browser accepts it (no CPU spent
 * per request), the plain file otherwise; always with `Vary: Accept-Encoding` so caches keep them apart.
 */
function precompressed(c: Context, root: string, requestPath: string): Response | null {
  const file = fileIn(root, requestPath);
  if (!file) return null;
  const copies = PRECOMPRESSED.filter(([, ext]) => fs.existsSync(file + ext));
  if (copies.length === 0) return null;
  const accepts = acceptedEncodings(c.req.header('accept-encoding'));
  const chosen = copies.find(([encoding]) => accepts(encoding));
  const body = fs.readFileSync(chosen ? file + chosen[1] : file);
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(file) ?? 'application/octet-stream',
    'Content-Length': String(body.length),
    Vary: 'Accept-Encoding',
  };
  if (chosen) headers['Content-Encoding'] = chosen[0];
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(body), 200, headers);
}

/**
 * Files under `root`, with `prefix` stripped; a missing directory simply passes the request on. Build-time
 * compressed copies (`x.js.br`, `x.js.gz`) are sent in place of the file to browsers that accept them.
 */
function files(root: string, prefix: string, cacheControl: (p: string) => string): MiddlewareHandler {
  if (!fs.existsSync(root)) return (_c, next) => next();
  const rewrite = (p: string) => (prefix && p.startsWith(prefix) ? p.slice(prefix.length) || '/' : p);
  const handler = serveStatic({ root, rewriteRequestPath: rewrite });
  return async (c, next) => {
    if (!prefix && isServerPath(c.req.path)) return next();
    const res =
      precompressed(c, path.resolve(root), rewrite(c.req.path)) ?? (await handler(c, async () => {}));
    if (!res) return next();
    res.headers.set('Cache-Control', cacheControl(c.req.path));
    return res;
  };
}

/** index.html, re-read only when the file changes (a rebuild while the server runs is picked up). */
function indexHtmlReader(webDist: string): () => string | null {
  const file = path.join(webDist, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs) {
      cached = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(file, 'utf8') };
    }
    return cached.html;
  };
}

/** `/config.js`: the storefront's run-time settings (window.meedu_api_url), values JSON-encoded. */
export function configScript(appUrl: string | undefined): string {
  const js = (v: string) => JSON.stringify(v).replace(/</g, '\\u003c');
  return `window.meedu_api_url = ${js(appUrl ?? '')};\nwindow.meedu_api_go_url = ${js('')};\n`;
}

/**
 * Everything that is not the API: /config.js, uploads, brand images, the built SPA (long cache for hashed
 * /assets, no-cache for index.html) and the SPA fallback. Register after createApp() so API routes win.
 */
export function registerStatic(app: Hono<AppEnv>, deps: AppDeps, adminDist = ADMIN_DIST): void {
  const { config } = deps;
  const readIndex = indexHtmlReader(config.webDist);

  app.get('/config.js', (c) => {
    c.header('Content-Type', 'application/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(configScript(config.appUrl));
  });

  const uploads = config.uploadDir;
  if (config.storage.kind === 's3') {
    // Images are in the bucket's public-read area: paths stored as `/uploads/…` (avatars, settings, editor HTML)
    // are sent there. The target is the operator's bucket or CDN and the key one of ours, so no open redirect.
    app.get('/uploads/*', (c) => {
      const key = uploadKey(c.req.path);
      const target = key === null ? undefined : bucketUploadUrl(config, key);
      if (!target) return c.text('Not Found', 404);
      c.header('Cache-Control', 'public, max-age=86400');
      return c.redirect(target, 302);
    });
  } else fs.mkdirSync(uploads, { recursive: true });
  app.use('/uploads/*', async (c, next) => {
    await next();
    // Member-supplied files: never let one run as a page of this site.
    if (c.res.status < 300) c.res.headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
  });
  app.get(
    '/uploads/*',
    files(uploads, '/uploads', () => 'public, max-age=86400'),
  );
  app.get(
    '/brand/*',
    files(BRAND_DIR, '/brand', () => 'public, max-age=86400'),
  );

  const sendIndex = (c: Context) => {
    const html = readIndex();
    c.header('Cache-Control', 'no-cache');
    return html === null ? c.html(NOT_BUILT_PAGE, 503) : c.html(html);
  };

  registerConsole(app, adminDist);
  // The public pages with their head and readable body, sitemap.xml, robots.txt, noindex on members' pages.
  registerPublicPages(app, deps, readIndex);

  // index.html itself is never cached, whatever way it is asked for.
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.get(
    '*',
    files(config.webDist, '', (p) => (p.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600')),
  );

  // SPA fallback: client-side routes (no file extension, or a browser navigation asking for HTML).
  app.get('*', (c, next) => {
    const p = c.req.path;
    if (isServerPath(p)) return next();
    const hasExtension = /\.[^/]*$/.test(p);
    const wantsHtml = (c.req.header('accept') ?? '').includes('text/html');
    if (hasExtension && !wantsHtml) return next();
    return sendIndex(c);
  });
}

/**
 * The console (apps/admin/dist) at /admin: its hashed assets cached for a year, precompressed copies as the
 * storefront's, and its index.html (never cached) for every other /admin address (the console's routes). Its
 * API under /admin/api answers before this (app.ts), JSON 404 included, so it never gets the page.
 */
function registerConsole(app: Hono<AppEnv>, adminDist: string): void {
  const readIndex = indexHtmlReader(adminDist);
  const sendIndex = (c: Context) => {
    const html = readIndex();
    c.header('Cache-Control', 'no-cache');
    return html === null ? c.html(NOT_BUILT_CONSOLE_PAGE, 503) : c.html(html);
  };
  app.get(ADMIN_PREFIX, sendIndex);
  app.get(`${ADMIN_PREFIX}/`, sendIndex);
  app.get(`${ADMIN_PREFIX}/index.html`, sendIndex);
  app.get(
    `${ADMIN_PREFIX}/*`,
    files(adminDist, ADMIN_PREFIX, (p) =>
      p.startsWith(`${ADMIN_PREFIX}/assets/`) ? IMMUTABLE : 'public, max-age=3600',
    ),
  );
  app.get(`${ADMIN_PREFIX}/*`, (c, next) => {
    const hasExtension = /\.[^/]*$/.test(c.req.path);
    const wantsHtml = (c.req.header('accept') ?? '').includes('text/html');
    if (hasExtension && !wantsHtml) return next();
    return sendIndex(c);
  });
}
