import type { Db } from '../../db/index.ts';

export async function insertAttempt(
  db: Db,
  row: { biz_token: string; user_id: number; rule_id: string; request_id: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('face_verifications')
    .values({ ...row, status: 0 })
    .execute();
}

export function findAttempt(db: Db, bizToken: string) {
  return db
    .selectFrom('face_verifications')
    .select(['biz_token', 'user_id', 'rule_id', 'request_id', 'status'])
    .where('biz_token', '=', bizToken)
    .executeTakeFirst();
}

/** Ends a pending attempt with `status`; false when it had already ended (single verdict). */
export async function finishAttempt(db: Db, bizToken: string, status: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('face_verifications')
    .set({ status, completed_at: now })
    .where('biz_token', '=', bizToken)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
