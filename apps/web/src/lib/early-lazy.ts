import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A lazily loaded component whose download can start before it renders. */
export interface EarlyLazy<P> {
  /** Downloads the module (once) and remembers it. */
  load: () => Promise<Module<P>>;
  /** Renders the module: at once when it has arrived, else after suspending while it downloads. */
  Component: LazyExoticComponent<ComponentType<P>>;
}

/**
 * React.lazy that renders at once when the module has already arrived: the first address's page (and antd's
 * scope around it) is downloaded before React starts (app/startup/early.ts). `lazy` over `import()` would still
 * suspend on its first render (a new promise, settled a turn later), so the page slot committed its spinner
 * first and React then held the page back for its Suspense-reveal throttle (300 ms): about 0.3–0.6 s of the
 * home page's LCP on the throttled profile (issue 10).
 */
export function earlyLazy<P>(download: () => Promise<Module<P>>): EarlyLazy<P> {
  let arrived: Module<P> | null = null;
  let pending: Promise<Module<P>> | null = null;
  const load = () =>
    (pending ??= download().then(
      (module) => (arrived = module),
      (error: unknown) => {
        pending = null; // a failed download is asked again next time
        throw error;
      },
    ));
  const Component = lazy(() => {
    if (!arrived) return load();
    const module = arrived;
    // A thenable that settles synchronously: React.lazy calls `then` and takes the value in the same render
    // (react's lazyInitializer); the type says Promise only because that is what `lazy` is declared to take.
    const settled = { then: (resolve: (value: Module<P>) => void) => resolve(module) };
    return settled as unknown as Promise<Module<P>>;
  });
  return { load, Component };
}
