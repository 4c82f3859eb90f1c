import { toDbTime } from '../lib/dates.ts';
import {
  createMediaWorker,
  type JobHandler,
  type JobHandlers,
  type MediaDeps,
  type MediaWorker,
  type WorkerOptions,
} from './jobs.ts';
import { packageSource, PackagingError } from './packager.ts';
import * as repo from './repository.ts';
import { mediaStorage } from './storage.ts';
import { removeStaleUploads } from './tus.ts';

/**
 * The packaging job: package the asset's upload, then (in the transaction that marks the job done) the asset
 * becomes `ready` with what packaging learned, and the videos that play it take its duration.
 */
export const packageJob: JobHandler = async (deps, job, control) => {
  const asset = await repo.findAsset(deps.db, job.asset_id);
  if (!asset) throw new PackagingError('视频素材不存在');
  const packaged = await packageSource(
    { storage: mediaStorage(deps.config), config: deps.config.media },
    asset.id,
    asset.source_path,
    { signal: control.signal, onProgress: control.progress },
  );
  return async (trx) => {
    const now = toDbTime(deps.clock.now());
    await repo.updateAsset(trx, asset.id, {
      status: 'ready',
      duration: packaged.duration,
      width: packaged.width,
      height: packaged.height,
      renditions: packaged.renditions.join(','),
      hls_path: packaged.hlsPath,
      poster_path: packaged.posterPath,
      key_id: packaged.keyId,
      error: '',
      updated_at: now,
    });
    await repo.fillVideoDurations(trx, asset.id, packaged.duration, now);
  };
};

/** The pipeline's jobs, with the asset's status following its job: packaging, then ready, waiting or failed. */
export const mediaJobHandlers: JobHandlers = {
  run: { package: packageJob },
  async onStart(db, job, now) {
    await repo.updateAsset(db, job.asset_id, { status: 'packaging', updated_at: now });
  },
  async onFailure(trx, job, reason, final, now) {
    await repo.updateAsset(trx, job.asset_id, {
      status: final ? 'failed' : 'uploaded',
      error: reason,
      updated_at: now,
    });
  },
};

/** How often an instance drops the uploads nobody finished (tus keeps them a day for a resume). */
const STALE_UPLOAD_SWEEP_MS = 3_600_000;

/**
 * This instance's worker (main.ts): polls every few seconds, woken at once when this process queues a job; also
 * drops stale unfinished uploads every hour.
 */
export function startMediaWorker(
  deps: MediaDeps,
  options: Omit<WorkerOptions, 'handlers'> = {},
): MediaWorker {
  const worker = createMediaWorker(deps, { ...options, handlers: mediaJobHandlers });
  worker.start();
  const sweep = setInterval(() => {
    removeStaleUploads(deps.config).catch((err: unknown) => console.error('清理未完成的上传失败：', err));
  }, STALE_UPLOAD_SWEEP_MS);
  sweep.unref();
  return {
    id: worker.id,
    drain: worker.drain,
    async stop() {
      clearInterval(sweep);
      await worker.stop();
    },
  };
}
