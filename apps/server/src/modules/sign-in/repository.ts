import type { Db } from '../../db/index.ts';
import { found } from '../../db/query-helpers.ts';

/** The stored JSON of setting `key`, read fresh (not through the settings cache). */
export async function findSettingValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export function hasSignedIn(db: Db, userId: number, day: string): Promise<boolean> {
  return found(
    db.selectFrom('day_sign_ins').select('id').where('user_id', '=', userId).where('day', '=', day),
  );
}

/** Records the day's sign-in; false when there already is one for that day. */
export async function insertSignIn(
  db: Db,
  row: { user_id: number; day: string; reward: number; created_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('day_sign_ins')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
