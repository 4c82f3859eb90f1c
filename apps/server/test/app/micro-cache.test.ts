import { Hono } from 'hono';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { microCache } from '../../src/middleware/micro-cache.ts';

/** An app whose one route counts its runs and answers slowly, as a query under load would. */
function slowRoute() {
  const app = new Hono();
  let runs = 0;
  app.use('/list', microCache(1000, 'everyone'));
  app.get('/list', async (c) => {
    runs += 1;
    const n = runs;
    await new Promise((r) => setTimeout(r, 30));
    return c.json({ code: 0, message: '', data: { run: n } });
  });
  const get = async () => ((await (await app.request('/list')).json()) as { data: { run: number } }).data.run;
  return { get, runs: () => runs };
}

describe('the micro-cache under concurrent requests', () => {
  it('fills an empty entry once for a burst of identical requests', async () => {
    const route = slowRoute();
    const seen = await Promise.all(Array.from({ length: 20 }, () => route.get()));
    expect(route.runs()).toBe(1);
    expect(new Set(seen)).toEqual(new Set([1]));
  });

  it('while one request refreshes an expired entry, the others get the previous copy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
    onTestFinished(() => void vi.useRealTimers());
    const route = slowRoute();
    expect(await route.get()).toBe(1);
    vi.setSystemTime(new Date('2026-11-24T08:00:02Z'));
    const seen = await Promise.all(Array.from({ length: 5 }, () => route.get()));
    expect(route.runs()).toBe(2);
    expect(seen.filter((r) => r === 2)).toHaveLength(1);
    expect(seen.filter((r) => r === 1)).toHaveLength(4);
    expect(await route.get()).toBe(2);
  });
});

describe('who the micro-cache serves', () => {
  /** An app whose route answers who asked; its copies go to `audience`. */
  function whoAsked(audience: 'everyone' | 'visitors') {
    const app = new Hono();
    let runs = 0;
    app.use('/who', microCache(60_000, audience));
    app.get('/who', (c) => {
      runs += 1;
      return c.json({
        code: 0,
        message: '',
        data: { who: c.req.header('authorization') ?? 'visitor', runs },
      });
    });
    const ask = async (token?: string) => {
      const res = await app.request('/who', { headers: token ? { authorization: `Bearer ${token}` } : {} });
      return ((await res.json()) as { data: { who: string; runs: number } }).data;
    };
    return ask;
  }

  it('everyone: a token is served the copy a visitor filled, and the other way round', async () => {
    const ask = whoAsked('everyone');
    expect(await ask()).toEqual({ who: 'visitor', runs: 1 });
    expect(await ask('a')).toEqual({ who: 'visitor', runs: 1 });
    const other = whoAsked('everyone');
    expect(await other('a')).toEqual({ who: 'Bearer a', runs: 1 });
    expect(await other()).toEqual({ who: 'Bearer a', runs: 1 });
  });

  it('visitors: a request with a token always reaches the route and its reply is never kept', async () => {
    const ask = whoAsked('visitors');
    expect(await ask('a')).toEqual({ who: 'Bearer a', runs: 1 });
    expect(await ask()).toEqual({ who: 'visitor', runs: 2 });
    expect(await ask('b')).toEqual({ who: 'Bearer b', runs: 3 });
    expect(await ask()).toEqual({ who: 'visitor', runs: 2 });
  });
});

describe('what the micro-cache keeps', () => {
  it('a 200 page (the crawlable pages) is kept; a 404 page is not', async () => {
    const app = new Hono();
    const runs = { found: 0, missing: 0 };
    app.use('/page/*', microCache(60_000, 'everyone'));
    app.get('/page/found', (c) => c.html(`<h1>${String((runs.found += 1))}</h1>`));
    app.get('/page/missing', (c) => c.html(`<h1>${String((runs.missing += 1))}</h1>`, 404));
    const read = async (p: string) => {
      const res = await app.request(p);
      return `${res.status} ${res.headers.get('content-type') ?? ''} ${await res.text()}`;
    };
    expect(await read('/page/found')).toBe('200 text/html; charset=UTF-8 <h1>1</h1>');
    expect(await read('/page/found')).toBe('200 text/html; charset=UTF-8 <h1>1</h1>');
    expect(await read('/page/missing')).toBe('404 text/html; charset=UTF-8 <h1>1</h1>');
    expect(await read('/page/missing')).toBe('404 text/html; charset=UTF-8 <h1>2</h1>');
  });
});
