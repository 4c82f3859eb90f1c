import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PathDetailReply, PathStepItem } from '@meedu/contract';
import {
  currentUrl,
  fail,
  loginAs,
  makeConfig,
  makeMember,
  ok,
  renderWithProviders,
} from '../../../../test/render.tsx';
import { server } from '../../../../test/msw.ts';
import { useSession } from '../../../stores/session.ts';
import LearnPathDetailPage from './LearnPathDetailPage.tsx';

const item = (id: number, over: Partial<PathStepItem> = {}): PathStepItem => ({
  id,
  other_id: id * 10,
  type: 'course',
  type_text: '录播课',
  name: `课程${id}`,
  thumb: `/c${id}.png`,
  charge: 99,
  ...over,
});

const reply = (over: Partial<PathDetailReply> = {}, progress = false): PathDetailReply => {
  const p = (n: number) => (progress ? { progress: n } : {});
  return {
    data: {
      id: 5,
      name: 'Python & 数据分析路径',
      thumb: '/p5.png',
      desc: '从零到一',
      charge: 199,
      original_charge: 299,
      courses_count: 4,
      steps_count: 2,
    },
    steps: [
      {
        id: 1,
        name: '第一阶段',
        desc: '打基础',
        courses: [item(1, { charge: 0, ...p(100) }), item(2, p(50))],
      },
      {
        id: 2,
        name: '拓展阅读',
        desc: '',
        courses: [
          item(3, { type: 'book', type_text: '电子书', thumb: '/b3.png', ...p(0) }),
          item(4, { type: 'topic', type_text: '图文', ...p(0) }),
          item(6, { type: 'paper_paper', type_text: '试卷', ...p(0) }),
        ],
      },
    ],
    is_buy: false,
    ...over,
  };
};

let mode: 'network' | 'unknown' | 'ok' = 'ok';
let body: PathDetailReply = reply();
beforeEach(() => {
  mode = 'ok';
  body = reply();
  useSession.setState({ isLogin: false, freshUnread: false });
  server.use(
    http.get('*/api/v2/other/config', () => HttpResponse.json(ok(makeConfig()))),
    http.get('*/addons/LearnPaths/api/v1/path/:id', () => {
      if (mode === 'network') return HttpResponse.error();
      if (mode === 'unknown') return HttpResponse.json(fail('学习路径不存在'));
      return HttpResponse.json(ok(body));
    }),
  );
});

const renderPage = () =>
  renderWithProviders(<LearnPathDetailPage />, {
    route: '/learnPath/detail/5',
    path: '/learnPath/detail/:id',
  });

describe('LearnPathDetailPage', () => {
  it('shows a visitor the path, its buy area and its steps without progress; a step item asks to log in', async () => {
    const { user, router } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Python & 数据分析路径' })).toBeInTheDocument();
    expect(screen.getByText('从零到一')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '购买套餐￥199（共4课程）' })).toBeInTheDocument();
    expect(screen.getByText('原价:￥299')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '会员免费看' })).not.toBeInTheDocument();
    const first = screen.getByRole('list', { name: '第一阶段' });
    expect(within(first).getByText('免费')).toBeInTheDocument();
    expect(within(first).getByText('原价:￥99')).toBeInTheDocument();
    expect(screen.getByText('打基础')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // A book uses its own thumb; an exam its paper icon.
    const reading = screen.getByRole('list', { name: '拓展阅读' });
    expect(reading.querySelector('img.lp-item__thumb--book')).toHaveAttribute('src', '/b3.png');
    expect(reading.querySelector('.lp-item__thumb--paper')).not.toBeNull();
    await user.click(within(first).getByRole('button', { name: '课程1' }));
    expect(currentUrl(router)).toBe('/login?redirect=%2FlearnPath%2Fdetail%2F5');
  });

  it("shows a member's progress on each item and leads each type to its page", async () => {
    loginAs(makeMember());
    body = reply({}, true);
    const { user, router } = renderPage();
    const bar = await screen.findByRole('progressbar', { name: '课程2学习进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('已学50%')).toBeInTheDocument();
    expect(screen.getByText('已学完')).toBeInTheDocument();
    expect(screen.getAllByText('未开始')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: '课程4' }));
    expect(currentUrl(router)).toBe('/topic/detail/40');
  });

  it('a member buying goes to the order page with the path query', async () => {
    loginAs(makeMember());
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: '购买套餐￥199（共4课程）' }));
    const url = new URL(currentUrl(router), 'http://x');
    expect(url.pathname).toBe('/order');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      goods_id: '5',
      goods_type: 'path',
      goods_charge: '199',
      goods_label: '学习路径',
      goods_name: 'Python & 数据分析路径',
      goods_thumb: '/p5.png',
    });
  });

  it('says 已购买 for a bought path and 本路径免费 for a free one', async () => {
    body = reply({ is_buy: true });
    const { unmount } = renderPage();
    expect(await screen.findByText('已购买')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /购买套餐/ })).not.toBeInTheDocument();
    unmount();
    body = reply({ data: { ...reply().data, charge: 0 } });
    renderPage();
    expect(await screen.findByText('本路径免费')).toBeInTheDocument();
  });

  it('shows 加载失败 with 重试 on a network failure, and 学习路径不存在 for an unknown path', async () => {
    mode = 'network';
    const { user, unmount } = renderPage();
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    mode = 'ok';
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: 'Python & 数据分析路径' })).toBeInTheDocument();
    unmount();
    mode = 'unknown';
    renderPage();
    expect(await screen.findByRole('status', { name: '学习路径不存在' })).toBeInTheDocument();
  });
});
