import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { compileTrust } from '../../src/lib/client-address.ts';
import { addLink } from '../../src/modules/system/service.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { createTestContext } from '../helpers.ts';

describe('CORS', () => {
  it('echoes any origin when CORS_ORIGINS is *', async () => {
    const ctx = await createTestContext();
    const res = await ctx.app.request('/api/v2/navs', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://anywhere.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://anywhere.example.com');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('allows only the listed origins when CORS_ORIGINS is a list', async () => {
    const ctx = await createTestContext({ corsOrigins: ['https://shop.example.com'] });
    const preflight = (origin: string) =>
      ctx.app.request('/api/v2/other/config', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const allowed = await preflight('https://shop.example.com');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
    const denied = await preflight('https://evil.example.com');
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();

    const simple = await ctx.app.request('/api/v2/other/config', {
      headers: { origin: 'https://evil.example.com' },
    });
    expect(simple.status).toBe(200);
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const addon = await ctx.app.request('/addons/Zhibo/api/v1/nothing', {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example.com', 'access-control-request-method': 'POST' },
    });
    expect(addon.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
  });

  it('gives an allowed origin the CORS headers on every API reply, envelope or not', async () => {
    const ctx = await createTestContext({ corsOrigins: ['https://shop.example.com'] });
    // The envelope is made with every header (lib/reply.ts); the unknown path's reply gets them afterwards.
    for (const path of ['/api/v2/navs', '/api/v2/nope']) {
      const res = await ctx.app.request(path, { headers: { origin: 'https://shop.example.com' } });
      expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
      expect(res.headers.get('vary')).toContain('Origin');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });
});

describe('rate limit', () => {
  it('answers v2 {code:429} with HTTP 200 once over the limit, until the window resets', async () => {
    // The counters live in the database (rate-limiter-flexible) and expire by the wall clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
    onTestFinished(() => void vi.useRealTimers());
    const ctx = await createTestContext({ rateLimitPerMinute: 3 });
    for (let i = 0; i < 3; i += 1) expect((await ctx.call('GET', '/api/v2/navs')).json.code).toBe(0);
    const over = await ctx.call('GET', '/api/v2/navs');
    expect(over.status).toBe(200);
    expect(over.json).toEqual({ code: 429, message: '错误', data: [] });
    vi.setSystemTime(new Date('2026-11-21T08:00:59Z'));
    expect((await ctx.call('GET', '/api/v2/links')).json.code).toBe(429);
    vi.setSystemTime(new Date('2026-11-21T08:01:01Z'));
    expect((await ctx.call('GET', '/api/v2/navs')).json.code).toBe(0);
  });

  it('answers v3 with HTTP 429', async () => {
    const ctx = await createTestContext({ rateLimitPerMinute: 1 });
    await ctx.call('GET', '/api/v2/navs');
    const over = await ctx.call('GET', '/api/v3/search?keywords=abc');
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ message: 'Too Many Attempts.' });
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const ctx = await createTestContext({ rateLimitPerMinute: 1 });
    const from = (ip: string) => ctx.call('GET', '/api/v2/navs', { headers: { 'x-forwarded-for': ip } });
    expect((await from('1.1.1.1')).json.code).toBe(0);
    expect((await from('2.2.2.2')).json.code).toBe(429);
  });

  it('behind a trusted proxy counts the address the proxy saw, whatever the client wrote before it', async () => {
    // nginx's $proxy_add_x_forwarded_for appends the real peer to whatever the client sent.
    const ctx = await createTestContext({ rateLimitPerMinute: 1, trustProxy: compileTrust('1') });
    const from = (forged: string, real: string) =>
      ctx.call('GET', '/api/v2/navs', { headers: { 'x-forwarded-for': `${forged}, ${real}` } });
    expect((await from('9.9.9.1', '1.1.1.1')).json.code).toBe(0);
    expect((await from('9.9.9.2', '1.1.1.1')).json.code).toBe(429);
    expect((await from('9.9.9.3', '1.1.1.1')).json.code).toBe(429);
    expect((await from('9.9.9.1', '2.2.2.2')).json.code).toBe(0);
  });

  it('skips every trusted hop: with a chain of proxies the client is the right-most untrusted address', async () => {
    const ctx = await createTestContext({
      rateLimitPerMinute: 1,
      trustProxy: compileTrust('loopback, 10.0.0.0/8'),
    });
    const via = (xff: string) => ctx.call('GET', '/api/v2/navs', { headers: { 'x-forwarded-for': xff } });
    expect((await via('6.6.6.6, 3.3.3.3, 10.0.0.7')).json.code).toBe(0);
    expect((await via('7.7.7.7, 3.3.3.3, 10.0.0.8')).json.code).toBe(429);
  });

  it('does not limit non-API paths', async () => {
    const ctx = await createTestContext({ rateLimitPerMinute: 1 });
    await ctx.call('GET', '/api/v2/navs');
    expect((await ctx.app.request('/aboutus')).status).toBe(200);
    expect((await ctx.app.request('/aboutus')).status).toBe(200);
  });
});

describe('body limit', () => {
  it('refuses bodies over 3 MB with the envelope', async () => {
    const ctx = await createTestContext();
    const big = 'x'.repeat(3 * 1024 * 1024 + 10);
    const res = await ctx.app.request('/api/v2/login/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 1, message: '请求内容过大', data: [] });
  });

  it('lets a normal body through', async () => {
    const ctx = await createTestContext();
    const res = await ctx.app.request('/api/v2/nowhere', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(res.status).toBe(404);
  });
});

describe('unknown API paths and headers', () => {
  it.each(['/api/v2/nope', '/api/v3/nope/deeper', '/addons/Unknown/api/v1/x'])(
    '%s answers a JSON 404, never the SPA page',
    async (path) => {
      const ctx = await createTestContext();
      const res = await ctx.app.request(path, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ code: 404, message: '接口不存在', data: [] });
    },
  );

  it('sets the security headers on API replies', async () => {
    const ctx = await createTestContext();
    const res = await ctx.app.request('/api/v2/navs');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const missing = await ctx.app.request('/api/v2/nope');
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

/** A test server whose links reply is over the 1 KB below which nothing is compressed. */
async function withManyLinks(overrides: Parameters<typeof createTestContext>[0] = {}) {
  const ctx = await createTestContext(overrides);
  const at = '2026-01-01 00:00:00';
  for (let i = 0; i < 30; i += 1)
    await addLink(ctx.db, {
      sort: i,
      name: `友情链接${i}`,
      url: `https://l${i}.example`,
      created_at: at,
      updated_at: at,
    });
  return ctx;
}

describe('compression', () => {
  it('gzips JSON for clients that accept it, and leaves others plain', async () => {
    const ctx = await withManyLinks();
    const zipped = await ctx.app.request('/api/v2/links', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const body = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    expect((JSON.parse(body) as { code: number }).code).toBe(0);
    const plain = await ctx.app.request('/api/v2/links');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body);
  });

  it('sends brotli to browsers, and a reply under 1 KB as it is, with its headers', async () => {
    const ctx = await withManyLinks();
    const browser = { 'accept-encoding': 'gzip, deflate, br', origin: 'https://shop.example' };
    const links = await ctx.app.request('/api/v2/links', { headers: browser });
    expect(links.headers.get('content-encoding')).toBe('br');
    expect(links.headers.get('vary')).toContain('Accept-Encoding');
    expect(links.headers.get('content-length')).toBeNull();
    const body = brotliDecompressSync(Buffer.from(await links.arrayBuffer())).toString('utf8');
    expect(body.length).toBeGreaterThan(1024);
    expect(body).toBe(await (await ctx.app.request('/api/v2/links')).text());

    const member = await ctx.member();
    const small = await ctx.app.request('/api/v2/member/unreadNotificationCount', {
      headers: { ...browser, authorization: `Bearer ${member.token}` },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-type')).toMatch(/^application\/json/);
    expect(small.headers.get('x-content-type-options')).toBe('nosniff');
    expect(small.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(await small.json()).toEqual({ code: 0, message: '', data: 0 });
  });

  it('answers HEAD with the headers GET would have, and no body', async () => {
    const ctx = await withManyLinks();
    const head = await ctx.app.request('/api/v2/links', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await head.text()).toBe('');
  });
});

describe('micro-cache of public reads', () => {
  it('gives everyone, members included, the same links for the cache window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
    onTestFinished(() => void vi.useRealTimers());
    const ctx = await createTestContext({ responseCacheMs: 1000 });
    const member = await ctx.member();
    const names = async (token?: string) =>
      ((await ctx.call('GET', '/api/v2/links', { token })).json.data as { name: string }[]).map(
        (l) => l.name,
      );
    expect(await names()).toEqual([]);
    const at = '2026-01-01 00:00:00';
    await addLink(ctx.db, {
      sort: 1,
      name: '新链接',
      url: 'https://a.example',
      created_at: at,
      updated_at: at,
    });
    // Links are the same whoever asks: the storefront sends a member's token with every call, and it changes
    // nothing in them.
    expect(await names()).toEqual([]);
    expect(await names(member.token)).toEqual([]);
    vi.setSystemTime(new Date('2026-11-21T08:00:01.5Z'));
    expect(await names(member.token)).toEqual(['新链接']);
    expect(await names()).toEqual(['新链接']);
  });

  it("gives members a course's detail with their own fields, never a visitor's copy or another member's", async () => {
    const ctx = await createTestContext({ responseCacheMs: 60_000 });
    const f = fixtures(ctx);
    const id = await f.course({ charge: 99 });
    const buyer = await ctx.member();
    const other = await ctx.member();
    const isBuy = async (token?: string) =>
      ((await ctx.call('GET', `/api/v2/course/${id}`, { token })).json.data as { isBuy: boolean }).isBuy;
    expect(await isBuy()).toBe(false);
    expect(await isBuy(buyer.token)).toBe(false);
    await f.buy(buyer.id, id);
    expect(await isBuy(buyer.token)).toBe(true);
    expect(await isBuy(other.token)).toBe(false);
    expect(await isBuy()).toBe(false);
  });

  it('never keeps an error', async () => {
    const ctx = await createTestContext({ responseCacheMs: 60_000 });
    const f = fixtures(ctx);
    const code = async (path: string) => (await ctx.call('GET', path)).json.code;
    expect(await code('/api/v2/course/1')).not.toBe(0);
    expect(await f.course()).toBe(1);
    expect(await code('/api/v2/course/1')).toBe(0);
  });

  it('answers a cached reply compressed once, in the encoding the client accepts', async () => {
    const ctx = await withManyLinks({ responseCacheMs: 60_000 });
    const get = (encoding?: string) =>
      ctx.app.request('/api/v2/links', { headers: encoding ? { 'accept-encoding': encoding } : {} });
    const first = await get();
    const expected = await first.text();
    expect(expected.length).toBeGreaterThan(1024);

    const br = await get('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(expected);

    const gzip = await get('gzip;q=1, br;q=0');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(expected);

    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(expected);
  });

  it('keeps a reply first asked for by a browser (sent compressed) as it reads', async () => {
    const ctx = await withManyLinks({ responseCacheMs: 60_000 });
    const at = '2026-01-01 00:00:00';
    const browser = await ctx.app.request('/api/v2/links', { headers: { 'accept-encoding': 'br' } });
    expect(browser.headers.get('content-encoding')).toBe('br');
    const first = brotliDecompressSync(Buffer.from(await browser.arrayBuffer())).toString();
    expect(JSON.parse(first)).toMatchObject({ code: 0 });
    await addLink(ctx.db, {
      sort: 99,
      name: '新链接',
      url: 'https://n.example',
      created_at: at,
      updated_at: at,
    });
    // From the cache: the same reply, plain for a client that accepts no encoding.
    const plain = await ctx.app.request('/api/v2/links');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(first);
  });
});
