import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render.tsx';

describe('/order/success', () => {
  it('shows the amount the cashier returned and leads home or to the orders', async () => {
    const { user, router } = await renderRoute('/order/success?out_trade_no=1&total_amount=99.00');
    expect(screen.getByText('支付成功！')).toBeInTheDocument();
    expect(screen.getByText('￥99')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('支付成功'));
    await user.click(screen.getByRole('button', { name: /查看订单/ }));
    expect(router.state.location.pathname).toBe('/member/orders');
  });

  it('shows ￥0 without an amount, and 返回首页 goes home', async () => {
    const { user, router } = await renderRoute('/order/success');
    expect(screen.getByText('￥0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /返回首页/ }));
    expect(router.state.location.pathname).toBe('/');
  });
});
