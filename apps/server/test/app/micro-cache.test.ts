import { Hono } from 'hono';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { microCache } from '../../src/middleware/micro-cache.ts';

/** An app whose one route counts its runs and answers slowly, as a query under load would. */
function slowRoute() {
  const app = new Hono();
  let runs = 0;
  app.use('/list', microCache(1000));
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
