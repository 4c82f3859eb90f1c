import type { Db } from '../../db/index.ts';

/**
 * Moves a member's credit1 by `delta` unless that would make it negative. Answers whether the row changed
 * (false: no such member, or not enough credit).
 */
export async function changeCredit1(db: Db, userId: number, delta: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ credit1: eb('credit1', '+', delta) }))
    .where('id', '=', userId)
    .where('credit1', '>=', Math.max(0, -delta))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertCredit1Record(
  db: Db,
  row: { user_id: number; sum: number; remark: string; created_at: string },
): Promise<void> {
  await db.insertInto('user_credit1_records').values(row).execute();
}
