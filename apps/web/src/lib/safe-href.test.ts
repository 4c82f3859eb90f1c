import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href.ts';

describe('safeHref', () => {
  it.each([
    ['javascript:alert(1)//www'],
    ['JavaScript:alert(document.cookie)//http'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox'],
    ['//evil.example/www'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['http://'],
    [''],
  ])('refuses %j', (value) => {
    expect(safeHref(value)).toBeNull();
  });

  it('lets absolute http(s) addresses out, and gives a bare www host https', () => {
    expect(safeHref('https://help.example.com/a?b=1')).toEqual({
      kind: 'external',
      href: 'https://help.example.com/a?b=1',
    });
    expect(safeHref('HTTP://Example.com')).toEqual({ kind: 'external', href: 'HTTP://Example.com' });
    expect(safeHref('www.example.com/x')).toEqual({ kind: 'external', href: 'https://www.example.com/x' });
  });

  it('keeps app paths in the app, normalised, never leaving the site', () => {
    expect(safeHref('/courses?category_id=2#list')).toEqual({
      kind: 'internal',
      path: '/courses?category_id=2#list',
    });
    expect(safeHref('courses/detail/3')).toEqual({ kind: 'internal', path: '/courses/detail/3' });
    expect(safeHref('/../..//evil.example')).toBeNull();
    expect(safeHref('/%2e%2e//evil.example')).toBeNull();
    expect(safeHref('/wwwroot')).toEqual({ kind: 'internal', path: '/wwwroot' });
  });
});
