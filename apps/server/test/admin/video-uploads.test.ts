import type {
  AdminErrorReply,
  CourseAdminDetail,
  CourseCategoryItem,
  ListReply,
  MediaAssetItem,
  VideoAdminItem,
} from '@meedu/contract/admin';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { compileTrust } from '../../src/lib/client-address.ts';
import type { TestContext } from '../helpers.ts';
import { createTestContext } from '../helpers.ts';
import { makeClip, tempFolder, testWorker } from '../media/support.ts';
import { adminAgent, auditRows, type AdminAgent } from './support.ts';

const TUS = '/admin/api/uploads/tus';
const b64 = (s: string) => Buffer.from(s).toString('base64');
const PAST = '2026-01-01T08:00:00+08:00';

describe('console video uploads: tus behind the admin session, assets, packaging, attach', () => {
  let ctx: TestContext;
  let viewer: AdminAgent;
  let editor: AdminAgent;
  let clip: Buffer;

  beforeAll(async () => {
    const defaults = readConfig({});
    ctx = await createTestContext({
      trustProxy: compileTrust('1'),
      media: { ...defaults.media, storageDir: tempFolder('media'), uploadMaxBytes: 4 * 1024 * 1024 },
    });
    viewer = await adminAgent(ctx, ['courses.view']);
    editor = await adminAgent(ctx, ['courses.edit']);
    clip = fs.readFileSync(
      await makeClip(tempFolder('clips'), 'c.mp4', { width: 320, height: 180, seconds: 2 }),
    );
  });

  const tus = (
    method: string,
    path: string,
    agent: AdminAgent | null,
    headers: Record<string, string>,
    body?: Buffer,
  ) =>
    ctx.app.request(path, {
      method,
      headers: {
        'Tus-Resumable': '1.0.0',
        'x-requested-with': 'zxt-admin',
        ...(agent ? { cookie: agent.cookie, 'x-forwarded-for': agent.address } : {}),
        ...headers,
      },
      body: body ? new Uint8Array(body) : undefined,
    });

  const create = (agent: AdminAgent | null, size: number, name = '第一讲.mp4') =>
    tus('POST', TUS, agent, { 'Upload-Length': String(size), 'Upload-Metadata': `filename ${b64(name)}` });

  it('refuses a request without a session (401), without courses.edit (403) and without the console header', async () => {
    const none = await create(null, clip.length);
    expect(none.status).toBe(401);
    expect(((await none.json()) as AdminErrorReply).message).toBe('请先登录');
    const viewOnly = await create(viewer, clip.length);
    expect(viewOnly.status).toBe(403);
    expect(((await viewOnly.json()) as AdminErrorReply).message).toBe('没有权限：课程（编辑）');
    const noHeader = await ctx.app.request(TUS, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10', cookie: editor.cookie },
    });
    expect(noHeader.status).toBe(403);
  });

  it('takes an upload in chunks past the JSON size limit, resumes at the offset, packages it, attaches it to a video', async () => {
    const created = await create(editor, clip.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const url = location.startsWith('/') ? location : `${TUS}/${location}`;
    const half = Math.floor(clip.length / 2);
    const first = await tus(
      'PATCH',
      url,
      editor,
      { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      clip.subarray(0, half),
    );
    expect(first.status).toBe(204);
    const head = await tus('HEAD', url, editor, {});
    expect(Number(head.headers.get('upload-offset'))).toBe(half);
    // Another administrator cannot see or continue it.
    const other = await adminAgent(ctx, ['courses.edit']);
    expect((await tus('HEAD', url, other, {})).status).toBe(404);

    const last = await tus(
      'PATCH',
      url,
      editor,
      { 'Upload-Offset': String(half), 'Content-Type': 'application/offset+octet-stream' },
      clip.subarray(half),
    );
    expect(last.status).toBe(204);
    const assetId = Number(last.headers.get('media-asset-id'));
    expect(assetId).toBeGreaterThan(0);
    const [audit] = await auditRows(ctx, 'media_asset');
    expect(audit).toMatchObject({ action: 'create', admin_name: editor.name, entity_id: String(assetId) });

    const queued = await viewer.call<MediaAssetItem>('GET', `/media-assets/${assetId}`);
    expect(queued.body).toMatchObject({ original_name: '第一讲.mp4', status: 'uploaded' });
    expect(queued.body.job).toMatchObject({ status: 'queued', progress: 0 });
    const list = await viewer.call<ListReply<MediaAssetItem>>('GET', '/media-assets?status=uploaded');
    expect(list.body.items.map((a) => a.id)).toContain(assetId);

    // Retry is for failed assets only.
    const retry = await editor.call<AdminErrorReply>('POST', `/media-assets/${assetId}/retry`);
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe('只有处理失败的视频素材可以重试');

    await testWorker(ctx).drain();
    const ready = await viewer.call<MediaAssetItem>('GET', `/media-assets/${assetId}`);
    expect(ready.body).toMatchObject({ status: 'ready', duration: 2 });
    expect(ready.body.job).toMatchObject({ status: 'done', progress: 100 });

    const cat = (await editor.call<CourseCategoryItem>('POST', '/course-categories', { name: '上传' })).body;
    const course = (
      await editor.call<CourseAdminDetail>('POST', '/courses', {
        title: '上传的课',
        category_id: cat.id,
        charge: 10,
        published_at: PAST,
      })
    ).body;
    const video = (
      await editor.call<VideoAdminItem>('POST', `/courses/${course.id}/videos`, {
        title: '一',
        published_at: PAST,
      })
    ).body;
    expect((await viewer.call('PUT', `/videos/${video.id}/asset`, { asset_id: assetId })).status).toBe(403);
    const attached = await editor.call<VideoAdminItem>('PUT', `/videos/${video.id}/asset`, {
      asset_id: assetId,
    });
    expect(attached.body).toMatchObject({ media_asset_id: assetId, media_status: 'ready', duration: 2 });
    const [attachAudit] = await auditRows(ctx, 'video');
    expect(attachAudit).toMatchObject({ action: 'attach', entity_id: String(video.id) });

    const inUse = await editor.call<AdminErrorReply>('DELETE', `/media-assets/${assetId}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('有 1 个视频正在使用该视频素材，不能删除');
    const missing = await editor.call<AdminErrorReply>('PUT', `/videos/${video.id}/asset`, {
      asset_id: 999_999,
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a file that is not a video by its content, with the reason', async () => {
    const text = Buffer.from('这不是视频'.repeat(50));
    const created = await create(editor, text.length, 'fake.mp4');
    const location = created.headers.get('location') ?? '';
    const url = location.startsWith('/') ? location : `${TUS}/${location}`;
    const r = await tus(
      'PATCH',
      url,
      editor,
      { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      text,
    );
    expect(r.status).toBe(400);
    expect(((await r.json()) as AdminErrorReply).message).toMatch(/已删除$/);
  });
});
