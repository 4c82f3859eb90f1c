import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeRole, onGet, onWrite, page, refuse, renderScreen, server } from '../../../../test/render.tsx';
import RolesPage from './RolesPage.tsx';

describe('RolesPage', () => {
  it('lists roles with their permissions named from the catalogue', async () => {
    server.use(onGet('/roles', page([makeRole()])));
    renderScreen(<RolesPage />, { route: '/roles', me: 'super' });
    const table = await screen.findByRole('table', { name: '角色列表' });
    expect(await within(table).findByText('课程编辑')).toBeInTheDocument();
    expect(within(table).getByText('课程（编辑）')).toBeInTheDocument();
  });

  it('creates a role from the permission matrix: edit brings view with it', async () => {
    let sent: unknown;
    server.use(
      onGet('/roles', page([])),
      onWrite('post', '/roles', makeRole({ id: 9 }), { status: 201, seen: (b) => (sent = b) }),
    );
    const { user } = renderScreen(<RolesPage />, { route: '/roles', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '新建角色' }));
    const drawer = await screen.findByRole('dialog');
    const matrix = within(drawer).getByRole('table');
    expect(
      within(matrix)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['分组', '区域', '查看', '编辑']);
    await user.type(within(drawer).getByLabelText('角色名称'), '课程只读');
    await user.click(within(drawer).getByRole('checkbox', { name: '课程（查看）' }));
    await user.click(within(drawer).getByRole('checkbox', { name: '订单（编辑）' }));
    expect(within(drawer).getByRole('checkbox', { name: '订单（查看）' })).toBeChecked();
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(sent).toEqual({ name: '课程只读', permissions: ['courses.view', 'orders.view', 'orders.edit'] });
  });

  it('shows why a role in use cannot be deleted', async () => {
    server.use(
      onGet('/roles', page([makeRole()])),
      refuse('delete', '/roles/3', 409, { message: '该角色下还有 1 位管理员，不能删除' }),
    );
    const { user } = renderScreen(<RolesPage />, { route: '/roles', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('该角色下还有 1 位管理员，不能删除')).toBeInTheDocument();
  });
});
