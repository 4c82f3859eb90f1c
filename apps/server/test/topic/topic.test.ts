import type {
  TopicComment,
  TopicDetailReply,
  TopicListItem,
  TopicRecItem,
  TopicStudyRow,
} from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { contentFixtures } from '../book/fixtures.ts';
import { createTestContext } from '../helpers.ts';
import { expectShape, expectShapes, type FieldList } from '../support/contract-shape.ts';

type Obj = Record<string, unknown>;
const T = '/addons/MeeduTopics/api';

const LIST_ITEM: FieldList<TopicListItem> = {
  id: true,
  title: true,
  thumb: true,
  charge: true,
  view_times: true,
  category: true,
  is_vip_free: true,
  is_need_login: true,
  vote_count: true,
  comment_times: true,
};
const REC: FieldList<TopicRecItem> = { id: true, title: true, thumb: true, view_times: true, category: true };
const DETAIL_REPLY: FieldList<TopicDetailReply> = {
  topic: true,
  is_buy: true,
  is_collect: true,
  is_vote: true,
};
const DETAIL: FieldList<TopicDetailReply['topic']> = {
  id: true,
  title: true,
  thumb: true,
  charge: true,
  created_at: true,
  view_times: true,
  vote_count: true,
  is_vip_free: true,
  free_content_render: true,
  render_content: 'optional',
};
const COMMENT: FieldList<TopicComment> = {
  id: true,
  parent_id: true,
  content: true,
  created_at: true,
  children_count: true,
  user: true,
  reply_comment: true,
  reply_comment_id: 'optional',
  reply_user_id: 'optional',
};
const STUDY_ROW: FieldList<TopicStudyRow> = {
  id: true,
  is_subscribe: 'optional',
  created_at: true,
  topic: true,
};

async function setup() {
  const ctx = await createTestContext();
  const f = contentFixtures(ctx);
  const cat = await f.topicCategory('技术文章');
  const paid = await f.topic({
    title: '算法复杂度详解',
    charge: 9,
    vipFree: 1,
    categoryId: cat,
    free: '<p>开篇：$O(n)$ 是什么</p>',
    paid: '<p>付费独家推导过程</p>',
  });
  const free = await f.topic({
    title: 'Git 入门',
    charge: 0,
    free: '<p>免费导读</p>',
    paid: '<p>免费全文</p>',
  });
  return { ctx, f, cat, paid, free };
}

const detail = async (ctx: Awaited<ReturnType<typeof setup>>['ctx'], id: number, token?: string) => {
  const r = await ctx.call('GET', `${T}/v1/topic/${id}`, { token });
  expect(r.json.code).toBe(0);
  return r.json.data as TopicDetailReply;
};

describe('topic list and recommendations', () => {
  it('lists shown topics with their category (an empty name when it is gone), by top category', async () => {
    const ctx = await createTestContext();
    const f = contentFixtures(ctx);
    const top = await f.topicCategory('学习方法');
    const child = await f.topicCategory('备考', top);
    const a = await f.topic({ title: 'A', categoryId: child, publishedAt: f.past(3), isRec: 1 });
    const b = await f.topic({ title: 'B', categoryId: top, publishedAt: f.past(1) });
    const lost = await f.topic({ title: 'C', categoryId: 999 });
    await f.topic({ title: '隐藏', isShow: 0, isRec: 1 });

    const res = await ctx.call('GET', `${T}/v1/topics?page=1&size=10&scene=default&cid=${top}`);
    const d = res.json.data as { data: { data: Obj[]; total: number }; categories: unknown[] };
    expectShapes(d.data.data, LIST_ITEM);
    expect(d.data.data.map((r) => r.id)).toEqual([b, a]);
    expect(d.data.data[1]).toMatchObject({ category: { id: child, name: '备考' } });
    expect(d.categories).toEqual([{ id: top, name: '学习方法', children: [{ id: child, name: '备考' }] }]);
    const all = (await ctx.call('GET', `${T}/v1/topics`)).json.data as { data: { data: Obj[] } };
    expect(all.data.data.find((r) => r.id === lost)).toMatchObject({ category: { name: '' } });

    const rec = await ctx.call('GET', `${T}/v1/config/pcListPageRec`);
    expectShapes(rec.json.data, REC);
    expect(rec.json.data.map((r) => r.id)).toEqual([a]);
  });
});

describe('topic detail', () => {
  it('never sends the paid part without access: visitors and other members get the free part only', async () => {
    const { ctx, paid } = await setup();
    const anon = await detail(ctx, paid);
    expectShape(anon, DETAIL_REPLY);
    expectShape(anon.topic, DETAIL);
    expect(anon).toMatchObject({ is_buy: false, is_collect: false, is_vote: false });
    expect(anon.topic.free_content_render).toBe('<p>开篇：$O(n)$ 是什么</p>');
    expect(anon.topic).not.toHaveProperty('render_content');
    expect(JSON.stringify(anon)).not.toContain('付费独家');
    const m = await ctx.member();
    const mine = await detail(ctx, paid, m.token);
    expect(mine.is_buy).toBe(false);
    expect(JSON.stringify(mine)).not.toContain('付费独家');
  });

  it('unveils the paid part to the buyer and to an active VIP; a free topic is whole for everyone', async () => {
    const { ctx, f, paid, free } = await setup();
    const buyer = await ctx.member();
    const vip = await ctx.member();
    const lapsed = await ctx.member();
    await f.buyTopic(buyer.id, paid);
    await f.vip(vip.id);
    await f.vip(lapsed.id, true);
    for (const m of [buyer, vip]) {
      const d = await detail(ctx, paid, m.token);
      expect(d.is_buy).toBe(true);
      expect(d.topic.render_content).toBe('<p>付费独家推导过程</p>');
    }
    expect((await detail(ctx, paid, lapsed.token)).is_buy).toBe(false);
    const f1 = await detail(ctx, free);
    expect(f1).toMatchObject({ is_buy: true, topic: { charge: 0, render_content: '<p>免费全文</p>' } });
  });

  it('counts views and records a member reading for the study centre (their own only)', async () => {
    const { ctx, paid, free } = await setup();
    const a = await ctx.member();
    const b = await ctx.member();
    const first = await detail(ctx, paid, a.token);
    const second = await detail(ctx, paid);
    expect(second.topic.view_times).toBe(first.topic.view_times + 1);
    await detail(ctx, free, b.token);
    const rows = (
      (await ctx.call('GET', '/addons/MeeduTopics/api/v2/member/topics/view', { token: a.token })).json
        .data as {
        data: Obj[];
      }
    ).data;
    expectShapes(rows, STUDY_ROW);
    expect(rows.map((r) => (r.topic as Obj).id)).toEqual([paid]);
  });

  it('answers a clear message for a hidden or unknown topic', async () => {
    const { ctx, f } = await setup();
    const hidden = await f.topic({ isShow: 0 });
    for (const id of [hidden, 99999])
      expect((await ctx.call('GET', `${T}/v1/topic/${id}`)).json).toMatchObject({
        code: 1,
        message: '文章不存在或已下架',
      });
  });
});

describe('vote and collect', () => {
  it('toggle per member with the count kept in step; collected topics reach the study centre', async () => {
    const { ctx, paid } = await setup();
    const a = await ctx.member();
    const b = await ctx.member();
    expect((await ctx.call('POST', `${T}/v1/topic/${paid}/vote`, { body: {} })).json.code).toBe(401);
    expect(
      (await ctx.call('POST', `${T}/v1/topic/${paid}/vote`, { token: a.token, body: {} })).json.data,
    ).toEqual({
      ok: 1,
    });
    expect(
      (await ctx.call('POST', `${T}/v1/topic/${paid}/vote`, { token: b.token, body: {} })).json.data,
    ).toEqual({
      ok: 1,
    });
    expect(await detail(ctx, paid, a.token)).toMatchObject({ is_vote: true, topic: { vote_count: 2 } });
    expect(
      (await ctx.call('POST', `${T}/v1/topic/${paid}/vote`, { token: a.token, body: {} })).json.data,
    ).toEqual({
      ok: 0,
    });
    expect(await detail(ctx, paid, a.token)).toMatchObject({ is_vote: false, topic: { vote_count: 1 } });

    expect(
      (await ctx.call('POST', `${T}/v1/topic/${paid}/collect`, { token: a.token, body: {} })).json.data,
    ).toEqual({ ok: 1 });
    expect((await detail(ctx, paid, a.token)).is_collect).toBe(true);
    expect((await detail(ctx, paid, b.token)).is_collect).toBe(false);
    const collected = (
      (await ctx.call('GET', '/addons/MeeduTopics/api/v1/user/collect', { token: a.token })).json.data as {
        data: { data: Obj[] };
      }
    ).data.data;
    expect(collected.map((r) => (r.topic as Obj).id)).toEqual([paid]);
    expect(
      (await ctx.call('POST', `${T}/v1/topic/${paid}/collect`, { token: a.token, body: {} })).json.data,
    ).toEqual({ ok: 0 });
    expect(
      (await ctx.call('POST', `${T}/v1/topic/99999/vote`, { token: a.token, body: {} })).json.message,
    ).toBe('文章不存在或已下架');
  });
});

describe('topic comments', () => {
  it('only readers of the whole topic post; replies name whom they answer; two levels listed', async () => {
    const { ctx, f, paid } = await setup();
    const a = await ctx.member({ nick_name: '甲' });
    const b = await ctx.member({ nick_name: '乙' });
    const stranger = await ctx.member();
    await f.buyTopic(a.id, paid);
    await f.buyTopic(b.id, paid);
    expect(
      (
        await ctx.call('POST', `${T}/v1/topic/${paid}/comment`, {
          token: stranger.token,
          body: { content: '没买也想评论' },
        })
      ).json,
    ).toMatchObject({ code: 1, message: '无权限' });
    const top = await ctx.call('POST', `${T}/v1/topic/${paid}/comment`, {
      token: a.token,
      body: { content: '推导过程很清楚' },
    });
    const topId = (top.json.data as { comment_id: number }).comment_id;
    const r1 = await ctx.call('POST', `${T}/v1/topic/${paid}/comment`, {
      token: b.token,
      body: { parent_id: topId, content: '确实讲得明白', reply_comment_id: null },
    });
    const r1Id = (r1.json.data as { comment_id: number }).comment_id;
    await ctx.call('POST', `${T}/v1/topic/${paid}/comment`, {
      token: a.token,
      body: { parent_id: topId, content: '谢谢你的回复', reply_comment_id: r1Id },
    });
    expect(
      (
        await ctx.call('POST', `${T}/v1/topic/${paid}/comment`, {
          token: a.token,
          body: { parent_id: topId, content: '回复不存在的人', reply_comment_id: 99999 },
        })
      ).json,
    ).toMatchObject({ code: 1, message: '回复的用户不存在' });

    const tops = await ctx.call('GET', `${T}/v2/topic/${paid}/comments?page=1&page_size=10000&comment_id=0`);
    const td = tops.json.data as {
      data: { data: TopicComment[]; total: number };
      users: Record<string, Obj>;
    };
    expectShapes(td.data.data, COMMENT);
    expect(td.data.data).toEqual([
      expect.objectContaining({
        id: topId,
        children_count: 2,
        reply_comment: null,
        user: expect.objectContaining({ nick_name: '甲' }) as unknown,
      }),
    ]);
    expect(td.users[String(a.id)]).toMatchObject({ nick_name: '甲' });
    const replies = (
      (await ctx.call('GET', `${T}/v2/topic/${paid}/comments?page=1&page_size=10000&comment_id=${topId}`))
        .json.data as { data: { data: TopicComment[] } }
    ).data.data;
    expect(replies.map((r) => [r.content, r.reply_comment?.user.nick_name ?? null])).toEqual([
      ['确实讲得明白', null],
      ['谢谢你的回复', '乙'],
    ]);
    const list = (await ctx.call('GET', `${T}/v1/topics`)).json.data as { data: { data: Obj[] } };
    expect(list.data.data.find((r) => r.id === paid)).toMatchObject({ comment_times: 3 });
  });
});

describe('search', () => {
  it('indexes books and the free part of topics, never a word only in the paid part', async () => {
    const { ctx, f } = await setup();
    const bookId = await f.book({ name: '量子计算入门读本', short: '从比特到量子比特' });
    const q = (k: string, type: string) =>
      ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent(k)}&type=${type}`);
    const books = (await q('量子计算', 'book')).json.data as { data: Obj[] };
    expect(books.data.map((d) => [d.resource_type, d.resource_id])).toEqual([['book', bookId]]);
    const freeHit = (await q('是什么', 'topic')).json.data as { data: Obj[]; total: number };
    expect(freeHit.total).toBe(1);
    const paidHit = (await q('独家推导', 'topic')).json.data as { total: number };
    expect(paidHit.total).toBe(0);
    expect(((await q('独家推导', '')).json.data as { total: number }).total).toBe(0);
  });
});
