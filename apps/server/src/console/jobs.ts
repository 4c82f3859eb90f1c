/**
 * The one writer of `job_runs`: each run of a scheduled job that this instance carried out, with how it ended,
 * for the dashboard's jobs panel (last run, next run, last failure).
 */
import type { Db } from '../db/index.ts';
import type { Clock } from '../lib/clock.ts';
import { toDbTime } from '../lib/dates.ts';

const MESSAGE_MAX = 2000;

/**
 * Runs `job` and records it: a run that did its work (`true`) as a success, a run that threw as a failure with
 * its message (then rethrows). A run that found the work taken by another instance (`false`) records nothing.
 */
export async function recordJobRun(
  db: Db,
  clock: Clock,
  name: string,
  job: () => Promise<boolean>,
): Promise<boolean> {
  const startedAt = clock.now();
  const record = (ok: boolean, message: string) =>
    recordFinishedRun(db, { name, startedAt, finishedAt: clock.now(), ok, message });
  let ran: boolean;
  try {
    ran = await job();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // The job's own error is what the caller must see; a failure to record it is logged beside it.
    await record(false, message.slice(0, MESSAGE_MAX)).catch((recordErr: unknown) =>
      console.error(`定时任务 ${name}：记录失败的运行时出错`, recordErr),
    );
    throw err;
  }
  if (ran) await record(true, '');
  return ran;
}

/** A run that something else timed (the media worker's packaging jobs report each run this way). */
export interface FinishedRun {
  name: string;
  startedAt: Date;
  finishedAt: Date;
  ok: boolean;
  message: string;
}

export async function recordFinishedRun(db: Db, run: FinishedRun): Promise<void> {
  await db
    .insertInto('job_runs')
    .values({
      name: run.name,
      started_at: toDbTime(run.startedAt),
      finished_at: toDbTime(run.finishedAt),
      ok: run.ok ? 1 : 0,
      message: run.message.slice(0, MESSAGE_MAX),
    })
    .execute();
}
