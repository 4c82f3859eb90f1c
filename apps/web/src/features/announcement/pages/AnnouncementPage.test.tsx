import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAnnouncement } from '../../../../test/factories/home.ts';
import { homeApi } from '../../../../test/handlers/home.ts';
import { refuse } from '../../../../test/handlers/http.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, renderRoute } from '../../../../test/render.tsx';

const rows = [
  makeAnnouncement(3, '平台升级公告', {
    announcement: '<p>升级</p>',
    created_at: '2024-02-21T09:46:33.000000Z',
  }),
  makeAnnouncement(2, '春节放假通知', {
    announcement: '<p>放假</p>',
    created_at: '2024-01-20T08:00:00.000000Z',
  }),
];

let list = rows;
const detailIds: string[] = [];
beforeEach(() => {
  list = rows;
  detailIds.length = 0;
  server.use(
    homeApi.announcements(() => ({ data: list, total: list.length })),
    homeApi.announcement(':id', ({ params }) => {
      detailIds.push(String(params.id));
      const row = rows.find((r) => r.id === Number(params.id));
      return row ? { ...row, announcement: `<p>正文 ${row.title}</p>` } : refuse('错误');
    }),
  );
});

describe('AnnouncementPage', () => {
  it('without an id shows the latest, and lists the history with it highlighted', async () => {
    await renderRoute('/announcement');
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
    const { user, router } = await renderRoute('/announcement?id=2');
    expect(await screen.findByText('正文 春节放假通知')).toBeInTheDocument();
    await user.click(within(screen.getByRole('complementary')).getByRole('link', { name: /平台升级公告/ }));
    expect(await screen.findByText('正文 平台升级公告')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/announcement?id=3');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says so for an unknown id instead of spinning, without the bare 错误 toast', async () => {
    await renderRoute('/announcement?id=99');
    expect(await screen.findByText('公告不存在或已被删除')).toBeInTheDocument();
    expect(screen.queryByText('错误')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看最新公告' })).toBeInTheDocument();
  });

  it('says so for a malformed id without asking the server', async () => {
    await renderRoute('/announcement?id=abc');
    expect(await screen.findByText('公告不存在')).toBeInTheDocument();
    expect(detailIds).toEqual([]);
  });

  it('shows the empty state when there are no announcements', async () => {
    list = [];
    await renderRoute('/announcement');
    expect(await screen.findByRole('status', { name: '暂无公告' })).toBeInTheDocument();
    expect(detailIds).toEqual([]);
  });
});
