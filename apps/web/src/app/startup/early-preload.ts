/**
 * The route-files script (issue 10): built by build/early-script.ts with every route's files compiled in, and
 * loaded by index.html without blocking anything (`async`). It asks at once for the code and styles of the route
 * the address opens, which the main code would only ask for after it has arrived and evaluated; pages whose
 * code is many small files (course detail: about fifty) otherwise load them level by level after that.
 */
import { token } from '../../lib/storage.ts';
import { routeFilesFor, type RouteFileTable } from './early-requests.ts';

/** Compiled in by the build. */
declare const __EARLY_ROUTE_FILES__: RouteFileTable;

for (const file of routeFilesFor(window.location.pathname, token.get() !== null, __EARLY_ROUTE_FILES__)) {
  // The attributes of the build's own preloads, so the page's import finds these in the cache. Styles are only
  // fetched (`preload`): applied here they would come before the main stylesheet and change the cascade.
  const link = document.createElement('link');
  const style = file.endsWith('.css');
  link.rel = style ? 'preload' : 'modulepreload';
  if (style) link.as = 'style';
  link.crossOrigin = '';
  link.href = `/assets/${file}`;
  document.head.appendChild(link);
}
