import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookArticleItem,
  BookDetailReply,
  BookListReply,
  BookReadReply,
  TopicDetailReply,
  TopicListReply,
} from '@meedu/contract';
import { memberDetail } from '../support/accounts.ts';
import { DEMO, apiGet, passwordLogin } from '../support/api.ts';
import { trackPageErrors } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { browserSuite } from '../support/suite.ts';

// A server of this file's own: the purchase is granted by writing the ownership row into its database.
let server: RunningServer;
let token = '';
const suite = browserSuite(() => server.url);

beforeAll(async () => {
  server = await startServer();
  token = await passwordLogin(server.url, DEMO.mobile, DEMO.password);
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** A new browser context with the demo student logged in. */
const memberPage = () => suite.newPage({ token });

const get = <T>(p: string, auth = false) => apiGet<T>(server.url, p, auth ? token : undefined);

/** Grants the demo student a topic, as the orders area will once a payment lands (it is not built yet). */
async function grantTopic(topicId: number): Promise<void> {
  const { id: userId } = await memberDetail(server.url, token);
  const db = new Database(path.join(server.dataDir, 'meedu.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      "INSERT INTO user_topics (user_id, topic_id, charge, created_at) VALUES (?, ?, 19, strftime('%Y-%m-%d %H:%M:%S', 'now'))",
    ).run(userId, topicId);
  } finally {
    db.close();
  }
}

describe('home blocks', () => {
  it('the book and topic cards are real records leading to their screens', async () => {
    const page = await memberPage();
    await page.goto('/');
    const book = page.locator('a[href^="/book/detail/"]').first();
    await book.scrollIntoViewIfNeeded();
    const bookHref = await book.getAttribute('href');
    await book.click();
    await page.waitForURL(`**${bookHref ?? ''}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/');
    const topic = page.locator('a[href^="/topic/detail/"]').first();
    await topic.scrollIntoViewIfNeeded();
    const topicHref = await topic.getAttribute('href');
    await topic.click();
    await page.waitForURL(`**${topicHref ?? ''}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});

describe('books', () => {
  it('reads a free trial article, then is stopped at a paid one with the buy entry', async () => {
    const list = await get<BookListReply>('/addons/MeeduBooks/api/v1/books');
    const book = list.data.data.find((b) => b.name === '深入浅出 Python 编程');
    expect(book).toBeDefined();
    const detail = await get<BookDetailReply>(`/addons/MeeduBooks/api/v1/book/${book?.id}`);
    const articles = Object.values(detail.articles as Record<string, BookArticleItem[]>).flat();
    const trial = articles.find((a) => a.charge === 0);
    const paid = articles.find((a) => a.charge > 0);
    if (!trial || !paid) throw new Error('the demo book has no trial or no paid article');

    const page = await memberPage();
    const errors = trackPageErrors(page);
    await page.goto(`/book/detail/${book?.id}?tab=3`);
    const catalog = page.getByRole('navigation', { name: '目录' });
    await catalog.getByRole('button', { name: trial.title }).click();
    await page.waitForURL(`**/book/read/${trial.id}`);
    await expect.poll(() => page.getByRole('heading', { name: trial.title }).isVisible()).toBe(true);
    // The trial's code block is highlighted (highlight.js loaded because the article has code).
    await page.locator('.bk-article pre code.hljs').first().waitFor();

    await page.getByRole('navigation', { name: '目录' }).getByRole('button', { name: paid.title }).click();
    await page.waitForURL(`**/book/read/${paid.id}`);
    const stop = page.getByRole('region', { name: '购买后阅读' });
    await stop.waitFor();
    // The server never sent the body: the reply of the paid article has no render_content.
    const read = await get<BookReadReply>(`/addons/MeeduBooks/api/v1/book/${paid.id}/read`, true);
    expect(read.can_see).toBe(false);
    expect(read.article).not.toHaveProperty('render_content');

    await stop.getByRole('button', { name: `订阅电子书￥${detail.book.charge}` }).click();
    await page.waitForURL('**/order?**');
    const q = new URL(page.url()).searchParams;
    expect(q.get('goods_type')).toBe('book');
    expect(q.get('goods_id')).toBe(String(book?.id));
    expect(q.get('goods_name')).toBe('深入浅出 Python 编程');

    // The study centre's 电子书 · 在学 row continues at the article read last (the paid one was no reading).
    await page.goto('/study-center?type=book');
    const row = page.locator('.mc-study-row', { hasText: '深入浅出 Python 编程' });
    await row.getByRole('button', { name: '继续学习' }).click();
    await page.waitForURL(`**/book/read/${trial.id}`);
    expect(errors).toEqual([]);
  });
});

describe('topics', () => {
  it("unveils an article's paid part once the member owns it on the server", async () => {
    const list = await get<TopicListReply>('/addons/MeeduTopics/api/v1/topics');
    const topic = list.data.data.find((t) => t.title === '快速排序的平均复杂度推导');
    if (!topic) throw new Error('demo topic missing');

    const page = await memberPage();
    const errors = trackPageErrors(page);
    await page.goto(`/topic/detail/${topic.id}`);
    const veil = page.getByRole('region', { name: '付费内容' });
    await veil.getByRole('button', { name: `解锁全文￥${topic.charge}` }).waitFor();
    // The free part's math is typeset; the paid part is nowhere on the page.
    await page.locator('.tp-article .katex').first().waitFor();
    expect(await page.getByText('付费全文到此结束').count()).toBe(0);

    await grantTopic(topic.id);
    await page.reload();
    await page.getByText('付费全文到此结束', { exact: false }).waitFor();
    expect(await veil.count()).toBe(0);
    const detail = await get<TopicDetailReply>(`/addons/MeeduTopics/api/v1/topic/${topic.id}`, true);
    expect(detail.is_buy).toBe(true);
    // The buyer may now comment.
    await page.getByRole('textbox', { name: '评论内容' }).waitFor();

    // The study centre's 图文 · 订阅 lists it and leads back to it.
    await page.goto('/study-center?type=topic&scene=2');
    const row = page.locator('.mc-study-row', { hasText: topic.title });
    await row.getByRole('button', { name: '立即查看' }).click();
    await page.waitForURL(`**/topic/detail/${topic.id}`);
    expect(errors).toEqual([]);
  });
});
