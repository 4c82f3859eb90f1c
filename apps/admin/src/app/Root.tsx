import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import LoginPage from './LoginPage.tsx';
import { AppProviders } from './providers.tsx';
import { UnauthorizedBridge } from './unauthorized.tsx';

// Everything behind the login comes in its own chunks: the login screen's first download stays small.
const ConsoleShell = lazy(() => import('./ConsoleShell.tsx'));

export function Root() {
  return (
    <AppProviders client={queryClient}>
      <BrowserRouter basename="/admin">
        <UnauthorizedBridge />
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route
            path="*"
            element={
              <Suspense fallback={<Spin fullscreen tip="加载中" />}>
                <ConsoleShell />
              </Suspense>
            }
          />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}
