import { sql, type Insertable, type Selectable, type SqlBool, type Updateable } from 'kysely';
import { assetReference } from './grant.ts';
import type { Db } from '../db/index.ts';
import type { Database, MediaAssetStatus, MediaJobKind } from '../db/schema.ts';

/** The pipeline's queries: media_assets, media_jobs, and the column it owns on videos (media_asset_id). */

export type AssetRow = Selectable<Database['media_assets']>;
export type JobRow = Selectable<Database['media_jobs']>;

// ---------------------------------------------------------------- assets

export function insertAsset(db: Db, values: Insertable<Database['media_assets']>): Promise<AssetRow> {
  return db.insertInto('media_assets').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findAsset(db: Db, id: number): Promise<AssetRow | undefined> {
  return db.selectFrom('media_assets').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateAsset(
  db: Db,
  id: number,
  set: Updateable<Database['media_assets']> & { updated_at: string },
): Promise<void> {
  await db.updateTable('media_assets').set(set).where('id', '=', id).execute();
}

export interface AssetFilter {
  status?: MediaAssetStatus;
  /** Part of the original file name. */
  q?: string;
}

export type AssetSort = 'id' | '-id' | 'size' | '-size' | 'duration' | '-duration';

function filtered(db: Db, filter: AssetFilter) {
  let query = db.selectFrom('media_assets');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.q) {
    // ESCAPE said explicitly: SQLite has no default escape character, PostgreSQL's is the backslash.
    const pattern = `%${filter.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    query = query.where(sql<SqlBool>`lower(original_name) LIKE lower(${pattern}) ESCAPE '\\'`);
  }
  return query;
}

export function listAssets(
  db: Db,
  filter: AssetFilter,
  sort: AssetSort,
  limit: number,
  offset: number,
): Promise<AssetRow[]> {
  const column = sort.replace('-', '') as 'id' | 'size' | 'duration';
  return filtered(db, filter)
    .selectAll()
    .orderBy(column, sort.startsWith('-') ? 'desc' : 'asc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAssets(db: Db, filter: AssetFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Deletes an asset that no video or live replay plays and no worker holds (one statement, so a video attached or
 * a job claimed meanwhile keeps it). Its jobs go with it (ON DELETE CASCADE). Returns whether it was deleted.
 */
export async function deleteUnusedAsset(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .deleteFrom('media_assets')
    .where('id', '=', id)
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(eb.selectFrom('videos').select('videos.id').where('videos.media_asset_id', '=', id)),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('live_videos')
              .select('live_videos.id')
              .where('live_videos.replay_url', '=', assetReference(id)),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('media_jobs')
              .select('media_jobs.id')
              .where('media_jobs.asset_id', '=', id)
              .where('media_jobs.status', '=', 'running')
              .where('media_jobs.claimed_until', '>=', now),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---------------------------------------------------------------- videos

/** The live lessons whose replay is this asset's recording. */
export async function liveLessonIdsReplaying(db: Db, assetId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('live_videos')
    .select('id')
    .where('replay_url', '=', assetReference(assetId))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function videoIdsUsing(db: Db, assetId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('videos')
    .select('id')
    .where('media_asset_id', '=', assetId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export function findVideo(db: Db, id: number) {
  return db
    .selectFrom('videos')
    .select(['id', 'media_asset_id', 'duration'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The packaged asset a video plays, if it has one. */
export function assetOfVideo(db: Db, videoId: number): Promise<AssetRow | undefined> {
  return db
    .selectFrom('videos')
    .innerJoin('media_assets', 'media_assets.id', 'videos.media_asset_id')
    .selectAll('media_assets')
    .where('videos.id', '=', videoId)
    .executeTakeFirst();
}

/** Points a video at an asset (or at none), taking the asset's duration when it is known. */
export async function setVideoAsset(
  db: Db,
  videoId: number,
  assetId: number | null,
  duration: number | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('videos')
    .set({ media_asset_id: assetId, ...(duration === null ? {} : { duration }), updated_at: now })
    .where('id', '=', videoId)
    .execute();
}

/** A packaged asset's duration becomes the duration of every video that plays it. */
export async function fillVideoDurations(
  db: Db,
  assetId: number,
  duration: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('videos')
    .set({ duration, updated_at: now })
    .where('media_asset_id', '=', assetId)
    .execute();
}

// ---------------------------------------------------------------- jobs

export function insertJob(db: Db, assetId: number, kind: MediaJobKind, now: string): Promise<JobRow> {
  return db
    .insertInto('media_jobs')
    .values({ asset_id: assetId, kind, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('media_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest job of each asset. */
export async function latestJobs(db: Db, assetIds: number[]): Promise<Map<number, JobRow>> {
  if (assetIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('media_jobs')
    .selectAll()
    .where('asset_id', 'in', assetIds)
    .orderBy('id', 'desc')
    .execute();
  const latest = new Map<number, JobRow>();
  for (const row of rows) if (!latest.has(row.asset_id)) latest.set(row.asset_id, row);
  return latest;
}

/** Whether an asset has a job waiting or being worked on. */
export async function hasOpenJob(db: Db, assetId: number): Promise<boolean> {
  const row = await db
    .selectFrom('media_jobs')
    .select('id')
    .where('asset_id', '=', assetId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return row !== undefined;
}

/** Jobs a worker may take now, oldest first: waiting, or running under a claim that ran out. */
export async function claimableJobIds(db: Db, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('media_jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'running'), eb('claimed_until', '<', now)]),
      ]),
    )
    .whereRef('attempts', '<', 'max_attempts')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The claim: one conditional update, so of two workers asking for the same job exactly one changes the row
 * (the other's condition no longer holds). Each claim counts as an attempt.
 */
export async function claimJob(
  db: Db,
  id: number,
  worker: string,
  now: string,
  until: string,
): Promise<boolean> {
  const result = await db
    .updateTable('media_jobs')
    .set((eb) => ({
      status: 'running',
      claimed_by: worker,
      claimed_until: until,
      attempts: eb('attempts', '+', 1),
      progress: 0,
      started_at: now,
      finished_at: null,
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'running'), eb('claimed_until', '<', now)]),
      ]),
    )
    .whereRef('attempts', '<', 'max_attempts')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Running jobs whose claim ran out after their last attempt: their worker died each time. */
export function abandonedJobs(db: Db, now: string): Promise<JobRow[]> {
  return db
    .selectFrom('media_jobs')
    .selectAll()
    .where('status', '=', 'running')
    .where('claimed_until', '<', now)
    .whereRef('attempts', '>=', 'max_attempts')
    .execute();
}

/** The holder's update of its job (progress, a longer claim, the outcome); false when the claim is no longer its. */
export async function updateHeldJob(
  db: Db,
  id: number,
  worker: string,
  set: Updateable<Database['media_jobs']>,
): Promise<boolean> {
  const result = await db
    .updateTable('media_jobs')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('claimed_by', '=', worker)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a running job whose claim ran out (no worker holds it any more). */
export async function failAbandonedJob(db: Db, id: number, error: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('media_jobs')
    .set({ status: 'failed', error, finished_at: now, claimed_by: null, claimed_until: null })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('claimed_until', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
