import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../routes.ts';
import {
  earlyRequestPaths,
  earlyRouteFor,
  earlyRoutes,
  matchPath,
  routeScriptFor,
  STARTUP_MEMBER_REQUESTS,
  STARTUP_REQUESTS,
  type RouteScripts,
} from './early-requests.ts';
import { server } from '../../../test/msw.ts';
import { routePattern } from '../../../test/render.tsx';
import { onGet, refuse } from '../../../test/handlers/http.ts';

/** Routes whose prefetch asks for something on an address without a query string, but that is never opened so. */
const NOT_EARLY: Record<string, string> = {
  '/order': 'the checkout is always opened with the goods in the query string',
};

const sampleAddress = (pattern: string) => pattern.replace(/:\w+/g, '12');

/** What a route's prefetch asks for, as paths with their query strings, on an address without a query string. */
async function prefetchPaths(pattern: string, isLogin: boolean): Promise<string[]> {
  const entry = routeTable.find((r) => r.path === pattern);
  if (!entry?.prefetch) return [];
  const asked: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    asked.push(url.pathname + url.search);
  };
  server.events.on('request:start', listener);
  server.use(onGet('/*', () => refuse('测试', 500)));
  try {
    const params = Object.fromEntries((pattern.match(/:\w+/g) ?? []).map((p) => [p.slice(1), '12']));
    const { prefetch } = await entry.prefetch();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetch({ params, search: new URLSearchParams(''), isLogin, client });
    // Every prefetch goes through the client: once it fetches nothing, every request (a chained one too) was made.
    await waitFor(() => expect(client.isFetching()).toBe(0));
  } finally {
    server.events.removeListener('request:start', listener);
  }
  // A prefetch may wait for start-up's own answers (home: the config decides its calls); those are not its lines.
  const startup = new Set<string>([...STARTUP_REQUESTS, ...STARTUP_MEMBER_REQUESTS]);
  return asked.filter((p) => !startup.has(p));
}

/** The early script's route requests for the route's sample address (start-up's own left out). */
function earlyPaths(pattern: string, isLogin: boolean): string[] {
  const startup = new Set<string>([...STARTUP_REQUESTS, ...STARTUP_MEMBER_REQUESTS]);
  return earlyRequestPaths(
    { pathname: sampleAddress(pattern), search: '' },
    { hasToken: isLogin, codeLogin: false },
  ).filter((p) => !startup.has(p));
}

describe('the early script’s requests (issue 10)', () => {
  it('are, for every route, exactly what its prefetch asks for first', async () => {
    for (const entry of routeTable) {
      if (NOT_EARLY[entry.path]) continue;
      for (const isLogin of entry.auth ? [true] : [false, true]) {
        const prefetched = await prefetchPaths(entry.path, isLogin);
        // A chained prefetch (the player: the video, then its course) contributes its first request only.
        const expected =
          entry.path === routePattern('/courses/video/1') ? prefetched.slice(0, 1) : prefetched;
        expect({ route: entry.path, isLogin, paths: earlyPaths(entry.path, isLogin).sort() }).toEqual({
          route: entry.path,
          isLogin,
          paths: [...expected].sort(),
        });
      }
    }
  });

  it('name only routes of routes.ts, protected exactly where routes.ts protects them', () => {
    for (const early of earlyRoutes) {
      const entry = routeTable.find((r) => r.path === early.path);
      expect(entry, early.path).toBeDefined();
      expect({ path: early.path, auth: early.auth ?? false }).toEqual({
        path: early.path,
        auth: entry?.auth,
      });
    }
  });

  it('are config and navs on any address, and member detail only with a token no login code replaces', () => {
    const at = (pathname: string, search = '') => ({ pathname, search });
    expect(earlyRequestPaths(at('/nowhere'), { hasToken: false, codeLogin: false })).toEqual([
      '/api/v2/other/config',
      '/api/v2/navs',
    ]);
    expect(earlyRequestPaths(at('/nowhere'), { hasToken: true, codeLogin: false })).toContain(
      '/api/v2/member/detail',
    );
    expect(
      earlyRequestPaths(at('/courses/detail/7', '?login_code=x&action=login'), {
        hasToken: true,
        codeLogin: true,
      }),
    ).toEqual(['/api/v2/other/config', '/api/v2/navs']);
  });

  it('leave a route’s own requests to the page when the address has a query string, an odd id or no session', () => {
    const visitor = { hasToken: false, codeLogin: false };
    const only = ['/api/v2/other/config', '/api/v2/navs'];
    expect(earlyRequestPaths({ pathname: '/courses', search: '?cid=3' }, visitor)).toEqual(only);
    expect(earlyRequestPaths({ pathname: '/courses/detail/abc', search: '' }, visitor)).toEqual(only);
    expect(earlyRequestPaths({ pathname: '/courses/detail/0', search: '' }, visitor)).toEqual(only);
    expect(earlyRequestPaths({ pathname: '/member/orders', search: '' }, visitor)).toEqual(only);
    expect(earlyRequestPaths({ pathname: '/courses/detail/7', search: '' }, visitor)).toEqual([
      ...only,
      '/api/v2/course/7',
    ]);
  });
});

describe('the early script’s first-screen images (issue 10)', () => {
  const visitor = { hasToken: false, codeLogin: false };
  const imagesAt = (pathname: string, data: unknown[]) => {
    const early = earlyRouteFor({ pathname, search: '' }, visitor);
    return early?.route.images?.(data) ?? [];
  };

  it('are the detail pages’ covers, from the field each detail answer keeps its cover in', () => {
    expect(imagesAt('/courses/detail/7', [{ course: { thumb: '/c.webp' } }])).toEqual(['/c.webp']);
    expect(imagesAt('/live/detail/7', [{ course: { thumb: '/l.webp' } }])).toEqual(['/l.webp']);
    expect(imagesAt('/book/detail/7', [{ book: { thumb: '/b.webp' } }])).toEqual(['/b.webp']);
    expect(imagesAt('/learnPath/detail/7', [{ data: { thumb: '/p.webp' } }])).toEqual(['/p.webp']);
  });

  it('are home’s first slide and first row, from the sliders and blocks answers', () => {
    const blocks = [{ sort: 1, config_render: { items: [{ thumb: '/a.webp' }] } }];
    expect(imagesAt('/', [[{ thumb: '/s.webp' }], blocks, null])).toEqual(['/s.webp', '/a.webp']);
  });

  it('are none for a failed answer, and none where no route goes out early', () => {
    expect(imagesAt('/courses/detail/7', [undefined])).toEqual([]);
    expect(earlyRouteFor({ pathname: '/courses/detail/7', search: '?x=1' }, visitor)).toBeNull();
  });
});

describe('matchPath', () => {
  it('matches fixed segments exactly and :name segments as one segment', () => {
    expect(matchPath('/courses/detail/:courseId', '/courses/detail/9')).toEqual({ courseId: '9' });
    expect(matchPath('/courses/detail/:courseId', '/courses/detail/9/x')).toBeNull();
    expect(matchPath('/courses', '/courses/')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/vip', '/vipx')).toBeNull();
  });
});

describe('routeScriptFor', () => {
  const scripts: RouteScripts = [
    ['/exam/papers/:id', 0, 'route-a.js'],
    ['/exam/papers/play', 0, 'route-b.js'],
    ['/member/orders', 1, 'route-c.js'],
  ];

  it('picks the matching route with the most fixed segments', () => {
    expect(routeScriptFor('/exam/papers/play', false, scripts)).toBe('route-b.js');
    expect(routeScriptFor('/exam/papers/4', false, scripts)).toBe('route-a.js');
    expect(routeScriptFor('/nowhere', false, scripts)).toBeNull();
  });

  it('loads a protected route’s script only when a token is stored', () => {
    expect(routeScriptFor('/member/orders', false, scripts)).toBeNull();
    expect(routeScriptFor('/member/orders', true, scripts)).toBe('route-c.js');
  });
});
