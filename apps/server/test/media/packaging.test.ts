import { createDecipheriv } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaTools, probe } from '../../src/media/ffmpeg.ts';
import { packageSource, renditionsFor } from '../../src/media/packager.ts';
import { getAsset } from '../../src/media/service.ts';
import { mediaStorage } from '../../src/media/storage.ts';
import type { TestContext } from '../helpers.ts';
import { makeClip, mediaContext, storedFile, tempFolder, testWorker, uploadClip } from './support.ts';

const read = (ctx: TestContext, key: string) => fs.readFileSync(storedFile(ctx, key));
const uris = (playlist: string) => playlist.split('\n').filter((l) => l !== '' && !l.startsWith('#'));

/** MPEG-TS: 188-byte packets, each starting with the sync byte 0x47. */
const isMpegTs = (bytes: Buffer) =>
  bytes.length >= 188 * 2 && bytes.length % 188 === 0 && [0, 188, 376].every((i) => bytes[i] === 0x47);

function decrypt(segment: Buffer, key: Buffer, ivHex: string): Buffer {
  const decipher = createDecipheriv('aes-128-cbc', key, Buffer.from(ivHex, 'hex'));
  return Buffer.concat([decipher.update(segment), decipher.final()]);
}

describe('packaging', () => {
  let ctx: TestContext;
  let clips: string;
  let hd: string;
  let small: string;
  beforeAll(async () => {
    ctx = await mediaContext();
    clips = tempFolder('clips');
    [hd, small] = await Promise.all([
      makeClip(clips, 'lecture-720p.mp4', { width: 1280, height: 720, seconds: 3 }),
      makeClip(clips, 'tiny.mp4', { width: 320, height: 180, seconds: 3, audio: false }),
    ]);
  });

  it('chooses at most two renditions the source allows, never upscaling', () => {
    const names = (w: number, h: number) =>
      renditionsFor(w, h).map((r) => `${r.name} ${r.width}x${r.height}`);
    expect(names(1920, 1080)).toEqual(['720p 1280x720', '360p 640x360']);
    expect(names(1280, 720)).toEqual(['720p 1280x720', '360p 640x360']);
    expect(names(854, 480)).toEqual(['480p 854x480', '360p 640x360']);
    expect(names(640, 360)).toEqual(['360p 640x360']);
    expect(names(320, 180)).toEqual(['180p 320x180']);
    expect(names(1080, 1920)).toEqual(['720p 720x1280', '360p 360x640']);
  });

  it('packages an upload into encrypted HLS: master playlist, two renditions, poster, duration', async () => {
    const created = await uploadClip(ctx, hd, 'up-hd');
    expect(created).toMatchObject({ status: 'uploaded', duration: 3, width: 1280, height: 720 });
    expect(created.job).toMatchObject({ status: 'queued', attempts: 0, maxAttempts: 3 });

    expect(await testWorker(ctx).drain()).toBe(1);
    const asset = await getAsset(ctx, created.id, 'http://localhost:8080');
    expect(asset).toMatchObject({ status: 'ready', duration: 3, renditions: ['720p', '360p'], error: '' });
    expect(asset.job).toMatchObject({ status: 'done', progress: 100, attempts: 1, error: '' });
    expect(asset.posterUrl).toBe(`http://localhost:8080/media/hls/${created.id}/poster.jpg`);

    const folder = `hls/${created.id}/`;
    const master = read(ctx, `${folder}master.m3u8`).toString();
    expect(master).toContain('RESOLUTION=1280x720');
    expect(master).toContain('RESOLUTION=640x360');
    expect(uris(master)).toEqual(['720p.m3u8', '360p.m3u8']);
    expect(read(ctx, `${folder}poster.jpg`).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const row = await ctx.db
      .selectFrom('media_assets')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.key_id).toMatch(/^[0-9a-f]{32}$/);
    // The key lives outside the HLS folder, which is the only one the play route serves.
    const key = read(ctx, `keys/${row.key_id}.key`);
    expect(key.length).toBe(16);
    expect(fs.existsSync(storedFile(ctx, `${folder}enc.key`))).toBe(false);

    const ivs = new Set<string>();
    for (const [name, height] of [
      ['720p', 720],
      ['360p', 360],
    ] as const) {
      const playlist = read(ctx, `${folder}${name}.m3u8`).toString();
      expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      const keyLine = /#EXT-X-KEY:METHOD=AES-128,URI="key",IV=0x([0-9a-f]{32})/i.exec(playlist);
      expect(keyLine, playlist).not.toBeNull();
      const iv = keyLine![1]!;
      ivs.add(iv);
      const segments = uris(playlist);
      expect(segments.length).toBeGreaterThan(0);
      for (const segment of segments) {
        const bytes = read(ctx, `${folder}${segment}`);
        expect(isMpegTs(bytes), `${segment} is not readable without the key`).toBe(false);
        const plain = decrypt(bytes, key, iv);
        expect(isMpegTs(plain), `${segment} decrypts to MPEG-TS`).toBe(true);
      }
      // The decrypted first segment is a real video of the rendition's size.
      const decrypted = path.join(tempFolder('decrypted'), `${name}.ts`);
      fs.writeFileSync(decrypted, decrypt(read(ctx, `${folder}${segments[0]}`), key, iv));
      const probed = await probe(mediaTools(ctx.config.media), decrypted);
      expect(probed.video).toMatchObject({ codec: 'h264', height });
      expect(probed.audio).toMatchObject({ codec: 'aac' });
    }
    expect(ivs.size).toBe(2);
  });

  it('packages a small source into one rendition at its own size', async () => {
    const created = await uploadClip(ctx, small, 'up-small');
    await testWorker(ctx).drain();
    const asset = await getAsset(ctx, created.id, '');
    expect(asset).toMatchObject({ status: 'ready', renditions: ['180p'], width: 320, height: 180 });
    const master = read(ctx, `hls/${created.id}/master.m3u8`).toString();
    expect(uris(master)).toEqual(['180p.m3u8']);
    expect(master).toContain('RESOLUTION=320x180');
    expect(master).toContain('CODECS="avc1.4d401f"');
  });

  it('reports progress from ffmpeg against the duration', async () => {
    const storage = mediaStorage(ctx.config);
    await storage.put('uploads/progress/source', fs.readFileSync(hd));
    const seen: number[] = [];
    const packaged = await packageSource(
      { storage, config: ctx.config.media },
      999,
      'uploads/progress/source',
      {
        signal: new AbortController().signal,
        onProgress: (p) => seen.push(p),
      },
    );
    expect(packaged.renditions).toEqual(['720p', '360p']);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.every((p) => p >= 0 && p <= 99)).toBe(true);
    expect(seen.at(-1)).toBeGreaterThanOrEqual(60);
  });

  it('retries a failing job, then fails it with the reason ffprobe or ffmpeg gave', async () => {
    const created = await uploadClip(ctx, small, 'up-corrupt');
    // The stored source is damaged after it was accepted (a disk fault, say).
    fs.writeFileSync(storedFile(ctx, 'uploads/up-corrupt/source'), Buffer.alloc(4096, 7));
    expect(await testWorker(ctx).drain()).toBe(3);
    const asset = await getAsset(ctx, created.id, '');
    expect(asset.status).toBe('failed');
    expect(asset.job).toMatchObject({ status: 'failed', attempts: 3 });
    expect(asset.job!.error).toMatch(/Invalid data found when processing input/);
    expect(asset.error).toBe(asset.job!.error);
    expect(fs.existsSync(storedFile(ctx, `hls/${created.id}`))).toBe(false);
  });

  it("keeps ffmpeg's last stderr lines as the reason", async () => {
    const script = path.join(tempFolder('fake-ffmpeg'), 'ffmpeg');
    fs.writeFileSync(
      script,
      '#!/bin/sh\necho "frame=1 fps=0" >&2\necho "Conversion failed! (test)" >&2\nexit 1\n',
    );
    fs.chmodSync(script, 0o755);
    const broken: TestContext = {
      ...ctx,
      config: { ...ctx.config, media: { ...ctx.config.media, ffmpegPath: script } },
    };
    const created = await uploadClip(broken, small, 'up-ffmpeg-fails');
    expect(await testWorker(broken, 'w-broken').drain()).toBe(3);
    const asset = await getAsset(ctx, created.id, '');
    expect(asset.status).toBe('failed');
    expect(asset.job!.error).toBe('frame=1 fps=0\nConversion failed! (test)');
  });
});
