import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { toDbTime } from '../../src/lib/dates.ts';
import { mediaTools, runTool } from '../../src/media/ffmpeg.ts';
import { createMediaWorker, type MediaWorker } from '../../src/media/jobs.ts';
import { acceptUpload, type MediaAssetView } from '../../src/media/service.ts';
import { mediaJobHandlers } from '../../src/media/worker.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

/** A folder removed after the test file. */
export function tempFolder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `meedu-${prefix}-`));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A test server whose media storage is a folder of its own (both test projects run side by side). */
export async function mediaContext(): Promise<TestContext> {
  const defaults = readConfig({});
  return createTestContext({ media: { ...defaults.media, storageDir: tempFolder('media') } });
}

const tools = () => mediaTools(readConfig({}).media);

/**
 * A small test clip made with ffmpeg: a moving test pattern with a frame counter and, unless `audio` is false, a
 * tone. Tiny on purpose: the suite runs on two shared cores.
 */
export async function makeClip(
  dir: string,
  name: string,
  o: { width: number; height: number; seconds: number; audio?: boolean },
): Promise<string> {
  const file = path.join(dir, name);
  const inputs = ['-f', 'lavfi', '-i', `testsrc2=size=${o.width}x${o.height}:rate=25:duration=${o.seconds}`];
  if (o.audio !== false) inputs.push('-f', 'lavfi', '-i', `sine=frequency=440:duration=${o.seconds}`);
  await runTool(tools().ffmpeg, [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...inputs],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '25'],
    ...(o.audio !== false ? ['-c:a', 'aac', '-b:a', '64k', '-shortest'] : []),
    ...['-movflags', '+faststart', file],
  ]);
  return file;
}

/** Stores a copy of `clip` as an upload would and queues its packaging; the asset as created. */
export async function uploadClip(ctx: TestContext, clip: string, uploadId: string): Promise<MediaAssetView> {
  const staged = path.join(tempFolder('staged'), uploadId);
  fs.copyFileSync(clip, staged);
  return acceptUpload(ctx, {
    file: staged,
    uploadId,
    originalName: path.basename(clip),
    size: fs.statSync(staged).size,
    uploadedBy: 1,
  });
}

/** A worker with the real packaging handlers, driven by the test (`drain`), never polling on its own. */
export function testWorker(ctx: TestContext, id = 'test-worker'): MediaWorker {
  return createMediaWorker(ctx, { id, handlers: mediaJobHandlers });
}

/** `hls/<asset>/…` as stored. */
export const storedFile = (ctx: TestContext, key: string) => path.join(ctx.config.media.storageDir, key);

export const dbNow = (ctx: TestContext) => toDbTime(ctx.clock.now());
