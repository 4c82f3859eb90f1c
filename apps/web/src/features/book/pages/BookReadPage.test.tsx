import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookArticleComment, BookReadReply } from '@meedu/contract';
import { bookApi } from '../../../../test/handlers/book.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, loginAs, renderRoute } from '../../../../test/render.tsx';
import { onGet, refuse } from '../../../../test/handlers/http.ts';
import { makeBookArticleComment as comment } from '../../../../test/factories/book.ts';

const reply = (over: Partial<BookReadReply> = {}): BookReadReply => ({
  book: { id: 1, name: '深入浅出 Python', thumb: '/b1.svg', charge: 49, is_vip_free: 1 },
  article: { id: 11, title: '前言', render_content: '<p>试读正文</p><pre><code>print(1)</code></pre>' },
  chapters: [{ id: 5, name: '第一章', sort: 1 }],
  articles: {
    '5': [
      { id: 11, title: '前言', charge: 0 },
      { id: 12, title: '变量', charge: 1 },
    ],
  },
  can_see: true,
  prev_id: 0,
  next_id: 12,
  ...over,
});

let read: Record<number, BookReadReply>;
let tops: BookArticleComment[];
let replies: BookArticleComment[];
const posted: unknown[] = [];
beforeEach(() => {
  read = {
    11: reply(),
    12: reply({
      article: { id: 12, title: '变量' },
      can_see: false,
      prev_id: 11,
      next_id: 0,
    }),
  };
  tops = [comment(1, { children_count: 1 }), comment(2, { user: [] })];
  replies = [comment(3, { parent_id: 1, reply_id: 1, reply: { user: { nick_name: '读者1' } } })];
  posted.length = 0;
  loginAs(makeMember());
  server.use(
    bookApi.read(':id', ({ params }) => read[Number(params.id)] ?? refuse('文章不存在或已下架')),
    bookApi.articleComments(':id', ({ request }) => {
      const parent = new URL(request.url).searchParams.get('parent_id');
      const data = parent ? replies : tops;
      return { data: { data, total: data.length } };
    }),
    bookApi.articleComment(':id', async ({ request }) => {
      const body = (await request.json()) as { parent_id?: number; content: string; reply_id?: number };
      posted.push(body);
      if (body.parent_id)
        replies = [...replies, comment(9, { parent_id: body.parent_id, content: body.content })];
      return { comment_id: 9 };
    }),
  );
});

const renderPage = (route = '/book/read/11') => renderRoute(route);

describe('BookReadPage', () => {
  it('reads an article the member may see: title, body with code, back link, only 下一节 at the start', async () => {
    await renderPage();
    expect(await screen.findByRole('heading', { name: '前言' })).toBeInTheDocument();
    expect(screen.getByText('试读正文')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /深入浅出 Python/ })).toHaveAttribute(
      'href',
      '/book/detail/1?tab=3',
    );
    expect(screen.queryByRole('button', { name: '上一节' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一节' })).toBeInTheDocument();
    const catalog = screen.getByRole('navigation', { name: '目录' });
    expect(within(catalog).getByRole('button', { name: /前言/ })).toHaveAttribute('aria-current', 'page');
    expect(within(catalog).getByText('试读')).toBeInTheDocument();
  });

  it('toggles the catalogue between 收起目录 and 展开目录', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: '收起目录' }));
    expect(screen.queryByRole('navigation', { name: '目录' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '展开目录' }));
    expect(screen.getByRole('navigation', { name: '目录' })).toBeInTheDocument();
  });

  it('is stopped at a paid article with the buy entry and 会员免费看; 下一节 hidden at the end', async () => {
    const { user, router } = await renderPage('/book/read/12');
    const stop = await screen.findByRole('region', { name: '购买后阅读' });
    expect(screen.getByRole('button', { name: '上一节' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一节' })).not.toBeInTheDocument();
    expect(within(stop).getByRole('button', { name: '会员免费看' })).toBeInTheDocument();
    await user.click(within(stop).getByRole('button', { name: '订阅电子书￥49' }));
    expect(router.state.location.pathname).toBe('/order');
    expect(new URLSearchParams(router.state.location.search).get('goods_type')).toBe('book');
  });

  it('上一节 goes to the previous article', async () => {
    const { user, router } = await renderPage('/book/read/12');
    await user.click(await screen.findByRole('button', { name: '上一节' }));
    expect(currentUrl(router)).toBe('/book/read/11');
    expect(await screen.findByText('试读正文')).toBeInTheDocument();
  });

  it('comments: authors or 未知用户, replies opened by {n}回复, a reply posted with 回复成功', async () => {
    const { user } = await renderPage();
    const list = await screen.findByRole('list', { name: '评论列表' });
    expect(within(list).getByText('未知用户')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: '1回复' }));
    const repliesList = await screen.findByRole('list', { name: '回复列表' });
    expect(within(repliesList).getByText('回复：读者1')).toBeInTheDocument();
    await user.click(within(list).getAllByRole('button', { name: '回复' })[0] as HTMLElement);
    await user.type(screen.getByRole('textbox', { name: '回复读者1' }), '这是一条回复内容');
    await user.click(screen.getByRole('button', { name: /发表回复/ }));
    expect(await screen.findByText('回复成功')).toBeInTheDocument();
    await waitFor(() => expect(posted).toEqual([{ parent_id: 1, content: '这是一条回复内容', reply_id: 1 }]));
    expect(await screen.findByText('这是一条回复内容')).toBeInTheDocument();
  });

  it('a member who may not read the article reads the locked hint instead of a comment box', async () => {
    await renderPage('/book/read/12');
    expect(await screen.findByText('购买电子书后可以发表评论')).toBeInTheDocument();
  });

  describe('reading records (a server that takes them: the read reply has read_record)', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      localStorage.clear();
    });

    it('offers 继续阅读 at the furthest point, goes there, and reports positions as the member reads', async () => {
      const record = { article_id: 12, article_title: '变量', position: 40 };
      read[11] = reply({ read_record: record });
      read[12] = reply({
        article: { id: 12, title: '变量', render_content: '<p>第二节正文</p>' },
        prev_id: 11,
        next_id: 0,
        read_record: record,
      });
      const got: [number, unknown][] = [];
      server.use(
        onGet('/api/v2/progress/beacon-token', { token: 'signed.beacon', expires_in: 3600 }),
        bookApi.readRecord(':id', async ({ request, params }) => {
          got.push([Number(params.id), ((await request.json()) as { position: number }).position]);
          return [];
        }),
      );
      // An article 2000 px tall whose top is 100 px down a 768 px window: 33% of it is above the bottom edge.
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ x: 0, y: 100, width: 800, height: 2000 }),
      );
      const scrollTo = vi.spyOn(window, 'scrollTo');
      const { user, router } = await renderPage();
      const resume = await screen.findByRole('status', { name: '' });
      expect(resume).toHaveTextContent('上次读到《变量》40%');
      await waitFor(() => expect(got).toContainEqual([11, 33]));
      await user.click(within(resume).getByRole('button', { name: '继续阅读' }));
      expect(currentUrl(router)).toBe('/book/read/12');
      expect(await screen.findByText('第二节正文')).toBeInTheDocument();
      // 40% of the article above the window's bottom: 100 + 800 - 768.
      await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 132));
      expect(screen.queryByRole('button', { name: '继续阅读' })).not.toBeInTheDocument();
      await waitFor(() => expect(got).toContainEqual([12, 33]));
    });
  });

  it('an unknown article shows the server message', async () => {
    await renderPage('/book/read/99');
    expect(await screen.findByRole('status', { name: '文章不存在或已下架' })).toBeInTheDocument();
  });
});
