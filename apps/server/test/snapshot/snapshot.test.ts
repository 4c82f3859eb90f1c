import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { SNAPSHOT_CONFIG, SNAPSHOT_IMAGE, SNAPSHOT_UPLOAD, LIST_PAGE } from '../catalog/shapes.ts';
import { expectShape, expectShapes } from '../support/contract-shape.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 1, 2, 3]);

async function setup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
  const ctx = await createTestContext({ dataDir });
  const f = fixtures(ctx);
  const course = await f.course({ charge: 0, isFree: 1 });
  const paid = await f.course({ charge: 99 });
  const a = await ctx.member();
  const b = await ctx.member();
  return { ctx, dataDir, course, paid, a, b };
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
    const { ctx, dataDir, course, paid, a, b } = await setup();
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
    const file = path.join(dataDir, 'uploads', 'snapshot', path.basename(img?.thumb ?? ''));
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
});
