import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../api/query-client.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { Startup } from './startup/Startup.tsx';

/** The router is created after start-up, which may have rewritten the address (login_code handling). */
function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

export function Root() {
  return (
    <AppProviders client={queryClient}>
      <Startup>
        <AppRouter />
      </Startup>
    </AppProviders>
  );
}
