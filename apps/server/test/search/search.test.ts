import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { fixtures } from '../catalog/fixtures.ts';

type Obj = Record<string, unknown>;
const page = (json: { data?: unknown }) => json.data as { total: number; data: Obj[] };

function setup() {
  const ctx = createTestContext();
  const f = fixtures(ctx);
  const inDesc = f.course({
    title: '统计学基础',
    short: '基础概念',
    desc: '<p>本课会用到<b>数据分析</b>的常见方法</p>',
  });
  const inTitle = f.course({ title: 'Pandas 数据分析实战', short: '清洗与聚合' });
  const inShort = f.course({ title: '机器学习入门', short: '先学数据分析再建模' });
  const english = f.course({ title: '英语语音', short: '音标', desc: '<p>发音</p>' });
  const hidden = f.course({ title: '隐藏的数据分析课', isShow: 0 });
  const video = f.video(inTitle, { title: '数据分析环境搭建' });
  return { ctx, f, inDesc, inTitle, inShort, english, hidden, video };
}

describe('GET /api/v3/search', () => {
  it('requires keywords', async () => {
    const { ctx } = setup();
    expect((await ctx.call('GET', '/api/v3/search')).json).toEqual({
      code: 1,
      message: '请输入关键字',
      data: [],
    });
    expect((await ctx.call('GET', '/api/v3/search?keywords=%20')).json.message).toBe('请输入关键字');
    expect((await ctx.call('GET', '/api/v3/search?keywords=abc&type=nope')).json.message).toBe('参数错误');
  });

  it('finds Chinese substrings of 3+ characters, title matches first, hidden courses left out', async () => {
    const { ctx, inDesc, inTitle, inShort, video } = setup();
    const res = page(
      (await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('数据分析')}`)).json,
    );
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
    const { ctx, english, inTitle } = setup();
    const two = page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('英语')}`)).json);
    expect(two.data.map((d) => d.resource_id)).toEqual([english]);
    const latin = page((await ctx.call('GET', '/api/v3/search?keywords=PANDAS')).json);
    expect(latin.data.map((d) => d.resource_id)).toEqual([inTitle]);
    const one = page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('音')}`)).json);
    expect(one.data.map((d) => d.resource_id)).toEqual([english]);
  });

  it('ignores hits inside HTML markup and treats special characters literally', async () => {
    const { ctx, f } = setup();
    f.course({ title: 'C++ 程序设计', desc: '<p class="intro">指针</p>' });
    expect(page((await ctx.call('GET', '/api/v3/search?keywords=intro')).json).total).toBe(0);
    expect(page((await ctx.call('GET', '/api/v3/search?keywords=class')).json).total).toBe(0);
    const cpp = page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('C++')}`)).json);
    expect(cpp.data.map((d) => d.title)).toEqual(['C++ 程序设计']);
    expect(
      page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('"a')}`)).json).total,
    ).toBe(0);
  });

  it('filters by type and pages', async () => {
    const { ctx, video } = setup();
    const q = encodeURIComponent('数据分析');
    const v = page((await ctx.call('GET', `/api/v3/search?keywords=${q}&type=video`)).json);
    expect(v.data.map((d) => d.resource_id)).toEqual([video]);
    expect(page((await ctx.call('GET', `/api/v3/search?keywords=${q}&type=0`)).json).total).toBe(4);
    const p2 = page((await ctx.call('GET', `/api/v3/search?keywords=${q}&page=2&size=3`)).json);
    expect(p2.total).toBe(4);
    expect(p2.data).toHaveLength(1);
  });

  it('keeps the index in sync with updates and deletes (triggers)', async () => {
    const { ctx, english } = setup();
    ctx.db.prepare("UPDATE courses SET title = '日语假名入门' WHERE id = ?").run(english);
    expect(
      page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('英语语音')}`)).json).total,
    ).toBe(0);
    expect(
      page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('假名入门')}`)).json).total,
    ).toBe(1);
    ctx.db.prepare('DELETE FROM courses WHERE id = ?').run(english);
    expect(
      page((await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('假名入门')}`)).json).total,
    ).toBe(0);
    const n = ctx.db
      .prepare<[], { n: number }>(
        'SELECT COUNT(*) AS n FROM search_index WHERE rowid = ' + String(english * 8 + 1),
      )
      .get();
    expect(n?.n).toBe(0);
  });
});
