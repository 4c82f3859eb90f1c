import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Db } from '../db/index.ts';
import type { MediaJobKind } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { toDbTime } from '../lib/dates.ts';
import * as repo from './repository.ts';
import type { JobRow } from './repository.ts';

/**
 * The media job queue: jobs are `media_jobs` rows. A worker claims one with a conditional update (repository
 * `claimJob`), holds it for CLAIM_MS and renews the claim while it works; a worker that dies lets its claim run
 * out and the job is taken again, up to `max_attempts` (3). One worker per instance (main.ts), one job at a time:
 * ffmpeg uses every core by itself.
 */

export type MediaDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** How long a claim lasts without renewal; renewed with progress and at least every CLAIM_MS / 4. */
export const CLAIM_MS = 2 * 60_000;
/** How often an idle worker looks for work (it is also woken when a job is queued in this process). */
export const POLL_MS = 3_000;
/** The reason a job gets when its worker died during its last attempt. */
export const ABANDONED_REASON = '处理进程中断（服务重启或崩溃），已达最多尝试次数';

const queued = new EventEmitter();
queued.setMaxListeners(0);

/** Wakes this process's idle workers; call after the transaction that queued a job has committed. */
export function wakeMediaWorkers(): void {
  queued.emit('job');
}

/** Queues a job (inside the caller's transaction). */
export function enqueueJob(db: Db, assetId: number, kind: MediaJobKind, now: string): Promise<JobRow> {
  return repo.insertJob(db, assetId, kind, now);
}

export interface JobControl {
  signal: AbortSignal;
  /** Stores 0–100 on the job (throttled) and renews the claim. */
  progress(percent: number): void;
}

/**
 * What a job does. It returns the writes of its outcome, which run in the transaction that marks the job done
 * (only while this worker still holds it), so an outcome is never applied twice or by a worker that lost the job.
 */
export type JobHandler = (
  deps: MediaDeps,
  job: JobRow,
  control: JobControl,
) => Promise<(trx: Db) => Promise<void>>;

/** The hooks a job's failure and end call on its asset, so the asset's status follows its job. */
export interface JobHandlers {
  run: Record<MediaJobKind, JobHandler>;
  /** Another attempt will follow (`final` false), or none will. */
  onFailure(trx: Db, job: JobRow, reason: string, final: boolean, now: string): Promise<void>;
  /** The job was claimed and is starting. */
  onStart(db: Db, job: JobRow, now: string): Promise<void>;
}

/**
 * One finished job run, in the shape of the console's `job_runs` rows (name, started_at, finished_at, ok,
 * message). The console-core branch owns that table: when both branches meet, main.ts passes its writer as the
 * worker's `recordRun`.
 */
export interface MediaJobRun {
  name: string;
  startedAt: Date;
  finishedAt: Date;
  ok: boolean;
  message: string;
}

const MAX_REASON_CHARS = 2_000;
const reasonOf = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(-MAX_REASON_CHARS) || '未知错误';

/** Claims the oldest job this worker may take, or null. Jobs abandoned on their last attempt are failed first. */
export async function claimNextJob(
  deps: MediaDeps,
  handlers: JobHandlers,
  worker: string,
): Promise<JobRow | null> {
  const now = toDbTime(deps.clock.now());
  for (const job of await repo.abandonedJobs(deps.db, now)) {
    await deps.db.transaction().execute(async (trx) => {
      const reason = job.error ? `${ABANDONED_REASON}\n${job.error}` : ABANDONED_REASON;
      if (await repo.failAbandonedJob(trx, job.id, reason, now)) {
        await handlers.onFailure(trx, job, reason, true, now);
      }
    });
  }
  const until = toDbTime(new Date(deps.clock.now().getTime() + CLAIM_MS));
  for (const id of await repo.claimableJobIds(deps.db, now, 10)) {
    if (await repo.claimJob(deps.db, id, worker, now, until)) {
      const job = await repo.findJob(deps.db, id);
      if (job) {
        await handlers.onStart(deps.db, job, now);
        return job;
      }
    }
  }
  return null;
}

/** Progress writes at most this often (besides the claim renewal). */
const PROGRESS_WRITE_MS = 2_000;
const TAKEN_OVER = '任务已被其他进程接手';

/**
 * A worker's hold on its claimed job while the handler runs: progress writes that renew the claim (throttled, and
 * a heartbeat every CLAIM_MS / 4), and the handler's abort signal, fired when the worker stops or the claim turns
 * out to be someone else's.
 */
function holdClaim(deps: MediaDeps, job: JobRow, worker: string, stop: AbortSignal) {
  const abort = new AbortController();
  const onStop = () => abort.abort();
  stop.addEventListener('abort', onStop, { once: true });
  let lost = false;
  let percent = 0;
  let written = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const renew = () => {
    const until = toDbTime(new Date(deps.clock.now().getTime() + CLAIM_MS));
    const stored = percent;
    written = Date.now();
    writing = writing
      .then(() => repo.updateHeldJob(deps.db, job.id, worker, { progress: stored, claimed_until: until }))
      .then((held) => {
        if (!held) {
          lost = true;
          abort.abort();
        }
      })
      .catch((err: unknown) => console.error('媒体任务：更新进度失败', err));
  };
  const heartbeat = setInterval(renew, CLAIM_MS / 4);
  heartbeat.unref();
  return {
    control: {
      signal: abort.signal,
      progress(p: number) {
        percent = Math.max(0, Math.min(100, Math.round(p)));
        if (Date.now() - written >= PROGRESS_WRITE_MS) renew();
      },
    } satisfies JobControl,
    lost: () => lost,
    /** Stops renewing; resolves once the last write is done. */
    async release() {
      clearInterval(heartbeat);
      stop.removeEventListener('abort', onStop);
      await writing;
    },
  };
}

/** Done, with the handler's outcome in the same transaction; false when the claim was no longer this worker's. */
function completeJob(deps: MediaDeps, worker: string, job: JobRow, apply: (trx: Db) => Promise<void>) {
  const now = toDbTime(deps.clock.now());
  return deps.db.transaction().execute(async (trx) => {
    const held = await repo.updateHeldJob(trx, job.id, worker, {
      status: 'done',
      progress: 100,
      error: '',
      finished_at: now,
      claimed_until: null,
    });
    if (held) await apply(trx);
    return held;
  });
}

/** Queued again with its reason while attempts remain, failed after the last; the asset follows (handlers). */
async function failAttempt(
  deps: MediaDeps,
  handlers: JobHandlers,
  worker: string,
  job: JobRow,
  reason: string,
) {
  const now = toDbTime(deps.clock.now());
  const final = job.attempts >= job.max_attempts;
  await deps.db.transaction().execute(async (trx) => {
    const held = await repo.updateHeldJob(trx, job.id, worker, {
      status: final ? 'failed' : 'queued',
      error: reason,
      progress: 0,
      claimed_by: null,
      claimed_until: null,
      ...(final ? { finished_at: now } : {}),
    });
    if (held) await handlers.onFailure(trx, job, reason, final, now);
  });
}

/**
 * Runs a claimed job to its end: done with its outcome, queued again with its reason while attempts remain,
 * failed after the last. Stopping the worker (`stop`) gives the job back without counting the attempt.
 */
export async function runClaimedJob(
  deps: MediaDeps,
  handlers: JobHandlers,
  worker: string,
  job: JobRow,
  stop: AbortSignal,
): Promise<MediaJobRun> {
  const startedAt = deps.clock.now();
  const ended = (ok: boolean, message: string): MediaJobRun => ({
    name: `media.${job.kind}`,
    startedAt,
    finishedAt: deps.clock.now(),
    ok,
    message,
  });
  const hold = holdClaim(deps, job, worker, stop);
  let apply: ((trx: Db) => Promise<void>) | null = null;
  let failure: unknown = null;
  try {
    apply = await handlers.run[job.kind](deps, job, hold.control);
  } catch (err) {
    failure = err;
  }
  await hold.release();

  if (hold.lost()) return ended(false, TAKEN_OVER);
  if (apply) {
    const done = await completeJob(deps, worker, job, apply);
    return done ? ended(true, '') : ended(false, TAKEN_OVER);
  }
  if (stop.aborted) {
    // Shutting down: the job goes back to the queue as it was, this attempt not counted.
    await repo.updateHeldJob(deps.db, job.id, worker, {
      status: 'queued',
      attempts: Math.max(0, job.attempts - 1),
      claimed_by: null,
      claimed_until: null,
      progress: 0,
    });
    return ended(false, '服务停止，任务已放回队列');
  }
  const reason = reasonOf(failure);
  await failAttempt(deps, handlers, worker, job, reason);
  return ended(false, reason);
}

export interface WorkerOptions {
  handlers: JobHandlers;
  /** This worker's name in `claimed_by` (default: a random id per worker). */
  id?: string;
  pollMs?: number;
  /** Called with every finished run: the console's `job_runs` writer goes here (see MediaJobRun). */
  recordRun?: (run: MediaJobRun) => Promise<void>;
}

export interface MediaWorker {
  readonly id: string;
  /** Claims and runs jobs until none is left; resolves with how many it ran. */
  drain(): Promise<number>;
  /** Stops polling, gives a running job back to the queue and waits for the loop to end. */
  stop(): Promise<void>;
}

/** A worker; `start` runs its loop (poll, or be woken, then drain), which main.ts does once per instance. */
export function createMediaWorker(deps: MediaDeps, options: WorkerOptions): MediaWorker & { start(): void } {
  const id = options.id ?? `${process.pid}-${randomUUID()}`;
  const stopping = new AbortController();
  let loop: Promise<void> | null = null;

  async function drain(): Promise<number> {
    let ran = 0;
    while (!stopping.signal.aborted) {
      const job = await claimNextJob(deps, options.handlers, id);
      if (!job) break;
      const run = await runClaimedJob(deps, options.handlers, id, job, stopping.signal);
      ran += 1;
      await options.recordRun?.(run).catch((err: unknown) => console.error('媒体任务：记录运行失败', err));
    }
    return ran;
  }

  /** Resolves after `ms`, when a job is queued in this process, or when the worker stops. */
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopping.signal.aborted) {
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        queued.off('job', done);
        stopping.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      queued.on('job', done);
      stopping.signal.addEventListener('abort', done, { once: true });
    });

  return {
    id,
    drain,
    start() {
      loop ??= (async () => {
        while (!stopping.signal.aborted) {
          try {
            await drain();
          } catch (err) {
            console.error('媒体任务队列出错：', err);
          }
          await idle(options.pollMs ?? POLL_MS);
        }
      })();
    },
    async stop() {
      stopping.abort();
      await loop;
    },
  };
}
