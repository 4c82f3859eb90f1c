import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeDashboard,
  makeMe,
  makeRoleMe,
  onGet,
  onWrite,
  page,
  refuse,
  renderScreen,
  server,
} from '../../test/render.tsx';
import ConsoleShell from './ConsoleShell.tsx';

describe('ConsoleShell', () => {
  it('shows every menu entry to a super administrator and lands on the dashboard', async () => {
    server.use(onGet('/auth/me', makeMe()), onGet('/dashboard', makeDashboard()));
    const { router } = renderScreen(<ConsoleShell />, { route: '/' });
    const menu = await screen.findByRole('navigation', { name: '主菜单' });
    for (const name of ['数据概览', '管理员', '角色', '操作日志'])
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: '数据概览' })).toBeInTheDocument();
  });

  it('hides what the role cannot open, and shows "no permission" for an address it cannot open', async () => {
    server.use(
      onGet('/auth/me', makeRoleMe(['audit.view'])),
      onGet('/audit-logs', page([])),
      onGet('/audit-logs/actors', []),
    );
    const { router } = renderScreen(<ConsoleShell />, { route: '/' });
    const menu = await screen.findByRole('navigation', { name: '主菜单' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['操作日志']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit-logs'));
    await router.navigate('/admins');
    expect(await screen.findByText('没有权限')).toBeInTheDocument();
  });

  it('shows the not-found screen for an unknown address', async () => {
    server.use(onGet('/auth/me', makeMe()));
    renderScreen(<ConsoleShell />, { route: '/no-such-screen' });
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
  });

  it('goes to the login screen on 401, keeping the address', async () => {
    server.use(refuse('get', '/auth/me', 401, { message: '请先登录' }));
    const { router } = renderScreen(<ConsoleShell />, { route: '/roles?page=2' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/roles?page=2')}`);
  });

  it('shows a failed session check with a retry', async () => {
    server.use(refuse('get', '/auth/me', 500, { message: '服务器开小差了，请稍后再试' }));
    renderScreen(<ConsoleShell />, { route: '/' });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('logs out to the login screen', async () => {
    let loggedOut = false;
    server.use(
      onGet('/auth/me', makeMe()),
      onGet('/dashboard', makeDashboard()),
      onWrite('post', '/auth/logout', null, {
        seen: (_b, req) => (loggedOut = req.headers.get('x-requested-with') === 'zxt-admin'),
      }),
    );
    const { user, router } = renderScreen(<ConsoleShell />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: /退出登录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loggedOut).toBe(true);
  });
});
