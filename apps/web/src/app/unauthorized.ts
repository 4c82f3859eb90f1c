import { setUnauthorizedHandler } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { paths } from '../config/paths.ts';
import { useSession } from '../stores/session.ts';

let leaving = false;

/**
 * 401 (envelope code or HTTP status, contract §1.3): the client has already toasted 请重新登录. Clear the session
 * (token, pending flags, user, cached member data) and load /login in full, without a redirect parameter.
 * Several calls can fail at once; only the first navigates.
 */
export function handleUnauthorized(go: (url: string) => void = (url) => window.location.assign(url)): void {
  useSession.getState().logout();
  queryClient.removeQueries({ queryKey: ['member'] });
  if (leaving) return;
  leaving = true;
  go(paths.login());
}

/** Test hook: allow the next 401 to navigate again. */
export function resetUnauthorizedGuard(): void {
  leaving = false;
}

export function installUnauthorizedHandler(): void {
  setUnauthorizedHandler(() => handleUnauthorized());
}
