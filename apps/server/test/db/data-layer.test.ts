import { describe, expect, it } from 'vitest';
import { acquireLease } from '../../src/modules/jobs/lease.ts';
import { getSetting, setSetting } from '../../src/settings/settings.ts';
import { ensureSecret } from '../../src/settings/secrets.ts';
import { TEST_DIALECT, openTestStore } from '../support/test-database.ts';

describe(`data layer on ${TEST_DIALECT}`, () => {
  it('migrates every table and hands back plain numbers for counts and ids', async () => {
    const { db } = await openTestStore();
    const { id } = await db
      .insertInto('links')
      .values({ name: '官网', url: 'https://example.com', created_at: 'x', updated_at: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBe(1);
    const row = await db
      .selectFrom('links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(row.n).toBe(1);
  });

  it('keeps a secret stable once created', async () => {
    const { db } = await openTestStore();
    const first = await ensureSecret(db, 'x');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await ensureSecret(db, 'x')).toBe(first);
  });

  it('gives a lease to one holder until it expires', async () => {
    const { db } = await openTestStore();
    const now = 1_000_000;
    expect(await acquireLease(db, 'job', 1000, now)).toBe(true);
    await db.updateTable('leases').set({ holder: 'another instance' }).execute();
    expect(await acquireLease(db, 'job', 1000, now + 10)).toBe(false);
    expect(await acquireLease(db, 'job', 1000, now + 1000)).toBe(true);
  });

  it('reads a setting back after it is written', async () => {
    const { db } = await openTestStore();
    expect(await getSetting(db, 'webname')).toBe('在线学习');
    await setSetting(db, 'webname', '知学堂');
    expect(await getSetting(db, 'webname')).toBe('知学堂');
  });
});
