import type { FriendLink, Nav } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { addLink, addNav as addNavRow } from '../../src/modules/system/service.ts';
import { seedCore } from '../../src/seed/core.ts';
import { createTestContext, getSeeded, type TestContext } from '../helpers.ts';
import { expectShape, type FieldList } from '../support/contract-shape.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000000Z$/;

const STAMP = '2026-01-02 03:04:05';

/** Through the service, as an operator's change would go: the cached nav list is marked changed. */
function addNav(ctx: TestContext, sort: number, name: string, parent = 0, platform = 'PC', blank = 0) {
  return addNavRow(ctx.db, {
    sort,
    name,
    url: `/${name}`,
    active_routes: '',
    platform,
    parent_id: parent,
    blank,
    created_at: STAMP,
    updated_at: STAMP,
  });
}

// Top-level navs carry no times (children do).
const NAV: FieldList<Nav> = {
  id: true,
  sort: true,
  name: true,
  url: true,
  active_routes: true,
  platform: true,
  parent_id: true,
  blank: true,
  children: true,
  created_at: 'optional',
  updated_at: 'optional',
};
const LINK: FieldList<FriendLink> = {
  id: true,
  sort: true,
  name: true,
  url: true,
  created_at: true,
  updated_at: true,
};

describe('GET /api/v2/navs', () => {
  it('lists the seeded PC navs with children, in sort order', async () => {
    const json = await getSeeded('/api/v2/navs');
    const navs = json.data as Nav[];
    expect(navs.map((n) => [n.name, n.url])).toEqual([
      ['首页', '/'],
      ['录播课', '/courses'],
      ['直播课', '/live'],
      ['电子书', '/book'],
      ['图文', '/topic'],
      ['学习路径', '/learnPath'],
      ['考试', '/exam'],
      ['问答', '/wenda'],
      ['帮助中心', 'https://help.example.com'],
    ]);
    for (const n of navs) {
      expect(Array.isArray(n.children)).toBe(true);
      expect(n.parent_id).toBe(0);
      expect(n.platform).toBe('PC');
      expectShape<Nav>(n, NAV);
      expect(n).not.toHaveProperty('created_at');
    }
    const exam = navs.find((n) => n.name === '考试');
    expect(exam?.children.map((c) => [c.name, c.url])).toEqual([
      ['试卷', '/exam/papers'],
      ['模拟', '/exam/mockpaper'],
      ['练习', '/exam/practice'],
    ]);
    const child = exam?.children[0];
    expect(child?.parent_id).toBe(exam?.id);
    expect(child?.created_at).toMatch(ISO);
    expect(child?.updated_at).toMatch(ISO);
    expect(navs.find((n) => n.name === '帮助中心')?.blank).toBe(1);
    expect(navs.find((n) => n.name === '首页')?.blank).toBe(0);
  });

  it('sorts by sort (then id) at both levels and keeps children with their parent', async () => {
    const ctx = await createTestContext();
    const b = await addNav(ctx, 2, 'b');
    await addNav(ctx, 1, 'a');
    await addNav(ctx, 5, 'b2', b);
    await addNav(ctx, 3, 'b1', b);
    await addNav(ctx, 3, 'b1x', b);
    const navs = (await ctx.call('GET', '/api/v2/navs')).json.data as Nav[];
    expect(navs.map((n) => n.name)).toEqual(['a', 'b']);
    expect(navs[0]?.children).toEqual([]);
    expect(navs[1]?.children.map((c) => c.name)).toEqual(['b1', 'b1x', 'b2']);
    expect(navs[1]?.children[0]?.created_at).toBe('2026-01-02T03:04:05.000000Z');
  });

  it('filters by the optional platform query; an empty or unknown platform is handled', async () => {
    const ctx = await createTestContext();
    await addNav(ctx, 1, 'pc');
    await addNav(ctx, 1, 'h5', 0, 'H5');
    const h5 = (await ctx.call('GET', '/api/v2/navs?platform=H5')).json;
    expect(h5.code).toBe(0);
    expect((h5.data as Nav[]).map((n) => n.name)).toEqual(['h5']);
    const empty = (await ctx.call('GET', '/api/v2/navs?platform=')).json;
    expect((empty.data as Nav[]).map((n) => n.name)).toEqual(['pc']);
    const unknown = (await ctx.call('GET', '/api/v2/navs?platform=WATCH')).json;
    expect(unknown).toEqual({ code: 0, message: '', data: [] });
    const tooLong = (await ctx.call('GET', `/api/v2/navs?platform=${'x'.repeat(50)}`)).json;
    expect((tooLong.data as Nav[]).map((n) => n.name)).toEqual(['pc']);
  });

  it('answers [] when there are no navs, and the same with or without a token', async () => {
    const ctx = await createTestContext();
    const member = await ctx.member({ mobile: '13700000001' });
    expect((await ctx.call('GET', '/api/v2/navs')).json).toEqual({ code: 0, message: '', data: [] });
    expect((await ctx.call('GET', '/api/v2/navs', { token: member.token })).json.data).toEqual([]);
  });
});

describe('GET /api/v2/links', () => {
  it('lists the seeded friendly links sorted by sort with ISO times', async () => {
    const ctx = await createTestContext();
    await seedCore(ctx);
    const { json } = await ctx.call('GET', '/api/v2/links');
    expect(json.code).toBe(0);
    const links = json.data as FriendLink[];
    expect(links).toHaveLength(6);
    expect(links.map((l) => l.sort)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const l of links) {
      expect(l.url).toMatch(/^https:\/\//);
      expect(l.name).not.toBe('');
      expect(l.created_at).toMatch(ISO);
      expect(l.updated_at).toMatch(ISO);
      expectShape<FriendLink>(l, LINK);
    }
  });

  it('orders by sort, not insertion, and answers [] when empty', async () => {
    const ctx = await createTestContext();
    expect((await ctx.call('GET', '/api/v2/links')).json).toEqual({ code: 0, message: '', data: [] });
    const at = '2026-01-01 00:00:00';
    await addLink(ctx.db, {
      sort: 9,
      name: '后',
      url: 'https://b.example.com',
      created_at: at,
      updated_at: at,
    });
    await addLink(ctx.db, {
      sort: 1,
      name: '前',
      url: 'https://a.example.com',
      created_at: at,
      updated_at: at,
    });
    const links = (await ctx.call('GET', '/api/v2/links?page=x')).json.data as FriendLink[];
    expect(links.map((l) => l.name)).toEqual(['前', '后']);
  });
});
