import type { AdminErrorReply, AnnouncementItem, HomeBlockItem, ListReply } from '@meedu/contract/admin';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers.ts';
import { auditRows, consoleCrew } from './support.ts';

interface StorefrontBlock {
  id: number;
  sign: string;
  config_render: { title?: string; html?: string | null };
}
const storefrontBlocks = async (ctx: TestContext) =>
  (
    (await (
      await ctx.app.request('/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index')
    ).json()) as { data: StorefrontBlock[] }
  ).data;

describe('announcements and home decoration blocks', () => {
  const crew = consoleCrew('home.view', 'home.edit', 'settings.edit');

  it('lists for super, view and edit; 403 for none; writes refused to view-only', async () => {
    for (const agent of [crew.boss, crew.viewer, crew.editor])
      for (const path of ['/announcements', '/home-blocks'])
        expect((await agent.call<ListReply<unknown>>('GET', path)).status).toBe(200);
    for (const path of ['/announcements', '/home-blocks']) {
      const refused = await crew.outsider.call<AdminErrorReply>('GET', path);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('没有权限：首页装修（查看）');
    }
    const write = await crew.viewer.call<AdminErrorReply>('POST', '/announcements', {
      title: 'x',
      announcement: 'y',
    });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('没有权限：首页装修（编辑）');
    const block = await crew.viewer.call<AdminErrorReply>('POST', '/home-blocks', {
      sign: 'code',
      config: { html: '<p>x</p>' },
    });
    expect(block.status).toBe(403);
  });

  it('creates, edits and deletes announcements, sanitised, shown by the storefront, audited', async () => {
    const created = await crew.editor.call<AnnouncementItem>('POST', '/announcements', {
      title: '系统维护通知',
      announcement: '<p>今晚维护<script>alert(1)</script></p>',
    });
    expect(created.status).toBe(201);
    expect(created.body.announcement).toBe('<p>今晚维护</p>');
    const second = await crew.editor.call<AnnouncementItem>('POST', '/announcements', {
      title: '新课上线',
      announcement: '<p>欢迎学习</p>',
    });
    const page = await crew.viewer.call<ListReply<AnnouncementItem>>('GET', '/announcements?page=1&size=1');
    expect(page.body.items.map((a) => a.id)).toEqual([second.body.id]);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    expect(page.body.size).toBe(1);

    const latest = (await (await crew.ctx.app.request('/api/v2/announcement/latest')).json()) as {
      data: { title: string };
    };
    expect(latest.data.title).toBe('新课上线');
    const edited = await crew.editor.call<AnnouncementItem>('PUT', `/announcements/${created.body.id}`, {
      title: '维护完成',
      announcement: '<p onclick="x()">已恢复</p>',
    });
    expect(edited.body).toMatchObject({ title: '维护完成', announcement: '<p>已恢复</p>' });
    const detail = (await (await crew.ctx.app.request(`/api/v2/announcement/${created.body.id}`)).json()) as {
      data: { title: string; announcement: string };
    };
    expect(detail.data).toMatchObject({ title: '维护完成', announcement: '<p>已恢复</p>' });
    expect((await crew.editor.call('DELETE', `/announcements/${second.body.id}`)).status).toBe(204);
    expect((await crew.editor.call('DELETE', `/announcements/${second.body.id}`)).status).toBe(404);
    const rows = await auditRows(crew.ctx, 'announcement');
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update', 'create', 'create']);
    expect(rows[3]).toMatchObject({ entity_id: String(created.body.id), summary: '新建公告 系统维护通知' });
  });

  it('refuses bad announcements and blocks with messages at the fields', async () => {
    const a = await crew.editor.call<AdminErrorReply>('POST', '/announcements', {
      title: '',
      announcement: ' ',
    });
    expect(a.status).toBe(400);
    expect(a.body.fields).toMatchObject({ title: '请填写标题', announcement: '请填写内容' });
    const list = await crew.editor.call<AdminErrorReply>('POST', '/home-blocks', {
      sign: 'pc-vod-v1',
      config: { title: '', items: [] },
    });
    expect(list.status).toBe(400);
    expect(list.body.fields).toMatchObject({
      'config.title': '请填写标题',
      'config.items': '请至少选择一项',
    });
    const code = await crew.editor.call<AdminErrorReply>('POST', '/home-blocks', {
      sign: 'code',
      config: {},
    });
    expect(code.body.fields).toMatchObject({ 'config.html': '请填写 HTML' });
    const unknown = await crew.editor.call<AdminErrorReply>('POST', '/home-blocks', {
      sign: 'pc-x',
      config: {},
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toMatchObject({ sign: '请选择装修块类型' });
  });

  it('creates, edits, orders and deletes home blocks, shown by the storefront, audited', async () => {
    const vod = await crew.editor.call<HomeBlockItem>('POST', '/home-blocks', {
      sign: 'pc-vod-v1',
      config: { title: '本周推荐', items: [{ id: 3 }, { id: 1 }] },
    });
    expect(vod.status).toBe(201);
    expect(vod.body).toMatchObject({
      sign: 'pc-vod-v1',
      config: { title: '本周推荐', items: [{ id: 3 }, { id: 1 }] },
    });
    const code = await crew.editor.call<HomeBlockItem>('POST', '/home-blocks', {
      sign: 'code',
      config: { html: '<h3>签到<script>x()</script></h3>' },
    });
    expect(code.body.config).toEqual({ html: '<h3>签到</h3>' });
    let shown = await storefrontBlocks(crew.ctx);
    expect(shown.at(-1)).toMatchObject({
      id: code.body.id,
      sign: 'code',
      config_render: { html: '<h3>签到</h3>' },
    });
    expect(shown.at(-2)).toMatchObject({ id: vod.body.id, config_render: { title: '本周推荐' } });

    const edited = await crew.editor.call<HomeBlockItem>('PUT', `/home-blocks/${vod.body.id}`, {
      sign: 'pc-book-v1',
      config: { title: '好书', items: [{ id: 2 }] },
    });
    expect(edited.body).toMatchObject({ sign: 'pc-book-v1', config: { title: '好书' } });

    const ids = (await crew.viewer.call<ListReply<HomeBlockItem>>('GET', '/home-blocks')).body.items.map(
      (b) => b.id,
    );
    const order = [code.body.id, ...ids.filter((id) => id !== code.body.id)];
    const reordered = await crew.editor.call<ListReply<HomeBlockItem>>('PUT', '/home-blocks/order', {
      ids: order,
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.items.map((b) => b.id)).toEqual(order);
    shown = await storefrontBlocks(crew.ctx);
    expect(shown[0]?.id).toBe(code.body.id);
    expect(shown.find((b) => b.id === vod.body.id)).toMatchObject({ sign: 'pc-book-v1' });

    const missing = await crew.editor.call<AdminErrorReply>('PUT', '/home-blocks/order', { ids: [999_999] });
    expect(missing.status).toBe(404);
    expect((await crew.editor.call('DELETE', `/home-blocks/${code.body.id}`)).status).toBe(204);
    expect((await storefrontBlocks(crew.ctx)).some((b) => b.id === code.body.id)).toBe(false);
    expect((await auditRows(crew.ctx, 'home_block')).map((r) => r.action)).toEqual([
      'delete',
      'reorder',
      'update',
      'create',
      'create',
    ]);
  });
});
