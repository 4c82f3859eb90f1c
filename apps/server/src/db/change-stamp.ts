import type SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The database handle (db/index.ts `Db`), named here without importing index.ts, which imports this file. */
type Db = Kysely<Database>;

/**
 * A change stamp: a value that differs whenever the database may have changed since it was last read. It lets an
 * instance keep a copy of a read for as long as the stamp is the same (`unchanged-cache.ts`) without trusting
 * anything kept in the process alone: a write by any instance moves it.
 */
type ReadStamp = (since?: number) => Promise<string>;

const stamps = new WeakMap<Db, ReadStamp>();

/**
 * The stamp, read after `since` (a `performance.now()` time; by default, after this call): a request passes the
 * time it arrived, so the reads it makes share one reading of the stamp, which still sees every change
 * committed before it arrived. Null for a handle without one: a transaction (its own handle) must read the
 * database.
 */
export function changeStamp(db: Db, since?: number): Promise<string> | null {
  return stamps.get(db)?.(since) ?? null;
}

export function registerChangeStamp(db: Db, read: ReadStamp): void {
  stamps.set(db, read);
}

/**
 * SQLite: a count of this handle's writes (`countWrite`, called by the statement cache for every statement that
 * writes) together with `data_version`, which moves when another connection (another process sharing the file,
 * such as the operator's command line) commits. Writes through the driver's own client (`DataStore.sqlite`, the
 * rate limiter's counters) are not counted; nothing kept by stamp reads those tables.
 *
 * `data_version` is read once per turn of the event loop and shared by the requests handled in it (it was a
 * twentieth of a member request's CPU): another process's commit can reach this one only through I/O, a request
 * that comes after it, and that is handled in a later turn, which reads again. This handle's own writes count at
 * once.
 */
export function sqliteChangeStamp(sqlite: SqliteDatabase.Database): { countWrite(): void; read: ReadStamp } {
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let writes = 0;
  let version: unknown = null;
  const readVersion = () => {
    if (version === null) {
      version = dataVersion.get();
      setImmediate(() => (version = null));
    }
    return String(version);
  };
  return {
    countWrite: () => void (writes += 1),
    read: () => Promise.resolve(`${readVersion()}:${writes}`),
  };
}

/**
 * PostgreSQL: the write-ahead log's insert position, which every commit (of any instance) moves. The reading is
 * a round trip, shared by every caller waiting at the time: a caller joins the next reading, one sent after it
 * asked, so a change committed before a request arrived is always seen by that request; or, given `since`,
 * takes the latest reading when that was sent after `since` (the second read of one request waits for none).
 */
export function postgresChangeStamp(pool: pg.Pool): ReadStamp {
  let waiting: { resolve(stamp: string): void; reject(err: unknown): void }[] = [];
  let reading = false;
  let latest: { sentAt: number; stamp: string } | null = null;
  const readAll = async () => {
    reading = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const sentAt = performance.now();
      try {
        // Named: parsed and planned once per connection, as it is sent a few thousand times a second under load.
        const { rows } = await pool.query<{ lsn: string }>({
          name: 'change-stamp',
          text: 'SELECT pg_current_wal_insert_lsn()::text AS lsn',
        });
        const stamp = rows[0]?.lsn ?? '';
        if (!latest || sentAt > latest.sentAt) latest = { sentAt, stamp };
        for (const caller of batch) caller.resolve(stamp);
      } catch (err) {
        for (const caller of batch) caller.reject(err);
      }
    }
    reading = false;
  };
  return (since) => {
    if (since !== undefined && latest && latest.sentAt >= since) return Promise.resolve(latest.stamp);
    return new Promise<string>((resolve, reject) => {
      waiting.push({ resolve, reject });
      if (!reading) void readAll();
    });
  };
}
