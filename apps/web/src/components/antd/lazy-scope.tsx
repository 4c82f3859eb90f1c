import { useContext, type ReactNode } from 'react';
import { earlyLazy } from '../../lib/early-lazy.ts';
import { InAntdScope } from './in-scope.ts';

/**
 * antd's scope (AntdScope.tsx) as a chunk of its own: the router puts it around every page not marked `plain`
 * (app/startup/early.ts starts its download beside the first page's).
 */
export const antdScope = earlyLazy(() => import('./AntdScope.tsx'));

const Scope = antdScope.Component;

/**
 * Renders its children in antd's scope, suspending while the scope's chunk arrives; inside a scope already (a
 * page that is not plain), just its children. What a plain page loads later that is antd's (a tab, a dialog,
 * the pagination below its list) goes in one.
 */
export function LazyAntdScope({ children }: { children: ReactNode }) {
  return useContext(InAntdScope) ? children : <Scope>{children}</Scope>;
}
