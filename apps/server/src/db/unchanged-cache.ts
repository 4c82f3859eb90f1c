import { changeStamp } from './change-stamp.ts';
import type { Db } from './index.ts';

export interface UnchangedCache<K, V> {
  /**
   * The value read for `key`, from memory while the database is unchanged since it was read, else `load()`.
   * `since`: when the request arrived (`changeStamp`); by default, now.
   */
  get(db: Db, key: K, load: () => Promise<V>, since?: number): Promise<V>;
}

/**
 * Per-instance copies of reads made on every request (a token's session state, the member's own row), each
 * valid exactly as long as the database has not changed since it was read (`changeStamp`): every write, by this
 * instance or another, drops them all, so a logout or a password change anywhere is seen by the next request.
 * On PostgreSQL checking the stamp is one small round trip that concurrent requests share; inside a
 * transaction every call reads. Values are shared between requests and must not be mutated.
 */
export function unchangedCache<K, V>(maxEntries = 10_000): UnchangedCache<K, V> {
  const slots = new WeakMap<Db, { stamp: string; values: Map<K, Promise<V>> }>();
  return {
    async get(db, key, load, since) {
      const reading = changeStamp(db, since);
      if (reading === null) return load();
      // Read before the value: a change committed while it is being read moves the stamp, and the next request
      // reads again.
      const stamp = await reading;
      let slot = slots.get(db);
      if (slot?.stamp !== stamp) {
        slot = { stamp, values: new Map() };
        slots.set(db, slot);
      }
      const known = slot.values.get(key);
      if (known) return known;
      // Kept as the read in progress, so the requests that miss together (a change drops every copy at once)
      // share one read; a failed read is not kept.
      const values = slot.values;
      const value = load();
      if (values.size >= maxEntries) values.clear();
      values.set(key, value);
      value.catch(() => values.get(key) === value && values.delete(key));
      return value;
    },
  };
}
