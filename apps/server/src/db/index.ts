import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { postgresChangeStamp, registerChangeStamp, sqliteChangeStamp } from './change-stamp.ts';
import type { Database } from './schema.ts';

export type { Database } from './schema.ts';

/** Every query of the server goes through this: one Kysely instance over SQLite or PostgreSQL. */
export type Db = Kysely<Database>;

export type DialectName = 'sqlite' | 'postgres';

/**
 * Runs `work` in one transaction: the caller's when `db` already is one (a seeder, or a step of a larger
 * transaction), otherwise a new one.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * An open database: the Kysely instance, which dialect it speaks, and the driver's own client for the few
 * libraries that need it (rate-limiter-flexible's stores).
 */
export type DataStore = (
  | { dialect: 'sqlite'; db: Db; sqlite: SqliteDatabase.Database }
  | { dialect: 'postgres'; db: Db; pool: pg.Pool }
) & {
  close(): Promise<void>;
  /** Work to finish before the database closes (what is still held in memory for it). */
  onClose(task: () => Promise<void>): void;
};

/** close() and onClose() of a store: the tasks first, then the database. */
function closing(db: Db): Pick<DataStore, 'close' | 'onClose'> {
  const tasks: (() => Promise<void>)[] = [];
  return {
    onClose: (task) => void tasks.push(task),
    async close() {
      for (const task of tasks.splice(0)) await task();
      await db.destroy();
    },
  };
}

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
 * guards against shapes that vary with input (IN lists of different lengths). A statement that writes is handed
 * out wrapped, so that running it counts as a change (`change-stamp.ts`).
 */
function withStatementCache(sqlite: SqliteDatabase.Database, onWrite: () => void) {
  type Prepared = Pick<SqliteDatabase.Statement, 'reader' | 'all' | 'run' | 'iterate'>;
  const cache = new Map<string, Prepared>();
  const counted = (statement: SqliteDatabase.Statement): Prepared => ({
    reader: statement.reader,
    all: (...params) => (onWrite(), statement.all(...params)),
    run: (...params) => (onWrite(), statement.run(...params)),
    iterate: (...params) => (onWrite(), statement.iterate(...params)),
  });
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        const prepared = sqlite.prepare(sql);
        statement = prepared.readonly ? prepared : counted(prepared);
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
  const stamp = sqliteChangeStamp(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, stamp.countWrite) }),
  });
  registerChangeStamp(db, stamp.read);
  return { dialect: 'sqlite', db, sqlite, ...closing(db) };
}

/** The most statement names one instance hands out (each connection keeps the ones it has used). */
const MAX_STATEMENT_NAMES = 2_000;

/**
 * A pool client that sends Kysely's queries as named statements. PostgreSQL parses and plans an unnamed
 * statement on every execution; a named one once per connection. Queries are built from a fixed set of shapes,
 * so the names are few; past the cap (shapes that vary with input, such as IN lists) they go unnamed. A query
 * without parameters (BEGIN, COMMIT, migrations) stays unnamed too: a named statement holds one command only.
 */
class NamedStatementClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly nameOf: (sql: string) => string | undefined,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // The dialect is configured without a cursor class, so Kysely never streams.
    if (typeof sql !== 'string') throw new Error('streaming queries are not used');
    const values = [...parameters];
    const name = values.length > 0 ? this.nameOf(sql) : undefined;
    return this.client.query(name ? { name, text: sql, values } : { text: sql, values }).then((r) => ({
      command: r.command as PostgresQueryResult<R>['command'],
      rowCount: r.rowCount ?? 0,
      // pg types rows as plain records; Kysely's compiled query knows their shape.
      rows: r.rows as R[],
    }));
  }

  release(): void {
    this.client.release();
  }
}

function withNamedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (sql: string): string | undefined => {
    const known = names.get(sql);
    if (known || names.size >= MAX_STATEMENT_NAMES) return known;
    const name = `q_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    names.set(sql, name);
    return name;
  };
  return {
    connect: async () => new NamedStatementClient(await pool.connect(), nameOf),
    end: () => pool.end(),
  };
}

/** Connects to PostgreSQL (15+). `max` is the pool size of this instance. */
export function openPostgres(connectionString: string, max = 10): DataStore {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that loses its connection (server restart) must not crash the process.
  pool.on('error', (err) => console.error('PostgreSQL 连接异常：', err.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  registerChangeStamp(db, postgresChangeStamp(pool));
  return { dialect: 'postgres', db, pool, ...closing(db) };
}

/** The server's database: PostgreSQL when DATABASE_URL is a postgres:// URL, else `<dataDir>/meedu.sqlite`. */
export function openDataStore(opts: { databaseUrl: string | undefined; dataDir: string }): DataStore {
  if (opts.databaseUrl && dialectOf(opts.databaseUrl) === 'postgres') return openPostgres(opts.databaseUrl);
  return openSqlite(opts.databaseUrl || path.join(opts.dataDir, 'meedu.sqlite'));
}
