import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CourseDetailReply } from '@meedu/contract';
import { fail, makeConfig, ok, renderWithProviders } from '../../../../test/render.tsx';
import { useSession } from '../../../stores/session.ts';
import CourseDetailPage from './CourseDetailPage.tsx';
import { server } from '../../../../test/msw.ts';

const detail: CourseDetailReply = {
  course: {
    id: 1,
    title: 'Python & 数据分析',
    slug: '',
    thumb: '/c1.png',
    charge: 0,
    short_description: '从零开始学数据分析',
    published_at: '2024-01-01 00:00:00',
    is_rec: 0,
    user_count: 10,
    category_id: 3,
    is_free: 1,
    videos_count: 0,
    category: { id: 3, name: '编程' },
    render_desc: '<p>课程介绍正文</p>',
  },
  chapters: [],
  videos: [],
  isBuy: false,
  isCollect: false,
  videoWatchedProgress: [],
  attach: [],
  buyVideos: [],
};

/** What the detail endpoint does: fail at the network, answer 5xx, refuse (unknown course) or reply. */
let mode: 'network' | 'http' | 'unknown' | 'ok' = 'ok';
let calls = 0;
beforeEach(() =>
  server.use(
    http.get('*/api/v2/other/config', () => HttpResponse.json(ok(makeConfig()))),
    http.get('*/api/v2/course/:id', () => {
      calls += 1;
      if (mode === 'network') return HttpResponse.error();
      if (mode === 'http') return HttpResponse.json({ message: '服务器开小差了' }, { status: 502 });
      if (mode === 'unknown') return HttpResponse.json(fail('课程不存在'));
      return HttpResponse.json(ok(detail));
    }),
  ),
);
beforeEach(() => {
  mode = 'ok';
  calls = 0;
  useSession.setState({ isLogin: false, freshUnread: false });
});

const renderPage = () =>
  renderWithProviders(<CourseDetailPage />, {
    route: '/courses/detail/1',
    path: '/courses/detail/:id',
  });

describe('CourseDetailPage when the course cannot be loaded', () => {
  it('a network failure says 加载失败 with the reason, not 课程不存在; 重试 shows the course once back', async () => {
    mode = 'network';
    const { user } = renderPage();
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    expect(within(alert).getByText('加载失败')).toBeInTheDocument();
    expect(within(alert).getByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    expect(screen.queryByText('课程不存在或已下架')).not.toBeInTheDocument();

    mode = 'ok';
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: 'Python & 数据分析' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: '加载失败' })).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('a 5xx shows the server text with a retry', async () => {
    mode = 'http';
    renderPage();
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    expect(within(alert).getByText('服务器开小差了')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.queryByText('课程不存在或已下架')).not.toBeInTheDocument();
  });

  it('an unknown course (business error) keeps 课程不存在或已下架 and offers no retry', async () => {
    mode = 'unknown';
    renderPage();
    expect(await screen.findByRole('status', { name: '课程不存在或已下架' })).toBeInTheDocument();
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });
});
