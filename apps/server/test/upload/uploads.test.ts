import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../src/config.ts';
import { imageSize } from '../../src/lib/image-size.ts';
import { runMaintenance } from '../../src/modules/jobs/maintenance.ts';
import { removeUnreferencedUploads } from '../../src/modules/upload/service.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { PNG_1X1, gifDeclaring, jpegDeclaring, pngDeclaring, webpDeclaring } from '../support/images.ts';

const AVATAR = '/api/v2/member/detail/avatar';
const IMAGE = '/api/v2/upload/image';

function fileForm(bytes: Uint8Array, name = 'a.png'): FormData {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type: 'image/png' }));
  return form;
}

async function setup(overrides: Partial<ServerConfig> = {}) {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-uploads-'));
  const ctx = await createTestContext({ uploadDir, ...overrides });
  const m = await ctx.member();
  const up = (url: string, bytes: Uint8Array = PNG_1X1, token = m.token) =>
    ctx.call('POST', url, { token, form: fileForm(bytes) });
  return { ctx, uploadDir, m, up };
}

/** The files stored under `uploadDir` (every folder). */
const storedFiles = (uploadDir: string) =>
  fs.readdirSync(uploadDir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());

const avatarOf = async (ctx: TestContext, id: number) =>
  (await ctx.db.selectFrom('users').select('avatar').where('id', '=', id).executeTakeFirstOrThrow()).avatar;

const imagePath = (json: { data?: unknown }) => (json.data as { path: string }).path;

describe('upload rate per member', () => {
  it('refuses uploads past UPLOADS_PER_10_MINUTES, across avatars and images, for that member only', async () => {
    const { ctx, uploadDir, up } = await setup({ uploadsPer10Minutes: 3 });
    expect((await up(AVATAR)).json.code).toBe(0);
    expect((await up(IMAGE)).json.code).toBe(0);
    expect((await up(IMAGE)).json.code).toBe(0);
    expect((await up(IMAGE)).json).toEqual({ code: 1, message: '上传过于频繁，请稍后再试', data: [] });
    expect((await up(AVATAR)).json.message).toBe('上传过于频繁，请稍后再试');
    expect(storedFiles(uploadDir)).toHaveLength(3);
    const other = await ctx.member();
    expect((await up(IMAGE, PNG_1X1, other.token)).json.code).toBe(0);
  });
});

describe('upload quota per member', () => {
  it('sums the sizes of the stored uploads; refused uploads leave no file; a replaced avatar frees its room', async () => {
    const size = PNG_1X1.length;
    const { ctx, uploadDir, m, up } = await setup({ uploadQuotaBytes: Math.floor(size * 2.5) });
    expect((await up(AVATAR)).json.code).toBe(0);
    const first = await avatarOf(ctx, m.id);
    // The new avatar replaces the first one: its file and its record go, so it no longer counts.
    expect((await up(AVATAR)).json.code).toBe(0);
    expect(fs.existsSync(path.join(uploadDir, first.replace('/uploads/', '')))).toBe(false);
    expect(await ctx.db.selectFrom('uploads').select('path').where('path', '=', first).execute()).toEqual([]);
    expect((await up(IMAGE)).json.code).toBe(0);
    expect((await up(IMAGE)).json).toEqual({ code: 1, message: '上传空间已满', data: [] });
    // Replacing the avatar still fits: the old one goes.
    expect((await up(AVATAR)).json.code).toBe(0);
    expect(storedFiles(uploadDir)).toHaveLength(2);
    // Someone else's quota is their own.
    const other = await ctx.member();
    expect((await up(IMAGE, PNG_1X1, other.token)).json.code).toBe(0);
  });

  it('lets a member at the quota change the avatar (the old one does not count)', async () => {
    const { ctx, m, up } = await setup({ uploadQuotaBytes: PNG_1X1.length });
    expect((await up(AVATAR)).json.code).toBe(0);
    expect((await up(IMAGE)).json.message).toBe('上传空间已满');
    const first = await avatarOf(ctx, m.id);
    expect((await up(AVATAR)).json.code).toBe(0);
    expect(await avatarOf(ctx, m.id)).not.toBe(first);
    const rows = await ctx.db.selectFrom('uploads').select('path').where('user_id', '=', m.id).execute();
    expect(rows).toEqual([{ path: await avatarOf(ctx, m.id) }]);
  });

  it('holds when uploads race', async () => {
    const size = PNG_1X1.length;
    const { uploadDir, up } = await setup({ uploadQuotaBytes: size * 3 });
    const replies = await Promise.all(Array.from({ length: 8 }, () => up(IMAGE)));
    const stored = replies.filter((r) => r.json.code === 0).length;
    expect(stored).toBeLessThanOrEqual(3);
    expect(replies.every((r) => r.json.code === 0 || r.json.message === '上传空间已满')).toBe(true);
    expect(storedFiles(uploadDir)).toHaveLength(stored);
  });
});

describe('image dimensions', () => {
  it('reads the size from PNG, JPEG, GIF and WebP headers', () => {
    expect(imageSize(PNG_1X1, 'png')).toEqual({ width: 1, height: 1 });
    expect(imageSize(pngDeclaring(16000, 16000), 'png')).toEqual({ width: 16000, height: 16000 });
    expect(imageSize(jpegDeclaring(640, 480), 'jpg')).toEqual({ width: 640, height: 480 });
    expect(imageSize(jpegDeclaring(20000, 30, 0xc2), 'jpg')).toEqual({ width: 20000, height: 30 });
    expect(imageSize(gifDeclaring(300, 200), 'gif')).toEqual({ width: 300, height: 200 });
    expect(imageSize(webpDeclaring(5000, 5000), 'webp')).toEqual({ width: 5000, height: 5000 });
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'jpg')).toBeNull();
    expect(imageSize(jpegDeclaring(0, 10), 'jpg')).toBeNull();
  });

  it('refuses avatars and images over 4096 px a side or 16 megapixels with 图片尺寸过大', async () => {
    const { uploadDir, up } = await setup();
    const bomb = pngDeclaring(16000, 16000);
    // A 16000×16000 PNG (about 1 GB decoded) fits in a small file.
    expect(bomb.length).toBeLessThan(1024 * 1024);
    for (const url of [AVATAR, IMAGE]) {
      expect((await up(url, bomb)).json, url).toEqual({ code: 1, message: '图片尺寸过大', data: [] });
      expect((await up(url, pngDeclaring(4097, 10))).json.message).toBe('图片尺寸过大');
      expect((await up(url, jpegDeclaring(4096, 4097))).json.message).toBe('图片尺寸过大');
      expect((await up(url, gifDeclaring(5000, 100))).json.message).toBe('图片尺寸过大');
      expect((await up(url, webpDeclaring(4096, 4100))).json.message).toBe('图片尺寸过大');
      // A header without a size is not an image we can check.
      expect((await up(url, Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).json.message).toBe('请上传图片文件');
    }
    expect(storedFiles(uploadDir)).toHaveLength(0);
    expect((await up(IMAGE, pngDeclaring(4096, 4096))).json.code).toBe(0);
    expect((await up(IMAGE, jpegDeclaring(1920, 1080))).json.code).toBe(0);
  });
});

describe('unreferenced uploads', () => {
  it('the hourly job removes editor images after a day and avatars nobody uses; keeps what is in use', async () => {
    const { ctx, uploadDir, m, up } = await setup();
    const image = imagePath((await up(IMAGE)).json);
    expect((await up(AVATAR)).json.code).toBe(0);
    const avatar = await avatarOf(ctx, m.id);
    const gone = await ctx.member();
    expect((await up(AVATAR, PNG_1X1, gone.token)).json.code).toBe(0);
    const goneAvatar = await avatarOf(ctx, gone.id);
    // An account deletion clears the avatar (member/deletion.ts).
    await ctx.db.updateTable('users').set({ avatar: '' }).where('id', '=', gone.id).execute();
    const file = (p: string) => path.join(uploadDir, p.replace('/uploads/', ''));

    ctx.clock.advance(23 * 3_600_000);
    expect(await removeUnreferencedUploads(ctx)).toBe(0);
    expect(fs.existsSync(file(image))).toBe(true);

    ctx.clock.advance(2 * 3_600_000);
    expect(await runMaintenance(ctx)).toBe(true);
    expect(fs.existsSync(file(image))).toBe(false);
    expect(fs.existsSync(file(goneAvatar))).toBe(false);
    expect(fs.existsSync(file(avatar))).toBe(true);
    const left = await ctx.db.selectFrom('uploads').select('path').execute();
    expect(left.map((r) => r.path)).toEqual([avatar]);
    expect(await removeUnreferencedUploads(ctx)).toBe(0);
  });
});
