import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { SNAPSHOT_CONFIG, SNAPSHOT_IMAGE, SNAPSHOT_UPLOAD, LIST_PAGE } from '../catalog/shapes.ts';
import { expectShape, expectShapes } from '../support/contract-shape.ts';
import { PNG_1X1, pngDeclaring } from '../support/images.ts';
import { removeUnreferencedUploads } from '../../src/modules/upload/service.ts';

const PNG = new Uint8Array(PNG_1X1);

/** Photos are kept per video (`resource_id` is a video id, as the storefront's SnapshotWidget sends). */
async function setup(overrides: Parameters<typeof createTestContext>[0] = {}) {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
  const ctx = await createTestContext({ uploadDir, ...overrides });
  const f = fixtures(ctx);
  const freeCourse = await f.course({ charge: 0, isFree: 1 });
  const paidCourse = await f.course({ charge: 99 });
  // Ids of videos and courses apart, so a course id never happens to name a video.
  for (let i = 0; i < 5; i += 1) await f.video(paidCourse);
  const course = await f.video(freeCourse);
  const paid = await f.video(paidCourse);
  const a = await ctx.member();
  const b = await ctx.member();
  return { ctx, uploadDir, course, paid, freeCourse, a, b };
}

/** The member's snapshot count of a recorded course (`{count}`). */
const vodCount = async (ctx: TestContext, token: string, course: number) =>
  (
    await ctx.call('GET', `/addons/Snapshot/api/v1/resource/query?resource_type=vod&resource_id=${course}`, {
      token,
    })
  ).json.data;

const form = (bytes: Uint8Array, fields: Record<string, string>, name = 'shot.png') => {
  const fd = new FormData();
  fd.append('file', new Blob([bytes], { type: 'image/png' }), name);
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
};

describe('snapshot addon', () => {
  it('config and count need login', async () => {
    const { ctx, a, course } = await setup();
    expect((await ctx.call('GET', '/addons/Snapshot/api/v1/config')).json.code).toBe(401);
    const config = (await ctx.call('GET', '/addons/Snapshot/api/v1/config', { token: a.token })).json.data;
    expectShape(config, SNAPSHOT_CONFIG);
    expect(config).toEqual({
      status: { vod: 1, live: 0, book: 0, paper: 0, practice: 0 },
      cycle_time: 60,
      rate: 30,
      max_times: 3,
    });
    expect(await vodCount(ctx, a.token, course)).toEqual({ count: 0 });
    expect(
      (
        await ctx.call('GET', '/addons/Snapshot/api/v1/resource/query?resource_type=x&resource_id=1', {
          token: a.token,
        })
      ).json.message,
    ).toBe('参数错误');
  });

  it('uploads images (form or query fields), lists, limits, and deletes only the owner’s', async () => {
    const { ctx, uploadDir, course, paid, a, b } = await setup();
    const up = (fd: FormData, qs = '', token = a.token) =>
      ctx.call('POST', `/addons/Snapshot/api/v1/upload/image${qs}`, { token, form: fd });
    const fields = { resource_type: 'vod', resource_id: String(course), duration: '12' };

    expect((await up(form(new TextEncoder().encode('not an image'), fields, 'a.png'))).json.message).toBe(
      '请上传png或jpg格式的图片',
    );
    expect((await up(form(new Uint8Array(2 * 1024 * 1024 + 1).fill(0x89), fields))).json.message).toBe(
      '图片大小不能超过2MB',
    );
    expect((await up(form(PNG, { ...fields, resource_id: String(paid) }))).json.message).toBe('无权限');
    expect((await up(new FormData(), `?resource_type=vod&resource_id=${course}`)).json.message).toBe(
      '请上传图片',
    );

    const first = await up(form(PNG, fields));
    expect(first.json.code).toBe(0);
    expectShape(first.json.data, SNAPSHOT_UPLOAD);
    const second = await up(form(PNG, {}), `?resource_type=vod&resource_id=${course}&duration=30`);
    expect(second.json.code).toBe(0);
    await up(form(PNG, fields));
    expect((await up(form(PNG, fields))).json.message).toBe('拍照次数已达上限');

    const images = (
      await ctx.call(
        'GET',
        `/addons/Snapshot/api/v1/resource/images?resource_type=vod&resource_id=${course}`,
        { token: a.token },
      )
    ).json.data as {
      data: { id: number; thumb: string; duration: number; created_at: string }[];
      total: number;
    };
    expectShape(images, LIST_PAGE);
    expectShapes(images.data, SNAPSHOT_IMAGE);
    expect(images.data).toHaveLength(3);
    expect(images.total).toBe(3);
    const img = images.data[0];
    // Eloquent timestamps go out in ISO form (contract catalog §0.5).
    expect(img?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000000Z$/);
    expect(img?.thumb).toMatch(/^http:\/\/localhost:8080\/uploads\/snapshot\/[0-9a-f]{32}\.png$/);
    const file = path.join(uploadDir, 'snapshot', path.basename(img?.thumb ?? ''));
    expect(fs.existsSync(file)).toBe(true);

    const otherView = (
      await ctx.call(
        'GET',
        `/addons/Snapshot/api/v1/resource/images?resource_type=vod&resource_id=${course}`,
        { token: b.token },
      )
    ).json.data;
    expect(otherView).toEqual({ data: [], total: 0 });
    expect(
      (await ctx.call('DELETE', `/addons/Snapshot/api/v1/resource/image/${img?.id ?? 0}`, { token: b.token }))
        .json.message,
    ).toBe('图片不存在');
    expect(
      (await ctx.call('DELETE', `/addons/Snapshot/api/v1/resource/image/${img?.id ?? 0}`, { token: a.token }))
        .json,
    ).toEqual({ code: 0, message: '', data: [] });
    expect(fs.existsSync(file)).toBe(false);
    expect(await vodCount(ctx, a.token, course)).toEqual({ count: 2 });
  });

  it('takes resource ids as plain positive integers, and a vod id as a video the member can watch', async () => {
    const { ctx, course, paid, freeCourse, a } = await setup();
    const up = (fields: Record<string, string>, qs = '') =>
      ctx.call('POST', `/addons/Snapshot/api/v1/upload/image${qs}`, {
        token: a.token,
        form: form(PNG, fields),
      });
    const get = (what: string, id: string, type = 'vod') =>
      ctx.call('GET', `/addons/Snapshot/api/v1/resource/${what}?resource_type=${type}&resource_id=${id}`, {
        token: a.token,
      });
    for (const bad of ['1e0', '0x1', '1.0', '%201', '+1', '01', '-1', '0', '9'.repeat(17), '', 'abc']) {
      expect((await get('query', bad)).json.message, bad).toBe('参数错误');
      expect((await get('images', bad)).json.message, bad).toBe('参数错误');
      const raw = decodeURIComponent(bad);
      expect((await up({ resource_type: 'vod', resource_id: raw })).json.message, bad).toBe('参数错误');
    }
    expect((await get('query', String(course), 'VOD')).json.message).toBe('参数错误');
    // A course id is not a video id; another type has no player here; a paid video needs a purchase.
    expect((await up({ resource_type: 'vod', resource_id: String(freeCourse) })).json.message).toBe('无权限');
    expect((await up({ resource_type: 'live', resource_id: String(course) })).json.message).toBe('无权限');
    expect((await up({ resource_type: 'vod', resource_id: String(paid) })).json.message).toBe('无权限');
    expect((await up({ resource_type: 'vod', resource_id: String(course) })).json.code).toBe(0);
    expect(await vodCount(ctx, a.token, course)).toEqual({ count: 1 });
  });

  it('refuses images that declare more than 4096 px a side or 16 megapixels', async () => {
    const { ctx, course, a } = await setup();
    const fields = { resource_type: 'vod', resource_id: String(course) };
    for (const [w, h] of [
      [16000, 16000],
      [4097, 1],
      [1, 4097],
    ] as const) {
      const res = await ctx.call('POST', '/addons/Snapshot/api/v1/upload/image', {
        token: a.token,
        form: form(new Uint8Array(pngDeclaring(w, h)), fields),
      });
      expect(res.json.message, `${w}×${h}`).toBe('图片尺寸过大');
    }
    const capture = await ctx.call('POST', '/addons/Snapshot/api/v1/upload/image', {
      token: a.token,
      form: form(new Uint8Array(pngDeclaring(1920, 1440)), fields),
    });
    expect(capture.json.code).toBe(0);
  });

  it('keeps the cap of 3 photos per video for 10 uploads at once, and frees a place when one is deleted', async () => {
    const { ctx, uploadDir, course, a } = await setup();
    const up = () =>
      ctx.call('POST', '/addons/Snapshot/api/v1/upload/image', {
        token: a.token,
        form: form(PNG, { resource_type: 'vod', resource_id: String(course) }),
      });
    const replies = (await Promise.all(Array.from({ length: 10 }, up))).map((r) => r.json);
    const accepted = replies.filter((r) => r.code === 0);
    expect(accepted).toHaveLength(3);
    for (const r of replies) if (r.code !== 0) expect(r.message).toBe('拍照次数已达上限');
    expect(await vodCount(ctx, a.token, course)).toEqual({ count: 3 });
    // A refused photo leaves no file behind.
    expect(fs.readdirSync(path.join(uploadDir, 'snapshot'))).toHaveLength(3);
    const id = (accepted[1]?.data as { id: number }).id;
    await ctx.call('DELETE', `/addons/Snapshot/api/v1/resource/image/${id}`, { token: a.token });
    const again = (await Promise.all(Array.from({ length: 4 }, up))).map((r) => r.json.code);
    expect(again.filter((c) => c === 0)).toHaveLength(1);
    expect(await vodCount(ctx, a.token, course)).toEqual({ count: 3 });
  });

  it('counts photos against the upload quota and frees it when one is deleted', async () => {
    const { ctx, course, a } = await setup({ uploadQuotaBytes: PNG.length * 2 });
    const up = () =>
      ctx.call('POST', '/addons/Snapshot/api/v1/upload/image', {
        token: a.token,
        form: form(PNG, { resource_type: 'vod', resource_id: String(course) }),
      });
    const first = await up();
    expect(first.json.code).toBe(0);
    expect((await up()).json.code).toBe(0);
    expect((await up()).json.message).toBe('上传空间已满');
    const id = (first.json.data as { id: number }).id;
    await ctx.call('DELETE', `/addons/Snapshot/api/v1/resource/image/${id}`, { token: a.token });
    expect((await up()).json.code).toBe(0);
  });

  it('the hourly clean-up keeps photos and removes a file whose photo row is gone', async () => {
    const { ctx, uploadDir, course, a } = await setup();
    const up = await ctx.call('POST', '/addons/Snapshot/api/v1/upload/image', {
      token: a.token,
      form: form(PNG, { resource_type: 'vod', resource_id: String(course) }),
    });
    const { id, thumb } = up.json.data as { id: number; thumb: string };
    const file = path.join(uploadDir, 'snapshot', path.basename(thumb));
    ctx.clock.advance(25 * 3_600_000);
    expect(await removeUnreferencedUploads(ctx)).toBe(0);
    expect(fs.existsSync(file)).toBe(true);
    await ctx.db.deleteFrom('snapshot_images').where('id', '=', id).execute();
    expect(await removeUnreferencedUploads(ctx)).toBe(1);
    expect(fs.existsSync(file)).toBe(false);
  });
});
