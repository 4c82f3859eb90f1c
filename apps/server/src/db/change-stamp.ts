import type SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';
import type { Db } from './index.ts';

/**
 * A change stamp: a value that differs whenever the database may have changed since it was last read. It lets an
 * instance keep a copy of a read for as long as the stamp is the same (`unchanged-cache.ts`) without trusting
 * anything kept in the process alone: a write by any instance moves it.
 */
type ReadStamp = () => Promise<string>;

const stamps = new WeakMap<Db, ReadStamp>();

/** Null for a handle without one: a transaction (its own handle) must read the database. */
export function changeStamp(db: Db): Promise<string> | null {
  return stamps.get(db)?.() ?? null;
}

export function registerChangeStamp(db: Db, read: ReadStamp): void {
  stamps.set(db, read);
}

/**
 * SQLite: a count of this handle's writes (`countWrite`, called by the statement cache for every statement that
 * writes) together with `data_version`, which moves when another connection (another process sharing the file)
 * commits. Writes through the driver's own client (`DataStore.sqlite`, the rate limiter's counters) are not
 * counted; nothing kept by stamp reads those tables.
 */
export function sqliteChangeStamp(sqlite: SqliteDatabase.Database): { countWrite(): void; read: ReadStamp } {
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let writes = 0;
  return {
    countWrite: () => void (writes += 1),
    read: () => Promise.resolve(`${String(dataVersion.get())}:${writes}`),
  };
}

/**
 * PostgreSQL: the write-ahead log's insert position, which every commit (of any instance) moves. The reading is
 * a round trip, shared by every caller waiting at the time: a caller joins the next reading, one sent after it
 * asked, so a change committed before a request arrived is always seen by that request.
 */
export function postgresChangeStamp(pool: pg.Pool): ReadStamp {
  let waiting: { resolve(stamp: string): void; reject(err: unknown): void }[] = [];
  let reading = false;
  const readAll = async () => {
    reading = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const { rows } = await pool.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
        for (const caller of batch) caller.resolve(rows[0]?.lsn ?? '');
      } catch (err) {
        for (const caller of batch) caller.reject(err);
      }
    }
    reading = false;
  };
  return () =>
    new Promise<string>((resolve, reject) => {
      waiting.push({ resolve, reject });
      if (!reading) void readAll();
    });
}
