import { BLOCK_SIGNS, type Block, type Slider } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { fixtures } from '../catalog/fixtures.ts';
import * as home from '../../src/modules/home/repository.ts';
import * as learnPath from '../../src/modules/learn-path/repository.ts';
import * as topicRepo from '../../src/modules/topic/repository.ts';
import { addSlider, listSliders } from '../../src/modules/system/service.ts';
import { COURSE_ITEM } from '../catalog/shapes.ts';
import { expectShapes, type FieldList } from '../support/contract-shape.ts';

type Obj = Record<string, unknown>;

const SLIDER: FieldList<Slider> = { thumb: true, url: true, sort: true, platform: true };
const BLOCK: FieldList<Block> = {
  id: true,
  platform: true,
  page: true,
  sign: true,
  sort: true,
  config: true,
  config_render: true,
};

describe('sliders', () => {
  it('lists a platform by sort with absolute thumbs; listSliders is reusable', async () => {
    const ctx = await createTestContext();
    const slider = (thumb: string, url: string, sort: number, platform: string) =>
      addSlider(ctx.db, { thumb, url, sort, platform, created_at: '', updated_at: '' });
    await slider('/media/covers/slider-2.svg', 'https://example.com', 2, 'PC');
    await slider('/media/covers/slider-1.svg', '/courses', 1, 'PC');
    await slider('/media/covers/h5.svg', '/', 1, 'H5');
    const res = await ctx.call('GET', '/api/v2/sliders?platform=pc');
    expectShapes(res.json.data, SLIDER);
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
    expect((await listSliders(ctx.db, 'h5')).map((s) => s.thumb)).toEqual(['/media/covers/h5.svg']);
  });
});

describe('home blocks', () => {
  it('needs platform and page_name', async () => {
    const ctx = await createTestContext();
    expect((await ctx.call('GET', '/api/v2/viewBlock/page/blocks?platform=pc')).json).toEqual({
      code: 1,
      message: '参数错误',
      data: [],
    });
    expect((await ctx.call('GET', '/api/v2/viewBlock/page/blocks')).json.message).toBe('参数错误');
  });

  it('renders every block type from the live records, in sort order, dropping deleted and unpublished items', async () => {
    const ctx = await createTestContext();
    const f = fixtures(ctx);
    const cat = await f.category('编程');
    const c1 = await f.course({ title: '课一', categoryId: cat });
    const c2 = await f.course({ title: '课二' });
    const hidden = await f.course({ title: '隐藏', isShow: 0 });
    const now = f.past(1);
    const live = await f.liveCourse({ thumb: '/t.svg', charge: 9, at: now });
    const book = await f.book({ thumb: '/b.svg', at: now });
    const tcat = await topicRepo.insertCategory(ctx.db, { name: '文章', created_at: now, updated_at: now });
    const topic = await f.topic({ categoryId: tcat, title: '图文', viewTimes: 7, at: now });
    const lp = await learnPath.insertPath(ctx.db, {
      name: '路径',
      charge: 99,
      desc: '描述',
      published_at: now,
      created_at: now,
      updated_at: now,
    });
    const step = await learnPath.insertStep(ctx.db, {
      path_id: lp,
      name: '一',
      created_at: now,
      updated_at: now,
    });
    for (const other of [c1, c2]) {
      await learnPath.insertStepItem(ctx.db, {
        step_id: step,
        type: 'course',
        other_id: other,
        created_at: now,
        updated_at: now,
      });
    }
    const ms = await f.msGoods(c1, {
      title: '课一',
      overNum: 0,
      startedAt: f.past(2),
      endAt: f.future(2),
      at: now,
    });
    const tg = await f.tgGoods(c2, { title: '课二', startedAt: f.past(2), endedAt: f.past(1), at: now });
    const block = (sign: string, sort: number, config: unknown, platform = 'pc', page = 'pc-page-index') =>
      home.insertBlock(ctx.db, {
        platform,
        page,
        sign,
        sort,
        config: JSON.stringify(config),
        created_at: '',
        updated_at: '',
      });
    await block('code', 9, { html: '<p>hi</p>' });
    await block('pc-vod-v1', 1, {
      title: '好课',
      items: [{ id: c2, title: '旧快照' }, { id: 999 }, { id: hidden }, { id: c1 }, { title: '占位' }],
    });
    await block('pc-live-v1', 2, { title: '直播', items: [{ id: live }] });
    await block('pc-book-v1', 3, { title: '书', items: [{ id: book }] });
    await block('pc-topic-v1', 4, { title: '图文', items: [{ id: topic }] });
    await block('pc-learnPath-v1', 5, { title: '路径', items: [{ id: lp }] });
    await block('pc-ms-v1', 6, { title: '秒杀', items: [{ id: ms }] });
    await block('pc-tg-v1', 7, { title: '拼团', items: [{ id: tg }] });
    await block('code', 1, {}, 'h5', 'h5-page-index');

    const res = await ctx.call('GET', '/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index');
    const blocks = res.json.data as Obj[];
    expectShapes(blocks, BLOCK);
    expect(blocks.map((b) => b.sign)).toEqual(BLOCK_SIGNS);
    const render = (i: number) =>
      blocks[i]?.config_render as { title?: string; items?: Obj[]; html?: string };
    expectShapes(render(0).items, COURSE_ITEM);
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
    await ctx.db.deleteFrom('courses').where('id', '=', c2).execute();
    await ctx.db.deleteFrom('books').where('id', '=', book).execute();
    const again = (await ctx.call('GET', '/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index'))
      .json.data as Obj[];
    expect((again[0]?.config_render as { items: Obj[] }).items.map((x) => x.id)).toEqual([c1]);
    expect((again[2]?.config_render as { items: Obj[] }).items).toEqual([]);
  });
});
