import { useLayoutEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';
import { Startup } from './startup/Startup.tsx';
import { setAppNavigator } from './unauthorized.ts';

/** Lets code outside React (the 401 handler) change the address through the router once it is mounted. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    setAppNavigator((url) => void navigate(url, { replace: true }));
    return () => setAppNavigator(null);
  }, [navigate]);
  return null;
}

export function Root() {
  return (
    <AppProviders client={queryClient}>
      <Startup>
        {/* Mounted after start-up, which may have rewritten the address (login_code handling, a 401). */}
        <BrowserRouter>
          <NavigatorBridge />
          <AppRoutes />
        </BrowserRouter>
      </Startup>
    </AppProviders>
  );
}
