import { paths, withQuery } from '../../../config/paths.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import { SOCIALITE_PARAMS } from './login-exit.ts';

interface Here {
  origin: string;
  pathname: string;
  search: string;
}

/**
 * The browser address that starts a QQ login (contract account §3.6), with two reference defects mended:
 * the callback's `redirect` is encoded (defect 6), and failures go to this site's /error page (defect 5).
 * - s_url on /login: `<origin>/login/callback?redirect=<safe redirect>`; elsewhere the current address without
 *   the socialite parameters.
 * - f_url: `<origin>/error`.
 */
export function qqLoginUrl(apiBase: string, here: Here): string {
  let sUrl: string;
  if (here.pathname === paths.login()) {
    const redirect = safeRedirect(new URLSearchParams(here.search).get('redirect'));
    sUrl = new URL(withQuery(paths.loginCallback(), { redirect }), here.origin).toString();
  } else {
    const params = new URLSearchParams(here.search);
    for (const p of SOCIALITE_PARAMS) params.delete(p);
    sUrl = new URL(withQuery(here.pathname, Object.fromEntries(params)), here.origin).toString();
  }
  const fUrl = new URL(paths.error(), here.origin).toString();
  return withQuery(`${apiBase}/api/v3/auth/login/socialite/qq`, {
    s_url: sUrl,
    f_url: fUrl,
    action: 'login',
  });
}
