import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAudit, onGet, page, renderScreen, server } from '../../../../test/render.tsx';
import AuditLogPage from './AuditLogPage.tsx';

describe('AuditLogPage', () => {
  it('lists writes in words, and opens a row to show before and after with the changed field marked', async () => {
    server.use(
      onGet('/audit-logs', page([makeAudit()])),
      onGet('/audit-logs/actors', [{ admin_id: 1, admin_name: 'admin' }]),
    );
    const { user } = renderScreen(<AuditLogPage />, { route: '/audit-logs', me: ['audit.view'] });
    const table = await screen.findByRole('table', { name: '操作日志' });
    expect(await within(table).findByText('修改角色 课程编辑')).toBeInTheDocument();
    expect(within(table).getByText('修改')).toBeInTheDocument();
    expect(within(table).getByText('角色 #3')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /展开/ }));
    const diff = await screen.findByRole('table', { name: '字段变化' });
    const changed = within(diff).getByRole('rowheader', { name: /permissions/ });
    expect(changed).toHaveTextContent('（已修改）');
    expect(within(diff).getByRole('rowheader', { name: 'name' })).not.toHaveTextContent('已修改');
    expect(within(diff).getByText('["courses.view","courses.edit"]')).toBeInTheDocument();
  });

  it('filters by entity and action through the address', async () => {
    const asked: string[] = [];
    server.use(
      onGet('/audit-logs', (_r, url) => {
        asked.push(url.search);
        return page([]);
      }),
      onGet('/audit-logs/actors', []),
    );
    const { user, router } = renderScreen(<AuditLogPage />, {
      route: '/audit-logs',
      me: ['audit.view'],
    });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    await user.click(screen.getByLabelText('对象'));
    await user.click(await screen.findByTitle('管理员'));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe('?entity=admin'));
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&size=20&entity=admin'));
  });
});
