import type { AdminErrorReply, LinkItem, ListReply, NavItem, SliderItem } from '@meedu/contract/admin';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers.ts';
import { auditRows, consoleCrew } from './support.ts';

interface ConfigReply {
  data: {
    navs: { name: string; url: string; children: { name: string }[] }[];
    links: { name: string }[];
    sliders: { thumb: string; url: string }[];
  };
}
const config = async (ctx: TestContext) =>
  ((await (await ctx.app.request('/api/v2/other/config')).json()) as ConfigReply).data;

describe('navs, sliders and friendly links', () => {
  const crew = consoleCrew('home.view', 'home.edit', 'settings.edit');

  it('lists for super, view and edit; 403 for none; writes refused to view-only', async () => {
    for (const agent of [crew.boss, crew.viewer, crew.editor])
      for (const path of ['/navs', '/sliders', '/links'])
        expect((await agent.call<ListReply<unknown>>('GET', path)).status).toBe(200);
    const refused = await crew.outsider.call<AdminErrorReply>('GET', '/navs');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限：首页装修（查看）');
    const write = await crew.viewer.call<AdminErrorReply>('POST', '/navs', { name: 'x', url: '/x' });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('没有权限：首页装修（编辑）');
  });

  it('creates two levels of navs that the storefront config shows, audited', async () => {
    const top = await crew.editor.call<NavItem>('POST', '/navs', {
      name: '学习中心',
      url: '/study',
      platform: 'PC',
    });
    expect(top.status).toBe(201);
    expect(top.body).toMatchObject({ name: '学习中心', parent_id: 0, blank: false });
    const child = await crew.editor.call<NavItem>('POST', '/navs', {
      name: '我的课程',
      url: 'https://example.com/c',
      parent_id: top.body.id,
      blank: true,
    });
    expect(child.status).toBe(201);
    const navs = (await config(crew.ctx)).navs;
    const shown = navs.find((n) => n.name === '学习中心');
    expect(shown?.children.map((c) => c.name)).toEqual(['我的课程']);
    expect(navs.at(-1)?.name).toBe('学习中心');

    const [row] = await auditRows(crew.ctx, 'nav');
    expect(row).toMatchObject({
      action: 'create',
      entity_id: String(child.body.id),
      summary: '新建导航 我的课程',
    });

    // Three levels are refused, as is deleting a nav with children.
    const deep = await crew.editor.call<AdminErrorReply>('POST', '/navs', {
      name: '三级',
      url: '/x',
      parent_id: child.body.id,
    });
    expect(deep.status).toBe(400);
    expect(deep.body.fields).toEqual({ parent_id: '上级导航须是一级导航' });
    const del = await crew.editor.call<AdminErrorReply>('DELETE', `/navs/${top.body.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('该导航下还有 1 个子导航，不能删除');
    expect((await crew.editor.call('DELETE', `/navs/${child.body.id}`)).status).toBe(204);
    expect((await crew.editor.call('DELETE', `/navs/${top.body.id}`)).status).toBe(204);
    expect((await auditRows(crew.ctx, 'nav'))[0]).toMatchObject({
      action: 'delete',
      summary: '删除导航 学习中心',
    });
    expect((await crew.editor.call('DELETE', `/navs/${top.body.id}`)).status).toBe(404);
  });

  it('refuses bad input with messages at the fields', async () => {
    const r = await crew.editor.call<AdminErrorReply>('POST', '/navs', {
      name: '',
      url: 'javascript:alert(1)',
    });
    expect(r.status).toBe(400);
    expect(r.body.fields).toMatchObject({ name: '请填写名称', url: '链接须以 http://、https:// 或 / 开头' });
    const s = await crew.editor.call<AdminErrorReply>('POST', '/sliders', { thumb: '' });
    expect(s.body.fields).toMatchObject({ thumb: '请填写图片' });
    const l = await crew.editor.call<AdminErrorReply>('PUT', '/links/order', { ids: [1, 1] });
    expect(l.status).toBe(400);
    expect(l.body.fields).toMatchObject({ ids: '顺序中有重复的项' });
  });

  it('reorders navs of one level and refuses mixing levels', async () => {
    for (const name of ['首页', '课程', '会员'])
      expect((await crew.editor.call('POST', '/navs', { name, url: `/${name}` })).status).toBe(201);
    const before = (await crew.editor.call<ListReply<NavItem>>('GET', '/navs?platform=PC')).body.items.filter(
      (n) => n.parent_id === 0,
    );
    expect(before.length).toBeGreaterThan(1);
    const ids = before.map((n) => n.id).reverse();
    const r = await crew.editor.call<ListReply<NavItem>>('PUT', '/navs/order', { ids });
    expect(r.status).toBe(200);
    expect(r.body.items.filter((n) => n.parent_id === 0).map((n) => n.id)).toEqual(ids);
    expect((await config(crew.ctx)).navs.map((n) => n.name)).toEqual(
      ids.map((id) => before.find((n) => n.id === id)!.name),
    );
    expect((await auditRows(crew.ctx, 'nav'))[0]).toMatchObject({ action: 'reorder' });
    const child = await crew.editor.call<NavItem>('POST', '/navs', {
      name: '子',
      url: '/c',
      parent_id: ids[0],
    });
    const mixed = await crew.editor.call<AdminErrorReply>('PUT', '/navs/order', {
      ids: [ids[1], child.body.id],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.fields).toEqual({ ids: '只能在同一级导航内排序' });
  });

  it('creates, edits, orders and deletes sliders and links, shown by the config', async () => {
    const s1 = await crew.editor.call<SliderItem>('POST', '/sliders', {
      thumb: '/uploads/console/a.png',
      url: '/courses',
    });
    const s2 = await crew.editor.call<SliderItem>('POST', '/sliders', {
      thumb: 'https://cdn.example.com/b.png',
    });
    expect(s1.status).toBe(201);
    const edited = await crew.editor.call<SliderItem>('PUT', `/sliders/${s2.body.id}`, {
      thumb: 'https://cdn.example.com/c.png',
      url: '/vip',
    });
    expect(edited.body).toMatchObject({ thumb: 'https://cdn.example.com/c.png', url: '/vip' });
    const pcIds = (
      await crew.editor.call<ListReply<SliderItem>>('GET', '/sliders?platform=PC')
    ).body.items.map((s) => s.id);
    const order = [s2.body.id, ...pcIds.filter((id) => id !== s2.body.id)];
    expect((await crew.editor.call('PUT', '/sliders/order', { ids: order })).status).toBe(200);
    expect((await config(crew.ctx)).sliders[0]?.thumb).toBe('https://cdn.example.com/c.png');
    expect((await crew.editor.call('DELETE', `/sliders/${s1.body.id}`)).status).toBe(204);
    expect((await auditRows(crew.ctx, 'slider')).map((r) => r.action)).toEqual([
      'delete',
      'reorder',
      'update',
      'create',
      'create',
    ]);

    const link = await crew.editor.call<LinkItem>('POST', '/links', {
      name: '合作伙伴',
      url: 'https://partner.example.com',
    });
    expect(link.status).toBe(201);
    expect((await config(crew.ctx)).links.map((l) => l.name)).toContain('合作伙伴');
    const renamed = await crew.editor.call<LinkItem>('PUT', `/links/${link.body.id}`, {
      name: '伙伴',
      url: 'https://p.example.com',
    });
    expect(renamed.body.name).toBe('伙伴');
    expect((await crew.editor.call('DELETE', `/links/${link.body.id}`)).status).toBe(204);
    expect((await auditRows(crew.ctx, 'link')).map((r) => r.action)).toEqual(['delete', 'update', 'create']);
  });
});
