import { describe, expect, it } from 'vitest';
import { activeNavKey, sectionOf } from './nav-active.ts';

const items = [
  { key: 'home', url: '/' },
  { key: 'courses', url: '/courses' },
  { key: 'exam', url: '/exam' },
  { key: 'papers', url: '/exam/papers' },
  { key: 'free', url: '/courses?scene=free' },
  { key: 'ext', url: 'https://www.example.com/courses' },
];

describe('nav highlighting', () => {
  it('maps detail pages to their section', () => {
    expect(sectionOf('/courses/detail/3')).toBe('/courses');
    expect(sectionOf('/exam/papers/detail/3')).toBe('/exam/papers');
    expect(sectionOf('/member')).toBe('/member');
    expect(activeNavKey(items, '/courses/detail/3')).toBe('courses');
    expect(activeNavKey(items, '/exam/papers/detail/3')).toBe('papers');
  });

  it('highlights home on / and a prefix nav elsewhere', () => {
    expect(activeNavKey(items, '/')).toBe('home');
    expect(activeNavKey(items, '/exam/wrongbook')).toBe('exam');
    expect(activeNavKey(items, '/member')).toBeNull();
  });

  it('never highlights external links', () => {
    expect(activeNavKey([{ key: 'ext', url: 'https://x.example/courses' }], '/courses')).toBeNull();
  });

  it('never highlights a javascript: or protocol-relative entry', () => {
    expect(activeNavKey([{ key: 'js', url: 'javascript:alert(1)//www' }], '/courses')).toBeNull();
    expect(activeNavKey([{ key: 'pr', url: '//evil.example/courses' }], '/courses')).toBeNull();
  });
});
