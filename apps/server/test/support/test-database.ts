import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { openPostgres, openSqlite, type DataStore, type DialectName } from '../../src/db/index.ts';
import { migrate } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test PostgreSQL servers, one per worker (set by test/postgres-setup.ts for the server-pg project). */
    pgUrls: string[];
    /** A database already migrated, copied for every test database. */
    pgTemplate: string;
  }
}

/** Which database the server tests run on: the `server` project uses SQLite, `server-pg` PostgreSQL. */
export const TEST_DIALECT: DialectName = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

const open: { store: DataStore; dbName?: string }[] = [];

/** This worker's own test server (VITEST_POOL_ID counts the workers from 1). */
function serverUrl(): string {
  const urls = inject('pgUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length]!;
}

/** The URL of database `name` on this worker's test server. */
export function pgDatabaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the test server's maintenance database. */
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty, migrated PostgreSQL database (copied from the template); its name. */
export async function createPgDatabase(): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  return name;
}

/**
 * A fresh, migrated database for one test context: in-memory SQLite, or a new PostgreSQL database copied from
 * the migrated template. Closed and dropped after the test file.
 */
export async function openTestStore(): Promise<DataStore> {
  if (TEST_DIALECT === 'sqlite') {
    const store = openSqlite(':memory:');
    await migrate(store);
    open.push({ store });
    return store;
  }
  const dbName = await createPgDatabase();
  const store = openPostgres(pgDatabaseUrl(dbName), 4);
  open.push({ store, dbName });
  return store;
}

afterAll(async () => {
  const closing = open.splice(0);
  for (const { store, dbName } of closing) {
    await store.close();
    if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
});
