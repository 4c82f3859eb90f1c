import type { QueryClient } from '@tanstack/react-query';

/** What a route's prefetch gets: the matched parameters, the query string, and whether a session is coming. */
export interface PrefetchContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** A token is stored, so the page will render for a member (per-member queries are keyed by this). */
  isLogin: boolean;
  client: QueryClient;
}

/**
 * A route's first queries, declared next to its page in `<Page>.prefetch.ts` (query options only, no UI) and
 * started before React's first render together with the page's code, config, navs and member detail.
 */
export type Prefetch = (ctx: PrefetchContext) => void;

/** A positive integer route parameter, or null. */
export function positiveId(raw: string | null | undefined): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}
