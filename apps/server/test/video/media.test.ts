import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { MEDIA_DIR, previewPlaylist } from '../../src/modules/video/media.ts';

describe('/media', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  const mp4 = path.join(MEDIA_DIR, 'clip1', 'clip1.mp4');
  const size = fs.statSync(mp4).size;

  it('serves MP4 with byte ranges', async () => {
    const full = await ctx.app.request('/media/clip1/clip1.mp4');
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/mp4');
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(Number(full.headers.get('content-length'))).toBe(size);

    const part = await ctx.app.request('/media/clip1/clip1.mp4', { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    const body = new Uint8Array(await part.arrayBuffer());
    expect(body.length).toBe(100);
    expect(Buffer.from(body).equals(fs.readFileSync(mp4).subarray(100, 200))).toBe(true);

    const tail = await ctx.app.request('/media/clip1/clip1.mp4', { headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const open = await ctx.app.request('/media/clip1/clip1.mp4', {
      headers: { range: `bytes=${size - 5}-` },
    });
    expect((await open.arrayBuffer()).byteLength).toBe(5);
    const bad = await ctx.app.request('/media/clip1/clip1.mp4', { headers: { range: `bytes=${size}-` } });
    expect(bad.status).toBe(416);
  });

  it('serves HLS playlists and segments with their types, and cuts preview playlists', async () => {
    const m3u8 = await ctx.app.request('/media/clip1/360p.m3u8');
    expect(m3u8.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect((await m3u8.text()).match(/\.ts/g)).toHaveLength(5);
    const ts = await ctx.app.request('/media/clip1/360p_000.ts');
    expect(ts.headers.get('content-type')).toBe('video/mp2t');
    const preview = await (await ctx.app.request('/media/clip1/360p.m3u8?preview=6')).text();
    expect(preview.match(/\.ts/g)).toHaveLength(2);
    expect(preview.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect((await ctx.app.request('/media/clip1/master.m3u8')).status).toBe(200);
  });

  it('serves covers, refuses attachments, traversal and unknown files', async () => {
    const svg = await ctx.app.request('/media/covers/course-1.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    for (const p of [
      '/media/attachments/course-notes.txt',
      '/media/..%2Fpackage.json',
      '/media/%2e%2e/package.json',
      '/media/nope.mp4',
      '/media/generate.sh',
    ]) {
      expect((await ctx.app.request(p)).status).toBe(404);
    }
  });

  it('previewPlaylist keeps the header and the segments that start before the limit', () => {
    const text =
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\na.ts\n#EXTINF:4.0,\nb.ts\n#EXTINF:4.0,\nc.ts\n#EXT-X-ENDLIST\n';
    expect(previewPlaylist(text, 5)).toBe(
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\na.ts\n#EXTINF:4.0,\nb.ts\n#EXT-X-ENDLIST\n',
    );
  });
});
