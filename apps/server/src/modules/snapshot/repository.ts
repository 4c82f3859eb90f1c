import { sql, type Insertable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { countOf } from '../../db/query-helpers.ts';

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

/**
 * Inserts the photo into the lowest free place of its resource among 1 … `places`, in one statement; answers
 * its id, or undefined when every place is taken. Two uploads that pick the same place meet on the unique index
 * (PostgreSQL makes the second wait for the first): the loser inserts nothing and is refused, so concurrent
 * uploads never pass the cap. The parameters are cast because PostgreSQL types a bare parameter in a SELECT list
 * as text.
 */
export async function insertImageInFreePlace(
  db: Db,
  row: Omit<Insertable<Database['snapshot_images']>, 'slot'>,
  places: number,
): Promise<number | undefined> {
  const sameResource = (alias: string) => sql`${sql.ref(`${alias}.user_id`)} = ${row.user_id}
    AND ${sql.ref(`${alias}.resource_type`)} = ${row.resource_type}
    AND ${sql.ref(`${alias}.resource_id`)} = ${row.resource_id}`;
  const result = await sql<{ id: number }>`
    INSERT INTO snapshot_images (user_id, resource_type, resource_id, path, duration, created_at, slot)
    SELECT CAST(${row.user_id} AS BIGINT), CAST(${row.resource_type} AS TEXT), CAST(${row.resource_id} AS BIGINT),
      CAST(${row.path} AS TEXT), CAST(${row.duration ?? 0} AS BIGINT), CAST(${row.created_at} AS TEXT), free.n
    FROM (
      SELECT 1 AS n
      UNION SELECT taken.slot + 1 FROM snapshot_images taken WHERE ${sameResource('taken')}
    ) free
    WHERE free.n <= ${places}
      AND NOT EXISTS (SELECT 1 FROM snapshot_images other WHERE ${sameResource('other')} AND other.slot = free.n)
    ORDER BY free.n
    LIMIT 1
    ON CONFLICT (user_id, resource_type, resource_id, slot) DO NOTHING
    RETURNING id`.execute(db);
  return result.rows[0]?.id;
}

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
