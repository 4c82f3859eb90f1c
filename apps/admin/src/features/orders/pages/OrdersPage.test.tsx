import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../../test/commerce-factories.ts';
import { onGet, page, refuse, renderScreen, server } from '../../../../test/render.tsx';
import OrdersPage from './OrdersPage.tsx';

describe('OrdersPage', () => {
  it('lists orders with a header row and filters by status and member mobile through the address', async () => {
    const asked: string[] = [];
    server.use(
      onGet('/orders', (_req, url) => {
        asked.push(url.search);
        return page([
          makeOrder(),
          makeOrder({ id: 32, order_no: '202611280002', status: 5, payment: 'handPay' }),
        ]);
      }),
    );
    const { user, router } = renderScreen(<OrdersPage />, { route: '/orders', me: 'super' });
    const table = await screen.findByRole('table', { name: '订单列表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(
      expect.arrayContaining([
        '订单编号',
        '学员',
        '商品',
        '金额',
        '实付',
        '支付方式',
        '状态',
        '下单时间',
        '支付时间',
      ]),
    );
    expect(await within(table).findByRole('link', { name: '202611280002' })).toHaveAttribute(
      'href',
      '/orders/32',
    );
    expect(within(table).getByText('手动打款')).toBeInTheDocument();
    expect(within(table).getByText('支付中')).toBeInTheDocument();

    const filters = screen.getByRole('search', { name: '筛选' });
    await user.click(within(filters).getByLabelText('学员手机号'));
    await user.paste('13912345678');
    await user.click(within(filters).getByRole('combobox', { name: '订单状态' }));
    await user.click(await screen.findByTitle('已支付'));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=9&mobile=13912345678'));
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&size=20&status=9&mobile=13912345678'));
  });

  it('reads a date range from the address and shows the empty state', async () => {
    const asked: string[] = [];
    server.use(
      onGet('/orders', (_req, url) => {
        asked.push(url.search);
        return page([]);
      }),
    );
    renderScreen(<OrdersPage />, { route: '/orders?from=2026-11-01&to=2026-11-28', me: 'super' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?page=1&size=20&from=2026-11-01&to=2026-11-28');
    expect(screen.getByDisplayValue('2026-11-01')).toBeInTheDocument();
  });

  it('shows a failed load with the server message and a retry', async () => {
    server.use(
      refuse('get', '/orders', 400, {
        message: '日期格式应为 YYYY-MM-DD',
        fields: { from: '日期格式应为 YYYY-MM-DD' },
      }),
    );
    renderScreen(<OrdersPage />, { route: '/orders?from=x', me: 'super' });
    expect(await screen.findByText('日期格式应为 YYYY-MM-DD')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
