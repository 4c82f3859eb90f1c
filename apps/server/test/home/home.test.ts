import { BLOCK_SIGNS } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { listSliders } from '../../src/modules/home/sliders.ts';

type Obj = Record<string, unknown>;

describe('sliders', () => {
  it('lists a platform by sort with absolute thumbs; listSliders is reusable', async () => {
    const ctx = createTestContext();
    const ins = ctx.db.prepare(
      "INSERT INTO sliders (thumb, url, sort, platform, created_at, updated_at) VALUES (?, ?, ?, ?, '', '')",
    );
    ins.run('/media/covers/slider-2.svg', 'https://example.com', 2, 'PC');
    ins.run('/media/covers/slider-1.svg', '/courses', 1, 'PC');
    ins.run('/media/covers/h5.svg', '/', 1, 'H5');
    const res = await ctx.call('GET', '/api/v2/sliders?platform=pc');
    expect(res.json.data).toEqual([
      { thumb: 'http://localhost:8080/media/covers/slider-1.svg', url: '/courses', sort: 1, platform: 'PC' },
      {
        thumb: 'http://localhost:8080/media/covers/slider-2.svg',
        url: 'https://example.com',
        sort: 2,
        platform: 'PC',
      },
    ]);
    expect((await ctx.call('GET', '/api/v2/sliders')).json.data).toEqual([]);
    expect(listSliders(ctx.db, 'h5').map((s) => s.thumb)).toEqual(['/media/covers/h5.svg']);
  });
});

describe('home blocks', () => {
  it('needs platform and page_name', async () => {
    const ctx = createTestContext();
    expect((await ctx.call('GET', '/api/v2/viewBlock/page/blocks?platform=pc')).json).toEqual({
      code: 1,
      message: '参数错误',
      data: [],
    });
    expect((await ctx.call('GET', '/api/v2/viewBlock/page/blocks')).json.message).toBe('参数错误');
  });

  it('renders every block type from the live records, in sort order, dropping deleted and unpublished items', async () => {
    const ctx = createTestContext();
    const f = fixtures(ctx);
    const cat = f.category('编程');
    const c1 = f.course({ title: '课一', categoryId: cat });
    const c2 = f.course({ title: '课二' });
    const hidden = f.course({ title: '隐藏', isShow: 0 });
    const now = f.past(1);
    const live = f.liveCourse({ thumb: '/t.svg', charge: 9, at: now });
    const book = f.book({ thumb: '/b.svg', at: now });
    const tcat = f.run(
      "INSERT INTO topic_categories (name, created_at, updated_at) VALUES ('文章', ?, ?)",
      now,
      now,
    );
    const topic = f.run(
      "INSERT INTO topics (category_id, title, view_times, published_at, created_at, updated_at) VALUES (?, '图文', 7, ?, ?, ?)",
      tcat,
      now,
      now,
      now,
    );
    const lp = f.run(
      "INSERT INTO learn_paths (name, charge, desc, published_at, created_at, updated_at) VALUES ('路径', 99, '描述', ?, ?, ?)",
      now,
      now,
      now,
    );
    const step = f.run(
      "INSERT INTO learn_path_steps (path_id, name, created_at, updated_at) VALUES (?, '一', ?, ?)",
      lp,
      now,
      now,
    );
    f.run(
      "INSERT INTO learn_path_step_items (step_id, type, other_id, created_at, updated_at) VALUES (?, 'course', ?, ?, ?)",
      step,
      c1,
      now,
      now,
    );
    f.run(
      "INSERT INTO learn_path_step_items (step_id, type, other_id, created_at, updated_at) VALUES (?, 'course', ?, ?, ?)",
      step,
      c2,
      now,
      now,
    );
    const ms = f.msGoods(c1, {
      title: '课一',
      overNum: 0,
      startedAt: f.past(2),
      endAt: f.future(2),
      at: now,
    });
    const tg = f.tgGoods(c2, { title: '课二', startedAt: f.past(2), endedAt: f.past(1), at: now });
    const block = (sign: string, sort: number, config: unknown) =>
      f.run(
        "INSERT INTO view_blocks (platform, page, sign, sort, config, created_at, updated_at) VALUES ('pc', 'pc-page-index', ?, ?, ?, '', '')",
        sign,
        sort,
        JSON.stringify(config),
      );
    block('code', 9, { html: '<p>hi</p>' });
    block('pc-vod-v1', 1, {
      title: '好课',
      items: [{ id: c2, title: '旧快照' }, { id: 999 }, { id: hidden }, { id: c1 }, { title: '占位' }],
    });
    block('pc-live-v1', 2, { title: '直播', items: [{ id: live }] });
    block('pc-book-v1', 3, { title: '书', items: [{ id: book }] });
    block('pc-topic-v1', 4, { title: '图文', items: [{ id: topic }] });
    block('pc-learnPath-v1', 5, { title: '路径', items: [{ id: lp }] });
    block('pc-ms-v1', 6, { title: '秒杀', items: [{ id: ms }] });
    block('pc-tg-v1', 7, { title: '拼团', items: [{ id: tg }] });
    f.run(
      "INSERT INTO view_blocks (platform, page, sign, sort, config, created_at, updated_at) VALUES ('h5', 'h5-page-index', 'code', 1, '{}', '', '')",
    );

    const res = await ctx.call('GET', '/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index');
    const blocks = res.json.data as Obj[];
    expect(blocks.map((b) => b.sign)).toEqual(BLOCK_SIGNS);
    const render = (i: number) =>
      blocks[i]?.config_render as { title?: string; items?: Obj[]; html?: string };
    expect(typeof blocks[0]?.config).toBe('string');
    expect(render(0).title).toBe('好课');
    expect(render(0).items?.map((x) => [x.id, x.title])).toEqual([
      [c2, '课二'],
      [c1, '课一'],
    ]);
    expect(render(0).items?.[1]).toMatchObject({
      is_free: 0,
      charge: 99,
      category: { id: cat, name: '编程' },
    });
    expect(render(1).items?.[0]).toMatchObject({
      id: live,
      title: '直播',
      charge: 9,
      thumb: 'http://localhost:8080/t.svg',
    });
    expect(render(2).items?.[0]).toMatchObject({ id: book, name: '书', charge: 0 });
    expect(render(3).items?.[0]).toMatchObject({
      id: topic,
      title: '图文',
      view_times: 7,
      category: { name: '文章' },
    });
    expect(render(4).items?.[0]).toMatchObject({
      id: lp,
      name: '路径',
      courses_count: 2,
      steps_count: 1,
      desc: '描述',
    });
    expect(render(5).items?.[0]).toMatchObject({
      id: ms,
      goods_id: c1,
      goods_type: 'course',
      num: 10,
      over_num: 0,
      is_over: true,
    });
    expect(render(6).items?.[0]).toMatchObject({ id: tg, other_id: c2, people_num: 3, is_over: true });
    expect(render(7).html).toBe('<p>hi</p>');

    // Deleting a record drops it from its block at the next request.
    ctx.db.prepare('DELETE FROM courses WHERE id = ?').run(c2);
    ctx.db.prepare('DELETE FROM books WHERE id = ?').run(book);
    const again = (await ctx.call('GET', '/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index'))
      .json.data as Obj[];
    expect((again[0]?.config_render as { items: Obj[] }).items.map((x) => x.id)).toEqual([c1]);
    expect((again[2]?.config_render as { items: Obj[] }).items).toEqual([]);
  });
});
