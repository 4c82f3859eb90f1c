import type {
  BookArticleComment,
  BookArticleItem,
  BookChapter,
  BookComment,
  BookDetail,
  BookDetailReply,
  BookListItem,
  BookReadReply,
  BookRecItem,
  BookSummary,
  BookViewRow,
  ContentCategory,
  ContentCommentUser,
} from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { expectShape, expectShapes, type FieldList } from '../support/contract-shape.ts';
import { contentFixtures } from './fixtures.ts';

type Obj = Record<string, unknown>;
const B = '/addons/MeeduBooks/api';

const LIST_ITEM: FieldList<BookListItem> = {
  id: true,
  name: true,
  thumb: true,
  charge: true,
  short_desc: true,
  view_times: true,
  is_vip_free: true,
  user_count: true,
  published_at: true,
};
const CATEGORY: FieldList<ContentCategory> = { id: true, name: true, children: 'optional' };
const REC: FieldList<BookRecItem> = { id: true, name: true, thumb: true, charge: true };
const DETAIL_REPLY: FieldList<BookDetailReply> = { book: true, chapters: true, articles: true, is_buy: true };
const DETAIL: FieldList<BookDetail> = {
  id: true,
  name: true,
  thumb: true,
  charge: true,
  is_vip_free: true,
  short_desc: true,
  render_desc: true,
};
const SUMMARY: FieldList<BookSummary> = {
  id: true,
  name: true,
  thumb: true,
  charge: true,
  is_vip_free: true,
};
const CHAPTER: FieldList<BookChapter> = { id: true, name: true, sort: true };
const ARTICLE: FieldList<BookArticleItem> = { id: true, title: true, charge: true };
const READ: FieldList<BookReadReply> = {
  book: true,
  article: true,
  chapters: true,
  articles: true,
  can_see: true,
  prev_id: true,
  next_id: true,
  read_record: 'optional',
};
const COMMENT: FieldList<BookComment> = { id: true, user_id: true, content: true, created_at: true };
const USER: FieldList<ContentCommentUser> = { id: 'optional', avatar: true, nick_name: true };
const ARTICLE_COMMENT: FieldList<BookArticleComment> = {
  id: true,
  parent_id: true,
  content: true,
  created_at: true,
  children_count: true,
  user: true,
  reply_id: true,
  reply: true,
};
const VIEW_ROW: FieldList<BookViewRow> = {
  id: true,
  article_id: true,
  is_subscribe: true,
  created_at: true,
  book: true,
};

/** A paid book with two chapters: a trial article and a paid one in the first, one paid in the second. */
async function setup() {
  const ctx = await createTestContext();
  const f = contentFixtures(ctx);
  const bookId = await f.book({ name: '深入浅出 Python', charge: 49, vipFree: 1 });
  const ch2 = await f.chapter(bookId, '第二章', 2);
  const ch1 = await f.chapter(bookId, '第一章', 1);
  const trial = await f.article(bookId, {
    title: '前言',
    chapterId: ch1,
    charge: 0,
    sort: 1,
    body: '<p>试读正文</p>',
  });
  const paid = await f.article(bookId, {
    title: '变量',
    chapterId: ch1,
    sort: 2,
    body: '<p>付费正文秘籍</p>',
  });
  const later = await f.article(bookId, { title: '函数', chapterId: ch2, sort: 1 });
  const loose = await f.article(bookId, { title: '附录', chapterId: 0 });
  await f.article(bookId, { title: '隐藏', chapterId: ch1, isShow: 0 });
  return { ctx, f, bookId, ch1, ch2, trial, paid, later, loose };
}

describe('book list and recommendations', () => {
  it('lists shown, published books in a top category and its children, with the category tree', async () => {
    const ctx = await createTestContext();
    const f = contentFixtures(ctx);
    const top = await f.bookCategory('编程');
    const child = await f.bookCategory('Python', top);
    const other = await f.bookCategory('设计');
    const a = await f.book({ name: 'A', categoryId: child, publishedAt: f.past(3), isRec: 1 });
    const b = await f.book({ name: 'B', categoryId: top, publishedAt: f.past(1), charge: 0 });
    await f.book({ name: 'C', categoryId: other });
    await f.book({ name: '隐藏', categoryId: top, isShow: 0, isRec: 1 });
    await f.book({ name: '未发布', categoryId: top, publishedAt: f.future(1) });

    const res = await ctx.call('GET', `${B}/v1/books?page=1&size=10&scene=default&cid=${top}`);
    expect(res.json.code).toBe(0);
    const data = res.json.data as { data: { data: Obj[]; total: number }; categories: unknown[] };
    expectShapes(data.data.data, LIST_ITEM);
    expectShapes(data.categories, CATEGORY);
    expect(data.data.total).toBe(2);
    expect(data.data.data.map((r) => r.id)).toEqual([b, a]);
    expect(data.data.data[0]).toMatchObject({
      charge: 0,
      thumb: 'http://localhost:8080/media/covers/book-1.svg',
    });
    expect(data.categories).toEqual([
      { id: top, name: '编程', children: [{ id: child, name: 'Python' }] },
      { id: other, name: '设计', children: [] },
    ]);
    const all = await ctx.call('GET', `${B}/v1/books?cid=0&size=1&page=2`);
    expect((all.json.data as { data: { total: number; data: Obj[] } }).data).toMatchObject({ total: 3 });
    expect((all.json.data as { data: { data: Obj[] } }).data.data).toHaveLength(1);

    const rec = await ctx.call('GET', `${B}/v1/config/pcListPageRec`);
    expectShapes(rec.json.data, REC);
    expect(rec.json.data.map((r) => r.id)).toEqual([a]);
  });
});

describe('book detail', () => {
  it('groups articles by chapter in order, marks trials by charge 0, and decides is_buy on the server', async () => {
    const { ctx, f, bookId, ch1, ch2, trial, paid, later, loose } = await setup();
    const anon = await ctx.call('GET', `${B}/v1/book/${bookId}`);
    expect(anon.json.code).toBe(0);
    const d = anon.json.data as BookDetailReply;
    expectShape(d, DETAIL_REPLY);
    expectShape(d.book, DETAIL);
    expectShapes(d.chapters, CHAPTER);
    expect(d.chapters.map((c) => c.id)).toEqual([ch1, ch2]);
    const articles = d.articles as Record<string, BookArticleItem[]>;
    for (const list of Object.values(articles)) expectShapes(list, ARTICLE);
    expect(articles[String(ch1)]).toEqual([
      { id: trial, title: '前言', charge: 0 },
      { id: paid, title: '变量', charge: 1 },
    ]);
    expect(articles[String(ch2)]?.map((a) => a.id)).toEqual([later]);
    expect(articles['0']?.map((a) => a.id)).toEqual([loose]);
    expect(d.is_buy).toBe(false);

    const buyer = await ctx.member();
    const other = await ctx.member();
    await f.buyBook(buyer.id, bookId);
    const asBuyer = (await ctx.call('GET', `${B}/v1/book/${bookId}`, { token: buyer.token })).json
      .data as Obj;
    expect(asBuyer.is_buy).toBe(true);
    // Another member's purchase opens nothing for them; the client cannot claim it either.
    const asOther = await ctx.call('GET', `${B}/v1/book/${bookId}?is_buy=1`, { token: other.token });
    expect((asOther.json.data as Obj).is_buy).toBe(false);
    await f.vip(other.id, true);
    expect(
      ((await ctx.call('GET', `${B}/v1/book/${bookId}`, { token: other.token })).json.data as Obj).is_buy,
    ).toBe(false);
    await f.vip(other.id);
    expect(
      ((await ctx.call('GET', `${B}/v1/book/${bookId}`, { token: other.token })).json.data as Obj).is_buy,
    ).toBe(true);
  });

  it('answers a clear message for a hidden, unpublished or unknown book', async () => {
    const { ctx, f } = await setup();
    const hidden = await f.book({ isShow: 0 });
    for (const path of [`${B}/v1/book/${hidden}`, `${B}/v1/book/99999`]) {
      expect((await ctx.call('GET', path)).json).toMatchObject({ code: 1, message: '电子书不存在或已下架' });
    }
    expect((await ctx.call('GET', `${B}/v1/book/abc`)).json).toMatchObject({ code: 1, message: '错误' });
  });
});

describe('book reader', () => {
  it('needs a login', async () => {
    const { ctx, trial } = await setup();
    expect((await ctx.call('GET', `${B}/v1/book/${trial}/read`)).json.code).toBe(401);
  });

  it('sends a trial article, withholds a paid article body without access, and walks the reading order', async () => {
    const { ctx, trial, paid, later, loose, ch1 } = await setup();
    const m = await ctx.member();
    const t = await ctx.call('GET', `${B}/v1/book/${trial}/read`, { token: m.token });
    expect(t.json.code).toBe(0);
    const tr = t.json.data as BookReadReply;
    expectShape(tr, READ);
    expectShape(tr.book, SUMMARY);
    expect(tr).toMatchObject({
      can_see: true,
      article: { id: trial, title: '前言', render_content: '<p>试读正文</p>' },
      prev_id: 0,
      next_id: paid,
    });
    expect((tr.articles as Record<string, BookArticleItem[]>)[String(ch1)]).toHaveLength(2);

    const p = (await ctx.call('GET', `${B}/v1/book/${paid}/read`, { token: m.token })).json
      .data as BookReadReply;
    expect(p.can_see).toBe(false);
    expect(p.article).toEqual({ id: paid, title: '变量' });
    expect(JSON.stringify(p)).not.toContain('付费正文秘籍');
    expect([p.prev_id, p.next_id]).toEqual([trial, later]);

    const last = (await ctx.call('GET', `${B}/v1/book/${loose}/read`, { token: m.token })).json
      .data as BookReadReply;
    expect([last.prev_id, last.next_id]).toEqual([later, 0]);
  });

  it('opens every article to a buyer or a VIP of a VIP-free book, and records the reading for the study centre', async () => {
    const { ctx, f, bookId, paid, trial } = await setup();
    const buyer = await ctx.member();
    const vip = await ctx.member();
    const other = await ctx.member();
    await f.buyBook(buyer.id, bookId);
    await f.vip(vip.id);
    for (const m of [buyer, vip]) {
      const r = (await ctx.call('GET', `${B}/v1/book/${paid}/read`, { token: m.token })).json
        .data as BookReadReply;
      expect(r.can_see).toBe(true);
      expect(r.article.render_content).toBe('<p>付费正文秘籍</p>');
    }
    await ctx.call('GET', `${B}/v1/book/${trial}/read`, { token: other.token });
    // A paid article without access is no reading.
    await ctx.call('GET', `${B}/v1/book/${paid}/read`, { token: other.token });

    const views = await ctx.call('GET', '/addons/MeeduBooks/api/v2/member/book/view?page=1&size=10', {
      token: buyer.token,
    });
    const rows = (views.json.data as { data: Obj[] }).data;
    expectShapes(rows, VIEW_ROW);
    expect(rows).toEqual([expect.objectContaining({ article_id: paid, is_subscribe: 1 })]);
    const otherRows = (
      (await ctx.call('GET', '/addons/MeeduBooks/api/v2/member/book/view', { token: other.token })).json
        .data as {
        data: Obj[];
      }
    ).data;
    expect(otherRows).toEqual([expect.objectContaining({ article_id: trial, is_subscribe: 0 })]);
  });

  it('opens every article of a free book', async () => {
    const { ctx, f } = await setup();
    const free = await f.book({ charge: 0 });
    const art = await f.article(free, { charge: 1, body: '<p>免费书正文</p>' });
    const m = await ctx.member();
    const r = (await ctx.call('GET', `${B}/v1/book/${art}/read`, { token: m.token })).json
      .data as BookReadReply;
    expect(r.can_see).toBe(true);
    expect(
      ((await ctx.call('GET', `${B}/v1/book/${free}`, { token: m.token })).json.data as Obj).is_buy,
    ).toBe(true);
  });

  it('refuses an unknown or hidden article', async () => {
    const { ctx } = await setup();
    const m = await ctx.member();
    expect((await ctx.call('GET', `${B}/v1/book/99999/read`, { token: m.token })).json).toMatchObject({
      code: 1,
      message: '文章不存在或已下架',
    });
  });
});

describe('book comments', () => {
  it('lets only a reader post, strips tags, and lists newest first with every author', async () => {
    const { ctx, f, bookId } = await setup();
    const buyer = await ctx.member({ nick_name: '读者甲' });
    const other = await ctx.member();
    await f.buyBook(buyer.id, bookId);
    expect(
      (await ctx.call('POST', `${B}/v1/book/${bookId}/comment`, { body: { content: '这本书很好看啊' } })).json
        .code,
    ).toBe(401);
    expect(
      (
        await ctx.call('POST', `${B}/v1/book/${bookId}/comment`, {
          token: other.token,
          body: { content: '这本书很好看啊' },
        })
      ).json,
    ).toMatchObject({ code: 1, message: '无权限' });
    expect(
      (
        await ctx.call('POST', `${B}/v1/book/${bookId}/comment`, {
          token: buyer.token,
          body: { content: '<b>短</b>' },
        })
      ).json,
    ).toMatchObject({ code: 1, message: '评论内容不能少于6个字' });
    expect(
      (await ctx.call('POST', `${B}/v1/book/${bookId}/comment`, { token: buyer.token, body: {} })).json
        .message,
    ).toBe('请输入评论');
    for (const content of ['第一条评论内容', '<script>x</script>第二条评论内容']) {
      const r = await ctx.call('POST', `${B}/v1/book/${bookId}/comment`, {
        token: buyer.token,
        body: { content },
      });
      expect(r.json.code).toBe(0);
    }
    const list = await ctx.call('GET', `${B}/v1/book/${bookId}/comments?page=1&size=10000`);
    const d = list.json.data as { data: { data: Obj[]; total: number }; users: Record<string, Obj> };
    expectShapes(d.data.data, COMMENT);
    expect(d.data.total).toBe(2);
    expect(d.data.data.map((c) => c.content)).toEqual(['x第二条评论内容', '第一条评论内容']);
    expectShape(d.users[String(buyer.id)], USER);
    expect(d.users[String(buyer.id)]).toMatchObject({ nick_name: '读者甲' });
  });
});

describe('article comments with replies', () => {
  it('posts on a readable article, replies under a top comment naming whom they answer, and lists both levels', async () => {
    const { ctx, f, bookId, trial, paid } = await setup();
    const a = await ctx.member({ nick_name: '甲' });
    const b = await ctx.member({ nick_name: '乙' });
    const c = await ctx.member({ nick_name: '丙' });
    // Trial articles are open to everyone logged in; the paid one only to the buyer.
    expect(
      (
        await ctx.call('POST', `${B}/v1/book/article/${paid}/comment`, {
          token: b.token,
          body: { content: '付费文章的评论' },
        })
      ).json,
    ).toMatchObject({ code: 1, message: '无权限' });
    await f.buyBook(a.id, bookId);
    const paidComment = await ctx.call('POST', `${B}/v1/book/article/${paid}/comment`, {
      token: a.token,
      body: { content: '付费文章的评论' },
    });
    expect(paidComment.json.code).toBe(0);

    const top = await ctx.call('POST', `${B}/v1/book/article/${trial}/comment`, {
      token: a.token,
      body: { content: '试读部分写得真好' },
    });
    const topId = (top.json.data as { comment_id: number }).comment_id;
    const r1 = await ctx.call('POST', `${B}/v1/book/article/${trial}/comment`, {
      token: b.token,
      body: { parent_id: topId, content: '我也这么觉得呢', reply_id: topId },
    });
    expect(r1.json.data).toEqual({ comment_id: expect.any(Number) as number, reply_id: topId });
    const r1Id = (r1.json.data as { comment_id: number }).comment_id;
    const r2 = await ctx.call('POST', `${B}/v1/book/article/${trial}/comment`, {
      token: c.token,
      body: { parent_id: topId, content: '同意楼上的看法', reply_id: r1Id },
    });
    expect(r2.json.data).toMatchObject({ reply_id: r1Id });
    // A reply must answer a comment of the same thread.
    expect(
      (
        await ctx.call('POST', `${B}/v1/book/article/${trial}/comment`, {
          token: c.token,
          body: { parent_id: topId, content: '回复不存在的人', reply_id: 99999 },
        })
      ).json,
    ).toMatchObject({ code: 1, message: '回复的用户不存在' });
    const paidTop = (paidComment.json.data as { comment_id: number }).comment_id;
    expect(
      (
        await ctx.call('POST', `${B}/v1/book/article/${trial}/comment`, {
          token: c.token,
          body: { parent_id: paidTop, content: '挂到别的文章下' },
        })
      ).json,
    ).toMatchObject({ code: 1, message: '评论不存在' });

    const tops = await ctx.call('GET', `${B}/v2/book/article/${trial}/comments?page=1&size=10000`);
    const topRows = (tops.json.data as { data: { data: BookArticleComment[]; total: number } }).data;
    expectShapes(topRows.data, ARTICLE_COMMENT);
    expect(topRows.total).toBe(1);
    expect(topRows.data[0]).toMatchObject({
      id: topId,
      parent_id: 0,
      children_count: 2,
      reply: null,
      user: { nick_name: '甲' },
    });
    const replies = await ctx.call(
      'GET',
      `${B}/v2/book/article/${trial}/comments?page=1&page_size=10000&parent_id=${topId}`,
    );
    const replyRows = (replies.json.data as { data: { data: BookArticleComment[] } }).data.data;
    expectShapes(replyRows, ARTICLE_COMMENT);
    expect(replyRows.map((r) => [r.content, r.reply?.user.nick_name])).toEqual([
      ['我也这么觉得呢', '甲'],
      ['同意楼上的看法', '乙'],
    ]);
  });
});
