import type { Announcement, AnnouncementListItem, ListPage } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { seedCore } from '../../src/seed/core.ts';
import { createTestContext, getSeeded, type TestContext } from '../helpers.ts';
import { expectShape, expectShapes, type FieldList } from '../support/contract-shape.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000000Z$/;
const FULL: FieldList<Announcement> = {
  id: true,
  admin_id: true,
  title: true,
  announcement: true,
  view_times: true,
  created_at: true,
  updated_at: true,
};
const LIST_ITEM: FieldList<AnnouncementListItem> = {
  id: true,
  title: true,
  announcement: true,
  view_times: true,
  created_at: true,
};

async function addAnnouncements(ctx: TestContext, n: number): Promise<void> {
  for (let i = 1; i <= n; i += 1) {
    const t = `2026-03-${String(i).padStart(2, '0')} 08:00:00`;
    await ctx.db
      .insertInto('announcements')
      .values({
        admin_id: 1,
        title: `公告${i}`,
        announcement: `<p>内容${i}</p>`,
        view_times: i,
        created_at: t,
        updated_at: t,
      })
      .execute();
  }
}

describe('GET /api/v2/announcement/latest', () => {
  it('answers the newest announcement with the full row and ISO times', async () => {
    const json = await getSeeded('/api/v2/announcement/latest');
    const a = json.data as Announcement;
    expectShape<Announcement>(a, FULL);
    expect(a.title).toBe('国庆假期客服时间调整');
    expect(a.id).toBe(5);
    expect(a.created_at).toMatch(ISO);
    expect(a.updated_at).toMatch(ISO);
  });

  it('answers [] when there is none', async () => {
    const ctx = await createTestContext();
    expect((await ctx.call('GET', '/api/v2/announcement/latest')).json).toEqual({
      code: 0,
      message: '',
      data: [],
    });
  });
});

describe('GET /api/v2/announcements', () => {
  it('pages newest first with {data,total}; defaults page 1 size 10', async () => {
    const ctx = await createTestContext();
    await addAnnouncements(ctx, 12);
    const first = (await ctx.call('GET', '/api/v2/announcements')).json;
    expect(first.code).toBe(0);
    const page = first.data as ListPage<Announcement>;
    expect(page.total).toBe(12);
    expect(page.data).toHaveLength(10);
    expect(page.data[0]).toEqual({
      id: 12,
      title: '公告12',
      announcement: '<p>内容12</p>',
      view_times: 12,
      created_at: '2026-03-12T08:00:00.000000Z',
    });
    expectShapes<AnnouncementListItem>(page.data, LIST_ITEM);
    const second = (await ctx.call('GET', '/api/v2/announcements?page=2&size=10')).json.data as ListPage<
      Pick<Announcement, 'id'>
    >;
    expect(second.data.map((r) => r.id)).toEqual([2, 1]);
    expect(second.total).toBe(12);
    const small = (await ctx.call('GET', '/api/v2/announcements?page=3&size=5')).json.data as ListPage<
      Pick<Announcement, 'id'>
    >;
    expect(small.data.map((r) => r.id)).toEqual([2, 1]);
  });

  it('treats bad paging values as the defaults and answers an empty page past the end', async () => {
    const ctx = await createTestContext();
    await addAnnouncements(ctx, 3);
    const bad = (await ctx.call('GET', '/api/v2/announcements?page=-1&size=abc')).json;
    expect(bad.code).toBe(0);
    expect((bad.data as ListPage<Pick<Announcement, 'id'>>).data.map((r) => r.id)).toEqual([3, 2, 1]);
    const huge = (await ctx.call('GET', '/api/v2/announcements?size=100000')).json.data as ListPage<unknown>;
    expect(huge.data).toHaveLength(3);
    const past = (await ctx.call('GET', '/api/v2/announcements?page=9')).json;
    expect(past.data).toEqual({ data: [], total: 3 });
  });

  it('answers an empty list when there are none', async () => {
    const ctx = await createTestContext();
    expect((await ctx.call('GET', '/api/v2/announcements')).json.data).toEqual({ data: [], total: 0 });
  });
});

describe('GET /api/v2/announcement/{id}', () => {
  it('answers the full row and does not count a view', async () => {
    const ctx = await createTestContext();
    await seedCore(ctx);
    const member = await ctx.member({ mobile: '13700000002' });
    const views = () =>
      ctx.db.selectFrom('announcements').select('view_times').where('id', '=', 3).executeTakeFirst();
    const before = await views();
    const { json } = await ctx.call('GET', '/api/v2/announcement/3', { token: member.token });
    expect(json.code).toBe(0);
    const a = json.data as Announcement;
    expectShape<Announcement>(a, FULL);
    expect(a.id).toBe(3);
    expect(a.announcement).toContain('$E=mc^2$');
    expect(a.admin_id).toBe(1);
    expect(await views()).toEqual(before);
  });

  it('seeds one announcement with a highlighted code block', async () => {
    const ctx = await createTestContext();
    await seedCore(ctx);
    const a = (await ctx.call('GET', '/api/v2/announcement/4')).json.data as Announcement;
    expect(a.announcement).toContain('<pre><code class="language-python">');
  });

  it.each(['0', '999', 'abc', '-1', '1.5', '99999999999999999999'])(
    'answers {code:1,message:"错误"} for id %s',
    async (id) => {
      const ctx = await createTestContext();
      await addAnnouncements(ctx, 1);
      const { status, json } = await ctx.call('GET', `/api/v2/announcement/${id}`);
      expect(status).toBe(200);
      expect(json).toEqual({ code: 1, message: '错误', data: [] });
    },
  );
});
