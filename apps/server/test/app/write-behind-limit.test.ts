import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { writeBehindLimiter } from '../../src/limits/limits.ts';

const store = (points: number) => new RateLimiterMemory({ points, duration: 60 });
const stored = async (limiter: RateLimiterMemory, key: string) =>
  (await limiter.get(key))?.consumedPoints ?? 0;

async function admitted(limiter: ReturnType<typeof writeBehindLimiter>, key: string, times: number) {
  let n = 0;
  for (let i = 0; i < times; i += 1) if (await limiter.admit(key)) n += 1;
  return n;
}

describe('the write-behind API limiter', () => {
  it('writes every request of a small limit before answering it', async () => {
    const s = store(40);
    const limiter = writeBehindLimiter(s);
    for (let i = 1; i <= 10; i += 1) {
      expect(await limiter.admit('1.1.1.1')).toBe(true);
      expect(await stored(s, '1.1.1.1')).toBe(i);
    }
  });

  it('far from a large limit, holds a few requests and writes them together', async () => {
    const s = store(1000);
    const limiter = writeBehindLimiter(s);
    expect(await admitted(limiter, 'k', 8)).toBe(8);
    // The first request learnt the key's count; the next seven wait for the flush (at most 1 % of the limit).
    expect(await stored(s, 'k')).toBe(1);
    await limiter.flush();
    expect(await stored(s, 'k')).toBe(8);
    // Past the 1 % batch, the request is written at once, with what was held.
    expect(await admitted(limiter, 'k', 11)).toBe(11);
    expect(await stored(s, 'k')).toBe(19);
    await limiter.flush();
    expect(await stored(s, 'k')).toBe(19);
  });

  it('is exact near the limit: the limit-th request passes and the next is refused', async () => {
    const s = store(200);
    const limiter = writeBehindLimiter(s);
    expect(await admitted(limiter, 'k', 200)).toBe(200);
    expect(await limiter.admit('k')).toBe(false);
    expect(await limiter.admit('k')).toBe(false);
    await limiter.flush();
    expect(await stored(s, 'k')).toBeGreaterThanOrEqual(200);
  });

  it('keeps one budget for several instances, off by at most 1 % of the limit per other instance', async () => {
    const s = store(1000);
    const a = writeBehindLimiter(s);
    const b = writeBehindLimiter(s);
    let passed = 0;
    for (let i = 0; i < 1200; i += 1) if (await (i % 2 ? a : b).admit('k')) passed += 1;
    expect(passed).toBeGreaterThanOrEqual(1000);
    expect(passed).toBeLessThanOrEqual(1010);
  });

  it('counts keys apart', async () => {
    const s = store(1);
    const limiter = writeBehindLimiter(s);
    expect(await limiter.admit('a')).toBe(true);
    expect(await limiter.admit('b')).toBe(true);
    expect(await limiter.admit('a')).toBe(false);
  });

  it('counts an address right after 50,000 others (the instance forgets old ones, the store does not)', async () => {
    const s = store(3);
    const limiter = writeBehindLimiter(s);
    for (let i = 0; i < 50_010; i += 1) await limiter.admit(`10.0.${i}`);
    // The first address was forgotten by this instance, not by the store: its count goes on.
    expect(await limiter.admit('10.0.0')).toBe(true);
    expect(await limiter.admit('10.0.0')).toBe(true);
    expect(await limiter.admit('10.0.0')).toBe(false);
  });
});
