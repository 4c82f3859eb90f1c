import { describe, expect, it } from 'vitest';
import { isPresent } from './common.ts';

describe('isPresent', () => {
  it('treats PHP’s [] for an empty object, null and undefined as none', () => {
    expect(isPresent([])).toBe(false);
    expect(isPresent(null)).toBe(false);
    expect(isPresent(undefined)).toBe(false);
  });

  it('keeps an object, even an empty one', () => {
    expect(isPresent({ id: 1 })).toBe(true);
    expect(isPresent({})).toBe(true);
  });
});
