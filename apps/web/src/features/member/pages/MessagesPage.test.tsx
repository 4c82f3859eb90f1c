import { screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@meedu/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { unreadCountQuery } from '../../../api/member.ts';
import { queryClient } from '../../../api/query-client.ts';
import { configQuery } from '../../../api/system.ts';
import { useSession } from '../../../stores/session.ts';
import { memberApi } from '../../../../test/handlers/member.ts';
import { makeNotification } from '../../../../test/factories/member.ts';
import { makeConfig } from '../../../../test/factories/system.ts';
import { server } from '../../../../test/msw.ts';
import { renderRoute } from '../../../../test/render.tsx';

const note = (id: string, message: string, read: boolean) =>
  makeNotification(id, message, { read_at: read ? '2024-02-21T09:46:33.000000Z' : null });

let messages: Notification[] = [];
let total = 0;
const calls: string[] = [];

beforeEach(() =>
  server.use(
    memberApi.messages(({ request }) => {
      const q = new URL(request.url).searchParams;
      calls.push(`list:${q.get('page')}:${q.get('page_size')}`);
      return { data: messages, total };
    }),
    memberApi.unreadCount(() => {
      calls.push('unread');
      return messages.filter((m) => !m.read_at).length;
    }),
    memberApi.markRead(({ params }) => {
      calls.push(`read:${String(params.id)}`);
      messages = messages.map((m) =>
        m.id === params.id ? { ...m, read_at: '2024-02-21T10:00:00.000000Z' } : m,
      );
      return [];
    }),
    memberApi.markAllRead(() => {
      calls.push('readAll');
      messages = messages.map((m) => ({ ...m, read_at: '2024-02-21T10:00:00.000000Z' }));
      return [];
    }),
  ),
);

beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryData(configQuery.queryKey, makeConfig());
  useSession.setState({ isLogin: true, freshUnread: false });
  calls.length = 0;
  messages = [
    note('5e0c7b9a-0000-4000-8000-000000000001', '您的订单已支付成功', false),
    note('5e0c7b9a-0000-4000-8000-000000000002', '欢迎加入学堂在线', true),
  ];
  total = 2;
});

const renderPage = () => renderRoute('/member/messages', { queryClient });

describe('/member/messages', () => {
  it('lists messages with relative time and unread markers, 20 per page', async () => {
    await renderPage();
    expect(await screen.findByText('您的订单已支付成功')).toBeInTheDocument();
    expect(screen.getByText('欢迎加入学堂在线')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '未读' })).toHaveLength(1);
    expect(screen.getAllByText('5分钟前')).toHaveLength(2);
    expect(calls).toContain('list:1:20');
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  it('a click marks one read and refreshes the unread count', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByText('您的订单已支付成功'));
    await waitFor(() => expect(screen.queryByRole('img', { name: '未读' })).not.toBeInTheDocument());
    expect(calls).toContain('read:5e0c7b9a-0000-4000-8000-000000000001');
    expect(useSession.getState().freshUnread).toBe(true);
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQuery.queryKey)).toBe(0));
    // Read rows do nothing.
    const before = calls.length;
    await user.click(screen.getByText('欢迎加入学堂在线'));
    expect(calls.filter((c) => c.startsWith('read:'))).toHaveLength(1);
    expect(calls.length).toBe(before);
  });

  it('全部已读 reloads the list and the unread count', async () => {
    messages.push(note('id-3', '课程有更新', false));
    total = 3;
    const { user } = await renderPage();
    const list = await screen.findByRole('list', { name: '消息列表' });
    expect(within(list).getAllByRole('img', { name: '未读' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: '未读' })).not.toBeInTheDocument());
    expect(calls).toContain('readAll');
    expect(calls.filter((c) => c.startsWith('list:'))).toHaveLength(2);
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQuery.queryKey)).toBe(0));
    expect(useSession.getState().freshUnread).toBe(true);
  });

  it('shows the empty state', async () => {
    messages = [];
    total = 0;
    await renderPage();
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
  });

  it('paginates past 20', async () => {
    total = 45;
    const { user } = await renderPage();
    await screen.findByText('您的订单已支付成功');
    await user.click(await screen.findByTitle('2'));
    await waitFor(() => expect(calls).toContain('list:2:20'));
  });
});
