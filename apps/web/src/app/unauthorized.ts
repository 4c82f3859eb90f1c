import { setUnauthorizedHandler } from '../api/client.ts';
import { paths } from '../config/paths.ts';
import { endSession } from '../stores/session-actions.ts';

/** How the app changes its address in place: the router's navigate once mounted, the history API before. */
type Go = (url: string) => void;

const replaceBeforeRouter: Go = (url) => window.history.replaceState(window.history.state, '', url);
let go: Go = replaceBeforeRouter;

/** The router registers its navigate here (see Root.tsx) and removes it when unmounted. */
export function setAppNavigator(fn: Go | null): void {
  go = fn ?? replaceBeforeRouter;
}

/**
 * 401 (envelope code or HTTP status, on v2 and v3 alike; contract §1.3): the client has already raised
 * 请重新登录 (queued if the UI is not up yet). End the session and go to `/login?redirect=<this address>` in
 * place — no full page load, so the toast stays on screen and nothing of the member is left in memory either
 * way. Several calls can fail at once; once on /login, later ones do not navigate again.
 */
export function handleUnauthorized(where: Pick<Location, 'pathname' | 'search'> = window.location): void {
  endSession();
  if (where.pathname === paths.login()) return;
  go(paths.login(where.pathname + where.search));
}

export function installUnauthorizedHandler(): void {
  setUnauthorizedHandler(() => handleUnauthorized());
}
