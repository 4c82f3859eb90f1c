import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { LazyAntdScope as AntdScope } from '../components/antd/lazy-scope.tsx';
import { RequireAuth } from './guard.tsx';
import { BareLayout, FooterOnlyLayout, FullLayout, HeaderOnlyLayout } from './layouts/Layouts.tsx';
import { RootShell } from './layouts/RootShell.tsx';
import { routePage } from './page-modules.ts';
import { RouteErrorElement } from './RouteError.tsx';
import { routeTable, type LayoutName, type RouteEntry } from './routes.ts';

const NotFoundPage = lazy(() => import('../features/error/pages/NotFoundPage.tsx'));

const LAYOUTS: Record<LayoutName, ComponentType> = {
  full: FullLayout,
  headerOnly: HeaderOnlyLayout,
  footerOnly: FooterOnlyLayout,
  bare: BareLayout,
};

function toRoute(entry: RouteEntry): RouteObject {
  const { Component: Page } = routePage(entry);
  const page = entry.auth ? (
    <RequireAuth>
      <Page />
    </RequireAuth>
  ) : (
    <Page />
  );
  return { path: entry.path, element: entry.plain ? page : <AntdScope>{page}</AntdScope> };
}

/**
 * The route tree: a root (scroll-to-top, dialogs, error screen) → the four layouts → the pages of the route
 * table, each loaded lazily inside antd's scope (unless `plain`); protected pages behind the guard; any other
 * path → not-found in the bare layout.
 */
export function buildRoutes(table: readonly RouteEntry[] = routeTable): RouteObject[] {
  const groups = (Object.keys(LAYOUTS) as LayoutName[]).map((layout): RouteObject => {
    const Layout = LAYOUTS[layout];
    const children = table.filter((e) => e.layout === layout).map(toRoute);
    if (layout === 'bare')
      children.push({
        path: '*',
        element: (
          <AntdScope>
            <NotFoundPage />
          </AntdScope>
        ),
      });
    return { element: <Layout />, children };
  });
  return [{ element: <RootShell />, errorElement: <RouteErrorElement />, children: groups }];
}

let appRoutes: RouteObject[] | null = null;

/**
 * The storefront's routes, under the <BrowserRouter> of Root. The declarative router leaves react-router's
 * data-router machinery (loaders, actions, fetchers: ~16 KB gzip) out of the first download; no route uses it.
 * Page errors are caught by RouteErrorBoundary in the root shell, in either kind of router.
 */
export function AppRoutes() {
  return useRoutes((appRoutes ??= buildRoutes()));
}
