import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index.ts';

/** This process's name in the `leases` table. */
export const INSTANCE_ID = randomUUID();

/**
 * Takes the lease `name` for `ttlMs` when it is free or expired (or already ours): the job it guards runs on one
 * instance at a time. One conditional upsert, so two instances asking together cannot both win.
 */
export async function acquireLease(
  db: Db,
  name: string,
  ttlMs: number,
  nowMs = Date.now(),
): Promise<boolean> {
  const result = await db
    .insertInto('leases')
    .values({ name, holder: INSTANCE_ID, expires_at: nowMs + ttlMs })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder: INSTANCE_ID, expires_at: nowMs + ttlMs })
        .where((eb) => eb.or([eb('leases.expires_at', '<=', nowMs), eb('leases.holder', '=', INSTANCE_ID)])),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
