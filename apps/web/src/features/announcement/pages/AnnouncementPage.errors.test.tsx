import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeConfig, ok, renderWithProviders } from '../../../../test/render.tsx';
import AnnouncementPage from './AnnouncementPage.tsx';
import { server } from '../../../../test/msw.ts';

const row = {
  id: 3,
  title: '平台升级公告',
  announcement: '<p>正文 平台升级公告</p>',
  view_times: 0,
  created_at: '2024-02-21T09:46:33.000000Z',
};
let listDown = false;
let detailDown = false;
beforeEach(() =>
  server.use(
    http.get('*/api/v2/other/config', () => HttpResponse.json(ok(makeConfig()))),
    http.get('*/api/v2/announcements', () =>
      listDown ? HttpResponse.error() : HttpResponse.json(ok({ data: [row], total: 1 })),
    ),
    http.get('*/api/v2/announcement/:id', () =>
      detailDown
        ? HttpResponse.error()
        : HttpResponse.json(ok({ ...row, admin_id: 1, updated_at: row.created_at })),
    ),
  ),
);
beforeEach(() => {
  listDown = false;
  detailDown = false;
});

describe('AnnouncementPage when a request fails', () => {
  it('a failed list (no id) shows one 加载失败 with a retry that brings the latest', async () => {
    listDown = true;
    const { user } = renderWithProviders(<AnnouncementPage />, { route: '/announcement' });
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    expect(screen.getAllByRole('alert', { name: '加载失败' })).toHaveLength(1);
    listDown = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('正文 平台升级公告')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: '加载失败' })).not.toBeInTheDocument();
  });

  it('a failed detail is a load failure, not 公告不存在', async () => {
    detailDown = true;
    const { user } = renderWithProviders(<AnnouncementPage />, { route: '/announcement?id=3' });
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    expect(screen.queryByText('公告不存在或已被删除')).not.toBeInTheDocument();
    detailDown = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('正文 平台升级公告')).toBeInTheDocument();
  });
});
