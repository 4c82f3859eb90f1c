import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveCommentsReply, LiveCourse, LiveDetailReply } from '@meedu/contract';
import { currentUrl, fail, loginAs, makeMember, ok, renderWithProviders } from '../../../../test/render.tsx';
import { onGet, server } from '../../../../test/msw.ts';
import { token } from '../../../lib/storage.ts';
import { useSession } from '../../../stores/session.ts';
import LiveDetailPage from './LiveDetailPage.tsx';

const course: LiveCourse = {
  id: 5,
  title: 'Python 数据分析直播',
  thumb: '/l5.svg',
  charge: 99,
  short_description: '三个真实项目',
  render_desc: '<p>课程介绍<script>alert(1)</script></p>',
  status: 1,
  status_text: '直播中',
  vip_can_view: 1,
  teacher: { name: '李明', avatar: '/t.svg', short_desc: '数据工程师' },
  poster: '',
};

let reply: LiveDetailReply;
const comments: LiveCommentsReply = {
  data: {
    data: [{ id: 1, user_id: 9, content: '<b>很好</b>的课程', created_at: '2026-11-20T00:00:00.000000Z' }],
    total: 1,
  },
  users: { '9': { nick_name: '小红', avatar: '/a.svg' } },
};

beforeEach(() => {
  reply = {
    course,
    chapters: [{ id: 1, name: '第一章' }],
    videos: {
      '1': [
        { id: 11, title: '第1讲', status: 2, published_at: '2026-11-20 08:00:00', duration: 3600 },
        { id: 12, title: '第2讲', status: 1, published_at: '2026-11-21 08:00:00', duration: 0 },
      ],
      '0': [
        { id: 13, title: '第3讲', status: 0, published_at: '2026-11-28 08:00:00', duration: 0 },
        { id: 14, title: '第4讲', status: 2, published_at: '2026-11-19 08:00:00', duration: 0 },
      ],
    },
    is_buy: false,
  };
  server.use(
    onGet('/addons/zhibo/api/v1/course/5', () => reply),
    onGet('/addons/zhibo/api/v1/course/5/comments', comments),
    onGet('/addons/templateOne/api/v1/like/status', { like: false }),
  );
});
afterEach(() => {
  token.clear();
  useSession.setState({ isLogin: false });
});

const route = (tab = 2) => ({ route: `/live/detail/5?tab=${tab}`, path: '/live/detail/:id' });

describe('LiveDetailPage', () => {
  it('shows the info box with the status badge, the buy and VIP buttons, and the introduction sanitised', async () => {
    const view = renderWithProviders(<LiveDetailPage />, route());
    expect(await screen.findByRole('heading', { name: 'Python 数据分析直播' })).toBeTruthy();
    expect(screen.getAllByText('直播中').length).toBeGreaterThan(0);
    expect(screen.getByText('李明')).toBeTruthy();
    expect(await screen.findByText('课程介绍')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('button', { name: '会员免费看' })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: '订阅课程￥99' }));
    await waitFor(() => expect(currentUrl(view.router)).toMatch(/^\/login\?redirect=/));
  });

  it('sends a member who buys to the order page with the live query', async () => {
    loginAs(makeMember());
    const view = renderWithProviders(<LiveDetailPage />, route());
    await view.user.click(await screen.findByRole('button', { name: '订阅课程￥99' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/order'));
    const q = new URLSearchParams(view.router.state.location.search);
    expect(Object.fromEntries(q)).toMatchObject({
      goods_id: '5',
      goods_type: 'live',
      goods_charge: '99',
      goods_label: '直播课程',
      goods_name: 'Python 数据分析直播',
    });
  });

  it('lists the schedule with each lesson state, and refuses lessons the member may not enter', async () => {
    loginAs(makeMember());
    const view = renderWithProviders(<LiveDetailPage />, route(3));
    expect(await screen.findByText('第一章')).toBeTruthy();
    expect(screen.getByText('无章节内容')).toBeTruthy();
    expect(screen.getByText('2026-11-28 08:00')).toBeTruthy();
    expect(screen.getByText('已结束 01:00:00')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: /第2讲/ }));
    expect(await screen.findByText('请购买课程后观看')).toBeTruthy();
    expect(currentUrl(view.router)).toBe('/live/detail/5?tab=3');
  });

  it('opens a lesson for a buyer, but not an ended one without a replay', async () => {
    loginAs(makeMember());
    reply = { ...reply, is_buy: true };
    const view = renderWithProviders(<LiveDetailPage />, route(3));
    await screen.findByText('课程已购买');
    await view.user.click(screen.getByRole('button', { name: /第4讲/ }));
    expect(await screen.findByText('直播已结束')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: /第2讲/ }));
    await waitFor(() => expect(currentUrl(view.router)).toBe('/live/video/12'));
  });

  it('sends a visitor who clicks a lesson to the login page', async () => {
    const view = renderWithProviders(<LiveDetailPage />, route(3));
    await view.user.click(await screen.findByRole('button', { name: /第2讲/ }));
    await waitFor(() =>
      expect(currentUrl(view.router)).toBe(`/login?redirect=${encodeURIComponent('/live/detail/5?tab=3')}`),
    );
  });

  it('says a free course is free and shows its comments as plain text', async () => {
    reply = { ...reply, course: { ...course, charge: 0 } };
    renderWithProviders(<LiveDetailPage />, route(4));
    expect(await screen.findByText('本课程免费')).toBeTruthy();
    expect(await screen.findByText('<b>很好</b>的课程')).toBeTruthy();
    expect(screen.getByText('小红')).toBeTruthy();
  });

  it('shows the server refusal as a missing course, and network failures with 重试', async () => {
    server.use(
      http.get('*/addons/zhibo/api/v1/course/5', () => HttpResponse.json(fail('课程不存在或已下架'))),
    );
    renderWithProviders(<LiveDetailPage />, route());
    expect(await screen.findByText('课程不存在或已下架')).toBeTruthy();
  });

  it('shows 加载失败 when the detail cannot be loaded', async () => {
    server.use(
      http.get('*/addons/zhibo/api/v1/course/5', () => HttpResponse.json(ok(null), { status: 502 })),
    );
    renderWithProviders(<LiveDetailPage />, route());
    expect(await screen.findByText('加载失败')).toBeTruthy();
  });
});
