import type { NavItem } from '@meedu/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onGet, onWrite, refuse, renderScreen, server, whole } from '../../../../test/render.tsx';
import NavsPage from './NavsPage.tsx';

const nav = (over: Partial<NavItem>): NavItem => ({
  id: 1,
  name: '首页',
  url: '/',
  active_routes: '',
  platform: 'PC',
  parent_id: 0,
  sort: 1,
  blank: false,
  created_at: '2026-11-28T10:00:00+08:00',
  updated_at: '2026-11-28T10:00:00+08:00',
  ...over,
});
const NAVS = [
  nav({ id: 1, name: '首页', url: '/' }),
  nav({ id: 2, name: '课程', url: '/courses', sort: 2 }),
  nav({ id: 3, name: '录播课', url: '/courses?type=vod', parent_id: 2 }),
];

describe('NavsPage', () => {
  it('shows both levels and saves a new order from 下移', async () => {
    let sent: unknown;
    server.use(
      onGet('/navs', whole(NAVS)),
      onWrite('put', '/navs/order', whole(NAVS), { seen: (json) => (sent = json) }),
    );
    const { user } = renderScreen(<NavsPage />, { route: '/home/navs', me: 'super' });
    const top = await screen.findByRole('list', { name: '一级导航顺序' });
    expect(within(top).getByText('首页')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '课程的子导航顺序' })).toHaveTextContent('录播课');
    await user.click(screen.getByRole('button', { name: '下移：首页' }));
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
    expect(sent).toEqual({ ids: [2, 1] });
  });

  it('creates a nav; a refusal shows at its field and keeps what was typed', async () => {
    server.use(
      onGet('/navs', whole(NAVS)),
      refuse('post', '/navs', 400, {
        message: '链接须以 http://、https:// 或 / 开头',
        fields: { url: '链接须以 http://、https:// 或 / 开头' },
      }),
    );
    const { user } = renderScreen(<NavsPage />, { route: '/home/navs', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '新建导航' }));
    const form = await screen.findByRole('form', { name: '新建导航' });
    await user.type(within(form).getByLabelText('名称'), '会员');
    await user.type(within(form).getByLabelText('链接'), 'vip');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('链接须以 http://、https:// 或 / 开头')).toBeInTheDocument();
    expect(within(form).getByLabelText('名称')).toHaveValue('会员');

    let sent: unknown;
    server.use(
      onWrite('post', '/navs', nav({ id: 9, name: '会员', url: '/vip' }), {
        status: 201,
        seen: (json) => (sent = json),
      }),
    );
    await user.clear(within(form).getByLabelText('链接'));
    await user.type(within(form).getByLabelText('链接'), '/vip');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(sent).toMatchObject({ name: '会员', url: '/vip', parent_id: 0, platform: 'PC', blank: false });
  });

  it('shows a refused delete (nav with children) as the server says', async () => {
    server.use(
      onGet('/navs', whole(NAVS)),
      refuse('delete', '/navs/2', 409, { message: '该导航下还有 1 个子导航，不能删除' }),
    );
    const { user } = renderScreen(<NavsPage />, { route: '/home/navs', me: 'super' });
    const top = await screen.findByRole('list', { name: '一级导航顺序' });
    const row = within(top).getAllByRole('listitem')[1]!;
    await user.click(within(row).getAllByRole('button', { name: '删除' })[0]!);
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('该导航下还有 1 个子导航，不能删除')).toBeInTheDocument();
  });

  it('is empty, and read-only for a view-only role', async () => {
    server.use(onGet('/navs', whole([])));
    renderScreen(<NavsPage />, { route: '/home/navs', me: ['home.view'] });
    expect(await screen.findByText('还没有导航')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建导航' })).not.toBeInTheDocument();
  });
});
