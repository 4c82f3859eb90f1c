import { screen } from '@testing-library/react';
import type { MsGoods, TgGoods, TgGroup } from '@meedu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import { PromoPanels } from './PromoPanels.tsx';
import { PurchaseButtons } from './PurchaseButtons.tsx';
import type { Promotions } from './use-promotions.ts';
import { makeMember } from '../../../test/factories/member.ts';
import { currentUrl, loginAs, renderWithProviders, withFeatures } from '../../../test/render.tsx';

const ms: MsGoods = {
  id: 3,
  goods_id: 6,
  goods_type: 'course',
  goods_title: 'React 实战',
  goods_thumb: '',
  charge: 99,
  original_charge: 199,
  is_over: false,
  is_start: true,
  expired_seconds: 3 * 3600 + 61,
  over_num: 18,
};
const tg: TgGoods = {
  id: 4,
  other_id: 11,
  goods_type: 'course',
  goods_title: '数据分析',
  goods_thumb: '',
  charge: 69,
  original_charge: 119,
  people_num: 3,
  ended_count_down: 2 * 86400 + 5,
};
const group = (id: number, over: number): TgGroup => ({
  id,
  create_user_id: 0,
  create_user_avatar: '',
  users: [{ avatar: '' }],
  over_people_num: over,
  count_down: 3600,
});
const none: Promotions = {
  ms: null,
  msOrder: null,
  tg: null,
  groups: [],
  joinedGroupId: null,
  loading: false,
};
const product = { id: 6, charge: 199, name: 'React 实战', thumb: '' };

function show(promo: Promotions) {
  return renderWithProviders(
    <>
      <PurchaseButtons
        kind="course"
        product={product}
        promo={promo}
        buyLabel="订阅课程￥199"
        vipFree={false}
      />
      <PromoPanels promo={promo} />
    </>,
    { route: '/courses/detail/6', queryClient },
  );
}

beforeEach(() => {
  withFeatures('miaosha', 'tuangou');
  loginAs(makeMember());
});
afterEach(() => {
  queryClient.clear();
});

describe('the purchase widget (screens commerce-exam §6)', () => {
  it('a running flash sale shows only 立即秒杀 with the banner, stock and countdown', () => {
    show({ ...none, ms });
    expect(screen.getByRole('button', { name: '立即秒杀￥99' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /订阅课程/ })).not.toBeInTheDocument();
    expect(screen.getByText('库存剩余18件')).toBeInTheDocument();
    expect(screen.getByText('03时01分01秒')).toBeInTheDocument();
  });

  it('a secured slot leads to the order page', async () => {
    const { user, router } = show({ ...none, ms, msOrder: { id: 55, status: 0 } });
    await user.click(screen.getByRole('button', { name: '已获得秒杀资格，请尽快支付' }));
    expect(currentUrl(router)).toMatch(/^\/order\?.*goods_id=55/);
  });

  it('sold out: 已售罄 and no buy button', () => {
    show({ ...none, ms: { ...ms, is_over: true, over_num: 0 } });
    expect(screen.getByText('已售罄')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /立即秒杀/ })).not.toBeInTheDocument();
  });

  it('a group buy offers 单独开团 and 加入拼团 per forming group', async () => {
    const { user, router } = show({ ...none, tg, groups: [group(8, 1), group(9, 2)] });
    expect(screen.getByRole('button', { name: /订阅课程￥199/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '单独开团￥69' })).toBeInTheDocument();
    expect(screen.getByText('差1人拼成 剩余')).toBeInTheDocument();
    const joins = screen.getAllByRole('button', { name: /加入拼团/ });
    expect(joins).toHaveLength(2);
    await user.click(joins[1]!);
    expect(currentUrl(router)).toMatch(/^\/order\?.*tg_gid=9/);
  });

  it('in a group: 正在拼团中, the invite button on its row, the other rows disabled', () => {
    show({ ...none, tg, groups: [group(8, 1), group(9, 2)], joinedGroupId: 8 });
    expect(screen.getByText('正在拼团中')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /订阅课程/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /拼团中，邀请好友参团/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /加入拼团/ })).toBeDisabled();
  });
});
