import { BrowserRouter } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';
import { Startup } from './startup/Startup.tsx';

export function Root() {
  return (
    <AppProviders client={queryClient}>
      <Startup>
        {/* Mounted after start-up, which may have rewritten the address (login_code handling). */}
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Startup>
    </AppProviders>
  );
}
