import type { BookReadRecord } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { contentFixtures } from './fixtures.ts';

const B = '/addons/MeeduBooks/api';

// One app for the file: a paid book (two chapters, a trial article) and a free one; each case has its members.
const ctxP = (async () => {
  const ctx = await createTestContext();
  const f = contentFixtures(ctx);
  const bookId = await f.book({ name: '读书记录', charge: 49 });
  const ch2 = await f.chapter(bookId, '第二章', 2);
  const ch1 = await f.chapter(bookId, '第一章', 1);
  const trial = await f.article(bookId, { title: '前言', chapterId: ch1, charge: 0, sort: 1 });
  const first = await f.article(bookId, { title: '变量', chapterId: ch1, sort: 2 });
  const later = await f.article(bookId, { title: '函数', chapterId: ch2, sort: 1 });
  return { ctx, f, bookId, trial, first, later };
})();

async function reader() {
  const { ctx, f, bookId } = await ctxP;
  const m = await ctx.member();
  await f.buyBook(m.id, bookId);
  return m;
}

const record = async (token: string, articleId: number, position: unknown) => {
  const { ctx } = await ctxP;
  return (await ctx.call('POST', `${B}/v1/book/article/${articleId}/record`, { token, body: { position } }))
    .json;
};

const readRecord = async (token: string, articleId: number) => {
  const { ctx } = await ctxP;
  const res = await ctx.call('GET', `${B}/v1/book/${articleId}/read`, { token });
  return (res.json.data as { read_record: BookReadRecord | null }).read_record;
};

describe('book reading records (ours, issue 30)', () => {
  it('keeps the furthest point of concurrent, late and out-of-order reports, answered with the read reply', async () => {
    const { trial, first, later } = await ctxP;
    const m = await reader();
    expect(await readRecord(m.token, trial)).toBeNull();
    const reports: [number, number][] = [
      [first, 40],
      [trial, 100],
      [first, 75],
      [first, 10],
      [trial, 5],
    ];
    const replies = await Promise.all(reports.map(([a, p]) => record(m.token, a, p)));
    expect(replies.every((r) => r.code === 0)).toBe(true);
    expect(await readRecord(m.token, trial)).toEqual({
      article_id: first,
      article_title: '变量',
      position: 75,
    });
    // A later article wins whatever its position; an earlier one reported late moves nothing back.
    await record(m.token, later, 0);
    await record(m.token, first, 100);
    expect(await readRecord(m.token, first)).toEqual({
      article_id: later,
      article_title: '函数',
      position: 0,
    });
  });

  it('shows a member only their own record, and records only what the member may read', async () => {
    const { ctx, trial, first } = await ctxP;
    const owner = await reader();
    await record(owner.token, first, 60);
    const other = await ctx.member();
    expect(await readRecord(other.token, trial)).toBeNull();
    // Without the book, only the free trial article can be recorded.
    expect((await record(other.token, first, 90)).message).toBe('请购买后阅读');
    expect((await record(other.token, trial, 30)).code).toBe(0);
    expect(await readRecord(other.token, trial)).toEqual({
      article_id: trial,
      article_title: '前言',
      position: 30,
    });
    expect(await readRecord(owner.token, trial)).toEqual({
      article_id: first,
      article_title: '变量',
      position: 60,
    });
  });

  it('refuses bad input, a visitor and a missing article; a beacon carries book positions too', async () => {
    const { ctx, first, later } = await ctxP;
    const m = await reader();
    for (const position of [-1, 101, 2.5, '50', null])
      expect((await record(m.token, first, position)).code).toBe(1);
    expect(
      (await ctx.call('POST', `${B}/v1/book/article/${first}/record`, { body: { position: 5 } })).json.code,
    ).toBe(401);
    expect((await record(m.token, 999_999, 5)).message).toBe('文章不存在或已下架');
    expect(await readRecord(m.token, first)).toBeNull();

    const { token } = (await ctx.call('GET', '/api/v2/progress/beacon-token', { token: m.token })).json
      .data as {
      token: string;
    };
    const res = await ctx.app.request('/api/v2/progress/beacon', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ token, videos: [], books: [{ article_id: later, position: 45 }] }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    expect(await readRecord(m.token, first)).toEqual({
      article_id: later,
      article_title: '函数',
      position: 45,
    });
  });
});
