import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Block } from '@meedu/contract';
import { makeConfig, ok, renderWithProviders } from '../../../../test/render.tsx';
import { useSession } from '../../../stores/session.ts';
import HomePage from './HomePage.tsx';
import { server } from '../../../../test/msw.ts';

const blocks: Block[] = [
  {
    id: 1,
    platform: 'pc',
    page: 'pc-page-index',
    config: '{}',
    sign: 'pc-vod-v1',
    sort: 1,
    config_render: {
      title: '精选录播课',
      items: [{ id: 11, title: 'Python 入门', thumb: '/c11.png', charge: 0, is_free: 1, category: null }],
    },
  },
];

let blocksDown = false;
let slidersDown = false;
beforeEach(() =>
  server.use(
    http.get('*/api/v2/other/config', () => HttpResponse.json(ok(makeConfig()))),
    http.get('*/api/v2/sliders', () =>
      slidersDown
        ? HttpResponse.error()
        : HttpResponse.json(ok([{ thumb: '/s1.png', url: '/courses', sort: 1, platform: 'PC' }])),
    ),
    http.get('*/api/v2/viewBlock/page/blocks', () =>
      blocksDown ? HttpResponse.error() : HttpResponse.json(ok(blocks)),
    ),
    http.get('*/api/v2/announcement/latest', () => HttpResponse.json(ok([]))),
    http.get('*/addons/DaySignIn/api/v1/user', () => HttpResponse.json(ok({ is_submit: 0 }))),
  ),
);
beforeEach(() => {
  blocksDown = false;
  slidersDown = false;
  useSession.setState({ isLogin: false, freshUnread: false });
});

describe('HomePage when a request fails', () => {
  it('failed blocks say 加载失败 with a retry that brings them once the server is back', async () => {
    blocksDown = true;
    const { user } = renderWithProviders(<HomePage />, { route: '/' });
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    expect(within(alert).getByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '轮播图' })).toBeInTheDocument();

    blocksDown = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '精选录播课' })).toBeInTheDocument();
    expect(screen.getByText('Python 入门')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: '加载失败' })).not.toBeInTheDocument();
  });

  it('a failed carousel stays away quietly while the blocks show', async () => {
    slidersDown = true;
    renderWithProviders(<HomePage />, { route: '/' });
    expect(await screen.findByRole('heading', { name: '精选录播课' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '轮播图' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: '加载失败' })).not.toBeInTheDocument();
  });
});
