import { useSearchParams } from 'react-router';

/** One query-string parameter of a list page. */
export interface UrlParam<V extends string | number> {
  read(raw: string | null): V;
  /** The value of a missing or unreadable parameter; left out of the address. */
  fallback: V;
  /** Written even when it is the fallback (wenda's `scene`). */
  always?: boolean;
  /** Read and written only beside a set parameter of that name (`child` beside `cid`), else the fallback. */
  under?: string;
}

/** A list page's address: its parameters in the order they are written. */
export type UrlSpec = Record<string, UrlParam<string | number>>;
export type UrlValues<S extends UrlSpec> = { [K in keyof S]: S[K]['fallback'] };

/** The leading digits of a positive integer (`3abc` reads 3), else 0. */
export function positiveInt(raw: string | null): number {
  const n = Number.parseInt(raw ?? '', 10);
  return n > 0 ? n : 0;
}

/** A category id (`cid`, `child`, `category_id`): 0 for none. */
export const idParam: UrlParam<number> = { read: positiveInt, fallback: 0 };
/** A category id read only beside `parent` (the second category row belongs to the first). */
export const childParam = (parent: string): UrlParam<number> => ({ ...idParam, under: parent });
/** The page number, from 1. */
export const pageParam: UrlParam<number> = { read: (raw) => positiveInt(raw) || 1, fallback: 1 };
/** A text (search keywords, a tab the page checks against what is on), trimmed. */
export const textParam = (fallback: string): UrlParam<string> => ({
  read: (raw) => raw?.trim() || fallback,
  fallback,
});
/** One of fixed values (a scene), compared as written. */
export function oneOfParam<V extends string | number>(
  values: readonly V[],
  fallback: V,
  options: { always?: boolean } = {},
): UrlParam<V> {
  return { read: (raw) => values.find((v) => String(v) === raw) ?? fallback, fallback, ...options };
}

/**
 * The address of a list filtered by a category tree (`cid`, and `child` under it) with the page last: courses,
 * live, learning paths, Q&A and the exam catalogues. A page's own filters (a scene) go between.
 */
export function categoryTreeUrl<S extends UrlSpec>(filters: S) {
  return { cid: idParam, child: childParam('cid'), ...filters, page: pageParam };
}

/** A category tree's address without other filters (live, learning paths, the exam catalogues). */
export const CATEGORY_TREE_URL = categoryTreeUrl({});
export type CategoryTree = UrlValues<typeof CATEGORY_TREE_URL>;

/** The category a tree address chooses: the second level when one is chosen. */
export const chosenCategory = (v: { cid: number; child: number }) => v.child || v.cid;

/** The address of a list filtered by one level of categories (books, topics). */
export const CATEGORY_PAGE_URL = { category_id: idParam, page: pageParam };

/** The values the address names; unknown or unreadable ones fall back. */
export function readCatalogParams<S extends UrlSpec>(spec: S, q: URLSearchParams): UrlValues<S> {
  const values: Record<string, string | number> = {};
  for (const [name, p] of Object.entries(spec))
    values[name] = p.under && !values[p.under] ? p.fallback : p.read(q.get(name));
  return values as UrlValues<S>;
}

/** The address of `values`, in the spec's order, without the fallbacks. */
export function writeCatalogParams<S extends UrlSpec>(spec: S, values: UrlValues<S>): URLSearchParams {
  const q = new URLSearchParams();
  for (const [name, p] of Object.entries(spec)) {
    const v = values[name];
    if (v === undefined || (p.under && !values[p.under]) || (v === p.fallback && !p.always)) continue;
    q.set(name, String(v));
  }
  return q;
}

/**
 * A list page's filters and page, kept in the address so back and reload keep the place. `go` writes a change
 * over the current values (a new filter passes `page: 1`).
 */
export function useCatalogParams<S extends UrlSpec>(
  spec: S,
): [UrlValues<S>, (change: Partial<UrlValues<S>>) => void] {
  const [params, setParams] = useSearchParams();
  const values = readCatalogParams(spec, params);
  const go = (change: Partial<UrlValues<S>>) => setParams(writeCatalogParams(spec, { ...values, ...change }));
  return [values, go];
}
