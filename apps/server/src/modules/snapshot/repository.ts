import type { Insertable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { countOf, insertId } from '../../db/query-helpers.ts';

export async function findSettingValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Stores a setting unless the key has one already (demo seeding of addon settings). */
export async function insertSettingIfMissing(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export function countImages(db: Db, userId: number, type: string, resourceId: number): Promise<number> {
  return countOf(
    db
      .selectFrom('snapshot_images')
      .where('user_id', '=', userId)
      .where('resource_type', '=', type)
      .where('resource_id', '=', resourceId),
  );
}

export function listImages(db: Db, userId: number, type: string, resourceId: number) {
  return db
    .selectFrom('snapshot_images')
    .select(['id', 'path', 'duration', 'created_at'])
    .where('user_id', '=', userId)
    .where('resource_type', '=', type)
    .where('resource_id', '=', resourceId)
    .orderBy('id', 'desc')
    .execute();
}

export const insertImage = (db: Db, row: Insertable<Database['snapshot_images']>) =>
  insertId(db, 'snapshot_images', row);

export function findOwnImage(db: Db, id: number, userId: number) {
  return db
    .selectFrom('snapshot_images')
    .select(['id', 'path'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function deleteImage(db: Db, id: number): Promise<void> {
  await db.deleteFrom('snapshot_images').where('id', '=', id).execute();
}
