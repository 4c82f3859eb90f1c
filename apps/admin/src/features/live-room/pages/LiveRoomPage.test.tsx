import type { LiveRoomLessonItem, LiveRoomView } from '@meedu/contract/admin';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { onGet, onWrite, refuse, renderScreen, server } from '../../../../test/render.tsx';
import { roomQuery } from '../api/live-room.ts';
import LiveRoomPage from './LiveRoomPage.tsx';
import LiveRoomsPage from './LiveRoomsPage.tsx';

const lesson: LiveRoomLessonItem = {
  id: 7,
  course_id: 3,
  course_title: '直播入门',
  title: '第一课',
  published_at: '2026-11-21T16:10:00+08:00',
  planned_minutes: 45,
  is_show: true,
  status: 0,
  started_at: null,
  ended_at: null,
  replay: '',
};

const makeRoom = (
  over: Partial<LiveRoomView> = {},
  state: Partial<LiveRoomView['lesson']> = {},
): LiveRoomView => ({
  lesson: { ...lesson, room_is_ban: false, ...state },
  messages: [],
  roll_calls: [],
  signed: [],
  bans: [],
  ...over,
});

const hello = { id: 51, user_id: 9, nick_name: '小明', role: 'user', content: '老师好' };

/** The page as the route table mounts it, so `:lessonId` comes from the address. */
const Page = () => (
  <Routes>
    <Route path="live-rooms/:lessonId" element={<LiveRoomPage />} />
  </Routes>
);
const open = () => renderScreen(<Page />, { route: '/live-rooms/7', me: ['live-room.edit'] });

describe('the teacher’s room console', () => {
  it('lists today’s lessons, each opening its room; a room not live yet starts', async () => {
    server.use(onGet('/live-rooms', { items: [lesson], total: 1, page: 1, size: 1 }));
    const list = renderScreen(<LiveRoomsPage />, { route: '/live-rooms', me: ['live-room.edit'] });
    expect(await screen.findByText('直播入门')).toBeInTheDocument();
    expect(screen.getByLabelText('进入《第一课》的直播间')).toHaveAttribute('href', '/live-rooms/7');
    list.unmount();

    const sent: unknown[] = [];
    server.use(
      onGet('/live-lessons/7/room', makeRoom()),
      onWrite('post', '/live-lessons/7/room', makeRoom({}, { status: 1 }), { seen: (b) => sent.push(b) }),
    );
    const { user } = open();
    expect(await screen.findByText('直播间：第一课')).toBeInTheDocument();
    expect(screen.getByText('未开始')).toBeInTheDocument();
    expect(screen.getByText('发起签到').closest('button')).toBeDisabled();
    await user.click(screen.getByText('开始直播'));
    expect(await screen.findByText('直播中')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'start' }]);
    expect(screen.queryByText('开始直播')).not.toBeInTheDocument();
  });

  it('live, muted, a roll call running: shows them, mutes a member from the chat and announces new messages', async () => {
    const sent: unknown[] = [];
    const live = makeRoom(
      {
        messages: [hello],
        roll_calls: [
          {
            id: 4,
            started_at: '2026-11-21T16:12:00+08:00',
            end_at: '2026-11-21T16:13:00+08:00',
            closed: false,
            signed: 1,
          },
        ],
        signed: [{ user_id: 9, nick_name: '小明' }],
      },
      { status: 1, room_is_ban: true },
    );
    server.use(
      onGet('/live-lessons/7/room', live),
      onWrite(
        'post',
        '/live-lessons/7/room',
        { ...live, bans: [{ user_id: 9, nick_name: '小明' }] },
        {
          seen: (b) => sent.push(b),
        },
      ),
    );
    const { user, client } = open();
    expect(await screen.findByText('全员禁言中')).toBeInTheDocument();
    expect(screen.getByText('解除全员禁言')).toBeInTheDocument();
    expect(screen.getByText(/签到进行中/)).toBeInTheDocument();
    expect(screen.getByText('已签到：小明')).toBeInTheDocument();
    expect(screen.getByText('发起签到').closest('button')).toBeDisabled();
    const status = document.querySelector('p[role="status"]');
    expect(status).toHaveTextContent('');

    await user.click(screen.getByLabelText('禁言 小明'));
    const bans = await screen.findByLabelText('被禁言的学员');
    expect(within(bans).getByText(/小明/)).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'ban-user', user_id: 9 }]);
    expect(screen.queryByLabelText('禁言 小明')).not.toBeInTheDocument();

    // A refresh bringing two messages says so once, naming the newest.
    const next = [
      { ...hello, id: 53, content: '第二条' },
      { ...hello, id: 52, nick_name: '小红', user_id: 10, content: '第一条' },
      hello,
    ];
    act(() => client.setQueryData(roomQuery(7).queryKey, { ...live, messages: next }));
    await waitFor(() => expect(status).toHaveTextContent('收到 2 条新消息，最新 小明：第二条'));
    const chat = screen.getByLabelText('聊天消息');
    expect([...chat.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      expect.stringContaining('老师好'),
      expect.stringContaining('第一条'),
      expect.stringContaining('第二条'),
    ]);
  });

  it('a failed send keeps the typed text and shows the server’s reason', async () => {
    server.use(
      onGet('/live-lessons/7/room', makeRoom({}, { status: 2 })),
      refuse('post', '/live-lessons/7/room', 409, { message: '直播已结束' }),
    );
    const { user } = open();
    const input = await screen.findByLabelText('以讲师身份发言');
    await user.type(input, '下课了');
    await user.click(screen.getByText('发送'));
    expect(await screen.findByText('直播已结束')).toBeInTheDocument();
    expect(input).toHaveValue('下课了');
    expect(screen.queryByText('结束直播')).not.toBeInTheDocument();
  });
});
