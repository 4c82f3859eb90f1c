import { safeHref } from './safe-href.ts';

/**
 * Which navigation item is highlighted for a pathname (screens account §1, "Selected key"). Pure.
 * Detail pages belong to their list's section; otherwise the nav whose url is the longest path prefix wins.
 */
export interface NavTarget {
  key: string;
  url: string;
}

const SECTIONS = [
  '/courses',
  '/live',
  '/topic',
  '/book',
  '/learnPath',
  '/wenda',
  '/exam/papers',
  '/exam/mockpaper',
  '/exam/practice',
];

/** The section a pathname belongs to, or the pathname itself. */
export function sectionOf(pathname: string): string {
  return SECTIONS.find((s) => pathname === s || pathname.startsWith(`${s}/`)) ?? pathname;
}

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? '';

export function activeNavKey(items: readonly NavTarget[], pathname: string): string | null {
  const internal = items.filter((i) => safeHref(i.url)?.kind === 'internal' && i.url.startsWith('/'));
  const section = sectionOf(pathname);
  const exact = internal.find((i) => pathOf(i.url) === section);
  if (exact) return exact.key;
  if (pathname === '/') return null;
  let best: NavTarget | null = null;
  for (const item of internal) {
    const p = pathOf(item.url);
    if (p === '/' || !p) continue;
    if ((pathname === p || pathname.startsWith(`${p}/`)) && (!best || p.length > pathOf(best.url).length))
      best = item;
  }
  return best?.key ?? null;
}
