import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaAssetStatus } from '../../src/db/schema.ts';
import { toDbTime } from '../../src/lib/dates.ts';
import { enqueueJob } from '../../src/media/jobs.ts';
import * as repo from '../../src/media/repository.ts';
import {
  attachAssetToVideo,
  deleteAsset,
  getAsset,
  listAssets,
  MediaRefusal,
  retryAsset,
  type MediaChange,
} from '../../src/media/service.ts';
import { mediaStorage } from '../../src/media/storage.ts';
import * as liveRepo from '../../src/modules/live/repository.ts';
import { fixtures } from '../catalog/fixtures.ts';
import type { TestContext } from '../helpers.ts';
import { dbNow, mediaContext, storedFile } from './support.ts';

describe('the media service API (for the console)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await mediaContext();
  });

  const asset = (
    name: string,
    status: MediaAssetStatus,
    o: Partial<{ size: number; duration: number }> = {},
  ) =>
    repo.insertAsset(ctx.db, {
      original_name: name,
      size: o.size ?? 1000,
      status,
      duration: o.duration ?? 0,
      source_path: `uploads/${name.replace(/\W/g, '')}/source`,
      created_by: 3,
      created_at: dbNow(ctx),
      updated_at: dbNow(ctx),
    });
  const refusal = async (work: Promise<unknown>) => {
    const err = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MediaRefusal);
    const { status, message } = err as MediaRefusal;
    return { status, message };
  };
  const recorder = () => {
    const seen: MediaChange[] = [];
    return { seen, record: async (_trx: unknown, change: MediaChange) => void seen.push(change) };
  };

  it('lists assets filtered by status and name, paged and sorted, each with its newest job', async () => {
    const a = await asset('数学 第1讲.mp4', 'ready', { size: 300, duration: 60 });
    const b = await asset('数学 第2讲.mp4', 'failed', { size: 100 });
    const c = await asset('英语_100%.mov', 'ready', { size: 200 });
    await enqueueJob(ctx.db, b.id, 'package', dbNow(ctx));

    const page = await listAssets(ctx, {}, { page: 1, size: 2 }, '');
    expect(page).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(page.items.map((i) => i.id)).toEqual([c.id, b.id]);
    expect(page.items[1]!.job).toMatchObject({ status: 'queued', progress: 0, maxAttempts: 3 });
    expect((await listAssets(ctx, {}, { page: 2, size: 2 }, '')).items.map((i) => i.id)).toEqual([a.id]);

    expect((await listAssets(ctx, { status: 'ready' }, { page: 1, size: 20 }, '')).total).toBe(2);
    expect(
      (await listAssets(ctx, { q: '数学' }, { page: 1, size: 20, sort: 'size' }, '')).items.map((i) => i.id),
    ).toEqual([b.id, a.id]);
    // LIKE's wildcards are literal in the search.
    expect((await listAssets(ctx, { q: '_100%' }, { page: 1, size: 20 }, '')).items.map((i) => i.id)).toEqual(
      [c.id],
    );
    expect((await listAssets(ctx, { q: '%' }, { page: 1, size: 20 }, '')).items.map((i) => i.id)).toEqual([
      c.id,
    ]);

    const detail = await getAsset(ctx, a.id, '');
    expect(detail).toMatchObject({
      originalName: '数学 第1讲.mp4',
      status: 'ready',
      duration: 60,
      videoIds: [],
      job: null,
    });
    expect(detail.createdAt).toBe('2026-11-21T08:00:00.000Z');
    expect(await refusal(getAsset(ctx, 999_999, ''))).toEqual({ status: 404, message: '视频素材不存在' });
  });

  it('retries only a failed asset, with a fresh job, recording the change', async () => {
    const failed = await asset('坏文件.mp4', 'failed');
    const ready = await asset('好文件.mp4', 'ready');
    const { seen, record } = recorder();
    const retried = await retryAsset(ctx, failed.id, '', record);
    expect(retried).toMatchObject({ status: 'uploaded', error: '', job: { status: 'queued', attempts: 0 } });
    expect(seen).toMatchObject([{ action: 'retry', entity: 'media_asset', entityId: failed.id }]);
    expect(await refusal(retryAsset(ctx, failed.id, ''))).toEqual({
      status: 409,
      message: '只有处理失败的视频素材可以重试',
    });
    expect((await refusal(retryAsset(ctx, ready.id, ''))).status).toBe(409);
  });

  it('attaches an asset to a video (its duration once packaged), and detaches it', async () => {
    const f = fixtures(ctx);
    const course = await f.course();
    const videoId = await f.video(course, { duration: 20 });
    const ready = await asset('第3讲.mp4', 'ready', { duration: 95 });
    const pending = await asset('第4讲.mp4', 'packaging');
    const broken = await asset('第5讲.mp4', 'failed');
    const { seen, record } = recorder();

    expect(await attachAssetToVideo(ctx, videoId, pending.id, record)).toEqual({
      videoId,
      mediaAssetId: pending.id,
      duration: 20,
    });
    expect(await attachAssetToVideo(ctx, videoId, ready.id, record)).toEqual({
      videoId,
      mediaAssetId: ready.id,
      duration: 95,
    });
    expect(seen.at(-1)).toMatchObject({
      action: 'attach',
      entity: 'video',
      entityId: videoId,
      before: { mediaAssetId: pending.id, duration: 20 },
    });
    expect(await refusal(attachAssetToVideo(ctx, videoId, broken.id))).toEqual({
      status: 409,
      message: '该视频素材处理失败，请重试或重新上传',
    });
    expect((await refusal(attachAssetToVideo(ctx, 999_999, ready.id))).message).toBe('视频不存在');
    expect((await refusal(attachAssetToVideo(ctx, videoId, 999_999))).message).toBe('视频素材不存在');
    expect((await getAsset(ctx, ready.id, '')).videoIds).toEqual([videoId]);
    expect(await attachAssetToVideo(ctx, videoId, null)).toEqual({
      videoId,
      mediaAssetId: null,
      duration: 95,
    });
  });

  it('refuses to delete an asset a video plays or a worker is packaging; otherwise deletes it with its files', async () => {
    const f = fixtures(ctx);
    const course = await f.course();
    const used = await asset('在用.mp4', 'ready');
    await attachAssetToVideo(ctx, await f.video(course), used.id);
    await attachAssetToVideo(ctx, await f.video(course), used.id);
    expect(await refusal(deleteAsset(ctx, used.id))).toEqual({
      status: 409,
      message: '有 2 个视频正在使用该视频素材，不能删除',
    });

    const recording = await asset('直播录制.flv', 'ready');
    const at = dbNow(ctx);
    await liveRepo.insertVideo(ctx.db, {
      course_id: await f.liveCourse(),
      title: '第一课',
      published_at: at,
      created_at: at,
      updated_at: at,
      replay_url: `asset:${recording.id}`,
    });
    expect(await refusal(deleteAsset(ctx, recording.id))).toEqual({
      status: 409,
      message: '有 1 个直播课时的回放正在使用该视频素材，不能删除',
    });

    const busy = await asset('处理中.mp4', 'packaging');
    const job = await enqueueJob(ctx.db, busy.id, 'package', dbNow(ctx));
    const until = toDbTime(new Date(ctx.clock.now().getTime() + 60_000));
    await repo.claimJob(ctx.db, job.id, 'w', dbNow(ctx), until);
    expect(await refusal(deleteAsset(ctx, busy.id))).toEqual({
      status: 409,
      message: '视频素材正在处理中，不能删除',
    });

    const unused = await asset('不用了.mp4', 'ready');
    const storage = mediaStorage(ctx.config);
    await storage.put(unused.source_path, Buffer.from('source'));
    await storage.put(`hls/${unused.id}/master.m3u8`, Buffer.from('#EXTM3U\n'));
    await storage.put(`hls/${unused.id}/180p_000.ts`, Buffer.from('x'));
    await repo.updateAsset(ctx.db, unused.id, { key_id: 'k1', updated_at: dbNow(ctx) });
    await storage.put('keys/k1.key', Buffer.alloc(16));
    await enqueueJob(ctx.db, unused.id, 'package', dbNow(ctx));
    const { seen, record } = recorder();
    await deleteAsset(ctx, unused.id, record);
    expect(seen).toMatchObject([
      { action: 'delete', entity: 'media_asset', entityId: unused.id, after: null },
    ]);
    expect(await repo.findAsset(ctx.db, unused.id)).toBeUndefined();
    expect(
      await ctx.db.selectFrom('media_jobs').select('id').where('asset_id', '=', unused.id).execute(),
    ).toEqual([]);
    for (const key of [unused.source_path, `hls/${unused.id}`, 'keys/k1.key']) {
      expect(fs.existsSync(storedFile(ctx, key)), key).toBe(false);
    }
  });

  it("rolls a write back when the console's record hook fails", async () => {
    const failed = await asset('回滚.mp4', 'failed');
    const boom = async () => {
      throw new Error('audit down');
    };
    await expect(retryAsset(ctx, failed.id, '', boom)).rejects.toThrow('audit down');
    expect(await getAsset(ctx, failed.id, '')).toMatchObject({ status: 'failed', job: null });
  });
});
