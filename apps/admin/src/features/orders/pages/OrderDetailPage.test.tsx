import type { OrderDetail } from '@meedu/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../../test/commerce-factories.ts';
import { onGet, onWrite, refuse, renderScreen, server } from '../../../../test/render.tsx';
import OrderDetailPage from './OrderDetailPage.tsx';

const detail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  ...makeOrder({ status: 5, payment: 'handPay', paid_at: null }),
  goods_lines: [{ goods_type: 'course', goods_id: 3, goods_name: 'Python 入门', charge: 99, num: 1 }],
  payments: [],
  refunds: [],
  can_confirm_hand_pay: true,
  can_refund: false,
  ...over,
});

const paid = (over: Partial<OrderDetail> = {}) =>
  detail({
    status: 9,
    payment: 'wechat',
    paid_at: '2026-11-28T10:05:00+08:00',
    payments: [
      {
        id: 1,
        provider: 'wechat',
        trade_no: 'WX1',
        amount: 99,
        outcome: 'paid',
        created_at: '2026-11-28T10:05:00+08:00',
      },
    ],
    can_confirm_hand_pay: false,
    can_refund: true,
    ...over,
  });

const failedRefund = {
  id: 4,
  refund_no: 'R2026112800010abc',
  provider: 'wechat',
  amount: 99,
  reason: 'operator',
  status: 'failed' as const,
  reference: '',
  attempts: 5,
  last_error: '渠道超时',
  created_at: '2026-11-28T11:00:00+08:00',
  updated_at: '2026-11-28T11:05:00+08:00',
};

const route = '/orders/31';

describe('OrderDetailPage', () => {
  it('shows the order with goods, payments and refunds in named tables', async () => {
    server.use(onGet('/orders/31', paid({ refunds: [failedRefund] })));
    renderScreen(<OrderDetailPage />, { route, me: 'super' });
    expect(await screen.findByRole('heading', { name: '订单 202611280001' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '商品' })).getByText('录播课')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '支付记录' })).getByText('WX1')).toBeInTheDocument();
    const refunds = screen.getByRole('table', { name: '退款' });
    expect(within(refunds).getByText('失败')).toBeInTheDocument();
    expect(within(refunds).getByText('渠道超时')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '爱丽丝（13912345678）' })).toHaveAttribute('href', '/members/7');
  });

  it('shows a failed load with the server message', async () => {
    server.use(refuse('get', '/orders/31', 404, { message: '订单不存在' }));
    renderScreen(<OrderDetailPage />, { route, me: 'super' });
    expect(await screen.findByText('订单不存在')).toBeInTheDocument();
  });

  it('confirms a hand pay after asking and shows the order paid; a refusal is shown as the server says', async () => {
    server.use(
      onGet('/orders/31', detail()),
      onWrite('post', '/orders/31/hand-pay', paid({ payment: 'handPay' })),
    );
    const { user } = renderScreen(<OrderDetailPage />, { route, me: 'super' });
    await user.click(await screen.findByRole('button', { name: '确认收款' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('已确认收款')).toBeInTheDocument();
    expect(await screen.findByText('已支付')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认收款' })).not.toBeInTheDocument();
  });

  it('shows the refusal of a second confirmation', async () => {
    server.use(
      onGet('/orders/31', detail()),
      refuse('post', '/orders/31/hand-pay', 409, { message: '该订单已经支付，不能重复确认' }),
    );
    const { user } = renderScreen(<OrderDetailPage />, { route, me: 'super' });
    await user.click(await screen.findByRole('button', { name: '确认收款' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('该订单已经支付，不能重复确认')).toBeInTheDocument();
  });

  it('refunds with a reason: the refusal shows at the field, then the refund is listed', async () => {
    let sent: unknown;
    server.use(
      onGet('/orders/31', paid()),
      refuse('post', '/orders/31/refund', 400, {
        message: '请输入退款原因',
        fields: { reason: '请输入退款原因' },
      }),
    );
    const { user } = renderScreen(<OrderDetailPage />, { route, me: 'super' });
    await user.click(await screen.findByRole('button', { name: '退款' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByLabelText('退款原因'), '  ');
    await user.click(within(drawer).getByRole('button', { name: '确认退款' }));
    expect(await within(drawer).findAllByText('请输入退款原因')).not.toHaveLength(0);

    server.use(
      onWrite(
        'post',
        '/orders/31/refund',
        paid({
          can_refund: false,
          refunds: [{ ...failedRefund, status: 'succeeded', last_error: '', reference: 'WXR1' }],
        }),
        { seen: (b) => (sent = b) },
      ),
    );
    await user.clear(within(drawer).getByLabelText('退款原因'));
    await user.type(within(drawer).getByLabelText('退款原因'), '学员申请');
    await user.click(within(drawer).getByRole('button', { name: '确认退款' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(sent).toEqual({ reason: '学员申请' });
    expect(await screen.findByText('已退款')).toBeInTheDocument();
  });

  it('retries and closes a failed refund', async () => {
    let note: unknown;
    server.use(
      onGet('/orders/31', paid({ can_refund: false, refunds: [failedRefund] })),
      onWrite('post', '/orders/31/refunds/4/retry', paid({ can_refund: false, refunds: [failedRefund] })),
      onWrite(
        'post',
        '/orders/31/refunds/4/close',
        paid({ can_refund: false, refunds: [{ ...failedRefund, status: 'succeeded', reference: '已转账' }] }),
        { seen: (b) => (note = b) },
      ),
    );
    const { user } = renderScreen(<OrderDetailPage />, { route, me: 'super' });
    await user.click(await screen.findByRole('button', { name: '重试' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('已重新发送')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '关闭' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByLabelText('处理说明'), '已转账');
    await user.click(within(drawer).getByRole('button', { name: '标记为已人工退回' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(note).toEqual({ note: '已转账' });
    expect(await screen.findByText('已退款')).toBeInTheDocument();
  });

  it('hides every command from a role that may only view', async () => {
    server.use(onGet('/orders/31', paid({ refunds: [failedRefund] })));
    renderScreen(<OrderDetailPage />, { route, me: ['orders.view'] });
    expect(await screen.findByRole('heading', { name: '订单 202611280001' })).toBeInTheDocument();
    for (const name of ['确认收款', '退款', '重试', '关闭'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
