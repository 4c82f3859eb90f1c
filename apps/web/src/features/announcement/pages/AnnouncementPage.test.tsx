import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, fail, makeConfig, ok, renderWithProviders } from '../../../../test/render.tsx';
import AnnouncementPage from './AnnouncementPage.tsx';
import { server } from '../../../../test/msw.ts';

const rows = [
  {
    id: 3,
    title: '平台升级公告',
    announcement: '<p>升级</p>',
    view_times: 0,
    created_at: '2024-02-21T09:46:33.000000Z',
  },
  {
    id: 2,
    title: '春节放假通知',
    announcement: '<p>放假</p>',
    view_times: 0,
    created_at: '2024-01-20T08:00:00.000000Z',
  },
];
const full = (id: number) => {
  const row = rows.find((r) => r.id === id);
  return row
    ? { ...row, admin_id: 1, updated_at: row.created_at, announcement: `<p>正文 ${row.title}</p>` }
    : null;
};

let list = rows;
const detailIds: string[] = [];
beforeEach(() =>
  server.use(
    http.get('*/api/v2/other/config', () => HttpResponse.json(ok(makeConfig()))),
    http.get('*/api/v2/announcements', () => HttpResponse.json(ok({ data: list, total: list.length }))),
    http.get('*/api/v2/announcement/:id', ({ params }) => {
      detailIds.push(String(params.id));
      const a = full(Number(params.id));
      return HttpResponse.json(a ? ok(a) : fail('错误'));
    }),
  ),
);
beforeEach(() => {
  list = rows;
  detailIds.length = 0;
});

describe('AnnouncementPage', () => {
  it('without an id shows the latest, and lists the history with it highlighted', async () => {
    renderWithProviders(<AnnouncementPage />, { route: '/announcement' });
    expect(await screen.findByRole('heading', { name: '平台升级公告' })).toBeInTheDocument();
    expect(await screen.findByText('正文 平台升级公告')).toBeInTheDocument();
    expect(detailIds).toEqual(['3']);
    const history = screen.getByRole('complementary');
    expect(within(history).getByText('历史公告')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: /平台升级公告/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(history).getByRole('link', { name: /春节放假通知/ })).not.toHaveAttribute('aria-current');
    // changeTime of an old date: YYYY-MM-DD HH:mm in UTC.
    expect(within(history).getByText('2024-01-20 08:00')).toBeInTheDocument();
    await screen.findByText('正文 平台升级公告');
    await waitFor(() => expect(document.title).toBe('公告：平台升级公告 - 学堂在线'));
  });

  it('shows the one chosen by ?id= and switches by replacing the address', async () => {
    const { user, router } = renderWithProviders(<AnnouncementPage />, { route: '/announcement?id=2' });
    expect(await screen.findByText('正文 春节放假通知')).toBeInTheDocument();
    await user.click(within(screen.getByRole('complementary')).getByRole('link', { name: /平台升级公告/ }));
    expect(await screen.findByText('正文 平台升级公告')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/announcement?id=3');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says so for an unknown id instead of spinning, without the bare 错误 toast', async () => {
    renderWithProviders(<AnnouncementPage />, { route: '/announcement?id=99' });
    expect(await screen.findByText('公告不存在或已被删除')).toBeInTheDocument();
    expect(screen.queryByText('错误')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看最新公告' })).toBeInTheDocument();
  });

  it('says so for a malformed id without asking the server', async () => {
    renderWithProviders(<AnnouncementPage />, { route: '/announcement?id=abc' });
    expect(await screen.findByText('公告不存在')).toBeInTheDocument();
    expect(detailIds).toEqual([]);
  });

  it('shows the empty state when there are no announcements', async () => {
    list = [];
    renderWithProviders(<AnnouncementPage />, { route: '/announcement' });
    expect(await screen.findByRole('status', { name: '暂无公告' })).toBeInTheDocument();
    expect(detailIds).toEqual([]);
  });
});
