import type { ShareGoodsItem, WithdrawalItem } from '@meedu/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onGet, onWrite, page, refuse, renderScreen, server } from '../../../../test/render.tsx';
import ShareGoodsPage from './ShareGoodsPage.tsx';
import WithdrawalsPage from './WithdrawalsPage.tsx';

const AT = '2026-11-28T10:00:00+08:00';
const PENDING: WithdrawalItem = {
  id: 7,
  user_id: 3,
  member: '小明（138****0001）',
  amount: 30,
  channel: 'alipay',
  channel_name: '张三',
  channel_account: 'me@example.com',
  status: 0,
  payout_reference: '',
  refuse_reason: '',
  created_at: AT,
  decided_at: null,
};
const REFUSED: WithdrawalItem = { ...PENDING, id: 6, status: 2, refuse_reason: '实名不符', decided_at: AT };

describe('WithdrawalsPage', () => {
  it('lists pending first with 打款 and 驳回; paying out sends the reference', async () => {
    let sent: unknown;
    server.use(
      onGet('/withdrawals', page([PENDING, REFUSED])),
      onWrite('post', '/withdrawals/7/approve', { ...PENDING, status: 1 }, { seen: (j) => (sent = j) }),
    );
    const { user } = renderScreen(<WithdrawalsPage />, { route: '/withdrawals', me: 'super' });
    const table = await screen.findByRole('table', { name: '提现申请列表' });
    expect(await within(table).findByText('实名不符')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '打款：小明（138****0001） ¥30' }));
    const form = await screen.findByRole('form', { name: '打款提现 ¥30（小明（138****0001））' });
    await user.type(within(form).getByLabelText('打款流水号'), 'ALI001');
    await user.click(within(form).getByRole('button', { name: '确认打款' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(sent).toEqual({ payout_reference: 'ALI001' });
  });

  it('shows a decision already made elsewhere as the server says, and no decisions to a view-only role', async () => {
    server.use(
      onGet('/withdrawals', page([PENDING])),
      refuse('post', '/withdrawals/7/refuse', 409, { message: '该提现申请已处理，请刷新后查看' }),
    );
    const { user, unmount } = renderScreen(<WithdrawalsPage />, { route: '/withdrawals', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '驳回：小明（138****0001） ¥30' }));
    const form = await screen.findByRole('form', { name: '驳回提现 ¥30（小明（138****0001））' });
    await user.type(within(form).getByLabelText('驳回理由'), '重复申请');
    await user.click(within(form).getByRole('button', { name: '确认驳回' }));
    expect(await within(form).findByText('该提现申请已处理，请刷新后查看')).toBeInTheDocument();
    unmount();

    renderScreen(<WithdrawalsPage />, { route: '/withdrawals', me: ['share.view'] });
    await screen.findByText('me@example.com（张三）');
    expect(screen.queryByRole('button', { name: /打款/ })).not.toBeInTheDocument();
  });
});

describe('ShareGoodsPage', () => {
  it('lists commissions, and a failed load offers a retry', async () => {
    const goods: ShareGoodsItem = {
      id: 1,
      goods_type: 'course',
      goods_id: 11,
      goods_title: 'React 入门',
      goods_thumb: '',
      reward: 10,
      reward2: 3,
      created_at: AT,
    };
    server.use(onGet('/share-goods', page([goods])));
    const { unmount } = renderScreen(<ShareGoodsPage />, { route: '/share-goods', me: 'super' });
    expect(await screen.findByText('录播课程 #11')).toBeInTheDocument();
    expect(screen.getByText('¥3')).toBeInTheDocument();
    unmount();
    server.use(refuse('get', '/share-goods', 500, { message: '服务器开小差了，请稍后再试' }));
    renderScreen(<ShareGoodsPage />, { route: '/share-goods', me: 'super' });
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
