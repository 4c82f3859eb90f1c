import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommentsReply } from '@meedu/contract';
import { setNotifier } from '../../../api/notify.ts';
import { useSession } from '../../../stores/session.ts';
import { fakeEngine, member, ok, renderWithPlayer } from './test-utils.tsx';
import { VideoComments } from './VideoComments.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const notifier = { error: vi.fn(), success: vi.fn() };
beforeEach(() => {
  notifier.error.mockReset();
  setNotifier(notifier);
  useSession.setState({ user: member, isLogin: true });
});

const first: CommentsReply = {
  comments: [
    { id: 2, user_id: 9, render_content: '讲得很清楚，谢谢老师', created_at: '2024-01-01T00:00:00.000000Z' },
    {
      id: 1,
      user_id: 404,
      render_content: '&lt;b&gt;早期评论&lt;/b&gt;',
      created_at: '2024-01-01T00:00:00.000000Z',
    },
  ],
  users: { '9': { id: 9, avatar: '/u9.png', nick_name: '小红' } },
};

function api(lists: CommentsReply[]) {
  const posted: unknown[] = [];
  let calls = 0;
  server.use(
    http.get('*/api/v2/video/101/comments', () => {
      const list = lists[Math.min(calls, lists.length - 1)];
      calls += 1;
      return HttpResponse.json(ok(list));
    }),
    http.post('*/api/v2/video/101/comment', async ({ request }) => {
      const body = (await request.json()) as { content: string };
      posted.push(body);
      if (body.content.length < 6)
        return HttpResponse.json({ code: 1, message: '评论内容不能少于6个字', data: [] });
      return HttpResponse.json(ok([]));
    }),
  );
  return posted;
}

const renderComments = (canComment = true) =>
  renderWithPlayer(<VideoComments videoId={101} canComment={canComment} />, {
    route: '/courses/video/101',
    path: '/courses/video/:courseId',
    loader: fakeEngine().loader,
  });

describe('VideoComments', () => {
  it('lists comments as text, with a stand-in for a missing user', async () => {
    api([first]);
    renderComments();
    expect(await screen.findByText('讲得很清楚，谢谢老师')).toBeInTheDocument();
    expect(screen.getByText('小红')).toBeInTheDocument();
    expect(screen.getByText('未知用户')).toBeInTheDocument();
    expect(screen.getByText('<b>早期评论</b>')).toBeInTheDocument(); // escaped HTML stays text
  });

  it('keeps 评论 disabled while the box is empty or blank', async () => {
    api([first]);
    renderComments();
    const button = await screen.findByRole('button', { name: '评论' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('此处填写你的评论'), '   ');
    expect(button).toBeDisabled();
  });

  it('shows the server message for a short comment and keeps the text', async () => {
    const posted = api([first]);
    renderComments();
    const input = await screen.findByPlaceholderText('此处填写你的评论');
    await userEvent.type(input, '好课');
    await userEvent.click(screen.getByRole('button', { name: '评论' }));
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith('评论内容不能少于6个字'));
    expect(posted).toEqual([{ content: '好课' }]);
    expect(input).toHaveValue('好课');
  });

  it('posts, says 成功, clears the box and reloads the list', async () => {
    const next: CommentsReply = {
      comments: [
        { id: 3, user_id: 42, render_content: '这一节非常实用', created_at: '刚刚' },
        ...first.comments,
      ],
      users: { ...first.users, '42': { id: 42, avatar: '/a.png', nick_name: '小明' } },
    };
    const posted = api([first, next]);
    renderComments();
    const input = await screen.findByPlaceholderText('此处填写你的评论');
    await userEvent.type(input, '  这一节非常实用 ');
    await userEvent.click(screen.getByRole('button', { name: '评论' }));
    expect(await screen.findByText('成功')).toBeInTheDocument();
    expect(posted).toEqual([{ content: '这一节非常实用' }]);
    expect(input).toHaveValue('');
    expect(await screen.findByText('这一节非常实用')).toBeInTheDocument();
  });

  it('has no box for a member who cannot watch the video', async () => {
    api([first]);
    renderComments(false);
    await screen.findByText('讲得很清楚，谢谢老师');
    expect(screen.queryByPlaceholderText('此处填写你的评论')).not.toBeInTheDocument();
  });

  it('sends a visitor to /login with a redirect back to the video', async () => {
    useSession.setState({ user: null, isLogin: false });
    api([{ comments: [], users: [] }]);
    renderComments();
    await userEvent.click(await screen.findByRole('button', { name: '未登录，请登录后再评论' }));
    const location = new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');
    expect(location.pathname).toBe('/login');
    expect(location.search).toBe(`?redirect=${encodeURIComponent('/courses/video/101')}`);
    expect(location.searchParams.get('redirect')).toBe('/courses/video/101');
    expect(screen.getByText('other page')).toBeInTheDocument();
  });
});
