import { homeFirstScreenImages } from '../../features/home/first-screen.ts';

/**
 * The first address's GET requests, sent by a script of their own (early-boot.ts) while the storefront's code is
 * still downloading (issue 10): on a slow line the main chunks take a second or more to arrive and evaluate,
 * and the page's data would otherwise only be asked for after that. The HTTP client takes each answer once
 * (api/client.ts, `sendEarly`).
 *
 * This module imports nothing but the home page's first-screen rule, so the early script carries only this
 * table, its rules and the HTTP client.
 * Each route's lines are what its `<Page>.prefetch.ts` asks for on an address without a query string
 * (early-requests.test.ts runs every prefetch and compares), with `:name` standing for the route's parameter.
 */

/**
 * Each route's preload script, as build/early-script.ts compiles the list in: the route's pattern, 1 when it
 * is protected, and the script's name under /assets (it asks for the route's files; see early-preload.ts).
 */
export type RouteScripts = [path: string, auth: 0 | 1, script: string][];

export interface EarlyRoute {
  /** The route's pattern in routes.ts. */
  path: string;
  /** A protected route: nothing is asked without a stored token (the guard would send the visitor away). */
  auth?: boolean;
  /** Asked for everyone. */
  requests: readonly string[];
  /** Asked in addition when a token is stored. */
  memberRequests?: readonly string[];
  /**
   * The first screen's images (its LCP element among them), named by the `data` of the answers to `requests`,
   * in order (undefined for a failed one): the early script asks for them as soon as those answers arrive, so
   * they are in the cache when the page renders its `<img>`s instead of being asked for only then.
   */
  images?: (data: readonly unknown[]) => string[];
}

const field = (x: unknown, key: string): unknown =>
  typeof x === 'object' && x !== null ? (x as Record<string, unknown>)[key] : undefined;
/** `data.<key>.thumb` of a detail answer: the cover its page shows at the top. */
const coverOf =
  (key: string) =>
  ([detail]: readonly unknown[]): string[] => {
    const thumb = field(field(detail, key), 'thumb');
    return typeof thumb === 'string' && thumb !== '' ? [thumb] : [];
  };

/** What start-up asks for on every address. */
export const STARTUP_REQUESTS = ['/api/v2/other/config', '/api/v2/navs'] as const;
/** What start-up asks for when a token is stored (and no login code is about to replace it). */
export const STARTUP_MEMBER_REQUESTS = ['/api/v2/member/detail'] as const;

export const earlyRoutes: readonly EarlyRoute[] = [
  {
    path: '/',
    requests: [
      '/api/v2/sliders?platform=PC',
      '/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index',
      '/api/v2/announcement/latest',
    ],
    images: ([sliders, blocks]) => homeFirstScreenImages(sliders, blocks),
  },
  { path: '/announcement', requests: ['/api/v2/announcements'] },
  { path: '/vip', requests: ['/api/v2/roles'] },
  {
    path: '/courses',
    requests: ['/api/v2/course_categories', '/api/v2/courses?page=1&page_size=16&scene=&category_id=0'],
  },
  {
    path: '/courses/detail/:id',
    requests: ['/api/v2/course/:id'],
    memberRequests: ['/api/v3/member/learned/course/:id'],
    images: coverOf('course'),
  },
  // The video, whose answer names the course the player asks for next.
  { path: '/courses/video/:videoId', auth: true, requests: ['/api/v2/video/:videoId'] },
  { path: '/live', requests: ['/addons/zhibo/api/v1/courses?page=1&size=16&cid=0'] },
  {
    path: '/live/detail/:id',
    requests: ['/addons/zhibo/api/v1/course/:id'],
    images: coverOf('course'),
  },
  { path: '/live/video/:videoId', auth: true, requests: ['/addons/zhibo/api/v1/course/:videoId/play'] },
  {
    path: '/book',
    requests: [
      '/addons/MeeduBooks/api/v1/books?page=1&size=10&scene=default&cid=0',
      '/addons/MeeduBooks/api/v1/config/pcListPageRec',
    ],
  },
  {
    path: '/book/detail/:id',
    requests: ['/addons/MeeduBooks/api/v1/book/:id'],
    images: coverOf('book'),
  },
  { path: '/book/read/:articleId', auth: true, requests: ['/addons/MeeduBooks/api/v1/book/:articleId/read'] },
  {
    path: '/topic',
    requests: [
      '/addons/MeeduTopics/api/v1/topics?page=1&size=10&scene=default&cid=0',
      '/addons/MeeduTopics/api/v1/config/pcListPageRec',
    ],
  },
  { path: '/topic/detail/:id', requests: ['/addons/MeeduTopics/api/v1/topic/:id'] },
  {
    path: '/learnPath',
    requests: [
      '/addons/LearnPaths/api/v1/categories',
      '/addons/LearnPaths/api/v1/all?page=1&size=16&category_id=0',
    ],
  },
  {
    path: '/learnPath/detail/:id',
    requests: ['/addons/LearnPaths/api/v1/path/:id'],
    images: coverOf('data'),
  },
  {
    path: '/wenda',
    requests: [
      '/addons/Wenda/api/v1/other/config',
      '/addons/Wenda/api/v1/questions?page=1&size=16&scene=default&cid=0',
    ],
  },
  { path: '/wenda/detail/:questionId', requests: ['/addons/Wenda/api/v1/question/:questionId/detail'] },
  { path: '/exam', requests: ['/addons/Paper/api/v2/stats/index'] },
  { path: '/exam/papers', requests: ['/addons/Paper/api/v1/papers?page=1&page_size=10&cid1=0&cid2=0'] },
  { path: '/exam/papers/detail/:id', auth: true, requests: ['/addons/Paper/api/v1/paper/:id'] },
  {
    path: '/exam/mockpaper',
    requests: ['/addons/Paper/api/v1/mock_papers?page=1&page_size=10&cid1=0&cid2=0'],
  },
  {
    path: '/exam/mockpaper/detail/:id',
    auth: true,
    requests: ['/addons/Paper/api/v1/mock_paper/:id'],
  },
  { path: '/exam/practice', requests: ['/addons/Paper/api/v1/practices?page=1&page_size=10&cid1=0&cid2=0'] },
  {
    path: '/exam/practice/detail/:id',
    auth: true,
    requests: ['/addons/Paper/api/v1/practice/:id'],
  },
  { path: '/study-center', auth: true, requests: ['/api/v3/member/courses/learned?page=1&size=10'] },
  { path: '/member/orders', auth: true, requests: ['/api/v2/member/orders?page=1&page_size=10'] },
  { path: '/member/messages', auth: true, requests: ['/api/v2/member/messages?page=1&page_size=20'] },
  {
    path: '/member/questions',
    auth: true,
    requests: ['/addons/Wenda/api/v1/member/questions?page=1&page_size=10'],
  },
  { path: '/member/certs', auth: true, requests: ['/addons/Cert/api/v1/member/cert?page=1&size=10'] },
  {
    path: '/member/code-exchanger',
    auth: true,
    requests: ['/addons/CodeExchanger/api/v2/user/records?page=1&page_size=10'],
  },
  {
    path: '/member/credit1-free',
    auth: true,
    requests: ['/api/v2/member/credit1Records?page=1&page_size=10'],
  },
  {
    path: '/member/credit1-records',
    auth: true,
    requests: ['/addons/Credit1Mall/api/v1/goods?page=1&size=12'],
  },
  {
    path: '/share',
    auth: true,
    requests: [
      '/addons/MultiLevelShare/api/v1/user',
      '/addons/MultiLevelShare/api/v1/config',
      '/addons/MultiLevelShare/api/v1/user/goods?page=1&size=9',
    ],
  },
];

/** The parameters of `pattern` (`:name` segments) in `pathname`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = have[i] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment !== value) return null;
  }
  return params;
}

/** The route whose requests go out early for this address, with its requests' parameters filled in. */
export interface EarlyRouteMatch {
  route: EarlyRoute;
  /** The route's `requests`, then its `memberRequests` for a member. */
  requests: string[];
}

/**
 * The route the address opens, when its requests go out early: only on an address without a query string,
 * where they are known to be the page's; only when its parameter is a positive integer (every early route's is
 * an id); a protected one only for a member.
 */
export function earlyRouteFor(
  where: { pathname: string; search: string },
  session: { hasToken: boolean; codeLogin: boolean },
  routes: readonly EarlyRoute[] = earlyRoutes,
): EarlyRouteMatch | null {
  const member = session.hasToken && !session.codeLogin;
  if (where.search !== '' && where.search !== '?') return null;
  for (const route of routes) {
    const params = matchPath(route.path, where.pathname);
    if (!params) continue;
    if ((route.auth && !member) || !Object.values(params).every((v) => /^[1-9]\d{0,15}$/.test(v)))
      return null;
    const fill = (p: string) => p.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
    return {
      route,
      requests: [...route.requests.map(fill), ...(member ? (route.memberRequests ?? []).map(fill) : [])],
    };
  }
  return null;
}

/** The addresses (API paths) to ask for before the storefront's code arrives: start-up's, then the route's. */
export function earlyRequestPaths(
  where: { pathname: string; search: string },
  session: { hasToken: boolean; codeLogin: boolean },
  routes: readonly EarlyRoute[] = earlyRoutes,
): string[] {
  const member = session.hasToken && !session.codeLogin;
  return [
    ...STARTUP_REQUESTS,
    ...(member ? STARTUP_MEMBER_REQUESTS : []),
    ...(earlyRouteFor(where, session, routes)?.requests ?? []),
  ];
}

/**
 * The preload script of the route `pathname` opens: the one with the most fixed segments among those that
 * match (react-router's ranking, for the patterns routes.ts has). None for a protected route without a token.
 */
export function routeScriptFor(pathname: string, hasToken: boolean, scripts: RouteScripts): string | null {
  const fixed = (p: string) => p.split('/').filter((s) => s && !s.startsWith(':')).length;
  const best = scripts
    .filter(([path]) => matchPath(path, pathname) !== null)
    .sort(([a], [b]) => fixed(b) - fixed(a))[0];
  return best && (best[1] === 0 || hasToken) ? best[2] : null;
}
