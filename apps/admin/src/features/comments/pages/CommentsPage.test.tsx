import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeComment } from '../../../../test/course-factories.ts';
import { onGet, onWrite, page, refuse, renderScreen, server } from '../../../../test/render.tsx';
import CommentsPage from './CommentsPage.tsx';

describe('CommentsPage', () => {
  it('lists comments newest first with their course and author; the kind filter goes to the server', async () => {
    let asked: URL | undefined;
    server.use(
      onGet('/comments', (_req, url) => {
        asked = url;
        return page([makeComment(), makeComment({ id: 50, content: '广告', is_hidden: true })]);
      }),
    );
    renderScreen(<CommentsPage />, { route: '/comments?kind=video', me: 'super' });
    const table = await screen.findByRole('table', { name: '评论列表' });
    expect(await within(table).findByText('讲得很好')).toBeInTheDocument();
    expect(within(table).getAllByText('课程：Python 入门')).toHaveLength(2);
    expect(within(table).getByText('已隐藏')).toBeInTheDocument();
    expect(asked?.searchParams.get('kind')).toBe('video');
  });

  it('hides a comment and deletes one', async () => {
    let hidden = false;
    let deleted = false;
    server.use(
      onGet('/comments', page([makeComment()])),
      onWrite('post', '/comments/course/51/hide', makeComment({ is_hidden: true }), {
        seen: () => (hidden = true),
      }),
      onWrite('delete', '/comments/course/51', null, { seen: () => (deleted = true) }),
    );
    const { user } = renderScreen(<CommentsPage />, { route: '/comments', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '隐藏' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(hidden).toBe(true));
    await user.click(screen.getByRole('button', { name: '删除' }));
    const confirms = await screen.findAllByRole('button', { name: '确定' });
    await user.click(confirms[confirms.length - 1]!);
    await waitFor(() => expect(deleted).toBe(true));
  });

  it('approves a comment waiting for moderation (待审核, MeEdu 4.9.30)', async () => {
    let approved = false;
    server.use(
      onGet('/comments', page([makeComment({ is_pending: true })])),
      onWrite('post', '/comments/course/51/approve', makeComment({ is_pending: false }), {
        seen: () => (approved = true),
      }),
    );
    const { user } = renderScreen(<CommentsPage />, { route: '/comments', me: 'super' });
    expect(await screen.findByText('待审核')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '审核通过' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(approved).toBe(true));
  });

  it('shows an empty list and a failed load', async () => {
    server.use(onGet('/comments', page([])));
    const { unmount } = renderScreen(<CommentsPage />, { route: '/comments', me: 'super' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    unmount();
    server.use(refuse('get', '/comments', 500, { message: '服务器开小差了，请稍后再试' }));
    renderScreen(<CommentsPage />, { route: '/comments', me: 'super' });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
  });

  it('a view-only role sees no 隐藏 or 删除', async () => {
    server.use(onGet('/comments', page([makeComment()])));
    renderScreen(<CommentsPage />, { route: '/comments', me: ['comments.view'] });
    expect(await screen.findByText('讲得很好')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '隐藏' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });
});
