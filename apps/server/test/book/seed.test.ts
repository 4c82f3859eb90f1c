import type { BookArticleItem, BookDetailReply, BookReadReply, TopicDetailReply } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_STUDENT } from '../../src/seed/core.ts';
import { seedDemo } from '../../src/seed/index.ts';
import { createTestContext } from '../helpers.ts';

type Obj = Record<string, unknown>;

describe('demo books and topics', () => {
  it('seeds books in chapters with trial and paid articles, and topics with math, code and paid parts', async () => {
    const ctx = await createTestContext();
    await seedDemo(ctx);
    const books = (await ctx.call('GET', '/addons/MeeduBooks/api/v1/books')).json.data as {
      data: { data: Obj[] };
      categories: Obj[];
    };
    expect(books.categories.length).toBeGreaterThanOrEqual(4);
    const python = books.data.data.find((b) => b.name === '深入浅出 Python 编程');
    const detail = (await ctx.call('GET', `/addons/MeeduBooks/api/v1/book/${String(python?.id)}`)).json
      .data as BookDetailReply;
    expect(detail.chapters.length).toBe(3);
    const articles = Object.values(detail.articles as Record<string, BookArticleItem[]>).flat();
    expect(articles.some((a) => a.charge === 0)).toBe(true);
    expect(articles.some((a) => a.charge > 0)).toBe(true);
    const rec = (await ctx.call('GET', '/addons/MeeduBooks/api/v1/config/pcListPageRec')).json.data as Obj[];
    expect(rec.length).toBeGreaterThanOrEqual(2);

    const login = await ctx.call('POST', '/api/v2/login/password', {
      body: { mobile: DEMO_STUDENT.mobile, password: DEMO_STUDENT.password },
    });
    const token = (login.json.data as { token: string }).token;
    const trial = articles.find((a) => a.charge === 0);
    const read = (
      await ctx.call('GET', `/addons/MeeduBooks/api/v1/book/${String(trial?.id)}/read`, { token })
    ).json.data as BookReadReply;
    expect(read.can_see).toBe(true);
    expect(read.article.render_content).toContain('<pre><code');

    const topics = (await ctx.call('GET', '/addons/MeeduTopics/api/v1/topics')).json.data as {
      data: { data: Obj[] };
    };
    const sort = topics.data.data.find((t) => t.title === '快速排序的平均复杂度推导');
    const t = (await ctx.call('GET', `/addons/MeeduTopics/api/v1/topic/${String(sort?.id)}`, { token })).json
      .data as TopicDetailReply;
    expect(t.is_buy).toBe(false);
    expect(t.topic.free_content_render).toContain('$O(n \\log n)$');
    expect(t.topic.free_content_render).toContain('<pre><code');
    expect(t.topic).not.toHaveProperty('render_content');
  });
});
