import { describe, expect, it } from 'vitest';
import { soldPercent } from './cards.tsx';
import { chargePrice, vodPrice } from './price.ts';

describe('card price rules (screens catalog §1.4)', () => {
  it('VOD: free when is_free, charge when paid, and free for a zero charge', () => {
    expect(vodPrice({ is_free: 1, charge: 0 })).toEqual({ kind: 'free' });
    expect(vodPrice({ is_free: 1, charge: 50 })).toEqual({ kind: 'free' });
    expect(vodPrice({ is_free: 0, charge: 50 })).toEqual({ kind: 'charge', charge: 50 });
    expect(vodPrice({ is_free: 0, charge: 0 })).toEqual({ kind: 'free' });
  });
  it('live, book, path: free when charge is 0', () => {
    expect(chargePrice({ charge: 0 })).toEqual({ kind: 'free' });
    expect(chargePrice({ charge: 9 })).toEqual({ kind: 'charge', charge: 9 });
  });
  it('flash-sale sold share', () => {
    expect(soldPercent(10, 4)).toBe(60);
    expect(soldPercent(0, 4)).toBe(0);
    expect(soldPercent(10, 0)).toBe(0);
    expect(soldPercent(3, 2)).toBe(33);
  });
});
