import type {
  PathCategory,
  PathDetail,
  PathDetailReply,
  PathListItem,
  PathListReply,
  PathStep,
  PathStepItem,
} from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { toDbTime } from '../../src/lib/dates.ts';
import * as bookRepo from '../../src/modules/book/repository.ts';
import * as lp from '../../src/modules/learn-path/repository.ts';
import { deliverLearnPath } from '../../src/modules/learn-path/service.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { expectShape, expectShapes, type FieldList } from '../support/contract-shape.ts';

const CATEGORY: FieldList<PathCategory> = { id: true, name: true, children: 'optional' };
const LIST_REPLY: FieldList<PathListReply> = { data: true, steps: true };
const LIST_ITEM: FieldList<PathListItem> = {
  id: true,
  name: true,
  thumb: true,
  desc: true,
  charge: true,
  original_charge: true,
  courses_count: true,
};
const DETAIL_REPLY: FieldList<PathDetailReply> = { data: true, steps: true, is_buy: true };
const DETAIL: FieldList<PathDetail> = { ...LIST_ITEM, steps_count: true };
const STEP: FieldList<PathStep> = { id: true, name: true, desc: true, courses: true };
const ITEM: FieldList<PathStepItem> = {
  id: true,
  other_id: true,
  type: true,
  type_text: true,
  name: true,
  thumb: true,
  charge: true,
  progress: 'optional',
};

/** A path in `categoryId` with two steps: a free course (2 videos) and a book; then an article and a live class. */
async function world(ctx: TestContext) {
  const f = fixtures(ctx);
  const at = f.past(3);
  const row = { created_at: at, updated_at: at };
  const top = await lp.insertCategory(ctx.db, { name: '编程', sort: 1, ...row });
  const child = await lp.insertCategory(ctx.db, { name: 'Python', parent_id: top, ...row });
  const other = await lp.insertCategory(ctx.db, { name: '设计', sort: 2, ...row });
  const course = await f.course({ title: 'Python 入门', charge: 0, isFree: 1 });
  const v1 = await f.video(course, { duration: 20 });
  await f.video(course, { title: '第二节', duration: 20 });
  const paid = await f.course({ title: '进阶', charge: 99 });
  const hidden = await f.course({ title: '下架', isShow: 0 });
  const book = await f.book({ name: 'Python 手册', charge: 19, thumb: '/media/covers/book-1.svg' });
  const articles: number[] = [];
  for (const t of ['前言', '第一章', '第二章', '第三章'])
    articles.push(
      await bookRepo.insertArticle(ctx.db, {
        book_id: book,
        title: t,
        charge: 1,
        render_content: `<p>${t}</p>`,
        published_at: at,
        created_at: at,
        updated_at: at,
      }),
    );
  const topic = await f.topic({ title: '学习方法' });
  const live = await f.liveCourse({ title: '直播答疑', charge: 9 });
  const path = await lp.insertPath(ctx.db, {
    category_id: child,
    name: 'Python 路径',
    thumb: '/media/covers/path-1.svg',
    charge: 199,
    original_charge: 299,
    desc: '从零到一',
    published_at: at,
    ...row,
  });
  const s1 = await lp.insertStep(ctx.db, {
    path_id: path,
    name: '第一阶段',
    desc: '打基础',
    sort: 1,
    ...row,
  });
  const s2 = await lp.insertStep(ctx.db, { path_id: path, name: '第二阶段', sort: 2, ...row });
  let sort = 0;
  const item = (step: number, type: string, id: number) =>
    lp.insertStepItem(ctx.db, { step_id: step, type, other_id: id, sort: ++sort, ...row });
  await item(s1, 'course', course);
  await item(s1, 'course', paid);
  await item(s1, 'course', hidden);
  await item(s2, 'book', book);
  await item(s2, 'topic', topic);
  await item(s2, 'live', live);
  const second = await lp.insertPath(ctx.db, {
    category_id: other,
    name: '设计路径',
    charge: 0,
    desc: '',
    published_at: f.past(1),
    ...row,
  });
  await lp.insertPath(ctx.db, { name: '隐藏', charge: 0, desc: '', is_show: 0, published_at: at, ...row });
  await lp.insertPath(ctx.db, { name: '未发布', charge: 0, desc: '', published_at: f.future(1), ...row });
  return { top, child, other, course, v1, paid, book, articles, topic, live, path, second, s1, s2 };
}

describe('learning paths', () => {
  it('lists the category tree', async () => {
    const ctx = await createTestContext();
    const w = await world(ctx);
    const res = await ctx.call('GET', '/addons/LearnPaths/api/v1/categories');
    expect(res.json.code).toBe(0);
    expectShapes(res.json.data, CATEGORY);
    expect(res.json.data).toEqual([
      { id: w.top, name: '编程', children: [{ id: w.child, name: 'Python' }] },
      { id: w.other, name: '设计', children: [] },
    ]);
  });

  it('lists shown, published paths newest first, a parent category matching its children', async () => {
    const ctx = await createTestContext();
    const w = await world(ctx);
    const all = await ctx.call('GET', '/addons/LearnPaths/api/v1/all?page=1&size=16');
    expectShape(all.json.data, LIST_REPLY);
    const reply = all.json.data as PathListReply;
    expectShapes(reply.data.data, LIST_ITEM);
    expect(reply.data.total).toBe(2);
    expect(reply.data.data.map((p) => p.id)).toEqual([w.second, w.path]);
    expect(reply.data.data[1]).toMatchObject({
      name: 'Python 路径',
      thumb: 'http://localhost:8080/media/covers/path-1.svg',
      charge: 199,
      original_charge: 299,
      courses_count: 6,
    });
    expect(reply.steps).toEqual({
      [String(w.path)]: [
        { id: w.s1, name: '第一阶段' },
        { id: w.s2, name: '第二阶段' },
      ],
    });

    const byParent = await ctx.call('GET', `/addons/LearnPaths/api/v1/all?category_id=${w.top}`);
    expect((byParent.json.data as PathListReply).data.data.map((p) => p.id)).toEqual([w.path]);
    const empty = await ctx.call('GET', '/addons/LearnPaths/api/v1/all?page=3');
    expect(empty.json.data).toEqual({ data: { data: [], total: 2 }, steps: [] });
  });

  it('shows a visitor the steps and their products, without progress or ownership', async () => {
    const ctx = await createTestContext();
    const w = await world(ctx);
    const res = await ctx.call('GET', `/addons/LearnPaths/api/v1/path/${w.path}`);
    expect(res.json.code).toBe(0);
    expectShape(res.json.data, DETAIL_REPLY);
    const d = res.json.data as PathDetailReply;
    expectShape(d.data, DETAIL);
    expectShapes(d.steps, STEP);
    for (const s of d.steps) expectShapes(s.courses, ITEM);
    expect(d.is_buy).toBe(false);
    expect(d.data).toMatchObject({ id: w.path, steps_count: 2, courses_count: 6 });
    expect(d.steps[0]).toMatchObject({ name: '第一阶段', desc: '打基础' });
    // The hidden course is dropped; a free-flagged course costs 0.
    expect(d.steps[0]?.courses.map((i) => [i.type, i.other_id, i.type_text, i.charge])).toEqual([
      ['course', w.course, '录播课', 0],
      ['course', w.paid, '录播课', 99],
    ]);
    expect(d.steps[1]?.courses.map((i) => [i.type, i.other_id, i.type_text, i.name])).toEqual([
      ['book', w.book, '电子书', 'Python 手册'],
      ['topic', w.topic, '图文', '学习方法'],
      ['live', w.live, '直播课', '直播答疑'],
    ]);
    expect(d.steps[1]?.courses[0]?.thumb).toBe('http://localhost:8080/media/covers/book-1.svg');
    expect(d.steps.flatMap((s) => s.courses).some((i) => 'progress' in i)).toBe(false);
  });

  it('gives each member their own progress, from their watch and read records', async () => {
    const ctx = await createTestContext();
    const w = await world(ctx);
    const a = await ctx.member();
    const b = await ctx.member();
    // One of two videos watched to the end through the real endpoint.
    const rec = await ctx.call('POST', `/api/v2/video/${w.v1}/record`, {
      token: a.token,
      body: { duration: 20 },
    });
    expect(rec.json.code).toBe(0);
    const now = toDbTime(ctx.clock.now());
    await ctx.db
      .insertInto('book_user_views')
      .values({
        user_id: a.id,
        book_id: w.book,
        article_id: w.articles[1] ?? 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await ctx.db
      .insertInto('topic_user_views')
      .values({ user_id: a.id, topic_id: w.topic, created_at: now, updated_at: now })
      .execute();

    const progress = async (token: string) => {
      const res = await ctx.call('GET', `/addons/LearnPaths/api/v1/path/${w.path}`, { token });
      const d = res.json.data as PathDetailReply;
      return d.steps.flatMap((s) => s.courses).map((i) => [i.type, i.progress]);
    };
    expect(await progress(a.token)).toEqual([
      ['course', 50],
      ['course', 0],
      ['book', 50],
      ['topic', 100],
      ['live', 0],
    ]);
    expect(await progress(b.token)).toEqual([
      ['course', 0],
      ['course', 0],
      ['book', 0],
      ['topic', 0],
      ['live', 0],
    ]);
  });

  it('delivers a bought path once: the path and every product in it, to that member only', async () => {
    const ctx = await createTestContext();
    const w = await world(ctx);
    const a = await ctx.member();
    const b = await ctx.member();
    const now = toDbTime(ctx.clock.now());
    expect(await deliverLearnPath(ctx.db, a.id, w.path, 199, now)).toBe(true);
    expect(await deliverLearnPath(ctx.db, a.id, w.path, 199, now)).toBe(false);
    await expect(deliverLearnPath(ctx.db, a.id, 99999, 1, now)).rejects.toThrow('学习路径不存在');
    const isBuy = async (token: string) =>
      (
        (await ctx.call('GET', `/addons/LearnPaths/api/v1/path/${w.path}`, { token })).json
          .data as PathDetailReply
      ).is_buy;
    expect(await isBuy(a.token)).toBe(true);
    expect(await isBuy(b.token)).toBe(false);
    const course = await ctx.call('GET', `/api/v2/course/${w.paid}`, { token: a.token });
    expect((course.json.data as { isBuy: boolean }).isBuy).toBe(true);
    const owned = await ctx.db
      .selectFrom('user_books')
      .select('book_id')
      .where('user_id', '=', a.id)
      .execute();
    expect(owned.map((r) => r.book_id)).toEqual([w.book]);
  });

  it('answers 学习路径不存在 for unknown, hidden or unpublished paths, and 错误 for bad ids', async () => {
    const ctx = await createTestContext();
    const w = await world(ctx);
    for (const id of [w.second + 1, w.second + 2, 99999]) {
      const res = await ctx.call('GET', `/addons/LearnPaths/api/v1/path/${id}`);
      expect(res.json).toMatchObject({ code: 1, message: '学习路径不存在' });
    }
    const bad = await ctx.call('GET', '/addons/LearnPaths/api/v1/path/abc');
    expect(bad.json).toMatchObject({ code: 1, message: '错误' });
  });
});
