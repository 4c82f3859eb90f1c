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
  const startedAt = toDbTime(clock.now());
  const record = (ok: boolean, message: string) =>
    db
      .insertInto('job_runs')
      .values({ name, started_at: startedAt, finished_at: toDbTime(clock.now()), ok: ok ? 1 : 0, message })
      .execute();
  let ran: boolean;
  try {
    ran = await job();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await record(false, message.slice(0, MESSAGE_MAX)).catch(() => undefined);
    throw err;
  }
  if (ran) await record(true, '');
  return ran;
}
