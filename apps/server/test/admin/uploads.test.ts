import fs from 'node:fs';
import path from 'node:path';
import type { AdminErrorReply, AdminUploadedImage } from '@meedu/contract/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers.ts';
import { PNG_1X1, pngDeclaring } from '../support/images.ts';
import { ADMIN_HEADER, adminAgent, consoleContext, type AdminAgent } from './support.ts';

async function upload(
  ctx: TestContext,
  agent: AdminAgent,
  bytes: Uint8Array,
  name: string,
  type = 'image/png',
): Promise<{ status: number; body: AdminUploadedImage & AdminErrorReply }> {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const res = await ctx.app.request('/admin/api/uploads/images', {
    method: 'POST',
    body: form,
    headers: { cookie: agent.cookie, 'x-forwarded-for': agent.address, ...ADMIN_HEADER },
  });
  return { status: res.status, body: (await res.json()) as AdminUploadedImage & AdminErrorReply };
}

describe('console image upload', () => {
  let ctx: TestContext;
  let boss: AdminAgent;
  let editor: AdminAgent;
  let viewer: AdminAgent;
  let nobody: AdminAgent;

  beforeAll(async () => {
    ctx = await consoleContext();
    boss = await adminAgent(ctx, 'super');
    editor = await adminAgent(ctx, ['home.edit']);
    viewer = await adminAgent(ctx, ['home.view', 'settings.view']);
    nobody = await adminAgent(ctx, []);
    // The logins hash with bcrypt: slow when the machine is busy.
  }, 60_000);

  it('stores an image for a super administrator and any role with an edit, answering its public URL', async () => {
    for (const agent of [boss, editor]) {
      const r = await upload(ctx, agent, PNG_1X1, 'logo.png');
      expect(r.status).toBe(201);
      expect(r.body.path).toMatch(/^\/uploads\/console\/[a-f0-9]{32}\.png$/);
      expect(r.body.url).toMatch(new RegExp(`^https?://[^/]+${r.body.path}$`));
      const stored = path.join(ctx.config.uploadDir, r.body.path.replace('/uploads/', ''));
      expect(fs.readFileSync(stored)).toEqual(PNG_1X1);
    }
  });

  it('refuses roles without any edit permission', async () => {
    for (const agent of [viewer, nobody]) {
      const r = await upload(ctx, agent, PNG_1X1, 'logo.png');
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('没有权限：需要任一编辑权限');
    }
  });

  it('reads the type from the content, not the name or the declared type', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const bad = await upload(ctx, editor, svg, 'photo.png', 'image/png');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: '请上传 PNG、JPEG、GIF 或 WebP 图片',
      fields: { file: '请上传 PNG、JPEG、GIF 或 WebP 图片' },
    });
    const html = await upload(ctx, editor, new TextEncoder().encode('<html>'), 'a.jpg', 'image/jpeg');
    expect(html.status).toBe(400);
    // A real PNG with a misleading name is stored as the PNG it is.
    const renamed = await upload(ctx, editor, PNG_1X1, 'notes.txt', 'text/plain');
    expect(renamed.status).toBe(201);
    expect(renamed.body.path).toMatch(/\.png$/);
  });

  it('refuses an empty request, an image whose header declares a huge size, and one over the byte limit', async () => {
    const empty = await upload(ctx, editor, new Uint8Array(0), 'a.png');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('请选择要上传的图片');
    const bomb = await upload(ctx, editor, pngDeclaring(60_000, 60_000), 'bomb.png');
    expect(bomb.status).toBe(400);
    expect(bomb.body.message).toBe('图片尺寸过大');
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PNG_1X1);
    const tooBig = await upload(ctx, editor, big, 'big.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('图片不能超过 5MB');
  });

  it('needs the console header', async () => {
    const form = new FormData();
    form.append('file', new File([PNG_1X1], 'a.png', { type: 'image/png' }));
    const res = await ctx.app.request('/admin/api/uploads/images', {
      method: 'POST',
      body: form,
      headers: { cookie: editor.cookie, 'x-forwarded-for': editor.address },
    });
    expect(res.status).toBe(403);
  });
});
