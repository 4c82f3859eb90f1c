import { earlyLazy } from '../../lib/early-lazy.ts';

/**
 * antd's scope (AntdScope.tsx) as a chunk of its own: the router puts it around every page not marked `plain`
 * (app/startup/early.ts starts its download beside the first page's), and a plain page puts it around the
 * antd parts it loads later (a tab, a dialog).
 */
export const antdScope = earlyLazy(() => import('./AntdScope.tsx'));

/** Renders its children in antd's scope, suspending while the scope's chunk arrives. */
export const LazyAntdScope = antdScope.Component;
