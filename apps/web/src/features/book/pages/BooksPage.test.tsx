import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookListReply, BookRecItem } from '@meedu/contract';
import { bookApi } from '../../../../test/handlers/book.ts';
import { outage, findLoadFailure } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, renderRoute } from '../../../../test/render.tsx';
import { makeBookListItem as book } from '../../../../test/factories/book.ts';

let reply: BookListReply;
let rec: BookRecItem[];
const down = outage();
const asked: string[] = [];
beforeEach(() => {
  reply = {
    data: { data: [book(1), book(2, { charge: 0 })], total: 12 },
    categories: [
      { id: 3, name: '编程', children: [{ id: 4, name: 'Python' }] },
      { id: 5, name: '设计', children: [] },
    ],
  };
  rec = [{ id: 9, name: '推荐书', thumb: '/b9.svg', charge: 19 }];
  asked.length = 0;
  server.use(
    bookApi.list(({ request }) => {
      asked.push(new URL(request.url).search);
      return down.answer(reply);
    }),
    bookApi.recommended(() => rec),
  );
});

const renderPage = (route = '/book') => renderRoute(route);

describe('BooksPage', () => {
  it('shows skeletons, then the books with prices, top categories and 推荐阅读', async () => {
    await renderPage();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    const list = screen.getByRole('region', { name: '电子书列表' });
    const first = await within(list).findByRole('link', { name: /电子书1/ });
    expect(first).toHaveAttribute('href', '/book/detail/1');
    expect(within(first).getByText('简介1')).toBeInTheDocument();
    expect(within(list).getByText('免费')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编程' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Python' })).not.toBeInTheDocument();
    const side = screen.getByRole('complementary', { name: '推荐阅读' });
    expect(within(side).getByRole('link', { name: /推荐书/ })).toHaveAttribute('href', '/book/detail/9');
    expect(asked[0]).toContain('size=10');
    expect(asked[0]).toContain('scene=default');
  });

  it('keeps the category and page in the URL; a category resets the page', async () => {
    const { user, router } = await renderPage('/book?page=2');
    await screen.findByRole('link', { name: /电子书1/ });
    expect(asked.at(-1)).toContain('page=2');
    await user.click(screen.getByRole('button', { name: '编程' }));
    expect(currentUrl(router)).toBe('/book?category_id=3');
    await screen.findByRole('button', { name: '编程', pressed: true });
    expect(asked.at(-1)).toContain('cid=3');
  });

  it('shows the empty state for an empty list and an empty 推荐阅读', async () => {
    reply = { data: { data: [], total: 0 }, categories: [] };
    rec = [];
    await renderPage();
    expect(await screen.findAllByRole('status', { name: '暂无数据' })).toHaveLength(2);
  });

  it('says 加载失败 with 重试 when the list cannot be loaded', async () => {
    down.start();
    const { user } = await renderPage();
    const alert = await findLoadFailure();
    down.end();
    await user.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('link', { name: /电子书1/ })).toBeInTheDocument();
  });
});
