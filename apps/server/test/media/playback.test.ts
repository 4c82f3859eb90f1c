import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_SIGN_PURPOSE, signMediaGrant } from '../../src/media/grant.ts';
import { attachAssetToVideo } from '../../src/media/service.ts';
import { fixtures } from '../catalog/fixtures.ts';
import type { TestContext } from '../helpers.ts';
import { makeClip, mediaContext, storedFile, tempFolder, testWorker, uploadClip } from './support.ts';

const local = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};
const uris = (text: string) => text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
const signOf = (url: string) => new URL(url).searchParams.get('sign') ?? '';

describe('packaged videos on the play path', () => {
  let ctx: TestContext;
  let assetId: number;
  let videoId: number;
  let otherVideoId: number;
  let otherAssetId: number;
  let buyer: { id: number; token: string };
  let visitor: { id: number; token: string };
  let key: Buffer;

  beforeAll(async () => {
    ctx = await mediaContext();
    const clip = await makeClip(tempFolder('clips'), 'lesson.mp4', {
      width: 320,
      height: 180,
      seconds: 8,
      audio: false,
    });
    const asset = await uploadClip(ctx, clip, 'up-play');
    const other = await uploadClip(ctx, clip, 'up-other');
    await testWorker(ctx).drain();
    assetId = asset.id;
    otherAssetId = other.id;

    const f = fixtures(ctx);
    const course = await f.course({ charge: 99 });
    const otherCourse = await f.course({ charge: 50 });
    videoId = await f.video(course, { freeSeconds: 6, duration: 0 });
    otherVideoId = await f.video(otherCourse, { duration: 0 });
    expect(await attachAssetToVideo(ctx, videoId, assetId)).toEqual({
      videoId,
      mediaAssetId: assetId,
      duration: 8,
    });
    await attachAssetToVideo(ctx, otherVideoId, otherAssetId);
    buyer = await ctx.member();
    visitor = await ctx.member();
    await f.buy(buyer.id, course);
    await f.buy(visitor.id, otherCourse);
    const row = await ctx.db
      .selectFrom('media_assets')
      .select('key_id')
      .where('id', '=', assetId)
      .executeTakeFirstOrThrow();
    key = fs.readFileSync(storedFile(ctx, `keys/${row.key_id}.key`));
  });

  const playInfo = async (token: string, isTry = 0) =>
    ctx.call('GET', `/api/v2/video/${videoId}/playinfo?is_try=${isTry}`, { token });
  const masterUrl = async (token: string, isTry = 0) => {
    const res = await playInfo(token, isTry);
    expect(res.json.code, res.json.message).toBe(0);
    return (res.json.data as { urls: { url: string }[] }).urls[0]!.url;
  };
  const get = (path: string, headers: Record<string, string> = {}) => ctx.app.request(path, { headers });
  /** The rendition playlist, its key URL and segment URLs, as a player reaches them from the master URL. */
  const follow = async (master: string) => {
    const variants = uris(await (await get(local(master))).text());
    const playlist = await (await get(local(variants[0]!))).text();
    const keyUrl = /URI="([^"]+)"/.exec(playlist)?.[1] ?? '';
    return { playlist, keyUrl, segments: uris(playlist) };
  };

  it('answers the signed master playlist, with the duration the packaging found', async () => {
    const res = await playInfo(buyer.token);
    expect(res.json.data).toEqual({
      urls: [
        {
          url: expect.stringMatching(
            new RegExp(`^http://localhost:8080/media/hls/${assetId}/master\\.m3u8\\?sign=[\\w-]+\\.[\\w-]+$`),
          ),
          format: 'm3u8',
          duration: 8,
          name: '自动',
        },
      ],
    });
    const detail = await ctx.call('GET', `/api/v2/video/${videoId}`, { token: buyer.token });
    expect((detail.json.data as { video: { duration: number } }).video.duration).toBe(8);
  });

  it('serves playlists with the grant on every URI and the key URI rewritten; segments and keys are private', async () => {
    const master = await masterUrl(buyer.token);
    const sign = signOf(master);
    const masterRes = await get(local(master));
    expect(masterRes.status).toBe(200);
    expect(masterRes.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(uris(await masterRes.text())).toEqual([
      `http://localhost:8080/media/hls/${assetId}/180p.m3u8?sign=${sign}`,
    ]);

    const { playlist, keyUrl, segments } = await follow(master);
    expect(playlist).toContain('#EXT-X-KEY:METHOD=AES-128,URI=');
    expect(keyUrl).toBe(`http://localhost:8080/media/keys/${assetId}?sign=${sign}`);
    expect(segments).toEqual([
      `http://localhost:8080/media/hls/${assetId}/180p_000.ts?sign=${sign}`,
      `http://localhost:8080/media/hls/${assetId}/180p_001.ts?sign=${sign}`,
    ]);

    const keyRes = await get(local(keyUrl));
    expect(keyRes.status).toBe(200);
    expect(keyRes.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await keyRes.arrayBuffer()).equals(key)).toBe(true);

    const segment = await get(local(segments[1]!));
    expect(segment.status).toBe(200);
    expect(segment.headers.get('cache-control')).toBe('private, max-age=3600');
    const stored = fs.readFileSync(storedFile(ctx, `hls/${assetId}/180p_001.ts`));
    expect(Buffer.from(await segment.arrayBuffer()).equals(stored)).toBe(true);
    const part = await get(local(segments[1]!), { range: 'bytes=0-187' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-187/${stored.length}`);

    // The poster is public, like a course cover.
    const poster = await get(`/media/hls/${assetId}/poster.jpg`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  });

  it('hands the key only to a valid, unexpired grant for that video and a member who may watch it', async () => {
    const keyPath = (sign?: string) => `/media/keys/${assetId}${sign === undefined ? '' : `?sign=${sign}`}`;
    const grant = signOf(await masterUrl(buyer.token));
    expect((await get(keyPath(grant))).status).toBe(200);

    // No grant, or a made-up one.
    expect((await get(keyPath())).status).toBe(403);
    expect((await get(keyPath('abc.def'))).status).toBe(403);
    // The buyer's grant with another member written into it: the signature no longer holds.
    const [body, mac] = grant.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { d: { u: number } };
    payload.d.u = visitor.id;
    const moved = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${mac}`;
    expect((await get(keyPath(moved))).status).toBe(403);
    // Another member's own grant, for the video they bought, does not open this asset.
    const otherGrant = signOf(
      (
        (await ctx.call('GET', `/api/v2/video/${otherVideoId}/playinfo`, { token: visitor.token })).json
          .data as {
          urls: { url: string }[];
        }
      ).urls[0]!.url,
    );
    expect((await get(`/media/keys/${otherAssetId}?sign=${otherGrant}`)).status).toBe(200);
    expect((await get(keyPath(otherGrant))).status).toBe(403);
    // A non-buyer is never given a full grant; one signed for them anyway is refused by the access rules.
    expect((await playInfo(visitor.token)).json.message).toBe('请购买后观看');
    const forged = signMediaGrant(
      ctx.signer,
      { u: visitor.id, v: videoId, c: `asset:${assetId}`, p: 0 },
      600,
    );
    expect((await get(keyPath(forged))).status).toBe(403);
    // A grant of the right purpose but for another video that does not play this asset.
    const wrongVideo = ctx.signer.sign(
      MEDIA_SIGN_PURPOSE,
      { u: buyer.id, v: otherVideoId, c: `asset:${assetId}`, p: 0 },
      600,
    );
    expect((await get(keyPath(wrongVideo))).status).toBe(403);

    // Once the grant expires, a copied playlist plays for nobody: key, playlists and segments all refuse.
    const master = await masterUrl(buyer.token);
    const { keyUrl, segments } = await follow(master);
    ctx.clock.advance((ctx.config.mediaUrlTtlSeconds + 1) * 1000);
    expect((await get(local(keyUrl))).status).toBe(403);
    expect((await get(local(master))).status).toBe(403);
    expect((await get(local(segments[0]!))).status).toBe(403);
  });

  it('a trial grant gets the key and the cut playlist, and only the segments it lists', async () => {
    const master = await masterUrl(visitor.token, 1);
    const { playlist, keyUrl, segments } = await follow(master);
    expect(segments).toHaveLength(1);
    expect(segments[0]).toContain('180p_000.ts');
    expect(playlist.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect((await get(local(keyUrl))).status).toBe(200);
    expect((await get(local(segments[0]!))).status).toBe(200);
    const beyond = segments[0]!.replace('180p_000.ts', '180p_001.ts');
    expect((await get(local(beyond))).status).toBe(403);
  });

  it('says a video is not ready while its asset is still being packaged', async () => {
    const f = fixtures(ctx);
    const course = await f.course({ charge: 0, isFree: 1 });
    const pendingVideo = await f.video(course);
    const clip = await makeClip(tempFolder('clips2'), 'pending.mp4', {
      width: 320,
      height: 180,
      seconds: 2,
      audio: false,
    });
    const pending = await uploadClip(ctx, clip, 'up-pending');
    await attachAssetToVideo(ctx, pendingVideo, pending.id);
    const res = await ctx.call('GET', `/api/v2/video/${pendingVideo}/playinfo`, { token: buyer.token });
    expect(res.json.message).toBe('视频正在处理中，请稍后再试');
  });
});
