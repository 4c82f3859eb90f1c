import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Uploads } from '../../db/schema.ts';

export type UploadKind = Uploads['kind'];

export async function insertUpload(
  db: Db,
  row: { user_id: number; kind: UploadKind; path: string; size: number; created_at: string },
): Promise<number> {
  const { id } = await db.insertInto('uploads').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The bytes a member's recorded uploads add up to, leaving out `except` (the upload being replaced). */
export async function usedBytes(db: Db, userId: number, except = ''): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), sql<number>`0`).as('n'))
    .where('user_id', '=', userId)
    .where('path', '!=', except)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteUploadById(db: Db, id: number): Promise<void> {
  await db.deleteFrom('uploads').where('id', '=', id).execute();
}

export async function deleteUploadByPath(db: Db, path: string): Promise<void> {
  await db.deleteFrom('uploads').where('path', '=', path).execute();
}

/**
 * Deletes the records of the uploads created before `before` that nothing points at, and answers their paths
 * (for the caller to remove the files). What points at an upload, by kind (docs/decisions.md):
 * - avatar: a member whose `avatar` is its path;
 * - snapshot: a learning photo (`snapshot_images.path` is the path without `/uploads/`);
 * - image (the editor upload of contract §6.1): an exam answer whose images (or, for a composite, sub-answers)
 *   name its path; nothing else the server stores today, so otherwise it is unreferenced once old enough.
 * One statement, so an upload that gains a reference meanwhile is either kept or was already unreferenced.
 */
export async function deleteUnreferencedUploads(db: Db, before: string, limit: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('uploads')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('uploads as u')
        .select('u.id')
        .where('u.created_at', '<', before)
        .where((w) =>
          w.or([
            w.and([
              w('u.kind', '=', 'image'),
              w.not(
                w.exists(
                  w
                    .selectFrom('exam_attempt_answers as ea')
                    .select('ea.attempt_id')
                    .where(
                      sql<string>`ea.images || coalesce(ea.answer, '')`,
                      'like',
                      sql<string>`'%' || ${w.ref('u.path')} || '%'`,
                    ),
                ),
              ),
            ]),
            w.and([
              w('u.kind', '=', 'avatar'),
              w.not(
                w.exists(w.selectFrom('users').select('users.id').whereRef('users.avatar', '=', 'u.path')),
              ),
            ]),
            w.and([
              w('u.kind', '=', 'snapshot'),
              w.not(
                w.exists(
                  w
                    .selectFrom('snapshot_images as s')
                    .select('s.id')
                    .where(sql<string>`'/uploads/' || s.path`, '=', w.ref('u.path')),
                ),
              ),
            ]),
          ]),
        )
        .orderBy('u.id')
        .limit(limit),
    )
    .returning('path')
    .execute();
  return rows.map((r) => r.path);
}
