import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CommentRequest, CommentsReply } from '@meedu/contract';
import { api } from '../../api/client.ts';
import type { CommentSource } from './api.ts';
import { CommentThread } from './CommentThread.tsx';
import { rowsOfReply, type CommentId, type CommentRow } from './rows.ts';
import { makeMember } from '../../../test/factories/member.ts';
import { bodyOf, networkError, onGet, onPost, refuse } from '../../../test/handlers/http.ts';
import { server } from '../../../test/msw.ts';
import { currentUrl, loginAs, renderWithProviders, routePattern } from '../../../test/render.tsx';

let reply: CommentsReply;
let posted: string[];
beforeEach(() => {
  posted = [];
  reply = {
    comments: [
      {
        id: 1,
        user_id: 9,
        render_content: '&lt;b&gt;早期评论&lt;/b&gt;',
        created_at: '2024-01-01T00:00:00Z',
      },
      { id: 2, user_id: 404, render_content: '没有作者的评论', created_at: '2024-01-02T00:00:00Z' },
    ],
    users: { 9: { id: 9, avatar: '', nick_name: '老学员' } },
  };
  server.use(
    onGet<CommentsReply>('/api/v2/thing/1/comments', () => reply),
    onPost<[]>('/api/v2/thing/1/comment', async ({ request }) => {
      const { content } = await bodyOf<CommentRequest>(request);
      posted.push(content);
      reply = {
        ...reply,
        comments: [
          { id: 3, user_id: 1, render_content: content, created_at: new Date().toISOString() },
          ...reply.comments,
        ],
        users: { ...reply.users, 1: { id: 1, avatar: '', nick_name: '学习达人' } },
      };
      return [];
    }),
  );
});

// A source as a feature's api/ file declares it.
const source: CommentSource = {
  key: ['thing', 1, 'comments'],
  fetch: async () => rowsOfReply(await api.get<CommentsReply>('/api/v2/thing/1/comments')),
  post: (content) => api.post('/api/v2/thing/1/comment', { content }),
};

const renderThread = (canComment = true) =>
  renderWithProviders(<CommentThread label="课时评论" source={source} canComment={canComment} />, {
    route: '/courses/video/5?t=1',
    path: routePattern('/courses/video/5'),
  });

describe('CommentThread', () => {
  it('lists comments as text, newest first, with 未知用户 for a missing author', async () => {
    renderThread();
    const list = await screen.findByRole('list', { name: '评论列表' });
    expect(within(list).getByText('<b>早期评论</b>')).toBeInTheDocument();
    expect(within(list).getByText('老学员')).toBeInTheDocument();
    expect(within(list).getByText('未知用户')).toBeInTheDocument();
  });

  it('sends a visitor to /login with a redirect back here', async () => {
    const { user, router } = renderThread();
    await user.click(await screen.findByRole('button', { name: '未登录，请登录后再评论' }));
    expect(currentUrl(router)).toBe(`/login?redirect=${encodeURIComponent('/courses/video/5?t=1')}`);
  });

  it('says why a member who may not post has no box', async () => {
    loginAs(makeMember());
    renderThread(false);
    expect(await screen.findByText('购买课程后可以发表评论')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('此处填写你的评论')).not.toBeInTheDocument();
  });

  it('keeps 评论 disabled while blank, refuses under 6 characters without sending, posts and reloads', async () => {
    loginAs(makeMember());
    const { user } = renderThread();
    const input = await screen.findByPlaceholderText('此处填写你的评论');
    const button = screen.getByRole('button', { name: '评论' });
    await user.type(input, '   ');
    expect(button).toBeDisabled();
    await user.clear(input);
    await user.type(input, '太短了');
    await user.click(button);
    expect(await screen.findByText('评论内容不能少于6个字')).toBeInTheDocument();
    expect(input).toHaveValue('太短了');
    expect(posted).toEqual([]);

    await user.clear(input);
    await user.type(input, '这门课讲得非常清楚');
    await user.click(button);
    expect(await screen.findByText('成功')).toBeInTheDocument();
    expect(posted).toEqual(['这门课讲得非常清楚']);
    await waitFor(() => expect(input).toHaveValue(''));
    const list = await screen.findByRole('list', { name: '评论列表' });
    expect(await within(list).findByText('这门课讲得非常清楚')).toBeInTheDocument();
  });

  it('keeps the text when the server refuses, and shows its reason', async () => {
    server.use(onPost('/api/v2/thing/1/comment', () => refuse('请购买后评论')));
    loginAs(makeMember());
    const { user } = renderThread();
    const input = await screen.findByPlaceholderText('此处填写你的评论');
    await user.type(input, '这门课讲得非常清楚');
    await user.click(screen.getByRole('button', { name: '评论' }));
    expect(await screen.findByText('请购买后评论')).toBeInTheDocument();
    expect(input).toHaveValue('这门课讲得非常清楚');
  });

  it('shows 加载失败 with 重试 when the list cannot be loaded, then the empty state', async () => {
    server.use(onGet('/api/v2/thing/1/comments', networkError, { once: true }));
    reply = { comments: [], users: [] };
    const { user } = renderThread();
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
  });
});

describe('CommentThread with replies (two-level threads)', () => {
  const replyRows: CommentRow[] = [
    {
      id: 21,
      author: { nick_name: '乙', avatar: '' },
      html: '第一条回复',
      created_at: '2024-01-03T00:00:00Z',
      reply_to: null,
    },
  ];
  const sent: { parentId: CommentId; content: string; to: CommentId }[] = [];
  const twoLevel: CommentSource = {
    key: ['two-level', 1],
    fetch: () =>
      Promise.resolve([
        {
          id: 1,
          author: { nick_name: '甲', avatar: '' },
          html: '顶层评论',
          created_at: '2024-01-01T00:00:00Z',
          children_count: replyRows.length,
        },
        { id: 2, author: null, html: '作者已注销', created_at: '2024-01-02T00:00:00Z', children_count: 0 },
      ]),
    post: () => Promise.resolve(null),
    postedText: '评论成功',
    replies: {
      key: (parentId) => ['two-level', 1, parentId],
      fetch: () => Promise.resolve([...replyRows]),
      post: (parentId, content, to) => {
        sent.push({ parentId, content, to: to.id });
        replyRows.push({
          id: 30 + replyRows.length,
          author: { nick_name: '学习达人', avatar: '' },
          html: content,
          created_at: new Date().toISOString(),
          reply_to: to.id === parentId ? null : (to.author?.nick_name ?? null),
        });
        return Promise.resolve(null);
      },
    },
  };

  it('opens the replies, answers a reply by name and toasts 回复成功; no 回复 for a missing author', async () => {
    loginAs(makeMember());
    const { user } = renderWithProviders(<CommentThread label="文章评论" source={twoLevel} canComment />);
    const list = await screen.findByRole('list', { name: '评论列表' });
    expect(within(list).getAllByRole('button', { name: '回复' })).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: '1回复' }));
    const replies = await screen.findByRole('list', { name: '回复列表' });
    await user.click(within(replies).getByRole('button', { name: '回复' }));
    await user.type(screen.getByRole('textbox', { name: '回复乙' }), '短');
    await user.click(screen.getByRole('button', { name: /发表回复/ }));
    expect(await screen.findByText('评论内容不能少于6个字')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: '回复乙' }), '回复乙的一段话');
    await user.click(screen.getByRole('button', { name: /发表回复/ }));
    expect(await screen.findByText('回复成功')).toBeInTheDocument();
    expect(sent).toEqual([{ parentId: 1, content: '短回复乙的一段话', to: 21 }]);
    expect(await within(replies).findByText('回复：乙')).toBeInTheDocument();
  });

  it('a member who may not post sees the replies but no 回复', async () => {
    loginAs(makeMember());
    const { user } = renderWithProviders(
      <CommentThread label="文章评论" source={twoLevel} canComment={false} />,
    );
    const list = await screen.findByRole('list', { name: '评论列表' });
    expect(within(list).queryByRole('button', { name: '回复' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /回复$/ }));
    expect(await screen.findByRole('list', { name: '回复列表' })).toBeInTheDocument();
  });
});
