import type { Db } from './index.ts';

/** How long an instance trusts its cached copy before asking the database whether it changed. */
export const CACHE_CHECK_MS = 1_000;

interface Entry<T> {
  version: number;
  value: T;
  checkedAt: number;
}

export interface VersionedCache<T> {
  get(db: Db): Promise<T>;
  /** Marks the data changed for every instance (call after writing it, with the same handle or transaction). */
  invalidate(db: Db): Promise<void>;
}

async function storedVersion(db: Db, name: string): Promise<number> {
  const row = await db
    .selectFrom('cache_versions')
    .select('version')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/**
 * Data that changes rarely and is read on almost every request (settings, navigation, links, sliders), kept in
 * each instance's memory. A write bumps the `name` row of `cache_versions`; each instance compares versions at
 * most once a second, so a change made through one instance reaches every other within a second (and the
 * writer at once). Entries are kept per database handle, so tests with their own databases never share one.
 */
export function versionedCache<T>(name: string, load: (db: Db) => Promise<T>): VersionedCache<T> {
  const entries = new WeakMap<Db, Entry<T>>();
  return {
    async get(db) {
      const now = Date.now();
      const hit = entries.get(db);
      if (hit && now - hit.checkedAt < CACHE_CHECK_MS) return hit.value;
      const version = await storedVersion(db, name);
      if (hit && hit.version === version) {
        hit.checkedAt = now;
        return hit.value;
      }
      const value = await load(db);
      entries.set(db, { version, value, checkedAt: now });
      return value;
    },
    async invalidate(db) {
      await db
        .insertInto('cache_versions')
        .values({ name, version: 1 })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet((eb) => ({ version: eb('cache_versions.version', '+', 1) })),
        )
        .execute();
      entries.delete(db);
    },
  };
}
