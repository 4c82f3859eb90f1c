/**
 * The early script (issue 10): built by build/early-script.ts into a small classic script that index.html runs
 * right after /config.js, while the storefront's main code is still downloading. It sends config, navs, member
 * detail and the first route's requests (the HTTP client takes their answers once), and loads the route's
 * preload script (early-preload.ts), so neither the first screen's data nor its code waits for the main chunks
 * to arrive and evaluate.
 */
import { sendEarly } from '../../api/client.ts';
import { token } from '../../lib/storage.ts';
import { earlyRequestPaths, earlyRouteFor, routeScriptFor, type RouteScripts } from './early-requests.ts';
import { isCodeLogin, readStartupParams } from './url-params.ts';

/** Compiled in by the build; absent on the dev server, which has no built files to preload. */
declare const __EARLY_ROUTE_SCRIPTS__: RouteScripts | undefined;

const params = readStartupParams(window.location.search);
const session = {
  hasToken: token.get() !== null,
  codeLogin: isCodeLogin(params),
};
const answers = new Map(earlyRequestPaths(window.location, session).map((path) => [path, sendEarly(path)]));

/** The `data` of a successful answer; undefined for anything else (the page reports failures itself). */
const dataOf = (response: Promise<Response> | undefined): Promise<unknown> =>
  (response ?? Promise.reject(new Error('not sent')))
    .then((r) => r.clone().json() as Promise<{ code?: unknown; data?: unknown }>)
    .then((body) => (body.code === 0 ? body.data : undefined))
    .catch(() => undefined);

const early = earlyRouteFor(window.location, session);
const pickImages = early?.route.images;
if (early && pickImages) {
  void Promise.all(early.requests.map((path) => dataOf(answers.get(path)))).then((data) => {
    for (const href of pickImages(data)) {
      // The attributes the page's `<img>` has for these (eager, high priority), so it takes this download.
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = href;
      link.fetchPriority = 'high';
      document.head.appendChild(link);
    }
  });
}

const scripts = typeof __EARLY_ROUTE_SCRIPTS__ === 'undefined' ? [] : __EARLY_ROUTE_SCRIPTS__;
const routeScript = routeScriptFor(window.location.pathname, session.hasToken, scripts);
if (routeScript) {
  const script = document.createElement('script');
  script.async = true;
  script.src = `/assets/${routeScript}`;
  document.head.appendChild(script);
}
