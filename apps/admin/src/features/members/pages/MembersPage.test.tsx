import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMember } from '../../../../test/commerce-factories.ts';
import { onGet, page, refuse, renderScreen, server } from '../../../../test/render.tsx';
import MembersPage from './MembersPage.tsx';

describe('MembersPage', () => {
  it('lists members with a header row and searches by mobile, nickname or id through the address', async () => {
    const asked: string[] = [];
    server.use(
      onGet('/members', (_req, url) => {
        asked.push(url.search);
        return page(
          [
            makeMember(),
            makeMember({
              id: 8,
              nick_name: '鲍勃',
              is_lock: true,
              role_name: '年度会员',
              role_expired_at: '2027-01-01T00:00:00+08:00',
            }),
          ],
          { total: 2 },
        );
      }),
    );
    const { user, router } = renderScreen(<MembersPage />, { route: '/members', me: 'super' });
    const table = await screen.findByRole('table', { name: '学员列表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['ID', '昵称', '手机号', '积分', '会员', '状态', '注册时间', '操作']));
    expect(await within(table).findByRole('link', { name: '爱丽丝' })).toHaveAttribute('href', '/members/7');
    expect(within(table).getByText('已锁定')).toBeInTheDocument();
    expect(within(table).getByText('年度会员（至 2027-01-01 00:00）')).toBeInTheDocument();

    await user.type(within(screen.getByRole('search', { name: '筛选' })).getByLabelText('搜索学员'), '1391');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=1391'));
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&size=20&q=1391'));
  });

  it('shows the empty state', async () => {
    server.use(onGet('/members', page([])));
    renderScreen(<MembersPage />, { route: '/members', me: 'super' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('shows a failed load with the server message and a retry', async () => {
    server.use(refuse('get', '/members', 500, { message: '服务器开小差了，请稍后再试' }));
    renderScreen(<MembersPage />, { route: '/members', me: 'super' });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
