import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { LIST_PAGE, SEARCH_ITEM } from '../catalog/shapes.ts';
import { expectShape, expectShapes } from '../support/contract-shape.ts';

type Obj = Record<string, unknown>;
const page = (json: { data?: unknown }) => json.data as { total: number; data: Obj[] };

async function setup() {
  const ctx = await createTestContext();
  const f = fixtures(ctx);
  const inDesc = await f.course({
    title: '统计学基础',
    short: '基础概念',
    desc: '<p>本课会用到<b>数据分析</b>的常见方法</p>',
  });
  const inTitle = await f.course({ title: 'Pandas 数据分析实战', short: '清洗与聚合' });
  const inShort = await f.course({ title: '机器学习入门', short: '先学数据分析再建模' });
  const english = await f.course({ title: '英语语音', short: '音标', desc: '<p>发音</p>' });
  const hidden = await f.course({ title: '隐藏的数据分析课', isShow: 0 });
  const video = await f.video(inTitle, { title: '数据分析环境搭建' });
  return { ctx, f, inDesc, inTitle, inShort, english, hidden, video };
}

describe('GET /api/v3/search', () => {
  it('requires keywords', async () => {
    const { ctx } = await setup();
    expect((await ctx.call('GET', '/api/v3/search')).json).toEqual({
      code: 1,
      message: '请输入关键字',
      data: [],
    });
    expect((await ctx.call('GET', '/api/v3/search?keywords=%20')).json.message).toBe('请输入关键字');
    expect((await ctx.call('GET', '/api/v3/search?keywords=abc&type=nope')).json.message).toBe('参数错误');
  });

  it('finds Chinese substrings of 3+ characters, title matches first, hidden courses left out', async () => {
    const { ctx, inDesc, inTitle, inShort, video } = await setup();
    const res = page(
      (await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('数据分析')}`)).json,
    );
    expectShape(res, LIST_PAGE);
    expectShapes(res.data, SEARCH_ITEM);
    expect(res.total).toBe(4);
    const keys = res.data.map((d) => `${String(d.resource_type)}:${String(d.resource_id)}`);
    expect(keys.slice(0, 2).sort()).toEqual([`video:${video}`, `vod:${inTitle}`].sort());
    expect(keys.slice(2).sort()).toEqual([`vod:${inDesc}`, `vod:${inShort}`].sort());
    const byId = new Map(res.data.map((d) => [`${String(d.resource_type)}:${String(d.resource_id)}`, d]));
    expect(byId.get(`vod:${inShort}`)?.p).toBe('先学数据分析再建模');
    expect(byId.get(`vod:${inDesc}`)?.p).toBe('本课会用到 数据分析 的常见方法...');
    expect(byId.get(`vod:${inTitle}`)).toMatchObject({
      title: 'Pandas 数据分析实战',
      p: '',
      thumb: 'http://localhost:8080/media/covers/course-1.svg',
    });
    expect(byId.get(`vod:${inTitle}`)?.created_at).toMatch(/Z$/);
  });

  it('falls back to LIKE for 1–2 character keywords, case-insensitive', async () => {
    const { ctx, english, inTitle } = await setup();
    const two = page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('英语')}`)).json);
    expect(two.data.map((d) => d.resource_id)).toEqual([english]);
    const latin = page((await ctx.call('GET', '/api/v3/search?keywords=PANDAS')).json);
    expect(latin.data.map((d) => d.resource_id)).toEqual([inTitle]);
    const one = page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('音')}`)).json);
    expect(one.data.map((d) => d.resource_id)).toEqual([english]);
  });

  it('ignores hits inside HTML markup and treats special characters literally', async () => {
    const { ctx, f } = await setup();
    await f.course({ title: 'C++ 程序设计', desc: '<p class="intro">指针</p>' });
    expect(page((await ctx.call('GET', '/api/v3/search?keywords=intro')).json).total).toBe(0);
    expect(page((await ctx.call('GET', '/api/v3/search?keywords=class')).json).total).toBe(0);
    const cpp = page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('C++')}`)).json);
    expect(cpp.data.map((d) => d.title)).toEqual(['C++ 程序设计']);
    expect(
      page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('"a')}`)).json).total,
    ).toBe(0);
  });

  it('filters by type and pages', async () => {
    const { ctx, video } = await setup();
    const q = encodeURIComponent('数据分析');
    const v = page((await ctx.call('GET', `/api/v3/search?keywords=${q}&type=video`)).json);
    expect(v.data.map((d) => d.resource_id)).toEqual([video]);
    expect(page((await ctx.call('GET', `/api/v3/search?keywords=${q}&type=0`)).json).total).toBe(4);
    const p2 = page((await ctx.call('GET', `/api/v3/search?keywords=${q}&page=2&size=3`)).json);
    expect(p2.total).toBe(4);
    expect(p2.data).toHaveLength(1);
  });

  it('keeps the index in sync with updates and deletes (triggers)', async () => {
    const { ctx, english } = await setup();
    await ctx.db.updateTable('courses').set({ title: '日语假名入门' }).where('id', '=', english).execute();
    expect(
      page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('英语语音')}`)).json).total,
    ).toBe(0);
    expect(
      page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('假名入门')}`)).json).total,
    ).toBe(1);
    await ctx.db.deleteFrom('courses').where('id', '=', english).execute();
    expect(
      page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('假名入门')}`)).json).total,
    ).toBe(0);
    const n = await ctx.db
      .selectFrom('search_index')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('rowid', '=', english * 8 + 1)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
  });

  it('finds Chinese substrings of one and two characters anywhere, titles first', async () => {
    const { ctx, inDesc, inTitle, inShort, video } = await setup();
    const one = page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('析')}`)).json);
    expect(one.total).toBe(4);
    const keys = one.data.map((d) => `${String(d.resource_type)}:${String(d.resource_id)}`);
    expect(keys.slice(0, 2).sort()).toEqual([`video:${video}`, `vod:${inTitle}`].sort());
    expect(keys.slice(2).sort()).toEqual([`vod:${inDesc}`, `vod:${inShort}`].sort());
    const two = page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('建模')}`)).json);
    expect(two.data.map((d) => d.resource_id)).toEqual([inShort]);
    // Several terms must all occur; one short and one long.
    const both = page(
      (await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('数据分析 建模')}`)).json,
    );
    expect(both.data.map((d) => d.resource_id)).toEqual([inShort]);
  });

  it('ranks a title hit above a short-description hit above a description hit, then newest first', async () => {
    const ctx = await createTestContext();
    const f = fixtures(ctx);
    const body = await f.course({ title: '甲', short: '乙', desc: '<p>量子计算</p>' });
    const short = await f.course({ title: '丙', short: '量子计算简介' });
    const title1 = await f.course({ title: '量子计算一', short: '丁' });
    const title2 = await f.course({ title: '量子计算二', short: '戊' });
    for (const q of ['量子计算', '量子']) {
      const res = page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent(q)}`)).json);
      expect(res.data.map((d) => d.resource_id)).toEqual([title2, title1, short, body]);
    }
  });

  it('never indexes or shows the paid text of a topic', async () => {
    const ctx = await createTestContext();
    const f = fixtures(ctx);
    const topic = await f.topic({
      title: '图文专栏',
      free: '<p>免费试读部分</p>',
      paid: '<p>付费全文独家秘籍</p>',
    });
    for (const q of ['独家秘籍', '秘籍', '秘']) {
      expect(
        page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent(q)}`)).json).total,
      ).toBe(0);
    }
    const free = page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('试读')}`)).json);
    expect(free.data.map((d) => [d.resource_type, d.resource_id])).toEqual([['topic', topic]]);
    const indexed = await ctx.db
      .selectFrom('search_index')
      .select('body')
      .where('resource_type', '=', 'topic')
      .where('resource_id', '=', topic)
      .executeTakeFirstOrThrow();
    expect(indexed.body).not.toContain('秘籍');
  });

  it('treats % _ and \\ in keywords literally, short and long', async () => {
    const ctx = await createTestContext();
    const f = fixtures(ctx);
    const pct = await f.course({ title: '折扣 50% 课程' });
    const under = await f.course({ title: 'snake_case 命名' });
    const slash = await f.course({ title: '路径 C:\\temp 说明' });
    await f.course({ title: '普通课程 500 元 snakeXcase' });
    const hits = async (q: string) =>
      page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent(q)}`)).json).data.map(
        (d) => d.resource_id,
      );
    expect(await hits('%')).toEqual([pct]);
    expect(await hits('0%')).toEqual([pct]);
    expect(await hits('50%')).toEqual([pct]);
    expect(await hits('_')).toEqual([under]);
    expect(await hits('e_c')).toEqual([under]);
    expect(await hits('snake_case')).toEqual([under]);
    expect(await hits('\\')).toEqual([slash]);
    expect(await hits(':\\t')).toEqual([slash]);
    expect(await hits('%_')).toEqual([]);
  });
});
