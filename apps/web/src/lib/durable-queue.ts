import { storage } from './storage.ts';

/** What the queue keeps per id: the item and a version, so a send that finishes late drops nothing newer. */
interface Entry<T> {
  item: T;
  v: number;
}

/**
 * Items the server has not confirmed yet, persisted in localStorage under `key` so a reload, a closed tab or a lost
 * connection loses none of them: the exam answer sheet's answers and the players' progress. One item per id;
 * `merge` decides what a new item for a queued id leaves (the newest by default; progress keeps the furthest).
 * `done` removes an entry only when it is still the version that was sent.
 */
export class DurableQueue<T> {
  private entries = new Map<string, Entry<T>>();
  private version = 0;

  constructor(
    private readonly key: string,
    private readonly idOf: (item: T) => string,
    private readonly merge: (queued: T, next: T) => T = (_, next) => next,
  ) {
    this.reload();
  }

  /**
   * Reads what is stored again (another tab of this site may have changed it). An entry that did not change keeps
   * its version, so a send under way still confirms it.
   */
  reload(): void {
    const before = this.entries;
    this.entries = new Map();
    const raw = storage.get(this.key);
    if (!raw) return;
    try {
      const parsed = JSON.parse(raw) as Record<string, T>;
      for (const [id, item] of Object.entries(parsed)) {
        const kept = before.get(id);
        const same = kept !== undefined && JSON.stringify(kept.item) === JSON.stringify(item);
        this.entries.set(id, same ? kept : { item, v: ++this.version });
      }
    } catch {
      storage.remove(this.key); // unreadable leftovers must not block what comes next
    }
  }

  private persist(): void {
    if (this.entries.size === 0) {
      storage.remove(this.key);
      return;
    }
    const out: Record<string, T> = {};
    for (const [id, e] of this.entries) out[id] = e.item;
    storage.set(this.key, JSON.stringify(out));
  }

  /** Keeps `item` (merged with one queued for its id); returns the version to pass to `done`. */
  put(item: T): number {
    const id = this.idOf(item);
    const queued = this.entries.get(id);
    const v = ++this.version;
    this.entries.set(id, { item: queued ? this.merge(queued.item, item) : item, v });
    this.persist();
    return v;
  }

  /** The server has the item of `version`: forget it unless a newer one came meanwhile. */
  done(id: string, version: number): void {
    const e = this.entries.get(id);
    if (e && e.v === version) {
      this.entries.delete(id);
      this.persist();
    }
  }

  /** Everything still to send, oldest first, with the versions `done` expects. */
  pending(): { item: T; version: number }[] {
    return [...this.entries.values()].sort((x, y) => x.v - y.v).map((e) => ({ item: e.item, version: e.v }));
  }

  get(id: string): T | undefined {
    return this.entries.get(id)?.item;
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Nothing more will be sent. */
  clear(): void {
    this.entries.clear();
    storage.remove(this.key);
  }
}
