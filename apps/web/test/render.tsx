import type { MemberDetail } from '@meedu/contract';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { memberDetailQuery } from '../src/api/member.ts';
import { queryClient as appQueryClient } from '../src/api/query-client.ts';
import AntdScope from '../src/components/antd/AntdScope.tsx';
import { AppProviders } from '../src/app/providers.tsx';
import { routeTable } from '../src/app/routes.ts';
import { initialFeatures, type FeatureSwitches } from '../src/lib/features.ts';
import { token } from '../src/lib/storage.ts';
import { useFeatures } from '../src/stores/features.ts';
import { useSession } from '../src/stores/session.ts';

export interface RenderOptions {
  /** The address the test starts at (path and query). Default '/'. */
  route?: string;
  /** The route pattern the element is mounted on, for useParams. Default '*'. */
  path?: string;
  /** Another client than the app's own (which the session actions write to, and which is cleared after each test). */
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export interface RenderWithProvidersResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
}

/**
 * Renders `ui` with the storefront's providers (react-query, toasts) and antd's scope (zh_CN, the theme, its App
 * styles), as the router puts around a page, inside a memory data router.
 * Navigation away from `path` lands on a catch-all route; read `router.state.location` to see where it went.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', queryClient = appQueryClient }: RenderOptions = {},
): RenderWithProvidersResult {
  const routes =
    path === '*'
      ? [{ path: '*', element: ui }]
      : [
          { path, element: ui },
          { path: '*', element: <div data-testid="elsewhere" /> },
        ];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders client={queryClient}>
      <AntdScope>
        <RouterProvider router={router} />
      </AntdScope>
    </AppProviders>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}

/** The entry of `routes.ts` that serves `url`, ranked as the router ranks patterns. */
function routeEntry(url: string) {
  const { pathname } = new URL(url, 'http://localhost');
  const best = matchRoutes(routeTable, pathname)?.at(-1)?.route;
  if (!best) throw new Error(`routes.ts has no route for ${url}`);
  return best;
}

/** The pattern `routes.ts` mounts the page of `url` on (what its `useParams` reads). */
export const routePattern = (url: string): string => routeEntry(url).path;

/**
 * Renders the page `routes.ts` serves at `url`, mounted on that route's pattern, as renderWithProviders does
 * (so a test names an address, never a page module or a parameter name). The page module is loaded first, so
 * the first render is the page itself.
 */
export async function renderRoute(
  url: string,
  options: Omit<RenderOptions, 'route' | 'path'> = {},
): Promise<RenderWithProvidersResult> {
  const entry = routeEntry(url);
  const { default: Page } = await entry.page();
  return renderWithProviders(<Page />, { ...options, route: url, path: entry.path });
}

/** The current address of a test router: pathname + search. */
export function currentUrl(router: RenderWithProvidersResult['router']): string {
  const { pathname, search } = router.state.location;
  return pathname + search;
}

/** A member session as the app has it after a login: token, the member in the query cache, isLogin. */
export function loginAs(member: MemberDetail, client: QueryClient = appQueryClient): MemberDetail {
  if (!token.get()) token.set('test-token');
  client.setQueryData(memberDetailQuery.queryKey, member);
  useSession.setState({ isLogin: true, freshUnread: true });
  return member;
}

/** Turns the given feature switches on, as start-up does from the config's addons (setup turns them off again). */
export function withFeatures(...names: (keyof FeatureSwitches)[]): void {
  const on = Object.fromEntries(names.map((name) => [name, true]));
  useFeatures.setState({ features: { ...initialFeatures, ...on } });
}

/** The member the app holds now (the query cache is the one place it lives), or undefined. */
export const cachedMember = (client: QueryClient = appQueryClient) =>
  client.getQueryData<MemberDetail>(memberDetailQuery.queryKey);

/**
 * Waits until the query under `queryKey` has its answer (data or error) and the screen has rendered it. Wait for this
 * before asserting that something the answer could show is absent: an absence seen before the answer proves nothing.
 */
export async function queryAnswered(queryKey: QueryKey, client: QueryClient = appQueryClient): Promise<void> {
  // waitFor returns a macrotask after the check passes, once react-query has told its observers.
  await waitFor(() => expect(['success', 'error']).toContain(client.getQueryState(queryKey)?.status));
}

/**
 * The class names of antd components on the page, for pages `routes.ts` marks plain, which must render none
 * (nothing would theme them). Left out: antd's scope's own root (`.ant-app`: the test wraps every page in the
 * scope) and @ant-design/icons, which need no antd.
 */
export function antdElements(): string[] {
  return [...document.querySelectorAll('[class*="ant-"]')]
    .filter(
      (el) => !el.classList.contains('ant-app') && ![...el.classList].every((c) => c.startsWith('anticon')),
    )
    .map((el) => el.getAttribute('class') ?? '');
}
