import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['https://evil.example/x'],
    ['http://evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['courses'],
    ['/\u0000x'],
    [''],
    ['/..//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/./..//evil.example/x?y=1'],
    ['/\\/evil.example'],
    ['%2F%2Fevil.example'],
  ])('rejects %j', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('accepts site paths with query and hash', () => {
    expect(safeRedirect('/courses?x=1')).toBe('/courses?x=1');
    expect(safeRedirect('/member/orders?page=2#top')).toBe('/member/orders?page=2#top');
  });

  it('decodes a value that arrives encoded once more', () => {
    expect(safeRedirect(encodeURIComponent('/courses?x=1'))).toBe('/courses?x=1');
    expect(safeRedirect(encodeURIComponent('//evil.example'))).toBe('/');
  });

  it('uses the fallback for null', () => {
    expect(safeRedirect(null, '/member')).toBe('/member');
  });
});
