import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ABANDONED_REASON,
  CLAIM_MS,
  claimNextJob,
  createMediaWorker,
  enqueueJob,
  type JobHandler,
  type JobHandlers,
} from '../../src/media/jobs.ts';
import * as repo from '../../src/media/repository.ts';
import { mediaJobHandlers } from '../../src/media/worker.ts';
import type { TestContext } from '../helpers.ts';
import { dbNow, mediaContext } from './support.ts';

/** Handlers whose package job records who ran it, takes a little time, and applies nothing. */
function countingHandlers(runs: { jobId: number; worker: string }[], worker: string, ms = 30): JobHandlers {
  const run: JobHandler = async (_deps, job) => {
    runs.push({ jobId: job.id, worker });
    await sleep(ms);
    return async () => undefined;
  };
  return { ...mediaJobHandlers, run: { package: run } };
}

describe('the media job queue', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await mediaContext();
  });

  const queueAssets = async (n: number) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const asset = await repo.insertAsset(ctx.db, {
        original_name: `v${i}.mp4`,
        size: 1,
        source_path: `uploads/u${i}/source`,
        created_by: null,
        created_at: dbNow(ctx),
        updated_at: dbNow(ctx),
      });
      ids.push((await enqueueJob(ctx.db, asset.id, 'package', dbNow(ctx))).id);
    }
    return ids;
  };
  const jobsById = async () =>
    new Map((await ctx.db.selectFrom('media_jobs').selectAll().execute()).map((j) => [j.id, j]));

  it('two workers share a queue and each job runs exactly once', async () => {
    const ids = await queueAssets(8);
    const runs: { jobId: number; worker: string }[] = [];
    const a = createMediaWorker(ctx, { id: 'a', handlers: countingHandlers(runs, 'a') });
    const b = createMediaWorker(ctx, { id: 'b', handlers: countingHandlers(runs, 'b') });
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    expect(ranA + ranB).toBe(8);
    expect(ranA).toBeGreaterThan(0);
    expect(ranB).toBeGreaterThan(0);
    expect(runs.map((r) => r.jobId).sort((x, y) => x - y)).toEqual(ids);
    const jobs = await jobsById();
    for (const id of ids) expect(jobs.get(id)).toMatchObject({ status: 'done', attempts: 1, progress: 100 });
    const assets = await ctx.db.selectFrom('media_assets').select('status').execute();
    expect(new Set(assets.map((x) => x.status))).toEqual(new Set(['packaging']));
  });

  it('claims with one conditional update: the second claim of a job fails', async () => {
    const [id] = await queueAssets(1);
    const until = dbNow(ctx);
    expect(await repo.claimJob(ctx.db, id!, 'a', dbNow(ctx), until)).toBe(true);
    expect(await repo.claimJob(ctx.db, id!, 'b', dbNow(ctx), until)).toBe(false);
  });

  it("takes a crashed worker's job again once its claim runs out, and fails it after the last attempt", async () => {
    const [id] = await queueAssets(1);
    const handlers = countingHandlers([], 'x');
    // Three workers die holding the job, one after the other.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const job = await claimNextJob(ctx, handlers, `dead-${attempt}`);
      expect(job).toMatchObject({ id, attempts: attempt, claimed_by: `dead-${attempt}`, status: 'running' });
      expect(await claimNextJob(ctx, handlers, 'other')).toBeNull();
      ctx.clock.advance(CLAIM_MS + 1000);
    }
    expect(await claimNextJob(ctx, handlers, 'survivor')).toBeNull();
    const job = (await jobsById()).get(id!);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, error: ABANDONED_REASON, claimed_by: null });
    const asset = await repo.findAsset(ctx.db, job!.asset_id);
    expect(asset).toMatchObject({ status: 'failed', error: ABANDONED_REASON });
  });

  it('a stopped worker gives its running job back without counting the attempt', async () => {
    const [id] = await queueAssets(1);
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const slow: JobHandler = (_deps, _job, control) =>
      new Promise((_resolve, reject) => {
        started();
        control.signal.addEventListener('abort', () => reject(new Error('stopped')));
      });
    const worker = createMediaWorker(ctx, {
      id: 'stopping',
      pollMs: 60_000,
      handlers: { ...mediaJobHandlers, run: { package: slow } },
    });
    worker.start();
    await running;
    await worker.stop();
    expect((await jobsById()).get(id!)).toMatchObject({ status: 'queued', attempts: 0, claimed_by: null });
  });

  it('a worker that lost its claim does not apply its outcome', async () => {
    const [id] = await queueAssets(1);
    let applied = false;
    const overtaken: JobHandler = async (deps, job) => {
      // Meanwhile the claim ran out and another worker took the job.
      ctx.clock.advance(CLAIM_MS + 1000);
      expect(await repo.claimJob(deps.db, job.id, 'thief', dbNow(ctx), dbNow(ctx))).toBe(true);
      return async () => void (applied = true);
    };
    const worker = createMediaWorker(ctx, {
      id: 'slow',
      handlers: { ...mediaJobHandlers, run: { package: overtaken } },
    });
    expect(await worker.drain()).toBe(1);
    expect(applied).toBe(false);
    expect((await jobsById()).get(id!)).toMatchObject({ status: 'running', claimed_by: 'thief' });
  });
});
