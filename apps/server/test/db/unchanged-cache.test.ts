import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { changeStamp } from '../../src/db/change-stamp.ts';
import { openPostgres, openSqlite, type DataStore, type Db } from '../../src/db/index.ts';
import { migrate } from '../../src/db/migrate.ts';
import { unchangedCache } from '../../src/db/unchanged-cache.ts';
import { TEST_DIALECT, openTestStore } from '../support/test-database.ts';

const linkName = async (db: Db) =>
  (await db.selectFrom('links').select('name').where('id', '=', 1).executeTakeFirstOrThrow()).name;

async function withLink(db: Db): Promise<void> {
  await db
    .insertInto('links')
    .values({ id: 1, name: '官网', url: 'https://a.cn', created_at: 'x', updated_at: 'x' })
    .execute();
}

/** A cache that counts how often it had to read; `since` as a request passes it. */
function counted(db: Db) {
  const cache = unchangedCache<string, string>();
  let reads = 0;
  return {
    get: (since?: number) =>
      cache.get(
        db,
        'link',
        () => {
          reads += 1;
          return linkName(db);
        },
        since,
      ),
    reads: () => reads,
  };
}

/**
 * Whether asking again was answered from the cache, without a read. On PostgreSQL the stamp is the whole
 * cluster's write-ahead log position, which the test files running beside this one move with their own writes,
 * so one repeat may read again; one of a few must not. On SQLite the first try decides.
 */
async function keptOnRepeat(link: ReturnType<typeof counted>, ask: () => Promise<unknown>): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const before = link.reads();
    await ask();
    if (link.reads() === before) return true;
  }
  return false;
}

describe(`reads kept while the database is unchanged, on ${TEST_DIALECT}`, () => {
  it('reads again after every write through the handle, and never inside a transaction', async () => {
    const { db } = await openTestStore();
    await withLink(db);
    const link = counted(db);
    expect(await link.get()).toBe('官网');
    expect(await keptOnRepeat(link, async () => expect(await link.get()).toBe('官网'))).toBe(true);

    await db.updateTable('links').set({ name: '新官网' }).where('id', '=', 1).execute();
    expect(await link.get()).toBe('新官网');

    await db.transaction().execute(async (trx) => {
      expect(changeStamp(trx)).toBeNull();
    });
  });

  it('does not keep a failed read', async () => {
    const { db } = await openTestStore();
    await withLink(db);
    const cache = unchangedCache<string, string>();
    await expect(cache.get(db, 'link', () => Promise.reject(new Error('连接中断')))).rejects.toThrow(
      '连接中断',
    );
    expect(await cache.get(db, 'link', () => linkName(db))).toBe('官网');
  });

  it('does not keep a value when the database changed while it was being read', async () => {
    const { db } = await openTestStore();
    await withLink(db);
    const cache = unchangedCache<string, string>();
    let reads = 0;
    const load = async () => {
      reads += 1;
      const name = await linkName(db);
      if (reads === 1) await db.updateTable('links').set({ name: '改过' }).where('id', '=', 1).execute();
      return name;
    };
    expect(await cache.get(db, 'link', load)).toBe('官网');
    expect(await cache.get(db, 'link', load)).toBe('改过');
    expect(reads).toBe(2);
  });
});

/**
 * Another process's commit reaches a server only through I/O, in a later turn of the event loop; the tests'
 * second handle lives in the same process, so they wait for that turn (SQLite reads `data_version` once a turn).
 */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A second instance's handle on the same database: the same SQLite file, or the same PostgreSQL database. */
async function twoInstances(): Promise<{ one: DataStore; other: DataStore; done(): Promise<void> }> {
  if (TEST_DIALECT === 'postgres') {
    const one = await openTestStore();
    const url = one.dialect === 'postgres' ? one.pool.options.connectionString : undefined;
    if (!url) throw new Error('the test database has no URL');
    const other = openPostgres(url, 2);
    return { one, other, done: () => other.close() };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-unchanged-'));
  const file = path.join(dir, 'meedu.sqlite');
  const one = openSqlite(file);
  await migrate(one);
  const other = openSqlite(file);
  return {
    one,
    other,
    async done() {
      await one.close();
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe(`reads kept while two instances share the database, on ${TEST_DIALECT}`, () => {
  it('reads again after the other instance commits', async () => {
    const { one, other, done } = await twoInstances();
    try {
      await withLink(one.db);
      const link = counted(one.db);
      expect(await link.get()).toBe('官网');
      expect(await keptOnRepeat(link, async () => expect(await link.get()).toBe('官网'))).toBe(true);
      const reads = link.reads();

      await other.db.updateTable('links').set({ name: '另一实例' }).where('id', '=', 1).execute();
      await nextTurn();
      expect(await link.get()).toBe('另一实例');
      expect(link.reads()).toBe(reads + 1);
    } finally {
      await done();
    }
  });

  it('shares one reading of the stamp among requests that wait together', async () => {
    const { one, other, done } = await twoInstances();
    try {
      await withLink(one.db);
      const link = counted(one.db);
      const together = await Promise.all([link.get(), link.get(), link.get()]);
      expect(together).toEqual(['官网', '官网', '官网']);
      // Asked together, before anything was kept: they share one read (two where PostgreSQL's first caller
      // read the stamp on its own); from then on none reads.
      expect(link.reads()).toBeLessThanOrEqual(2);
      expect(await keptOnRepeat(link, () => Promise.all([link.get(), link.get(), link.get()]))).toBe(true);
      const reads = link.reads();
      await other.db.updateTable('links').set({ name: '另一实例' }).where('id', '=', 1).execute();
      await nextTurn();
      expect(await Promise.all([link.get(), link.get(), link.get()])).toEqual([
        '另一实例',
        '另一实例',
        '另一实例',
      ]);
      expect(link.reads()).toBeLessThanOrEqual(reads + 2);

      if (one.dialect === 'postgres') {
        // The first caller's reading is sent at once; everyone who asks while it is out shares the next one.
        const query = vi.spyOn(one.pool, 'query');
        await Promise.all(Array.from({ length: 10 }, () => link.get()));
        expect(query).toHaveBeenCalledTimes(2);
        query.mockClear();

        // One request's reads share the reading its first read made (sent after it arrived); a change the
        // other instance committed before it arrived is seen.
        await other.db.updateTable('links').set({ name: '第三次' }).where('id', '=', 1).execute();
        const arrived = performance.now();
        expect(await link.get(arrived)).toBe('第三次');
        expect(await link.get(arrived)).toBe('第三次');
        expect(query).toHaveBeenCalledTimes(1);
        // A later request reads the stamp again.
        await link.get(performance.now());
        expect(query).toHaveBeenCalledTimes(2);
        query.mockRestore();
      }
    } finally {
      await done();
    }
  });
});
