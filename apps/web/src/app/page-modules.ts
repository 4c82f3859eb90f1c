import { earlyLazy, type EarlyLazy } from '../lib/early-lazy.ts';
import type { RouteEntry } from './routes.ts';

const pages = new WeakMap<RouteEntry['page'], EarlyLazy<object>>();

/** The route's page, one per page loader: rendered at once when startup/early.ts has already downloaded it. */
export function routePage(entry: Pick<RouteEntry, 'page'>): EarlyLazy<object> {
  let page = pages.get(entry.page);
  if (!page) {
    page = earlyLazy(entry.page);
    pages.set(entry.page, page);
  }
  return page;
}
