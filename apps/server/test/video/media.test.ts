import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { previewPlaylist } from '../../src/modules/video/media.ts';
import { MEDIA_DIR } from '../../src/config.ts';

/** The play-info URLs of a video for a member, as the storefront gets them. */
async function playUrls(ctx: TestContext, videoId: number, token: string, isTry = 0): Promise<string[]> {
  const res = await ctx.call('GET', `/api/v2/video/${videoId}/playinfo?is_try=${isTry}`, { token });
  expect(res.json.code).toBe(0);
  return (res.json.data as { urls: { url: string }[] }).urls.map((u) => u.url);
}

/** The path and query of an absolute URL, for app.request. */
const local = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};
const signOf = (url: string) => new URL(url, 'http://x').searchParams.get('sign') ?? '';
/** Segment URIs of a playlist. */
const uris = (text: string) => text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));

describe('/media', () => {
  let ctx: TestContext;
  /** A paid video (trial 6 s) of clip1, and a member who bought it, one who did not, and their play URLs. */
  let paidVideo: number;
  let full: string[];
  let trial: string[];
  let buyer: { id: number; token: string };
  let visitor: { id: number; token: string };
  beforeAll(async () => {
    ctx = await createTestContext();
    const f = fixtures(ctx);
    const course = await f.course({ charge: 99 });
    paidVideo = await f.video(course, { freeSeconds: 6, duration: 20 });
    buyer = await ctx.member();
    visitor = await ctx.member();
    await f.buy(buyer.id, course);
    full = await playUrls(ctx, paidVideo, buyer.token);
    trial = await playUrls(ctx, paidVideo, visitor.token, 1);
  });
  const mp4 = path.join(MEDIA_DIR, 'clip1', 'clip1.mp4');
  const size = fs.statSync(mp4).size;
  const signedMp4 = () => local(full[2] ?? '');

  it('refuses every video file without a valid signature (403), with no login needed to see it', async () => {
    for (const p of [
      '/media/clip1/clip1.mp4',
      '/media/clip1/360p.m3u8',
      '/media/clip1/360p.m3u8?preview=6',
      '/media/clip1/360p_004.ts',
      '/media/clip1/master.m3u8',
      '/media/clip2/clip2.mp4?sign=',
      '/media/clip2/clip2.mp4?sign=abc.def',
    ]) {
      expect((await ctx.app.request(p)).status, p).toBe(403);
    }
  });

  it('serves signed MP4 with byte ranges', async () => {
    expect(full[2]).toMatch(/^http:\/\/localhost:8080\/media\/clip1\/clip1\.mp4\?sign=[\w-]+\.[\w-]+$/);
    const whole = await ctx.app.request(signedMp4());
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(Number(whole.headers.get('content-length'))).toBe(size);

    const part = await ctx.app.request(signedMp4(), { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    const body = new Uint8Array(await part.arrayBuffer());
    expect(Buffer.from(body).equals(fs.readFileSync(mp4).subarray(100, 200))).toBe(true);

    const tail = await ctx.app.request(signedMp4(), { headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const open = await ctx.app.request(signedMp4(), { headers: { range: `bytes=${size - 5}-` } });
    expect((await open.arrayBuffer()).byteLength).toBe(5);
    const bad = await ctx.app.request(signedMp4(), { headers: { range: `bytes=${size}-` } });
    expect(bad.status).toBe(416);
  });

  it('serves signed playlists whose segment URIs carry the grant, and those segments', async () => {
    const res = await ctx.app.request(local(full[0] ?? ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await res.text();
    const segments = uris(text);
    expect(segments).toHaveLength(5);
    const sign = signOf(full[0] ?? '');
    for (const s of segments) expect(s).toMatch(new RegExp(`^360p_00\\d\\.ts\\?sign=${sign}$`));
    const seg = await ctx.app.request(`/media/clip1/${segments[4] ?? ''}`);
    expect(seg.status).toBe(200);
    expect(seg.headers.get('content-type')).toBe('video/mp2t');
    // The same grant opens the master playlist, whose variants carry it too.
    const master = await (await ctx.app.request(`/media/clip1/master.m3u8?sign=${sign}`)).text();
    expect(uris(master)).toEqual([`360p.m3u8?sign=${sign}`, `240p.m3u8?sign=${sign}`]);
  });

  it('a trial grant yields only the cut playlist and its segments, whatever the query says', async () => {
    expect(trial).toHaveLength(2);
    const sign = signOf(trial[0] ?? '');
    expect(trial[0]).toBe(`http://localhost:8080/media/clip1/360p.m3u8?sign=${sign}`);
    for (const q of ['', '&preview=1000', '&preview=0']) {
      const text = await (await ctx.app.request(`${local(trial[0] ?? '')}${q}`)).text();
      expect(uris(text), q).toEqual([`360p_000.ts?sign=${sign}`, `360p_001.ts?sign=${sign}`]);
      expect(text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    }
    expect((await ctx.app.request(`/media/clip1/360p_001.ts?sign=${sign}`)).status).toBe(200);
    expect((await ctx.app.request(`/media/clip1/240p_000.ts?sign=${sign}`)).status).toBe(200);
    for (const p of ['360p_002.ts', '360p_004.ts', '240p_004.ts', 'clip1.mp4']) {
      expect((await ctx.app.request(`/media/clip1/${p}?sign=${sign}&preview=1000`)).status, p).toBe(403);
    }
  });

  it('binds the grant to the member, the video and the clip: tampering, another clip or expiry give 403', async () => {
    const sign = signOf(full[2] ?? '');
    const [body = '', mac = ''] = sign.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      d: { u: number; v: number; c: string; p: number };
    };
    expect(payload.d).toEqual({ u: buyer.id, v: paidVideo, c: 'clip1', p: 0 });
    // The buyer's grant with another member in it, or a trial grant turned into a full one, breaks the signature.
    const forged = (d: object) =>
      `${Buffer.from(JSON.stringify({ ...payload, d: { ...payload.d, ...d } })).toString('base64url')}.${mac}`;
    expect((await ctx.app.request(`/media/clip1/clip1.mp4?sign=${forged({ u: visitor.id })}`)).status).toBe(
      403,
    );
    const trialSign = signOf(trial[0] ?? '');
    const trialBody = trialSign.split('.')[0] ?? '';
    const trialPayload = JSON.parse(Buffer.from(trialBody, 'base64url').toString('utf8')) as { d: object };
    expect(trialPayload.d).toEqual({ u: visitor.id, v: paidVideo, c: 'clip1', p: 6 });
    const unlocked = `${Buffer.from(
      JSON.stringify({ ...trialPayload, d: { ...trialPayload.d, p: 0 } }),
    ).toString('base64url')}.${trialSign.split('.')[1] ?? ''}`;
    expect((await ctx.app.request(`/media/clip1/clip1.mp4?sign=${unlocked}`)).status).toBe(403);
    expect((await ctx.app.request(`/media/clip1/clip1.mp4?sign=${sign}x`)).status).toBe(403);
    expect((await ctx.app.request(`/media/clip2/clip2.mp4?sign=${sign}`)).status).toBe(403);

    expect((await ctx.app.request(signedMp4())).status).toBe(200);
    ctx.clock.advance((ctx.config.mediaUrlTtlSeconds + 1) * 1000);
    expect((await ctx.app.request(signedMp4())).status).toBe(403);
    expect((await ctx.app.request(`/media/clip1/360p_000.ts?sign=${sign}`)).status).toBe(403);
  });

  it('serves covers to anyone; refuses attachments, traversal and unknown files', async () => {
    const svg = await ctx.app.request('/media/covers/course-1.svg');
    expect(svg.status).toBe(200);
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
