import type {
  AdminErrorReply,
  LearnPathAdminDetail,
  LearnPathCategoryItem,
  LearnPathStepAdmin,
  LearnPathStepItemAdmin,
  ListReply,
} from '@meedu/contract/admin';
import type { PathDetailReply, PathListReply } from '@meedu/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStatic } from '../../src/static.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { auditRows, consoleCrew } from './support.ts';

const LP = '/addons/LearnPaths/api/v1';
const PUBLISHED = '2026-01-01T10:00:00+08:00';
/** The storefront's built page, so the crawlable pages and sitemaps answer (modules/seo). */
const INDEX =
  '<!doctype html><html><head><title>在线学习</title></head><body><div id="root"></div></body></html>';

describe('console learning paths: categories, paths, steps and their items', () => {
  const crew = consoleCrew('learn-paths.view', 'learn-paths.edit', 'books.edit');
  let category: LearnPathCategoryItem;
  let course: number;
  let hiddenBook: number;
  let topic: number;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'learn-paths-'));
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    registerStatic(crew.ctx.app, { ...crew.ctx, config: { ...crew.ctx.config, webDist } });
    const f = fixtures(crew.ctx);
    course = await f.course({ title: 'Python 入门', charge: 0, isFree: 1 });
    hiddenBook = await f.book({ name: 'Python 手册' });
    await crew.ctx.db.updateTable('books').set({ is_show: 0 }).where('id', '=', hiddenBook).execute();
    topic = await f.topic({ title: '学习方法' });
    category = (
      await crew.editor.call<LearnPathCategoryItem>('POST', '/learn-path-categories', { name: '编程' })
    ).body;
  });

  const pathBody = (over: Record<string, unknown> = {}) => ({
    name: 'Python 路径',
    category_id: category.id,
    thumb: '/media/covers/path-1.svg',
    charge: 199,
    original_charge: 299,
    is_show: true,
    published_at: PUBLISHED,
    description: '<b>从零</b>到一<script>x</script>',
    ...over,
  });

  it('paths: permissions, bad input at the fields, create with plain-text description, audited, listed', async () => {
    expect(category).toMatchObject({ name: '编程', parent_id: 0, path_count: 0 });
    const refused = await crew.outsider.call<AdminErrorReply>('GET', '/learn-paths');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限：学习路径（查看）');
    expect((await crew.viewer.call('POST', '/learn-paths', pathBody())).status).toBe(403);

    const bad = await crew.editor.call<AdminErrorReply>(
      'POST',
      '/learn-paths',
      pathBody({ name: ' ', charge: -1 }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ name: '请输入路径名称', charge: '价格不能小于 0' });
    const noCategory = await crew.editor.call<AdminErrorReply>(
      'POST',
      '/learn-paths',
      pathBody({ category_id: 999 }),
    );
    expect(noCategory.body.fields).toEqual({ category_id: '分类不存在' });

    const made = await crew.editor.call<LearnPathAdminDetail>('POST', '/learn-paths', pathBody());
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Python 路径',
      charge: 199,
      original_charge: 299,
      step_count: 0,
    });
    expect(made.body.description).toBe('从零到一x');
    const list = await crew.viewer.call<ListReply<LearnPathAdminDetail>>(
      'GET',
      `/learn-paths?q=Python&category_id=${category.id}&is_show=1`,
    );
    expect(list.body.items.map((p) => p.id)).toEqual([made.body.id]);
    expect((await auditRows(crew.ctx, 'learn_path'))[0]).toMatchObject({
      action: 'create',
      summary: '新建学习路径 Python 路径',
    });
    const busy = await crew.editor.call<AdminErrorReply>('DELETE', `/learn-path-categories/${category.id}`);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe('该分类下还有 1 条学习路径，不能删除');
  });

  it('steps and items: added by type and id, refused when unknown or missing, reordered; the storefront follows', async () => {
    const id = (
      await crew.editor.call<LearnPathAdminDetail>('POST', '/learn-paths', pathBody({ name: '全栈' }))
    ).body.id;
    const step = async (name: string) =>
      (await crew.editor.call<LearnPathStepAdmin>('POST', `/learn-paths/${id}/steps`, { name })).body;
    const first = await step('第一阶段');
    const second = await step('第二阶段');
    const add = (stepId: number, type: string, otherId: number) =>
      crew.editor.call<LearnPathStepAdmin & AdminErrorReply>('POST', `/learn-path-steps/${stepId}/items`, {
        type,
        other_id: otherId,
      });
    expect((await add(first.id, 'course', course)).status).toBe(201);
    expect((await add(first.id, 'book', hiddenBook)).status).toBe(201);
    const withTopic = await add(first.id, 'topic', topic);
    expect(withTopic.body.items.map((i) => [i.type, i.title, i.is_show])).toEqual([
      ['course', 'Python 入门', true],
      ['book', 'Python 手册', false],
      ['topic', '学习方法', true],
    ]);
    expect((await add(first.id, 'paper', 1)).body.fields).toEqual({
      type: '请选择内容类型（录播课、直播课、电子书或图文）',
    });
    expect((await add(first.id, 'live', 999_999)).body.fields).toEqual({ other_id: '直播课不存在' });
    expect((await add(first.id, 'course', course)).body.fields).toEqual({ other_id: '该步骤已包含此录播课' });

    const [c, b, t] = withTopic.body.items as [
      LearnPathStepItemAdmin,
      LearnPathStepItemAdmin,
      LearnPathStepItemAdmin,
    ];
    const ordered = await crew.editor.call<LearnPathStepItemAdmin[]>(
      'PUT',
      `/learn-path-steps/${first.id}/items/order`,
      {
        ids: [t.id, c.id, b.id],
      },
    );
    expect(ordered.body.map((i) => i.type)).toEqual(['topic', 'course', 'book']);
    const steps = await crew.editor.call<LearnPathStepAdmin[]>('PUT', `/learn-paths/${id}/steps/order`, {
      ids: [second.id, first.id],
    });
    expect(steps.body.map((s) => s.name)).toEqual(['第二阶段', '第一阶段']);

    // The storefront shows the steps in order and leaves the hidden book out.
    const detail = (await crew.ctx.call('GET', `${LP}/path/${id}`)).json.data as PathDetailReply;
    expect(detail.steps.map((s) => [s.name, s.courses.map((i) => i.name)])).toEqual([
      ['第二阶段', []],
      ['第一阶段', ['学习方法', 'Python 入门']],
    ]);

    expect((await crew.editor.call('DELETE', `/learn-path-items/${t.id}`)).status).toBe(204);
    expect((await auditRows(crew.ctx, 'learn_path_item'))[0]).toMatchObject({
      action: 'delete',
      summary: '从步骤 第一阶段 中移除 学习方法',
    });
    expect((await crew.editor.call('DELETE', `/learn-path-steps/${first.id}`)).status).toBe(204);
    const left = await crew.viewer.call<LearnPathStepAdmin[]>('GET', `/learn-paths/${id}/steps`);
    expect(left.body.map((s) => s.name)).toEqual(['第二阶段']);
  });

  it('a hidden path leaves the storefront list, its detail, its crawlable page and the sitemap; an owned one stays', async () => {
    const { ctx } = crew;
    const made = (
      await crew.editor.call<LearnPathAdminDetail>('POST', '/learn-paths', pathBody({ name: '隐藏路径' }))
    ).body;
    const listed = async () =>
      ((await ctx.call('GET', `${LP}/all?page=1&size=16`)).json.data as PathListReply).data.data.map(
        (p) => p.id,
      );
    const crawl = () => ctx.app.request(`/learnPath/detail/${made.id}`, { headers: { accept: 'text/html' } });
    expect(await listed()).toContain(made.id);
    expect((await crawl()).status).toBe(200);
    const hidden = await crew.editor.call<LearnPathAdminDetail>('PUT', `/learn-paths/${made.id}`, {
      ...pathBody({ name: '隐藏路径' }),
      is_show: false,
    });
    expect(hidden.body.is_show).toBe(false);
    expect(await listed()).not.toContain(made.id);
    const detail = await ctx.call('GET', `${LP}/path/${made.id}`);
    expect(detail.json).toMatchObject({ code: 1, message: '学习路径不存在' });
    expect((await crawl()).status).toBe(404);
    const sitemap = await (await ctx.app.request('/sitemaps/paths-1.xml')).text();
    expect(sitemap).toContain('/learnPath/detail/');
    expect(sitemap).not.toContain(`/learnPath/detail/${made.id}<`);

    const member = await ctx.member();
    await ctx.db
      .insertInto('user_learn_paths')
      .values({ user_id: member.id, path_id: made.id, charge: 1, created_at: '2026-01-01 00:00:00' })
      .execute();
    const owned = await crew.editor.call<AdminErrorReply>('DELETE', `/learn-paths/${made.id}`);
    expect(owned.status).toBe(409);
    expect(owned.body.message).toBe('该学习路径已有 1 位学员购买，不能删除，可改为隐藏');
  });
});
