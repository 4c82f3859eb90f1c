import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** Paths whose match is kept; past it the kept matches start again (paths with ids have no end). */
const KEPT_MATCHES_MAX = 5_000;

/**
 * Hono's trie router with each method and path's match kept. The routes are all added before the first request,
 * and walking the trie for every request was about 4 % of a cached read's CPU. (Hono's faster RegExpRouter
 * cannot hold a parameter beside a static segment at the same place, as `announcement/latest` and
 * `announcement/:id` are, so the default router falls back to the trie anyway.) A match is read, never changed,
 * by the request it serves, so one can serve many.
 */
export class KeptMatchRouter<T> implements Router<T> {
  readonly name = 'KeptMatchRouter';
  readonly #trie = new TrieRouter<T>();
  readonly #kept = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#kept.clear();
    this.#trie.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const known = this.#kept.get(key);
    if (known) return known;
    const found = this.#trie.match(method, path);
    if (this.#kept.size >= KEPT_MATCHES_MAX) this.#kept.clear();
    this.#kept.set(key, found);
    return found;
  }
}
