import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Database } from './schema.ts';

export type { Database } from './schema.ts';

/** Every query of the server goes through this: one Kysely instance over SQLite or PostgreSQL. */
export type Db = Kysely<Database>;

export type DialectName = 'sqlite' | 'postgres';

/**
 * An open database: the Kysely instance, which dialect it speaks, and the driver's own client for the few
 * libraries that need it (rate-limiter-flexible's stores).
 */
export type DataStore =
  | { dialect: 'sqlite'; db: Db; sqlite: SqliteDatabase.Database; close(): Promise<void> }
  | { dialect: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> };

// PostgreSQL sends BIGINT (COUNT, SUM, our integer columns) and NUMERIC as strings; every number we store fits
// in a double, so both dialects hand the code plain numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Which database `DATABASE_URL` names: PostgreSQL for postgres:// URLs, otherwise the SQLite file. */
export function dialectOf(databaseUrl: string | undefined): DialectName {
  return databaseUrl && /^postgres(ql)?:\/\//i.test(databaseUrl) ? 'postgres' : 'sqlite';
}

/**
 * Kysely's SQLite driver prepares every statement anew; better-sqlite3 statements are reusable, so keep the
 * prepared ones by SQL text. Queries are built from a fixed set of shapes, so the cache stays small; the cap
 * guards against shapes that vary with input (IN lists of different lengths).
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size >= 2_000) cache.clear();
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Opens (and creates) a SQLite file, or an in-memory database when `file` is ':memory:'. */
export function openSqlite(file: string): DataStore {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    dialect: 'sqlite',
    db,
    sqlite,
    close: () => db.destroy(),
  };
}

/** Connects to PostgreSQL (15+). `max` is the pool size of this instance. */
export function openPostgres(connectionString: string, max = 10): DataStore {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that loses its connection (server restart) must not crash the process.
  pool.on('error', (err) => console.error('PostgreSQL 连接异常：', err.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { dialect: 'postgres', db, pool, close: () => db.destroy() };
}

/** The server's database: PostgreSQL when DATABASE_URL is a postgres:// URL, else `<dataDir>/meedu.sqlite`. */
export function openDataStore(opts: { databaseUrl: string | undefined; dataDir: string }): DataStore {
  if (opts.databaseUrl && dialectOf(opts.databaseUrl) === 'postgres') return openPostgres(opts.databaseUrl);
  return openSqlite(opts.databaseUrl || path.join(opts.dataDir, 'meedu.sqlite'));
}
