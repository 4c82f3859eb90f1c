import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@meedu/contract';
import { token } from '../../../lib/storage.ts';
import { useDialogs } from '../../../stores/dialogs.ts';
import { initialFeatures } from '../../../lib/features.ts';
import { useFeatures } from '../../../stores/features.ts';
import { orderApi } from '../../../../test/handlers/order.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, loginAs, renderRoute } from '../../../../test/render.tsx';

const roles: Role[] = [
  { id: 1, name: '月度会员', charge: 30, expire_days: 30, desc_rows: ['全部录播课免费看', '专属客服'] },
  { id: 2, name: '年度会员 & 礼包', charge: 298, expire_days: 365, desc_rows: ['全年畅学'] },
];
let calls = 0;
beforeEach(() =>
  server.use(
    orderApi.roles(() => {
      calls += 1;
      return roles;
    }),
  ),
);
beforeEach(() => {
  calls = 0;
});

describe('VipPage', () => {
  it('lists the roles with price, period and description', async () => {
    await renderRoute('/vip');
    expect(screen.getByRole('heading', { name: /请选择会员套餐/ })).toBeInTheDocument();
    const month = await screen.findByRole('region', { name: '月度会员' });
    expect(month).toHaveTextContent('￥30/30天');
    expect(within(month).getByText('全部录播课免费看')).toBeInTheDocument();
    expect(within(month).getByText('专属客服')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '年度会员 & 礼包' })).toHaveTextContent('￥298/365天');
    await waitFor(() => expect(document.title).toContain('会员中心'));
  });

  it('visitors go to /login with a redirect back when buying', async () => {
    const { user, router } = await renderRoute('/vip');
    const card = await screen.findByRole('region', { name: '月度会员' });
    await user.click(within(card).getByRole('button', { name: /购\s*买/ }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/vip')}`);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/vip');
    expect(currentUrl(router)).toBe('/login?redirect=%2Fvip');
    expect(useDialogs.getState().open).toBeNull();
  });

  it('members go to /order with the role query string', async () => {
    token.set('tok');
    loginAs(makeMember());
    const { user, router } = await renderRoute('/vip');
    const card = await screen.findByRole('region', { name: '年度会员 & 礼包' });
    await user.click(within(card).getByRole('button', { name: /购\s*买/ }));
    expect(router.state.location.pathname).toBe('/order');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      goods_id: '2',
      goods_type: 'role',
      goods_charge: '298',
      goods_label: 'VIP会员',
      goods_name: '年度会员 & 礼包',
    });
  });

  it('hides the content when the vip switch is off', async () => {
    useFeatures.setState({ features: { ...initialFeatures, vip: false } });
    await renderRoute('/vip');
    expect(await screen.findByText('会员功能暂未开放')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /请选择会员套餐/ })).not.toBeInTheDocument();
    expect(calls).toBe(0);
  });
});
