import type { MemberDetail } from '@meedu/contract';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { memberDetailQuery } from '../src/api/member.ts';
import { queryClient as appQueryClient } from '../src/api/query-client.ts';
import AntdScope from '../src/components/antd/AntdScope.tsx';
import { AppProviders } from '../src/app/providers.tsx';
import { token } from '../src/lib/storage.ts';
import { useSession } from '../src/stores/session.ts';

export * from './factories.ts';
export { server } from './msw.ts';

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
