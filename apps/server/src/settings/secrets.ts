import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';

/**
 * Rows of `app_secrets`: random secrets, and the mark of a database seeded with demo content.
 *
 * A random secret kept in `app_secrets`, created by whichever instance asks first (the insert is idempotent, so
 * instances starting together agree on one value). Hex-encoded `bytes` random bytes.
 */
export async function ensureSecret(db: Db, name: string, bytes = 32): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(bytes).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

const DEMO_MARK = 'demo_data';

/** Records that this database holds demo content (seeded in demo mode). */
export async function markDemoData(db: Db): Promise<void> {
  await db
    .insertInto('app_secrets')
    .values({ name: DEMO_MARK, value: '1' })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function holdsDemoData(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', DEMO_MARK)
    .executeTakeFirst();
  return row !== undefined;
}
