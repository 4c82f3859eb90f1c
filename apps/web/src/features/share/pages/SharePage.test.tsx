import { screen, waitFor, within } from '@testing-library/react';
import type { ShareBalanceRecord, ShareGoods } from '@meedu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../api/query-client.ts';
import { configQuery } from '../../../api/system.ts';
import { marketingApi } from '../../../../test/handlers/marketing.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { makeConfig } from '../../../../test/factories/system.ts';
import { outage, findLoadFailure } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';
import { loginAs, renderRoute } from '../../../../test/render.tsx';

let balance = 15;
let goods: ShareGoods[] = [];
let records: ShareBalanceRecord[] = [];
const down = outage();
const withdrawals: unknown[] = [];

beforeEach(() => {
  balance = 15;
  withdrawals.length = 0;
  goods = [
    { id: 1, goods_id: 6, goods_type: 'live', goods_title: '直播训练营', goods_thumb: '/l.svg', reward: 25 },
  ];
  records = [{ remark: '邀请用户购买《React》奖励', amount: 15, created_at: new Date().toISOString() }];
  server.use(
    marketingApi.shareUser(down.reply(() => ({ invite_count: 1, invite_balance: balance }))),
    marketingApi.shareConfig(() => ({ rules: '<p>邀请好友可得奖励</p>' })),
    marketingApi.shareGoods(() => ({ data: { data: goods, total: goods.length } })),
    marketingApi.shareBalance(() => ({ data: records, total: records.length })),
    marketingApi.shareWithdraw(async ({ request }) => {
      withdrawals.push(await request.json());
      balance = 5;
      return [];
    }),
  );
  queryClient.setQueryData(configQuery.queryKey, makeConfig());
  loginAs(makeMember({ id: 42 }));
});
afterEach(() => {
  queryClient.clear();
});

describe('/share', () => {
  it('shows the invite link with msv, the figures, the share goods and the rules', async () => {
    await renderRoute('/share', { queryClient });
    expect(await screen.findByRole('textbox', { name: '邀请链接' })).toHaveValue(
      `${window.location.origin}/?msv=42`,
    );
    expect(screen.getByText('邀请人数')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '分销课程' });
    expect(within(list).getByText('邀新用户下单可赚25元')).toBeInTheDocument();
    expect(await screen.findByText('邀请好友可得奖励')).toBeInTheDocument();
  });

  it('shows the balance records, and withdraws with the reference checks', async () => {
    const { user } = await renderRoute('/share', { queryClient });
    await user.click(await screen.findByRole('tab', { name: '资金明细' }));
    const rows = await screen.findByRole('list', { name: '资金明细' });
    expect(within(rows).getByText('15元')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /提\s*现/ }));
    const dialog = await screen.findByRole('dialog', { name: '申请提现' });
    const submit = () => user.click(within(dialog).getByRole('button', { name: /申请提现/ }));
    await submit();
    expect(await screen.findByText('请输入支付宝账户')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('收款账号'), 'a@b.cn');
    await user.type(within(dialog).getByPlaceholderText('真实姓名'), '张三');
    await submit();
    expect(await screen.findByText('请输入提现金额')).toBeInTheDocument();
    const amount = within(dialog).getByPlaceholderText('提现金额');
    await user.clear(amount);
    await user.type(amount, '20');
    await submit();
    expect(await screen.findByText('提现金额不得大于余额')).toBeInTheDocument();
    expect(withdrawals).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '10');
    await submit();
    expect(await screen.findByText('提现申请已提交，请耐心等待管理员转账')).toBeInTheDocument();
    expect(withdrawals).toEqual([
      { channel: 'alipay', channel_account: 'a@b.cn', channel_name: '张三', channel_address: '', amount: 10 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '申请提现' })).not.toBeInTheDocument());
  });

  it('says 余额为0时不可提现 for an empty balance, and 加载失败 when the figures cannot be loaded', async () => {
    balance = 0;
    const first = await renderRoute('/share', { queryClient });
    await first.user.click(await screen.findByRole('button', { name: /提\s*现/ }));
    expect(await screen.findByText('余额为0时不可提现')).toBeInTheDocument();
    first.unmount();
    queryClient.removeQueries({ queryKey: ['share'] });
    down.start();
    await renderRoute('/share', { queryClient });
    expect(await findLoadFailure()).toBeInTheDocument();
  });
});
