import type {
  AdminErrorReply,
  BookAdminDetail,
  BookArticleDetail,
  BookArticleItem,
  BookChapterItem,
  CommentAdminItem,
  ListReply,
  TopicAdminDetail,
  WendaAnswerAdminItem,
  WendaQuestionAdminDetail,
} from '@meedu/contract/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { toDbTime } from '../../src/lib/dates.ts';
import * as bookRepo from '../../src/modules/book/repository.ts';
import * as topicRepo from '../../src/modules/topic/repository.ts';
import { addCategory } from '../../src/modules/wenda/service.ts';
import { adminAgent, auditRows, consoleCrew, type AdminAgent } from './support.ts';

const B = '/addons/MeeduBooks/api';
const W = '/addons/Wenda/api/v1';
const PUBLISHED = '2026-01-01T10:00:00+08:00';
const ARTICLE_HTML =
  '<p>面积 $S = \\pi r^2$</p><pre><code class="language-js">const a = 1;</code></pre><script>alert(1)</script>';

describe('console content: books, topics, Q&A and their comments', () => {
  const crew = consoleCrew('books.view', 'books.edit', 'topics.edit');
  let topicEditor: AdminAgent;
  let wendaEditor: AdminAgent;
  let bookCategory: number;
  let topicCategory: number;
  let wendaCategory: number;

  beforeAll(async () => {
    const { ctx } = crew;
    const now = toDbTime(ctx.clock.now());
    const row = { created_at: now, updated_at: now };
    bookCategory = await bookRepo.insertCategory(ctx.db, { name: '编程', parent_id: 0, ...row });
    topicCategory = await topicRepo.insertCategory(ctx.db, { name: '随笔', parent_id: 0, ...row });
    wendaCategory = await addCategory(ctx.db, { name: '编程', ...row });
    topicEditor = await adminAgent(ctx, ['topics.edit']);
    wendaEditor = await adminAgent(ctx, ['wenda.edit', 'comments.edit']);
  }, 60_000);

  const book = (over: Record<string, unknown> = {}) => ({
    name: '深入 Node',
    category_id: bookCategory,
    thumb: '/media/covers/book-1.svg',
    charge: 39,
    is_vip_free: false,
    is_show: true,
    published_at: PUBLISHED,
    short_desc: '一本书',
    description: '<p>介绍</p><img src="javascript:alert(1)">',
    ...over,
  });

  it('books: permissions, bad input at the fields, create sanitised and audited', async () => {
    expect((await crew.viewer.call('GET', '/books')).status).toBe(200);
    const refused = await crew.outsider.call<AdminErrorReply>('GET', '/books');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限：电子书（查看）');
    expect((await crew.viewer.call('POST', '/books', book())).status).toBe(403);

    const bad = await crew.editor.call<AdminErrorReply>('POST', '/books', book({ name: ' ', charge: -1 }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ name: '请输入电子书名称', charge: '价格不能小于 0' });
    const noCategory = await crew.editor.call<AdminErrorReply>('POST', '/books', book({ category_id: 999 }));
    expect(noCategory.body.fields).toEqual({ category_id: '分类不存在' });

    const made = await crew.editor.call<BookAdminDetail>('POST', '/books', book());
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: '深入 Node', charge: 39, is_show: true, article_count: 0 });
    expect(made.body.description).not.toContain('javascript');
    const list = await crew.viewer.call<ListReply<BookAdminDetail>>('GET', '/books?q=Node');
    expect(list.body.items.map((b) => b.id)).toEqual([made.body.id]);
    expect((await auditRows(crew.ctx, 'book'))[0]).toMatchObject({
      action: 'create',
      summary: '新建电子书 深入 Node',
    });
  });

  it('books: chapters and articles in order; a trial article reads free on the storefront, a paid one not', async () => {
    const { ctx } = crew;
    const id = (await crew.editor.call<BookAdminDetail>('POST', '/books', book({ name: '算法' }))).body.id;
    const chapter = await crew.editor.call<BookChapterItem>('POST', `/books/${id}/chapters`, {
      name: '第一章',
    });
    expect(chapter.status).toBe(201);
    const article = (title: string, isTrial: boolean) =>
      crew.editor.call<BookArticleDetail>('POST', `/books/${id}/articles`, {
        title,
        chapter_id: chapter.body.id,
        is_trial: isTrial,
        is_show: true,
        published_at: PUBLISHED,
        content: ARTICLE_HTML,
      });
    const trial = (await article('试读', true)).body;
    const paid = (await article('正文', false)).body;
    expect(trial.content).toContain('$S = \\pi r^2$');
    expect(trial.content).toContain('<code class="language-js">');
    expect(trial.content).not.toContain('script');
    const wrongChapter = await crew.editor.call<AdminErrorReply>('POST', `/books/${id}/articles`, {
      title: 'x',
      chapter_id: 999,
      published_at: PUBLISHED,
    });
    expect(wrongChapter.body.fields).toEqual({ chapter_id: '章节不存在' });

    const order = await crew.editor.call<BookArticleItem[]>('PUT', `/books/${id}/articles/order`, {
      ids: [paid.id, trial.id],
    });
    expect(order.body.map((a) => a.title)).toEqual(['正文', '试读']);
    const stale = await crew.editor.call<AdminErrorReply>('PUT', `/books/${id}/articles/order`, {
      ids: [paid.id],
    });
    expect(stale.body.fields).toEqual({ ids: '列表已变化，请刷新后重新排序' });
    const busy = await crew.editor.call<AdminErrorReply>('DELETE', `/book-chapters/${chapter.body.id}`);
    expect(busy.status).toBe(409);

    const learner = await ctx.member();
    const read = async (articleId: number) =>
      (await ctx.call('GET', `${B}/v1/book/${articleId}/read`, { token: learner.token })).json.data as {
        can_see: boolean;
        article: { render_content?: string };
      };
    expect(await read(trial.id)).toMatchObject({ can_see: true, article: { render_content: trial.content } });
    const locked = await read(paid.id);
    expect(locked.can_see).toBe(false);
    expect(locked.article.render_content).toBeUndefined();
    expect((await auditRows(ctx, 'book_article')).map((a) => a.action)).toEqual([
      'reorder',
      'create',
      'create',
    ]);
  });

  it('books: a book members hold is not deleted', async () => {
    const { ctx } = crew;
    const id = (await crew.editor.call<BookAdminDetail>('POST', '/books', book({ name: '已售' }))).body.id;
    const learner = await ctx.member();
    await ctx.db
      .insertInto('user_books')
      .values({ user_id: learner.id, book_id: id, charge: 39, created_at: toDbTime(ctx.clock.now()) })
      .execute();
    const refused = await crew.editor.call<AdminErrorReply>('DELETE', `/books/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('该电子书已有 1 位学员拥有，不能删除，可改为隐藏');
  });

  it('topics: the paid part never reaches a learner who has not bought it', async () => {
    const { ctx } = crew;
    const body = {
      title: '如何写作',
      category_id: topicCategory,
      charge: 9,
      published_at: PUBLISHED,
      free_content: '<p>开篇免费</p>',
      paid_content: '<p>付费独家内容</p><script>x()</script>',
    };
    expect((await crew.viewer.call('GET', '/topics')).status).toBe(403);
    const bad = await topicEditor.call<AdminErrorReply>('POST', '/topics', { ...body, title: '' });
    expect(bad.body.fields).toEqual({ title: '请输入图文标题' });
    const made = await topicEditor.call<TopicAdminDetail>('POST', '/topics', body);
    expect(made.status).toBe(201);
    expect(made.body.paid_content).toBe('<p>付费独家内容</p>');

    const learner = await ctx.member();
    const detail = await ctx.call('GET', `/addons/MeeduTopics/api/v1/topic/${made.body.id}`, {
      token: learner.token,
    });
    expect(JSON.stringify(detail.json)).toContain('开篇免费');
    expect(JSON.stringify(detail.json)).not.toContain('付费独家');
    const edited = await topicEditor.call<TopicAdminDetail>('PUT', `/topics/${made.body.id}`, {
      ...body,
      is_show: false,
    });
    expect(edited.body.is_show).toBe(false);
    expect((await auditRows(ctx, 'topic')).map((a) => a.action)).toEqual(['update', 'create']);
  });

  it('Q&A: a hidden answer leaves the storefront, a closed question takes no answers, a hidden one is gone', async () => {
    const { ctx } = crew;
    const asker = await ctx.member({ nick_name: '提问者' });
    const answerer = await ctx.member({ nick_name: '回答者' });
    const asked = await ctx.call('POST', `${W}/question/create`, {
      token: asker.token,
      body: { title: '闭包是什么', category_id: wendaCategory, original_content: '请教', credit1: 0 },
    });
    const questionId = (asked.json.data as { id: number }).id;
    await ctx.call('POST', `${W}/question/${questionId}/answer`, {
      token: answerer.token,
      body: { original_content: '广告答案' },
    });
    const answersSeen = async () =>
      (
        (await ctx.call('GET', `${W}/question/${questionId}/detail`)).json.data as {
          answers: { id: number }[];
        }
      ).answers.length;
    expect(await answersSeen()).toBe(1);

    expect((await crew.editor.call('GET', '/wenda/questions')).status).toBe(403);
    const detail = await wendaEditor.call<WendaQuestionAdminDetail>('GET', `/wenda/questions/${questionId}`);
    const answerId = detail.body.answers[0]?.id ?? 0;
    const hidden = await wendaEditor.call<WendaAnswerAdminItem>('POST', `/wenda/answers/${answerId}/hide`);
    expect(hidden.body.is_hidden).toBe(true);
    expect(await answersSeen()).toBe(0);
    expect((await auditRows(ctx, 'wenda_answer'))[0]).toMatchObject({
      action: 'hide',
      summary: '隐藏回答者 的回答',
    });

    const closed = await wendaEditor.call<WendaQuestionAdminDetail>(
      'POST',
      `/wenda/questions/${questionId}/close`,
    );
    expect(closed.body.is_closed).toBe(true);
    const late = await ctx.call('POST', `${W}/question/${questionId}/answer`, {
      token: answerer.token,
      body: { original_content: '再答一次' },
    });
    expect(late.json.message).toBe('问题已关闭，无法继续回答');

    await wendaEditor.call('POST', `/wenda/questions/${questionId}/hide`);
    const gone = await ctx.call('GET', `${W}/question/${questionId}/detail`);
    expect(gone.json.message).toBe('问题不存在');
    const list = await wendaEditor.call<ListReply<WendaQuestionAdminDetail>>(
      'GET',
      '/wenda/questions?is_hidden=1',
    );
    expect(list.body.items.map((q) => q.id)).toEqual([questionId]);
    expect((await wendaEditor.call('DELETE', `/wenda/questions/${questionId}`)).status).toBe(204);
    expect((await auditRows(ctx, 'wenda_question')).map((a) => a.action)).toEqual([
      'delete',
      'hide',
      'close',
    ]);
  });

  it('comments: book comments are listed newest first, hidden from the storefront and deleted', async () => {
    const { ctx } = crew;
    const id = (
      await crew.editor.call<BookAdminDetail>('POST', '/books', book({ name: '评论用书', charge: 0 }))
    ).body.id;
    const learner = await ctx.member({ nick_name: '读者' });
    for (const content of ['第一条评论内容', '第二条评论内容'])
      await ctx.call('POST', `${B}/v1/book/${id}/comment`, { token: learner.token, body: { content } });
    const list = await wendaEditor.call<ListReply<CommentAdminItem>>('GET', '/comments?kind=book');
    expect(list.body.items.map((c) => c.content)).toEqual(['第二条评论内容', '第一条评论内容']);
    expect(list.body.items[0]).toMatchObject({
      kind: 'book',
      target_title: '评论用书',
      user_nick_name: '读者',
    });
    const newest = list.body.items[0]?.id ?? 0;
    await wendaEditor.call('POST', `/comments/book/${newest}/hide`);
    const shown = (await ctx.call('GET', `${B}/v1/book/${id}/comments`)).json.data as { data: unknown[] };
    expect(JSON.stringify(shown)).not.toContain('第二条');
    expect((await wendaEditor.call('DELETE', `/comments/book/${newest}`)).status).toBe(204);
    expect((await auditRows(ctx, 'book_comment')).map((a) => a.action)).toEqual(['delete', 'hide']);
    for (const kind of ['book_article', 'topic', 'live'])
      expect((await wendaEditor.call('GET', `/comments?kind=${kind}`)).status).toBe(200);
  });
});
