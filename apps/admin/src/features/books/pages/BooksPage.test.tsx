import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  makeBook,
  makeBookArticle,
  makeBookChapter,
  makeContentCategory,
} from '../../../../test/content-factories.ts';
import { onGet, onWrite, page, refuse, renderScreen, server } from '../../../../test/render.tsx';
import BookEditPage from './BookEditPage.tsx';
import BooksPage from './BooksPage.tsx';

const EditPage = () => (
  <Routes>
    <Route path="books/:id" element={<BookEditPage />} />
  </Routes>
);

describe('BooksPage and BookEditPage', () => {
  it('lists books with filters sent to the server; a view-only role gets no writes; a failed load', async () => {
    let asked: URL | undefined;
    server.use(
      onGet('/book-categories', [makeContentCategory()]),
      onGet('/books', (_req, url) => {
        asked = url;
        return page([makeBook(), makeBook({ id: 8, name: '免费书', charge: 0, is_show: false })]);
      }),
    );
    const { unmount } = renderScreen(<BooksPage />, { route: '/books?is_show=1', me: ['books.view'] });
    const table = await screen.findByRole('table', { name: '电子书列表' });
    expect(await within(table).findByText('深入 Node')).toBeInTheDocument();
    expect(within(table).getByText('免费')).toBeInTheDocument();
    expect(asked?.searchParams.get('is_show')).toBe('1');
    expect(screen.queryByRole('button', { name: '新建电子书' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    unmount();
    server.use(refuse('get', '/books', 500, { message: '服务器开小差了，请稍后再试' }));
    renderScreen(<BooksPage />, { route: '/books', me: 'super' });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
  });

  it('a new book: the server’s refusal at its field, the typed values kept, then opened on its page', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      onGet('/book-categories', [makeContentCategory()]),
      refuse('post', '/books', 400, { message: '参数错误', fields: { name: '电子书名称最长 120 个字' } }),
    );
    const { user, router } = renderScreen(<EditPage />, { route: '/books/new', me: 'super' });
    const form = await screen.findByRole('form', { name: '电子书信息' });
    await user.type(within(form).getByLabelText('电子书名称'), '算法');
    await user.click(within(form).getByLabelText('分类'));
    await user.click(await screen.findByTitle('编程'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('电子书名称最长 120 个字')).toBeInTheDocument();
    expect(within(form).getByLabelText('电子书名称')).toHaveValue('算法');
    server.use(
      onWrite('post', '/books', makeBook({ id: 9, name: '算法' }), {
        status: 201,
        seen: (b) => (sent = b as Record<string, unknown>),
      }),
    );
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/books/9'));
    expect(sent).toMatchObject({ name: '算法', category_id: 1, is_show: true });
  });

  it('a book’s chapters and articles, trial ones marked; deleting a chapter with articles shows the refusal', async () => {
    server.use(
      onGet('/book-categories', [makeContentCategory()]),
      onGet('/books/7', makeBook()),
      onGet('/books/7/chapters', [makeBookChapter()]),
      onGet('/books/7/articles', [
        makeBookArticle(),
        makeBookArticle({ id: 22, title: '正文', is_trial: false }),
      ]),
      refuse('delete', '/book-chapters/11', 409, { message: '该章节下还有 2 篇文章，不能删除' }),
    );
    const { user } = renderScreen(<EditPage />, { route: '/books/7', me: 'super' });
    await user.click(await screen.findByRole('tab', { name: '章节与文章' }));
    expect(await screen.findByText('正文')).toBeInTheDocument();
    expect(screen.getAllByText('试读')).toHaveLength(1);
    await user.click(screen.getAllByRole('button', { name: '删除' })[0]!);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('该章节下还有 2 篇文章，不能删除')).toBeInTheDocument();
  });
});
