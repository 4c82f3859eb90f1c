import { queryClient } from '../../api/query-client.ts';
import { configQuery, navsQuery } from '../../api/system.ts';
import { featuresFromAddons } from '../../lib/features.ts';
import { setSiteTimeZone } from '../../lib/site-time.ts';
import { StorageKeys, storage, token } from '../../lib/storage.ts';
import { useFeatures } from '../../stores/features.ts';
import { loadMember } from '../../stores/session-actions.ts';
import { useSession } from '../../stores/session.ts';
import type { EarlyStart } from './early.ts';
import { isCodeLogin, readStartupParams } from './url-params.ts';

/** What start-up needs from the browser; tests pass their own. */
export interface StartupEnv {
  location: { origin: string; pathname: string; search: string };
  userAgent: string;
  /** Change the address without loading (the router is created afterwards and reads it). */
  replaceUrl(url: string): void;
  /** Leave for another site. */
  leave(url: string): void;
}

export function browserEnv(): StartupEnv {
  return {
    location: window.location,
    userAgent: navigator.userAgent,
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
    leave: (url) => window.location.replace(url),
  };
}

/**
 * The start-up sequence (screens account §0.1): msv → config and navs → feature switches → mobile redirect →
 * login_code exchange, with member detail for a stored token asked alongside config. `early` holds the requests
 * main.tsx started before React rendered. Resolves 'ready' (render the routes) or 'left' (the browser is going
 * elsewhere). Rejects when config, navs or member detail fail, so the caller can offer a retry; a 401 has
 * already ended the session and moved the address to /login.
 */
export async function runStartup(
  env: StartupEnv,
  early: EarlyStart | null = null,
): Promise<'ready' | 'left'> {
  const params = readStartupParams(env.location.search);
  if (params.msv) storage.set(StorageKeys.msv, params.msv);

  const configP = early?.config ?? queryClient.fetchQuery(configQuery);
  const navsP = early?.navs ?? queryClient.fetchQuery(navsQuery);
  // Member detail goes out with config, not after it (issue 10); its pending flags wait for config.
  const codeLogin = isCodeLogin(params);
  const memberP =
    early?.member ??
    (token.get() && !codeLogin && !useSession.getState().isLogin ? loadMember(configP) : null);
  memberP?.catch(() => undefined);
  const [config] = await Promise.all([configP, navsP]);
  useFeatures.getState().setFeatures(featuresFromAddons(config.enabled_addons ?? []));
  setSiteTimeZone(config.site_timezone);

  // The mobile site is consulted only when the config names one (then the mapping is downloaded).
  const mobile = config.h5_url ? await import('../../lib/mobile-redirect.ts') : null;
  if (mobile?.isMobileUserAgent(env.userAgent)) {
    const { isSamePage, mobileRedirectTarget } = mobile;
    const target = mobileRedirectTarget(config.h5_url ?? '', env.location.pathname, env.location.search);
    if (target && !isSamePage(target, env.location)) {
      env.leave(target);
      return 'left';
    }
  }

  if (memberP) await memberP;
  let loggedIn = false;
  if (codeLogin && params.loginCode) {
    const { exchangeLoginCode } = await import('./login-code.ts');
    loggedIn = await exchangeLoginCode(env, params.loginCode, params.redirect);
  }
  if (!loggedIn && token.get() && !useSession.getState().isLogin) await loadMember();
  return 'ready';
}
