import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { mediaTools, runTool } from '../../src/media/ffmpeg.ts';
import type { MediaChange } from '../../src/media/service.ts';
import { tusFolder, tusUploads } from '../../src/media/tus.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { makeClip, storedFile, tempFolder } from './support.ts';

const TUS = { 'Tus-Resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s).toString('base64');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('resumable uploads (tus)', () => {
  let ctx: TestContext;
  let server: ServerType;
  let base: string;
  let clip: Buffer;
  const changes: { change: MediaChange; adminId: number }[] = [];

  beforeAll(async () => {
    const defaults = readConfig({});
    ctx = await createTestContext({
      media: { ...defaults.media, storageDir: tempFolder('media'), uploadMaxBytes: 2 * 1024 * 1024 },
    });
    clip = fs.readFileSync(
      await makeClip(tempFolder('clips'), 'c.mp4', { width: 320, height: 180, seconds: 3 }),
    );
    const app = new Hono();
    const handler = tusUploads(ctx, {
      path: '/uploads/tus',
      // The console's session middleware stands here; the test names its administrator in a header.
      authorize: (c) => {
        const id = Number(c.req.header('x-test-admin'));
        return id > 0 ? { adminId: id } : null;
      },
      onFinished: async (_trx, change, actor) => void changes.push({ change, adminId: actor.adminId }),
    });
    app.all('/uploads/tus', handler);
    app.all('/uploads/tus/*', handler);
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const create = async (size: number, filename: string, admin = 7) => {
    const res = await fetch(`${base}/uploads/tus`, {
      method: 'POST',
      headers: {
        ...TUS,
        'x-test-admin': String(admin),
        'Upload-Length': String(size),
        'Upload-Metadata': `filename ${b64(filename)},filetype ${b64('video/mp4')}`,
      },
    });
    return {
      status: res.status,
      url: new URL(res.headers.get('location') ?? '', `${base}/uploads/tus/`).toString(),
    };
  };
  const patch = (url: string, offset: number, body: Buffer, admin = 7) =>
    fetch(url, {
      method: 'PATCH',
      headers: {
        ...TUS,
        'x-test-admin': String(admin),
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(body),
    });
  const offsetOf = async (url: string, admin = 7) => {
    const res = await fetch(url, { method: 'HEAD', headers: { ...TUS, 'x-test-admin': String(admin) } });
    return { status: res.status, offset: Number(res.headers.get('upload-offset')) };
  };

  /** A PATCH whose connection drops after `sent` bytes of `body` reached the server. */
  const droppedPatch = (url: string, offset: number, body: Buffer, sent: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(url, {
        method: 'PATCH',
        headers: {
          ...TUS,
          'x-test-admin': '7',
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(body.length),
        },
      });
      req.on('error', () => resolve());
      req.write(body.subarray(0, sent), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 400);
      });
    });

  it('takes an upload in chunks, resumes after a dropped connection where it stopped, and queues its packaging', async () => {
    const { status, url } = await create(clip.length, '第一讲 课程介绍.mp4');
    expect(status).toBe(201);
    const first = Math.floor(clip.length * 0.3);
    const r1 = await patch(url, 0, clip.subarray(0, first));
    expect(r1.status).toBe(204);
    expect(Number(r1.headers.get('upload-offset'))).toBe(first);

    // The second chunk is cut off after a third of it arrived.
    const second = clip.subarray(first, Math.floor(clip.length * 0.8));
    await droppedPatch(url, first, second, Math.floor(second.length / 3));
    const { status: headStatus, offset } = await offsetOf(url);
    expect(headStatus).toBe(200);
    expect(offset).toBeGreaterThan(first);
    expect(offset).toBeLessThan(first + second.length);

    const last = await patch(url, offset, clip.subarray(offset));
    expect(last.status).toBe(204);
    const assetId = Number(last.headers.get('media-asset-id'));
    expect(assetId).toBeGreaterThan(0);

    const asset = await ctx.db
      .selectFrom('media_assets')
      .selectAll()
      .where('id', '=', assetId)
      .executeTakeFirstOrThrow();
    expect(asset).toMatchObject({
      original_name: '第一讲 课程介绍.mp4',
      size: clip.length,
      status: 'uploaded',
      created_by: 7,
    });
    expect(sha(fs.readFileSync(storedFile(ctx, asset.source_path)))).toBe(sha(clip));
    const jobs = await ctx.db.selectFrom('media_jobs').selectAll().where('asset_id', '=', assetId).execute();
    expect(jobs).toMatchObject([{ kind: 'package', status: 'queued', attempts: 0 }]);
    expect(changes.at(-1)).toEqual({
      adminId: 7,
      change: expect.objectContaining({ action: 'create', entity: 'media_asset', entityId: assetId }),
    });
    // Nothing is left in tus's folder.
    expect(fs.readdirSync(tusFolder(ctx.config))).toEqual([]);
  });

  it('refuses by content, not by name or declared type: a renamed text file and a picture are deleted', async () => {
    const png = path.join(tempFolder('png'), 'frame.png');
    await runTool(mediaTools(ctx.config.media).ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x180'],
      ...['-frames:v', '1', png],
    ]);
    const cases = [
      {
        name: 'lecture.mp4',
        body: Buffer.from('这不是视频。\n'.repeat(400)),
        message: '文件内容不是可识别的视频，已删除',
      },
      { name: 'cover.mp4', body: fs.readFileSync(png), message: '上传的文件是图片，不是视频，已删除' },
    ];
    const before = await ctx.db.selectFrom('media_assets').select('id').execute();
    for (const c of cases) {
      const { url } = await create(c.body.length, c.name);
      const res = await patch(url, 0, c.body);
      expect(res.status, c.name).toBe(400);
      expect(JSON.parse(await res.text())).toEqual({ message: c.message });
      expect((await offsetOf(url)).status).toBe(404);
    }
    expect(await ctx.db.selectFrom('media_assets').select('id').execute()).toEqual(before);
    expect(fs.readdirSync(tusFolder(ctx.config))).toEqual([]);
  });

  it('answers only the administrator who started an upload, within the size limit', async () => {
    expect((await create(1000, 'a.mp4', 0)).status).toBe(401);
    expect((await create(3 * 1024 * 1024, 'big.mp4')).status).toBe(413);

    const { url } = await create(clip.length, 'mine.mp4', 7);
    expect((await offsetOf(url, 8)).status).toBe(404);
    expect((await patch(url, 0, clip.subarray(0, 100), 8)).status).toBe(404);
    expect(await offsetOf(url, 7)).toEqual({ status: 200, offset: 0 });
    const get = await fetch(url, { headers: { ...TUS, 'x-test-admin': '7' } });
    expect(get.status).toBe(405);
  });
});
