import type { VipPlanItem } from '@meedu/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onGet, onWrite, refuse, renderScreen, server, whole } from '../../../../test/render.tsx';
import VipPlansPage from './VipPlansPage.tsx';

const plan = (over: Partial<VipPlanItem>): VipPlanItem => ({
  id: 1,
  name: '月度会员',
  charge: 30,
  expire_days: 30,
  description: '全部课程免费',
  is_show: true,
  weight: 1,
  order_count: 0,
  created_at: '2026-11-28T10:00:00+08:00',
  updated_at: '2026-11-28T10:00:00+08:00',
  ...over,
});
const PLANS = [
  plan({}),
  plan({ id: 2, name: '年度会员', charge: 298, expire_days: 365, order_count: 3, is_show: false }),
];

describe('VipPlansPage', () => {
  it('lists the plans with price, days, state and sales', async () => {
    server.use(onGet('/vip-plans', whole(PLANS)));
    renderScreen(<VipPlansPage />, { route: '/vip-plans', me: 'super' });
    const l = await screen.findByRole('list', { name: 'VIP 套餐顺序' });
    const rows = within(l).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('月度会员¥3030 天上架已售 0 笔');
    expect(rows[1]).toHaveTextContent('已下架');
  });

  it('creates a plan and shows a refusal at its field first', async () => {
    server.use(
      onGet('/vip-plans', whole(PLANS)),
      refuse('post', '/vip-plans', 400, {
        message: '价格最高 99999 元',
        fields: { charge: '价格最高 99999 元' },
      }),
    );
    const { user } = renderScreen(<VipPlansPage />, { route: '/vip-plans', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '新建套餐' }));
    const form = await screen.findByRole('form', { name: '新建套餐' });
    await user.type(within(form).getByLabelText('套餐名称'), '季度会员');
    await user.type(within(form).getByLabelText('价格（元）'), '88');
    await user.type(within(form).getByLabelText('有效天数'), '90');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('价格最高 99999 元')).toBeInTheDocument();
    expect(within(form).getByLabelText('套餐名称')).toHaveValue('季度会员');

    let sent: unknown;
    server.use(
      onWrite('post', '/vip-plans', plan({ id: 3, name: '季度会员' }), {
        status: 201,
        seen: (j) => (sent = j),
      }),
    );
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(sent).toMatchObject({ name: '季度会员', charge: 88, expire_days: 90, is_show: true });
  });

  it('shows the refusal to delete a sold plan', async () => {
    server.use(
      onGet('/vip-plans', whole(PLANS)),
      refuse('delete', '/vip-plans/2', 409, { message: '该套餐已有 3 笔订单，不能删除，可改为下架' }),
    );
    const { user } = renderScreen(<VipPlansPage />, { route: '/vip-plans', me: 'super' });
    const l = await screen.findByRole('list', { name: 'VIP 套餐顺序' });
    await user.click(within(within(l).getAllByRole('listitem')[1]!).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('该套餐已有 3 笔订单，不能删除，可改为下架')).toBeInTheDocument();
  });

  it('is empty, and read-only for a view-only role', async () => {
    server.use(onGet('/vip-plans', whole([])));
    renderScreen(<VipPlansPage />, { route: '/vip-plans', me: ['vip.view'] });
    expect(await screen.findByText('还没有 VIP 套餐')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建套餐' })).not.toBeInTheDocument();
  });
});
