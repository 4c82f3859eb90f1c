/**
 * A route's preload script (issue 10): build/early-script.ts builds this once and makes one copy per route with
 * the route's files in place of `__MEEDU_ROUTE_FILES__`; the early script loads the copy of the route the
 * address opens. It asks at once for the route's code and styles, which the main code would only ask for after
 * it has arrived and evaluated; pages whose code is many small files (course detail: about fifty, several
 * levels deep) otherwise load them level by level after that.
 */

/** The route's files under /assets, compiled in by the build. */
declare const __MEEDU_ROUTE_FILES__: string[];

for (const file of __MEEDU_ROUTE_FILES__) {
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
