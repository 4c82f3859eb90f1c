import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig, type ServerConfig } from '../../src/config.ts';
import { attachAssetToVideo } from '../../src/media/service.ts';
import { addAttachment, deleteAttachment } from '../../src/modules/course/admin-service.ts';
import { bucketBaseUrl, s3Client, s3Storage } from '../../src/media/s3-storage.ts';
import { mediaStorage, readObject, type MediaStorage } from '../../src/media/storage.ts';
import { registerStatic } from '../../src/static.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { PNG_1X1 } from '../support/images.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { makeClip, tempFolder, testWorker, uploadClip } from './support.ts';

/**
 * STORAGE=s3 against a real S3-compatible server (s3rver) on this machine: it checks every request's signature
 * and a signed URL's expiry as a bucket does, so what passes here is what AWS, OSS, COS, MinIO and R2 accept.
 */
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

const s3Settings = (): Partial<ServerConfig> => ({
  storage: { kind: 's3', ...s3.config },
  uploadDir: tempFolder('no-uploads'),
  media: { ...readConfig({}).media, storageDir: tempFolder('no-media') },
});

const uris = (text: string) => text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
const local = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe('STORAGE=s3 configuration', () => {
  it('refuses to start without the bucket and keys, and addresses the bucket as the provider wants', () => {
    expect(readConfig({}).storage).toEqual({ kind: 'local' });
    expect(() => readConfig({ STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(
      'STORAGE=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    const keys = { STORAGE: 's3', S3_BUCKET: 'site', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    const of = (env: Record<string, string>) => {
      const { storage } = readConfig({ ...keys, ...env });
      if (storage.kind !== 's3') throw new Error('not s3');
      return storage;
    };
    expect(bucketBaseUrl(of({ S3_REGION: 'eu-west-1' }))).toBe('https://site.s3.eu-west-1.amazonaws.com');
    expect(bucketBaseUrl(of({ S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com/' }))).toBe(
      'https://site.oss-cn-hangzhou.aliyuncs.com',
    );
    expect(bucketBaseUrl(of({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1' }))).toBe(
      'http://minio:9000/site',
    );
    expect(bucketBaseUrl(of({ S3_PUBLIC_URL: 'https://img.example.com/' }))).toBe('https://img.example.com');
    expect(() => of({ S3_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(
      'S3_PUBLIC_URL must be an http(s) address',
    );
  });
});

describe('the bucket storage', () => {
  let storage: MediaStorage;
  beforeAll(() => {
    storage = s3Storage({
      client: s3Client(s3.config),
      config: s3.config,
      prefix: 'media/',
      workDir: tempFolder('s3-work'),
    });
  });

  it('puts buffers, files and streams, reads them whole and by range, lists by prefix and deletes', async () => {
    const work = tempFolder('s3-put');
    await storage.put('hls/1/a.ts', Buffer.from('0123456789'));
    const file = path.join(work, 'b.ts');
    fs.writeFileSync(file, 'from a file');
    await storage.put('hls/1/b.ts', { file });
    expect(fs.existsSync(file)).toBe(false);
    const streamed = path.join(work, 'c.ts');
    fs.writeFileSync(streamed, 'x'.repeat(70_000));
    await storage.put('hls/2/c.ts', fs.createReadStream(streamed));
    expect(s3.hasObject('media/hls/1/a.ts')).toBe(true);

    expect((await readObject(storage, 'hls/1/a.ts'))?.toString()).toBe('0123456789');
    expect((await readObject(storage, 'hls/1/b.ts'))?.toString()).toBe('from a file');
    expect((await readObject(storage, 'hls/2/c.ts'))?.toString()).toBe('x'.repeat(70_000));
    const part = await storage.open('hls/1/a.ts', { start: 2, end: 4 });
    const chunks: Buffer[] = [];
    for await (const c of part ?? []) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('234');
    expect(await storage.stat('hls/1/a.ts')).toMatchObject({ size: 10 });
    expect(await storage.list('hls/1/')).toEqual(['hls/1/a.ts', 'hls/1/b.ts']);

    const copy = await storage.localFile('hls/1/b.ts');
    expect(fs.readFileSync(copy.path, 'utf8')).toBe('from a file');
    await copy.release();
    expect(fs.existsSync(copy.path)).toBe(false);

    await storage.delete('hls/1/a.ts');
    await storage.delete('hls/1/never-there.ts');
    expect(await storage.open('hls/1/a.ts')).toBeNull();
    expect(await storage.stat('hls/1/a.ts')).toBeNull();
    expect(s3.hasObject('media/hls/1/a.ts')).toBe(false);
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow('invalid storage key');
  });

  it('gives browsers signed URLs the bucket honours until they expire, and refuses a tampered one', async () => {
    await storage.put('keys/k.key', Buffer.from('sixteen byte key'));
    const url = await storage.browserUrl('keys/k.key', { base: '', expiresInSeconds: 60 });
    expect(url.startsWith(`${s3.endpoint}/meedu-test/media/keys/k.key?`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('sixteen byte key');

    const signature = new URL(url).searchParams.get('X-Amz-Signature') ?? '';
    const flipped = `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`;
    const tampered = await fetch(url.replace(signature, flipped));
    expect(tampered.status).toBe(403);
    expect(await tampered.text()).toContain('SignatureDoesNotMatch');
    // Another object under the same signature.
    await storage.put('keys/other.key', Buffer.from('another key....!'));
    expect((await fetch(url.replace('k.key', 'other.key'))).status).toBe(403);

    // Signed an hour ago for 60 seconds: the bucket answers that it has expired.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 3_600_000);
    const old = await storage.browserUrl('keys/k.key', { base: '', expiresInSeconds: 60 });
    vi.useRealTimers();
    const expired = await fetch(old);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });
});

describe('uploads with STORAGE=s3', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(s3Settings());
    registerStatic(ctx.app, ctx);
  });

  it('puts a member avatar in the bucket, and its address on this site sends the browser to it', async () => {
    const m = await ctx.member();
    const form = new FormData();
    form.append('file', new File([PNG_1X1], 'me.png', { type: 'image/png' }));
    const res = await ctx.call('POST', '/api/v2/member/detail/avatar', { token: m.token, form });
    expect(res.json.code).toBe(0);
    const detail = await ctx.call('GET', '/api/v2/member/detail', { token: m.token });
    const avatar = (detail.json.data as { avatar: string }).avatar;
    const key = /\/uploads\/(avatars\/[a-f0-9]{32}\.png)$/.exec(avatar)?.[1] ?? '';
    expect(s3.hasObject(`uploads/${key}`)).toBe(true);
    expect(fs.readdirSync(ctx.config.uploadDir)).toEqual([]);

    const redirect = await ctx.app.request(local(avatar));
    expect(redirect.status).toBe(302);
    const target = redirect.headers.get('location') ?? '';
    expect(target).toBe(`${s3.endpoint}/meedu-test/uploads/${key}`);
    const image = await fetch(target);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG_1X1);

    expect((await ctx.app.request('/uploads/avatars/not-ours.png')).status).toBe(404);
  });

  it('answers an editor image with its public address, a CDN when S3_PUBLIC_URL names one', async () => {
    const cdn = await createTestContext({
      ...s3Settings(),
      storage: { kind: 's3', ...s3.config, publicUrl: 'https://cdn.example.com' },
    });
    const m = await cdn.member();
    const form = new FormData();
    form.append('file', new File([PNG_1X1], 'x.png', { type: 'image/png' }));
    const res = await cdn.call('POST', '/api/v2/upload/image', { token: m.token, form });
    const data = res.json.data as { path: string; url: string };
    expect(data.url).toBe(`https://cdn.example.com${data.path}`);
    expect(s3.hasObject(data.path.slice(1))).toBe(true);
  });
});

describe('packaged video with STORAGE=s3', () => {
  it('keeps the segments, playlists and key in the bucket and plays them through the grant', async () => {
    const ctx = await createTestContext(s3Settings());
    const clip = await makeClip(tempFolder('s3-clips'), 'lesson.mp4', {
      width: 320,
      height: 180,
      seconds: 4,
      audio: false,
    });
    const asset = await uploadClip(ctx, clip, 'up-s3');
    await testWorker(ctx).drain();
    const keys = await mediaStorage(ctx.config).list(`hls/${asset.id}/`);
    expect(keys).toEqual(
      expect.arrayContaining([`hls/${asset.id}/master.m3u8`, `hls/${asset.id}/poster.jpg`]),
    );
    for (const key of keys) expect(s3.hasObject(`media/${key}`)).toBe(true);
    expect(s3.hasObject('media/uploads/up-s3/source')).toBe(true);
    // Nothing of the asset stayed on this instance's disk (the work folders are gone or empty).
    const leftovers = fs.readdirSync(ctx.config.media.storageDir, { recursive: true }).map(String);
    expect(leftovers.filter((f) => /\.(ts|m3u8|key|jpg)$|source$/.test(f))).toEqual([]);

    const course = await fixtures(ctx).course({ charge: 9 });
    const videoId = await fixtures(ctx).video(course, { duration: 0 });
    await attachAssetToVideo(ctx, videoId, asset.id);
    const buyer = await ctx.member();
    await fixtures(ctx).buy(buyer.id, course);
    const info = await ctx.call('GET', `/api/v2/video/${videoId}/playinfo?is_try=0`, { token: buyer.token });
    const master = (info.json.data as { urls: { url: string }[] }).urls[0]!.url;
    const variant = uris(await (await ctx.app.request(local(master))).text())[0]!;
    const playlist = await (await ctx.app.request(local(variant))).text();
    const segments = uris(playlist);
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments)
      expect(segment.startsWith(`${s3.endpoint}/meedu-test/media/hls/`)).toBe(true);
    const first = await fetch(segments[0]!);
    expect(first.status).toBe(200);
    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // The key stays behind our grant check, read from the bucket.
    const keyUrl = /URI="([^"]+)"/.exec(playlist)?.[1] ?? '';
    const key = await ctx.app.request(local(keyUrl));
    expect(key.status).toBe(200);
    expect((await key.arrayBuffer()).byteLength).toBe(16);
    expect((await ctx.app.request(`/media/keys/${asset.id}`)).status).toBe(403);
    // The poster (public, like a course cover) through our route, read from the bucket.
    const poster = await ctx.app.request(`/media/hls/${asset.id}/poster.jpg`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await poster.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});

describe('course attachments with STORAGE=s3', () => {
  it('keeps a console upload in the bucket, streams it to a member who may see the course, and deletes it', async () => {
    const ctx = await createTestContext(s3Settings());
    const f = fixtures(ctx);
    const course = await f.course({ charge: 9 });
    const actor = { adminId: null, name: 'test', ip: '127.0.0.1' };
    const bytes = Buffer.from('%PDF-1.4 handout');
    const item = await addAttachment(ctx, actor, course, { name: '讲义', extension: 'pdf', bytes });
    const row = await ctx.db
      .selectFrom('course_attach')
      .select('path')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(s3.hasObject(`media/${row.path}`)).toBe(true);

    const buyer = await ctx.member();
    const stranger = await ctx.member();
    await f.buy(buyer.id, course);
    const url = (token: string) => `/api/v2/course/attach/${item.id}/download?token=${token}`;
    const res = await ctx.app.request(url(buyer.token));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    expect(await (await ctx.app.request(url(stranger.token))).json()).toMatchObject({
      message: '请购买课程',
    });

    await deleteAttachment(ctx, actor, item.id);
    expect(s3.hasObject(`media/${row.path}`)).toBe(false);
  });
});
