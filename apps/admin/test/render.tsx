import type { Permission } from '@meedu/contract/admin';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { meQuery } from '../src/api/session.ts';
import { AppProviders } from '../src/app/providers.tsx';
import { UnauthorizedBridge } from '../src/app/unauthorized.tsx';
import { makeMe, makeRoleMe } from './factories.ts';

export * from './factories.ts';
export { onGet, onWrite, refuse, server } from './msw.ts';

export interface Rendered extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  client: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
}

/**
 * Renders a screen as the console shows it: antd (zh_CN, `<App>`), a fresh QueryClient holding `me` (the
 * signed-in administrator: `'super'`, or one whose role holds the permissions listed; nobody when left out), the
 * 401 handler, inside a memory router at `route`.
 */
export function renderScreen(
  ui: ReactElement,
  { route = '/', me }: { route?: string; me?: 'super' | Permission[] } = {},
): Rendered {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  if (me) client.setQueryData(meQuery.queryKey, me === 'super' ? makeMe() : makeRoleMe(me));
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <UnauthorizedBridge />
            {ui}
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // No pause between keys: typing is what these tests spend most of their time on.
  return { ...result, router, client, user: userEvent.setup({ delay: null }) };
}
