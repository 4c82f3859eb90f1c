import fs from 'node:fs';
import type { Db } from '../db/index.ts';
import type { MediaAssetStatus, MediaJobStatus } from '../db/schema.ts';
import { fromDbTime, toDbTime } from '../lib/dates.ts';
import { mediaTools, notAVideo, probe, ToolRunError, type ProbeResult } from './ffmpeg.ts';
import { enqueueJob, wakeMediaWorkers, type MediaDeps } from './jobs.ts';
import { deletePrefix, hlsFolder, keyPath } from './packager.ts';
import * as repo from './repository.ts';
import type { AssetFilter, AssetRow, AssetSort, JobRow } from './repository.ts';
import { assertStorageKey, mediaStorage, readObject } from './storage.ts';

/**
 * The pipeline's service API, for the console (the course screens expose it in `admin-routes.ts`) and the
 * storefront's play path. Writes take an optional `record` hook, called inside the write's transaction: the
 * console passes its audit writer there (`(trx, change) => writeAudit(trx, actor, change)`).
 */

export type { AssetFilter, AssetSort } from './repository.ts';

/** A refusal the console answers with `status` and the Chinese message as it is. */
export class MediaRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** One write, as the console's audit log records it. */
export interface MediaChange {
  action: 'create' | 'retry' | 'delete' | 'attach';
  entity: 'media_asset' | 'video';
  entityId: number;
  summary: string;
  before: unknown;
  after: unknown;
}
export type RecordChange = (trx: Db, change: MediaChange) => Promise<void>;

export interface MediaJobView {
  id: number;
  status: MediaJobStatus;
  /** 0–100. */
  progress: number;
  attempts: number;
  maxAttempts: number;
  /** The last failed attempt's reason (ffmpeg's last lines), also while a retry waits. */
  error: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface MediaAssetView {
  id: number;
  originalName: string;
  /** Bytes. */
  size: number;
  status: MediaAssetStatus;
  /** Seconds. */
  duration: number;
  width: number;
  height: number;
  /** e.g. ['720p', '360p'] once packaged. */
  renditions: string[];
  posterUrl: string | null;
  error: string;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
  /** Its newest job. */
  job: MediaJobView | null;
}

export interface MediaAssetDetail extends MediaAssetView {
  /** The videos that play it. */
  videoIds: number[];
}

export interface AssetPage {
  items: MediaAssetView[];
  total: number;
  page: number;
  size: number;
}

const iso = (dbTime: string | null) => (dbTime === null ? null : fromDbTime(dbTime).toISOString());
const nowOf = (deps: MediaDeps) => toDbTime(deps.clock.now());

function jobView(job: JobRow | undefined): MediaJobView | null {
  if (!job) return null;
  return {
    id: job.id,
    status: job.status,
    progress: job.progress,
    attempts: job.attempts,
    maxAttempts: job.max_attempts,
    error: job.error,
    startedAt: iso(job.started_at),
    finishedAt: iso(job.finished_at),
  };
}

/** `base`: the public address for the poster URL (`publicBase(c, config)`, or '' for a same-origin path). */
function assetView(deps: MediaDeps, row: AssetRow, job: JobRow | undefined, base: string): MediaAssetView {
  return {
    id: row.id,
    originalName: row.original_name,
    size: row.size,
    status: row.status,
    duration: row.duration,
    width: row.width,
    height: row.height,
    renditions: row.renditions === '' ? [] : row.renditions.split(','),
    // Our poster route (modules/video/packaged.ts) reads it from whichever storage holds it, bucket included.
    posterUrl: row.poster_path === '' ? null : `${base}/media/${row.poster_path}`,
    error: row.error,
    createdBy: row.created_by,
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
    job: jobView(job),
  };
}

async function requireAsset(db: Db, id: number): Promise<AssetRow> {
  const row = await repo.findAsset(db, id);
  if (!row) throw new MediaRefusal(404, '视频素材不存在');
  return row;
}

/** Assets, filtered by status and name, paged and sorted in SQL (`sort` default newest first). */
export async function listAssets(
  deps: MediaDeps,
  filter: AssetFilter,
  paging: { page: number; size: number; sort?: AssetSort },
  base: string,
): Promise<AssetPage> {
  const size = Math.min(100, Math.max(1, paging.size));
  const page = Math.max(1, paging.page);
  const [rows, total] = await Promise.all([
    repo.listAssets(deps.db, filter, paging.sort ?? '-id', size, (page - 1) * size),
    repo.countAssets(deps.db, filter),
  ]);
  const jobs = await repo.latestJobs(
    deps.db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => assetView(deps, r, jobs.get(r.id), base)), total, page, size };
}

/** One asset with its newest job's status, progress and error, and the videos that play it. */
export async function getAsset(deps: MediaDeps, id: number, base: string): Promise<MediaAssetDetail> {
  const row = await requireAsset(deps.db, id);
  const [jobs, videoIds] = await Promise.all([
    repo.latestJobs(deps.db, [id]),
    repo.videoIdsUsing(deps.db, id),
  ]);
  return { ...assetView(deps, row, jobs.get(id), base), videoIds };
}

/** Packages a failed asset again, with a fresh count of attempts. */
export async function retryAsset(
  deps: MediaDeps,
  id: number,
  base: string,
  record?: RecordChange,
): Promise<MediaAssetDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await requireAsset(trx, id);
    if (row.status !== 'failed' || (await repo.hasOpenJob(trx, id))) {
      throw new MediaRefusal(409, '只有处理失败的视频素材可以重试');
    }
    const now = nowOf(deps);
    await repo.updateAsset(trx, id, { status: 'uploaded', error: '', updated_at: now });
    await enqueueJob(trx, id, 'package', now);
    await record?.(trx, {
      action: 'retry',
      entity: 'media_asset',
      entityId: id,
      summary: `重新处理视频素材「${row.original_name}」`,
      before: { status: row.status, error: row.error },
      after: { status: 'uploaded' },
    });
  });
  wakeMediaWorkers();
  return getAsset(deps, id, base);
}

/** Deletes an asset and its files; refused while a video or a live replay plays it, or a worker is packaging it. */
export async function deleteAsset(deps: MediaDeps, id: number, record?: RecordChange): Promise<void> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const asset = await requireAsset(trx, id);
    const refuse = async () => {
      const used = (await repo.videoIdsUsing(trx, id)).length;
      if (used > 0) return new MediaRefusal(409, `有 ${used} 个视频正在使用该视频素材，不能删除`);
      const replays = (await repo.liveLessonIdsReplaying(trx, id)).length;
      if (replays > 0)
        return new MediaRefusal(409, `有 ${replays} 个直播课时的回放正在使用该视频素材，不能删除`);
      return new MediaRefusal(409, '视频素材正在处理中，不能删除');
    };
    if (!(await repo.deleteUnusedAsset(trx, id, nowOf(deps)))) throw await refuse();
    await record?.(trx, {
      action: 'delete',
      entity: 'media_asset',
      entityId: id,
      summary: `删除视频素材「${asset.original_name}」`,
      before: { originalName: asset.original_name, status: asset.status, size: asset.size },
      after: null,
    });
    return asset;
  });
  // The files go after the row: a file left by a failure here is an orphan, never a row without its files.
  const storage = mediaStorage(deps.config);
  await storage.delete(row.source_path);
  await deletePrefix(storage, hlsFolder(id));
  if (row.key_id !== '') await storage.delete(keyPath(row.key_id));
}

export interface VideoAttachment {
  videoId: number;
  mediaAssetId: number | null;
  /** Seconds: the asset's once it is packaged, else what the video had. */
  duration: number;
}

/**
 * Makes a video play an asset (or, with null, play its own URL again). An asset still packaging may be
 * attached: its duration reaches the video when packaging ends, and play-info says it is not ready until then.
 */
export async function attachAssetToVideo(
  deps: MediaDeps,
  videoId: number,
  assetId: number | null,
  record?: RecordChange,
): Promise<VideoAttachment> {
  return deps.db.transaction().execute(async (trx) => {
    const video = await repo.findVideo(trx, videoId);
    if (!video) throw new MediaRefusal(404, '视频不存在');
    let duration: number | null = null;
    if (assetId !== null) {
      const asset = await requireAsset(trx, assetId);
      if (asset.status === 'failed') throw new MediaRefusal(409, '该视频素材处理失败，请重试或重新上传');
      if (asset.status === 'ready') duration = asset.duration;
    }
    await repo.setVideoAsset(trx, videoId, assetId, duration, nowOf(deps));
    const after: VideoAttachment = { videoId, mediaAssetId: assetId, duration: duration ?? video.duration };
    await record?.(trx, {
      action: 'attach',
      entity: 'video',
      entityId: videoId,
      summary: assetId === null ? '视频取消使用视频素材' : `视频使用视频素材 #${assetId}`,
      before: { mediaAssetId: video.media_asset_id, duration: video.duration },
      after,
    });
    return after;
  });
}

/** A finished upload, as the tus handler hands it over. */
export interface FinishedUpload {
  /** The uploaded file on this machine; moved into the storage, or deleted when refused. */
  file: string;
  /** The tus upload id: the storage folder of the upload (`uploads/<id>/source`). */
  uploadId: string;
  originalName: string;
  size: number;
  uploadedBy: number | null;
}

/**
 * Takes a finished upload: its content must be a video (ffprobe: a moving-picture stream and a duration; a picture
 * or a renamed text file is refused and deleted, whatever its name or declared type), then it is stored, and its
 * asset (`uploaded`) and packaging job are created in one transaction.
 */
export async function acceptUpload(
  deps: MediaDeps,
  upload: FinishedUpload,
  record?: RecordChange,
): Promise<MediaAssetView> {
  let probed: ProbeResult | null = null;
  try {
    probed = await probe(mediaTools(deps.config.media), upload.file);
  } catch (err) {
    if (!(err instanceof ToolRunError)) throw err;
  }
  const refusal = probed ? notAVideo(probed) : '文件内容不是可识别的视频';
  if (refusal || !probed?.video) {
    await fs.promises.rm(upload.file, { force: true });
    throw new MediaRefusal(400, `${refusal ?? '文件中没有视频画面'}，已删除`);
  }
  const sourceKey = `uploads/${upload.uploadId}/source`;
  assertStorageKey(sourceKey);
  const storage = mediaStorage(deps.config);
  await storage.put(sourceKey, { file: upload.file });
  const { video, duration } = probed;
  let created: { asset: AssetRow; job: JobRow };
  try {
    created = await deps.db.transaction().execute(async (trx) => {
      const now = nowOf(deps);
      const asset = await repo.insertAsset(trx, {
        original_name: upload.originalName.slice(0, 255),
        size: upload.size,
        source_path: sourceKey,
        duration: Math.round(duration),
        width: video.width,
        height: video.height,
        created_by: upload.uploadedBy,
        created_at: now,
        updated_at: now,
      });
      const job = await enqueueJob(trx, asset.id, 'package', now);
      await record?.(trx, {
        action: 'create',
        entity: 'media_asset',
        entityId: asset.id,
        summary: `上传视频素材「${asset.original_name}」`,
        before: null,
        after: { originalName: asset.original_name, size: asset.size },
      });
      return { asset, job };
    });
  } catch (err) {
    await storage.delete(sourceKey);
    throw err;
  }
  wakeMediaWorkers();
  return assetView(deps, created.asset, created.job, '');
}

/** The asset a video plays, if it has one (the storefront's play path). */
export function packagedAssetOfVideo(db: Db, videoId: number): Promise<AssetRow | undefined> {
  return repo.assetOfVideo(db, videoId);
}

/** The AES-128 key of a packaged asset: only ever handed out by the key route, after its grant checks. */
export async function assetKey(deps: Pick<MediaDeps, 'config'>, asset: AssetRow): Promise<Buffer | null> {
  if (asset.status !== 'ready' || asset.key_id === '') return null;
  return readObject(mediaStorage(deps.config), keyPath(asset.key_id));
}
