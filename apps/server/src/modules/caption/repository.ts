import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/index.ts';
import { insertId } from '../../db/query-helpers.ts';
import type { Database } from '../../db/schema.ts';

const COLUMNS = [
  'id',
  'video_id',
  'lang',
  'label',
  'is_default',
  'storage_key',
  'size',
  'cue_count',
  'created_at',
  'updated_at',
] as const;

const captionRows = (db: Db) => db.selectFrom('video_captions').select(COLUMNS);

/** A video's captions, the default first, then in upload order. */
export function captionsOf(db: Db, videoId: number) {
  return captionRows(db)
    .where('video_id', '=', videoId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
}

export type CaptionRow = Awaited<ReturnType<typeof captionsOf>>[number];

export function findCaption(db: Db, id: number): Promise<CaptionRow | undefined> {
  return captionRows(db).where('id', '=', id).executeTakeFirst();
}

export function findCaptionByLang(db: Db, videoId: number, lang: string): Promise<CaptionRow | undefined> {
  return captionRows(db).where('video_id', '=', videoId).where('lang', '=', lang).executeTakeFirst();
}

/** The title of a video (for the audit summary), or undefined when there is none. */
export async function videoTitle(db: Db, videoId: number): Promise<string | undefined> {
  const row = await db.selectFrom('videos').select('title').where('id', '=', videoId).executeTakeFirst();
  return row?.title;
}

export const insertCaption = (db: Db, row: Insertable<Database['video_captions']>) =>
  insertId(db, 'video_captions', row);

export async function updateCaption(db: Db, id: number, changes: Updateable<Database['video_captions']>) {
  await db.updateTable('video_captions').set(changes).where('id', '=', id).execute();
}

export async function deleteCaption(db: Db, id: number) {
  await db.deleteFrom('video_captions').where('id', '=', id).execute();
}

/** Makes `id` the one default of its video. */
export async function setDefaultCaption(db: Db, videoId: number, id: number, now: string) {
  await db
    .updateTable('video_captions')
    .set((eb) => ({
      is_default: eb.case().when('id', '=', id).then(1).else(0).end(),
      updated_at: now,
    }))
    .where('video_id', '=', videoId)
    .where((eb) => eb.or([eb('id', '=', id), eb('is_default', '=', 1)]))
    .execute();
}
