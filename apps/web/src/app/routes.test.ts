import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTable, type LayoutName } from './routes.ts';

type Row = [path: string, layout: LayoutName, login: boolean];

/** SPEC §2, route by route: path, layout, and whether the login guard applies. */
const SPEC: Row[] = [
  ['/', 'full', false],
  ['/login', 'headerOnly', false],
  ['/login/callback', 'full', false],
  ['/courses', 'full', false],
  ['/courses/detail/:id', 'full', false],
  ['/courses/video/:videoId', 'full', true],
  ['/live', 'full', false],
  ['/live/detail/:id', 'full', false],
  ['/live/video/:videoId', 'bare', true],
  ['/announcement', 'full', false],
  ['/exam', 'full', false],
  ['/exam/papers', 'full', false],
  ['/exam/papers/detail/:id', 'full', true],
  ['/exam/papers/play', 'bare', true],
  ['/exam/mockpaper', 'full', false],
  ['/exam/mockpaper/detail/:id', 'full', true],
  ['/exam/mockpaper/play', 'bare', true],
  ['/exam/practice', 'full', false],
  ['/exam/practice/detail/:id', 'full', true],
  ['/exam/practice/play', 'bare', true],
  ['/exam/wrongbook', 'full', false],
  ['/exam/wrongbook/play', 'bare', true],
  ['/exam/collection', 'full', false],
  ['/exam/collection/play', 'bare', true],
  ['/member', 'full', true],
  ['/member/messages', 'full', true],
  ['/member/orders', 'full', true],
  ['/member/paper', 'full', true],
  ['/member/mockpaper', 'full', true],
  ['/member/practice', 'full', true],
  ['/member/questions', 'full', true],
  ['/member/code-exchanger', 'full', true],
  ['/member/credit1-free', 'full', true],
  ['/member/credit1-records', 'full', true],
  ['/member/certs', 'full', true],
  ['/vip', 'full', false],
  ['/order', 'full', false],
  ['/order/pay', 'full', true],
  ['/order/success', 'full', true],
  ['/search', 'full', false],
  ['/topic', 'full', false],
  ['/topic/detail/:id', 'full', false],
  ['/book', 'full', false],
  ['/book/detail/:id', 'full', false],
  ['/book/read/:articleId', 'bare', true],
  ['/learnPath', 'full', false],
  ['/learnPath/detail/:id', 'full', false],
  ['/error', 'full', false],
  ['/wenda', 'full', false],
  ['/wenda/detail/:questionId', 'full', false],
  ['/share', 'full', true],
  ['/study-center', 'full', true],
  ['/face-check', 'full', false],
  ['/bind-mobile', 'full', false],
];

describe('the route table (routes.ts) against SPEC §2', () => {
  it('has exactly the SPEC routes', () => {
    expect(routeTable.map((r) => r.path).sort()).toEqual(SPEC.map(([p]) => p).sort());
  });

  it.each(SPEC)('%s: layout %s, login %s', (path, layout, login) => {
    const entry = routeTable.find((r) => r.path === path);
    expect(entry).toMatchObject({ layout, auth: login });
  });

  it('matches real addresses to the right entry (react-router ranking)', () => {
    const match = (url: string) =>
      matchRoutes(
        routeTable.map((e) => ({ path: e.path })),
        url,
      )?.at(-1)?.route.path;
    expect(match('/courses/detail/12')).toBe('/courses/detail/:id');
    expect(match('/exam/papers/play')).toBe('/exam/papers/play');
    expect(match('/member/credit1-records')).toBe('/member/credit1-records');
    expect(match('/no/such/page')).toBeUndefined();
  });
});
