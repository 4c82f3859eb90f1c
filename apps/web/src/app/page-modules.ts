import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteEntry } from './routes.ts';

type PageModule = { default: ComponentType };

/** Each route's page module once it has arrived, by its loader. */
const arrived = new WeakMap<RouteEntry['page'], PageModule>();

/** Downloads a route's page module and remembers it, so `lazyPage` can render it without suspending. */
export function loadPage(entry: Pick<RouteEntry, 'page'>): Promise<PageModule> {
  return entry.page().then((module) => {
    arrived.set(entry.page, module);
    return module;
  });
}

/**
 * React.lazy over the route's page that renders at once when the module has already arrived: the first
 * address's page is downloaded before React starts (startup/early.ts). `lazy` over `import()` would still
 * suspend on its first render (a new promise, settled a turn later), so the page slot committed its spinner
 * first and React then held the page back for its Suspense-reveal throttle (300 ms): about 0.6 s of the home
 * page's LCP on the throttled profile (issue 10).
 */
export function lazyPage(entry: Pick<RouteEntry, 'page'>): LazyExoticComponent<ComponentType> {
  return lazy(() => {
    const module = arrived.get(entry.page);
    if (!module) return loadPage(entry);
    // A thenable that settles synchronously: React.lazy calls `then` and takes the value in the same render
    // (react's lazyInitializer); the type says Promise only because that is what `lazy` is declared to take.
    const settled = { then: (resolve: (value: PageModule) => void) => resolve(module) };
    return settled as unknown as Promise<PageModule>;
  });
}
