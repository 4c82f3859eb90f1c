import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { configScript, registerStatic } from '../../src/static.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

const INDEX = '<!doctype html><html><head><script src="/config.js"></script></head><body>SPA</body></html>';
const temps: string[] = [];

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A context whose webDist holds a small built SPA, with the static routes registered as main.ts does. */
async function withSpa(
  opts: { built?: boolean; appUrl?: string } = {},
): Promise<TestContext & { webDist: string; dataDir: string }> {
  const webDist = tempDir('meedu-web-');
  const dataDir = tempDir('meedu-data-');
  if (opts.built !== false) {
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
    fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(webDist, 'config.js'), 'window.meedu_api_url = "stale";');
  }
  const ctx = await createTestContext({
    webDist,
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    appUrl: opts.appUrl,
  });
  registerStatic(ctx.app, ctx);
  return Object.assign(ctx, { webDist, dataDir });
}

const html = { accept: 'text/html,application/xhtml+xml' };

describe('built SPA', () => {
  it('serves index.html at / with no-cache and the security headers', async () => {
    const ctx = await withSpa();
    const res = await ctx.app.request('/', { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await res.text()).toBe(INDEX);
    expect((await ctx.app.request('/index.html')).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed /assets with a long immutable cache and other files with a short one', async () => {
    const ctx = await withSpa();
    const asset = await ctx.app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(await asset.text()).toBe('console.log(1);');
    const icon = await ctx.app.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('falls back to index.html for client routes, never for server paths or missing files', async () => {
    const ctx = await withSpa();
    // A member's own pages say noindex (test/seo); this index.html has no title to fill, so public pages get it as is.
    const noindex = INDEX.replace('</head>', '<meta name="robots" content="noindex"></head>');
    for (const [p, page] of [
      ['/courses', INDEX],
      ['/courses/detail/12', INDEX],
      ['/member/orders?page=2', noindex],
      ['/login/callback', noindex],
    ] as const) {
      const res = await ctx.app.request(p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toBe(page);
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
    }
    // A browser navigation to a dotted path still gets the page.
    expect(await (await ctx.app.request('/search/v1.2', { headers: html })).text()).toBe(noindex);
    // A missing file is a plain 404 without a long cache.
    const missing = await ctx.app.request('/assets/missing-123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
    for (const p of ['/uploads/none.png', '/__dev/no-such-sandbox', '/brand/none.svg', '/media/none.mp4']) {
      const res = await ctx.app.request(p, { headers: html });
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toBe(INDEX);
    }
    // API paths stay JSON even for a browser.
    const api = await ctx.app.request('/api/v2/unknown', { headers: html });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ code: 404, message: '接口不存在', data: [] });
  });

  it('answers HEAD for the page', async () => {
    const ctx = await withSpa();
    const res = await ctx.app.request('/courses', { method: 'HEAD' });
    expect(res.status).toBe(200);
  });

  it('refuses path traversal', async () => {
    const ctx = await withSpa();
    const res = await ctx.app.request('/assets/..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(404);
  });
});

describe('SPA not built', () => {
  it('answers a short page saying to run npm run build', async () => {
    const ctx = await withSpa({ built: false });
    for (const p of ['/', '/courses']) {
      const res = await ctx.app.request(p, { headers: html });
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(text).toContain('npm run build');
      expect(text).toContain('前端尚未构建');
    }
    // The API keeps working.
    expect((await ctx.call('GET', '/api/v2/navs')).json.code).toBe(0);
  });
});

describe('/config.js', () => {
  it('is generated by the server (not the stale file in dist) with APP_URL JSON-encoded', async () => {
    const ctx = await withSpa({ appUrl: 'https://api.example.com' });
    const res = await ctx.app.request('/config.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(
      'window.meedu_api_url = "https://api.example.com";\nwindow.meedu_api_go_url = "";\n',
    );
  });

  it('leaves the API address empty (same origin) without APP_URL', async () => {
    const ctx = await withSpa({ appUrl: undefined });
    expect(await (await ctx.app.request('/config.js')).text()).toBe(
      'window.meedu_api_url = "";\nwindow.meedu_api_go_url = "";\n',
    );
  });

  it('encodes values safely', () => {
    expect(configScript('https://x.test/"</script>')).toBe(
      'window.meedu_api_url = "https://x.test/\\"\\u003c/script>";\nwindow.meedu_api_go_url = "";\n',
    );
  });
});

describe('uploads and brand images', () => {
  it('serves files from DATA_DIR/uploads with a sandboxing CSP', async () => {
    const ctx = await withSpa();
    const dir = path.join(ctx.dataDir, 'uploads', 'avatars');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'a.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const res = await ctx.app.request('/uploads/avatars/a.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it.each(['logo.svg', 'logo-white.svg', 'avatar.svg', 'player-cover.svg'])(
    'serves /brand/%s',
    async (file) => {
      const ctx = await withSpa();
      const res = await ctx.app.request(`/brand/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await res.text()).toContain('<svg');
    },
  );
});

describe('scripts and styles compressed at build time', () => {
  const SCRIPT = `export const words = ${JSON.stringify('学习'.repeat(2000))};\n`;

  async function withCompressed() {
    const ctx = await withSpa();
    const file = path.join(ctx.webDist, 'assets', 'app-abc123.js');
    fs.writeFileSync(file, SCRIPT);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(SCRIPT));
    return ctx;
  }

  it('sends the .br copy to a browser that accepts brotli, with Vary: Accept-Encoding', async () => {
    const ctx = await withCompressed();
    const res = await ctx.app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends the .gz copy when brotli is not accepted, and the plain file when neither is', async () => {
    const ctx = await withCompressed();
    const gz = await ctx.app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await ctx.app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('answers HEAD with the length of the copy it would send, and never serves outside the build', async () => {
    const ctx = await withCompressed();
    const head = await ctx.app.request('/assets/app-abc123.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(Number(head.headers.get('content-length'))).toBe(zlib.brotliCompressSync(SCRIPT).length);
    const outside = await ctx.app.request('/assets/..%2F..%2Fetc%2Fpasswd', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(outside.status).toBe(404);
  });
});
