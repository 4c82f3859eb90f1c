import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rawTimeIn, type ChatHistoryReply, type LiveFrame, type LivePlayReply } from '@meedu/contract';
import { token } from '../../../lib/storage.ts';
import { liveApi } from '../../../../test/handlers/live.ts';
import { httpError, queryOf, refuse } from '../../../../test/handlers/http.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { server } from '../../../../test/msw.ts';
import { loginAs, renderRoute } from '../../../../test/render.tsx';
import { holdTimers } from '../../../../test/timers.ts';
import { ANNOUNCE_WINDOW_MS } from '../components/chat-announcement.ts';
import { WAITING_REFRESH_MS } from './LiveVideoPage.tsx';

vi.mock('../components/live-player.ts', () => ({ mountLivePlayer: () => ({ destroy: () => undefined }) }));

/** The browser's WebSocket, driven by the test. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  closed = false;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    act(() => this.onopen?.());
  }
  frame(f: LiveFrame) {
    act(() => this.onmessage?.({ data: JSON.stringify(f) }));
  }
  drop() {
    act(() => this.onclose?.());
  }
}

/** A raw time of the wire: the site's wall time (Asia/Shanghai), as the server sends it. */
const siteRaw = (ms: number) => rawTimeIn('Asia/Shanghai', ms);

const soon = () => siteRaw(Date.now() + 2 * 86400_000 + 3 * 3600_000 + 65_000);

const play = (
  over: Partial<LivePlayReply> = {},
  video: Partial<LivePlayReply['video']> = {},
): LivePlayReply => ({
  course: { id: 5, poster: '/p.svg' },
  video: {
    id: 12,
    course_id: 5,
    title: '第2讲 直播',
    status: 1,
    published_at: '2026-11-21 08:00:00',
    ...video,
  },
  play_url: 'http://localhost/addons/zhibo/stream/12/live.m3u8?sign=x',
  ali_rts: '',
  web_rtc_play_url: '',
  record_exists: 0,
  chat: {
    channel: 'live-12',
    user: { id: 1, nick_name: '学习达人', avatar: '' },
    connect_url: 'ws://localhost/ws/:courseId/:videoId?token=:token',
  },
  room_is_ban: 0,
  user_is_ban: 0,
  sign_in_record: [],
  ...over,
});

const record = (id: number, content: string, role: 'user' | 'teacher' = 'user') => ({
  id,
  msg_body: { chat_id: id, role, nick_name: role === 'teacher' ? '主讲老师' : `学员${id}`, content },
});

let reply: LivePlayReply;
let history: (page: number) => ChatHistoryReply;
/** The room of lesson 12 of live course 5. */
const room = liveApi.room(5, 12);
const sent: unknown[] = [];
const signed: string[] = [];

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  sent.length = 0;
  signed.length = 0;
  reply = play();
  history = () => ({ data: [record(2, '第二条'), record(1, '第一条', 'teacher')], total: 2 });
  loginAs(makeMember({ id: 1 }));
  server.use(
    liveApi.play(12, () => reply),
    room.chat(({ request }) => history(Number(queryOf(request).get('page')))),
    room.send(async ({ request }) => {
      sent.push(await request.json());
      return [];
    }),
    room.signIn(({ params }) => {
      signed.push(String(params.id));
      return [];
    }),
    room.attachments({ data: [{ id: 3, name: '讲义.txt', course_id: 5, video_id: 12 }] }),
  );
});
afterEach(() => {
  token.clear();
});

const route = '/live/video/12';

describe('LiveVideoPage', () => {
  it('shows the live lesson with its history, joins the chat and sends with Enter', async () => {
    const view = await renderRoute(route);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: '第2讲 直播' })).toBeTruthy();
    expect(await screen.findByText('第一条')).toBeTruthy();
    expect(screen.getByText('主讲老师：').className).toContain('is-staff');
    expect(screen.queryByText('加载更多')).toBeNull();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0];
    expect(socket?.url).toBe('ws://localhost/ws/5/12?token=test-token');
    socket?.open();
    expect(screen.getByText('已加入聊天室')).toBeTruthy();
    socket?.frame({ t: 'connect', u: { nickname: '小红' } });
    expect(screen.getByText('小红已加入')).toBeTruthy();

    const input = screen.getByLabelText('聊天内容');
    await view.user.type(input, '老师好{Enter}');
    await waitFor(() => expect(sent).toEqual([{ content: '老师好', duration: 0 }]));
    expect((input as HTMLInputElement).value).toBe('');
    await view.user.type(input, '   {Enter}');
    expect(sent).toHaveLength(1);
    socket?.frame({
      t: 'message',
      v: JSON.stringify({ chat_id: 3, role: 'user', nick_name: '学习达人', content: '老师好' }),
    });
    expect(screen.getByText('老师好')).toBeTruthy();
    socket?.frame({ t: 'message-deleted', params: { ids: [1] } });
    expect(screen.queryByText('第一条')).toBeNull();
    expect(screen.getByText('第二条')).toBeTruthy();
  });

  it('announces arriving messages in batches: staff and mentions in full, others counted, own left out; 播报新消息 mutes it', async () => {
    loginAs(makeMember({ id: 1, nick_name: '学习达人' }));
    const clock = holdTimers(ANNOUNCE_WINDOW_MS);
    const view = await renderRoute(route);
    await screen.findByText('第一条');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0];
    socket?.open();
    const region = document.querySelector('.ml-chat [aria-live="polite"]');
    // History is not announced.
    expect(region?.textContent).toBe('');
    const say = (chat_id: number, role: 'user' | 'teacher', nick_name: string, content: string) =>
      socket?.frame({ t: 'message', v: JSON.stringify({ chat_id, role, nick_name, content }) });
    say(10, 'user', '学员甲', '大家好');
    say(11, 'teacher', '主讲老师', '现在开始上课');
    say(12, 'user', '学员乙', '@学习达人 你好');
    say(13, 'user', '学习达人', '我到了');
    say(14, 'user', '学员丙', '收到');
    expect(region?.textContent).toBe('');
    act(() => clock.advance(ANNOUNCE_WINDOW_MS));
    expect(region?.textContent).toBe(
      '老师主讲老师：现在开始上课。学员乙提到了你：@学习达人 你好。另有2条新消息',
    );

    const toggle = screen.getByRole('button', { name: '播报新消息' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(region?.textContent).toBe('');
    say(15, 'teacher', '主讲老师', '请看第三页');
    act(() => clock.advance(ANNOUNCE_WINDOW_MS));
    expect(region?.textContent).toBe('');
  });

  it('pages history with 加载更多, older messages on top', async () => {
    history = (page) =>
      page === 1
        ? { data: Array.from({ length: 100 }, (_, i) => record(200 - i, `消息${200 - i}`)), total: 101 }
        : { data: [record(100, '最早的一条')], total: 101 };
    const view = await renderRoute(route);
    await screen.findByText('消息200');
    await view.user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('最早的一条')).toBeTruthy();
    const texts = [...document.querySelectorAll('.ml-chat__msg')].map((n) => n.textContent);
    expect(texts[0]).toContain('最早的一条');
    expect(texts.at(-1)).toContain('消息200');
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('disables the input while the room or the member is muted', async () => {
    reply = play({ room_is_ban: 1 });
    await renderRoute(route);
    expect(await screen.findByText('全员已禁言')).toBeTruthy();
    const input = screen.getByLabelText('聊天内容') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(input.placeholder).toBe('禁言状态下无法发布消息');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0];
    socket?.open();
    socket?.frame({ t: 'room-un-ban' });
    expect(input.disabled).toBe(false);
    socket?.frame({ t: 'room-user-ban', params: [2] });
    expect(input.disabled).toBe(false);
    socket?.frame({ t: 'room-user-ban', params: [1] });
    expect(screen.getByText('您已被禁言')).toBeTruthy();
    expect(input.disabled).toBe(true);
    socket?.frame({ t: 'room-user-un-ban', params: [1] });
    expect(input.disabled).toBe(false);
  });

  it('opens the roll call from the socket, signs it and closes it; a dropped socket reconnects', async () => {
    const view = await renderRoute(route);
    await screen.findByText('第一条');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0];
    socket?.open();
    const end = siteRaw(Date.now() + 30_000);
    socket?.frame({ t: 'sign-in-created', params: { id: 7, end_at: end } });
    expect(await screen.findByText('大家快来签到啦！')).toBeTruthy();
    expect(Number(screen.getByLabelText('剩余秒数').textContent)).toBeGreaterThan(25);
    await view.user.click(screen.getByRole('button', { name: '点击签到' }));
    expect(await screen.findByText('签到成功')).toBeTruthy();
    expect(signed).toEqual(['7']);
    await waitFor(() => expect(screen.queryByText('大家快来签到啦！')).toBeNull());

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    socket?.drop();
    expect(screen.getByText('已断开连接')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    vi.useRealTimers();
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]?.open();
    expect(screen.getAllByText('已加入聊天室')).toHaveLength(2);
  });

  it('counts down to an upcoming lesson', async () => {
    reply = play({ play_url: '' }, { status: 0, published_at: soon() });
    await renderRoute(route);
    expect(await screen.findByText(/^直播倒计时：2天03小时01分/)).toBeTruthy();
    expect(screen.getByText(/^开播时间/)).toBeTruthy();
  });

  it('waits for the teacher: past the start it asks again every 15 s and shows the stream once live', async () => {
    reply = play({ play_url: '' }, { status: 0, published_at: siteRaw(Date.now() - 60_000) });
    let asked = 0;
    server.use(liveApi.play(12, () => ((asked += 1), reply)));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await renderRoute(route);
      expect(await screen.findByText('待讲师开播，')).toBeTruthy();
      const before = asked;
      reply = play({}, { status: 1 });
      act(() => {
        vi.advanceTimersByTime(WAITING_REFRESH_MS);
      });
      await waitFor(() => expect(screen.queryByText('待讲师开播，')).toBeNull());
      expect(asked).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the replay after the end, without the chat input or the socket', async () => {
    reply = play(
      {
        play_url: [{ name: '360P', url: 'http://localhost/media/clip2/360p.m3u8?sign=x' }],
        record_exists: 1,
        chat: null,
      },
      { status: 2 },
    );
    const view = await renderRoute(route);
    expect(await screen.findByText('直播已结束，')).toBeTruthy();
    expect(screen.queryByLabelText('聊天内容')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: '点击回看' }));
    expect(await screen.findByTestId('live-replay')).toBeTruthy();
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('lists the courseware with download links', async () => {
    const view = await renderRoute(route);
    await screen.findByText('第一条');
    await view.user.click(screen.getByRole('tab', { name: '课件' }));
    const link = await screen.findByRole('link', { name: '下载' });
    expect(link.getAttribute('href')).toContain(
      '/addons/zhibo/api/v1/course/5/video/12/attach/3/download?token=test-token',
    );
    expect(screen.getByText('点击刷新课件列表')).toBeTruthy();
  });

  it('shows the refusal of a member who has not bought, and 加载失败 on network errors', async () => {
    server.use(liveApi.play(12, () => refuse('请购买课程后观看')));
    const view = await renderRoute(route);
    expect((await screen.findAllByText('请购买课程后观看')).length).toBeGreaterThan(0);
    view.unmount();
    server.use(liveApi.play(12, () => httpError(500)));
    await renderRoute(route);
    expect(await screen.findByText('加载失败')).toBeTruthy();
  });
});
