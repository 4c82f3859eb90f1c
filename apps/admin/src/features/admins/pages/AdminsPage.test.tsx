import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeAdmin,
  makeRole,
  onGet,
  onWrite,
  page,
  refuse,
  renderScreen,
  server,
} from '../../../../test/render.tsx';
import AdminsPage from './AdminsPage.tsx';

const roles = () =>
  onGet('/roles', page([makeRole(), makeRole({ id: 4, name: '订单查看', permissions: ['orders.view'] })]));

describe('AdminsPage', () => {
  it('lists administrators with a header row, and pages and filters through the address', async () => {
    const asked: string[] = [];
    server.use(
      roles(),
      onGet('/admins', (_req, url) => {
        asked.push(url.search);
        return page(
          [
            makeAdmin(),
            makeAdmin({
              id: 1,
              name: 'admin',
              is_super: true,
              role_id: null,
              role_name: null,
              locked_until: '2026-11-28T10:15:00+08:00',
            }),
          ],
          { total: 45 },
        );
      }),
    );
    const { user, router } = renderScreen(<AdminsPage />, { route: '/admins', me: 'super' });
    const table = await screen.findByRole('table', { name: '管理员列表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['用户名', '角色', '状态', '两步验证', '最近登录', '创建时间', '操作']));
    expect(await within(table).findByText('editor')).toBeInTheDocument();
    expect(within(table).getByText('超级管理员')).toBeInTheDocument();
    expect(within(table).getByText('已锁定')).toBeInTheDocument();
    expect(screen.getByText('共 45 条')).toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await user.type(within(screen.getByRole('search', { name: '筛选' })).getByLabelText('用户名'), 'edi');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=edi'));
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&size=20&q=edi'));
  });

  it('shows the empty state and a failed load with a retry', async () => {
    server.use(roles(), onGet('/admins', page([])));
    renderScreen(<AdminsPage />, { route: '/admins', me: 'super' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('shows a failed load with the server message and a retry', async () => {
    server.use(roles(), refuse('get', '/admins', 500, { message: '服务器开小差了，请稍后再试' }));
    renderScreen(<AdminsPage />, { route: '/admins', me: 'super' });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('hides the writes from a role that may only view', async () => {
    server.use(roles(), onGet('/admins', page([makeAdmin({ id: 5, name: 'other' })])));
    renderScreen(<AdminsPage />, { route: '/admins', me: ['admins.view'] });
    expect(await screen.findByText('other')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建管理员' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });

  it('creates an administrator: the server refusal shows at its field, the values stay, then 保存成功', async () => {
    server.use(
      roles(),
      onGet('/admins', page([])),
      refuse('post', '/admins', 400, { message: '用户名已被使用', fields: { name: '用户名已被使用' } }),
    );
    const { user } = renderScreen(<AdminsPage />, { route: '/admins', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '新建管理员' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByLabelText('用户名'), 'teacher');
    await user.click(within(drawer).getByLabelText('初始密码'));
    await user.paste('secret123');
    await user.click(within(drawer).getByRole('combobox', { name: '角色' }));
    await user.click(await screen.findByTitle('订单查看'));
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('用户名已被使用')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('用户名')).toHaveValue('teacher');

    let sent: unknown;
    server.use(
      onWrite('post', '/admins', makeAdmin({ name: 'teacher2' }), { status: 201, seen: (b) => (sent = b) }),
    );
    await user.clear(within(drawer).getByLabelText('用户名'));
    await user.click(within(drawer).getByLabelText('用户名'));
    await user.paste('teacher2');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'teacher2', password: 'secret123', is_super: false, role_id: 4 });
  });

  it('disables an administrator from the edit drawer, and shows a refusal to delete', async () => {
    let sent: unknown;
    server.use(
      roles(),
      onGet('/admins', page([makeAdmin()])),
      onWrite('put', '/admins/2', makeAdmin({ status: 0 }), { seen: (b) => (sent = b) }),
      refuse('delete', '/admins/2', 409, { message: '至少要保留一位启用的超级管理员' }),
    );
    const { user } = renderScreen(<AdminsPage />, { route: '/admins', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '编辑' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('switch', { name: '启用' }));
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(sent).toEqual({ is_super: false, role_id: 3, status: 0 });

    await user.click(screen.getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('至少要保留一位启用的超级管理员')).toBeInTheDocument();
  });
});
