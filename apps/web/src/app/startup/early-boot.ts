/**
 * The early script (issue 10): built by build/early-script.ts into a small classic script that index.html runs
 * right after /config.js, while the storefront's main code is still downloading. It sends config, navs, member
 * detail and the first route's requests (the HTTP client takes their answers once), and loads the route's
 * preload script (early-preload.ts), so neither the first screen's data nor its code waits for the main chunks
 * to arrive and evaluate.
 */
import { sendEarly } from '../../api/client.ts';
import { token } from '../../lib/storage.ts';
import { earlyRequestPaths, routeScriptFor, type RouteScripts } from './early-requests.ts';
import { isCodeLogin, readStartupParams } from './url-params.ts';

/** Compiled in by the build; absent on the dev server, which has no built files to preload. */
declare const __EARLY_ROUTE_SCRIPTS__: RouteScripts | undefined;

const params = readStartupParams(window.location.search);
const session = {
  hasToken: token.get() !== null,
  codeLogin: isCodeLogin(params),
};
for (const path of earlyRequestPaths(window.location, session)) sendEarly(path);

const scripts = typeof __EARLY_ROUTE_SCRIPTS__ === 'undefined' ? [] : __EARLY_ROUTE_SCRIPTS__;
const routeScript = routeScriptFor(window.location.pathname, session.hasToken, scripts);
if (routeScript) {
  const script = document.createElement('script');
  script.async = true;
  script.src = `/assets/${routeScript}`;
  document.head.appendChild(script);
}
