import type { MemberDetail, Nav, SystemConfig } from '@meedu/contract';
import { matchRoutes } from 'react-router';
import { queryClient } from '../../api/query-client.ts';
import { configQuery, navsQuery } from '../../api/system.ts';
import { antdScope } from '../../components/antd/lazy-scope.tsx';
import { token } from '../../lib/storage.ts';
import { loadMember } from '../../stores/session-actions.ts';
import { guardRedirect } from '../guard.tsx';
import { routePage } from '../page-modules.ts';
import { routeTable, type RouteEntry } from '../routes.ts';
import { isCodeLogin, readStartupParams } from './url-params.ts';

/** The requests start-up needs, already on the wire. */
export interface EarlyStart {
  config: Promise<SystemConfig>;
  navs: Promise<Nav[]>;
  /** The member behind a stored token (null without one, or when a login_code will replace it). */
  member: Promise<MemberDetail> | null;
}

let early: EarlyStart | null = null;

/** Swallows a rejection for now; whoever awaits the promise later still sees it. */
const quiet = <T>(p: Promise<T>): Promise<T> => {
  p.catch(() => undefined);
  return p;
};

/**
 * The route of the first address: its code and its declared queries start now, beside config, navs and member
 * detail (issue 10). Nothing for a page the guard will not show.
 */
export function prefetchRoute(
  where: { pathname: string; search: string },
  table: readonly RouteEntry[] = routeTable,
): void {
  const match = matchRoutes(
    table.map((entry) => ({ path: entry.path, entry })),
    where.pathname,
  )?.at(-1);
  if (!match) return;
  const { entry } = match.route;
  if (entry.auth && guardRedirect(where.pathname + where.search) !== null) return;
  const isLogin = token.get() !== null;
  // The prefetch chunk (a few hundred bytes) first: the page's code and its shared chunks would otherwise take
  // the line ahead of it, and its queries, which the page's first screen waits for, with it.
  const prefetch = entry.prefetch?.();
  routePage(entry)
    .load()
    .catch(() => undefined); // a failed download shows when the router asks again
  if (!entry.plain) antdScope.load().catch(() => undefined);
  prefetch?.then(
    ({ prefetch }) =>
      prefetch({
        params: match.params,
        search: new URLSearchParams(where.search),
        isLogin,
        client: queryClient,
      }),
    () => undefined, // the page asks for its data itself
  );
}

/**
 * Called by main.tsx before React's first render: config, navs, member detail (for a stored token) and the
 * first route's code and queries, all at once. Start-up takes these promises instead of asking again.
 */
export function startEarly(where: { pathname: string; search: string } = window.location): EarlyStart {
  const params = readStartupParams(where.search);
  const config = quiet(queryClient.fetchQuery(configQuery));
  const navs = quiet(queryClient.fetchQuery(navsQuery));
  const codeLogin = isCodeLogin(params);
  const member = token.get() && !codeLogin ? quiet(loadMember(config)) : null;
  prefetchRoute(where);
  early = { config, navs, member };
  return early;
}

/** The early requests, once: a retry after a failure asks afresh. */
export function takeEarly(): EarlyStart | null {
  const e = early;
  early = null;
  return e;
}
