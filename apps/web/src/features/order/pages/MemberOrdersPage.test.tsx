import { screen, waitFor, within } from '@testing-library/react';
import type { MemberOrdersReply, MsMemberOrder, Order, TgMemberOrder } from '@meedu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../api/query-client.ts';
import { configQuery } from '../../../api/system.ts';
import { token } from '../../../lib/storage.ts';
import { orderApi } from '../../../../test/handlers/order.ts';
import { networkError } from '../../../../test/handlers/http.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { makeConfig } from '../../../../test/factories/system.ts';
import { server } from '../../../../test/msw.ts';
import { loginAs, renderRoute, withFeatures } from '../../../../test/render.tsx';

const order = (id: number, status: Order['status_text'], type = 'COURSE', name = `课程${id}`): Order => ({
  id,
  user_id: 1,
  charge: 99,
  order_id: `11200001${id}`,
  payment_method: '',
  status_text: status,
  payment_text: '',
  continue_pay: status === '未支付' || status === '支付中',
  goods: [
    {
      goods_id: 40 + id,
      goods_type: type,
      goods_name: name,
      goods_thumb: '',
      goods_text: '',
      goods_charge: 99,
      goods_ori_charge: 99,
      num: 1,
      charge: 99,
    },
  ],
  created_at: new Date(Date.now() - 3 * 60_000).toISOString(),
});

const page = (rows: Order[], total = rows.length, current = 1): MemberOrdersReply => ({
  current_page: current,
  data: rows,
  from: 1,
  last_page: Math.ceil(total / 10),
  next_page_url: null,
  per_page: 10,
  prev_page_url: null,
  to: rows.length,
  total,
});

let rows: Order[] = [];
let total = 0;
const asked: string[] = [];
const tgRows: TgMemberOrder[] = [
  {
    id: 3,
    charge: 19,
    status: 0,
    updated_at: new Date().toISOString(),
    goods: {
      goods_id: 8,
      other_id: 12,
      goods_type: 'course',
      goods_type_text: '录播课',
      goods_title: '拼团课',
      goods_thumb: '',
    },
  },
];
const msRows: MsMemberOrder[] = [
  {
    id: 5,
    charge: 9,
    status: 0,
    created_at: new Date().toISOString(),
    goods: { goods_id: 13, goods_type: 'book', goods_type_text: '电子书', goods_title: '', goods_thumb: '' },
  },
];

beforeEach(() => {
  rows = [order(1, '已支付'), order(2, '未支付', 'ROLE', '月度会员'), order(3, '已取消', '文章')];
  total = 3;
  asked.length = 0;
  queryClient.clear();
  queryClient.setQueryData(configQuery.queryKey, makeConfig());
  loginAs(makeMember(), queryClient);
  server.use(
    orderApi.memberOrders(({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(`all:${q.get('page')}:${q.get('page_size')}`);
      return page(rows, total, Number(q.get('page')));
    }),
    orderApi.groupBuyOrders(() => ({ data: tgRows, total: 1 })),
    orderApi.flashSaleOrders(() => ({ data: msRows, total: 1 })),
  );
});
afterEach(() => {
  token.clear();
});

const renderPage = () => renderRoute('/member/orders', { queryClient });

describe('/member/orders', () => {
  it('lists the orders with their status; 实付款 only for paid ones; 继续支付 for open ones', async () => {
    const { user, router } = await renderPage();
    const list = await screen.findByRole('list', { name: '订单列表' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('课程1');
    expect(items[0]).toHaveTextContent('订单编号：112000011');
    expect(items[0]).toHaveTextContent('实付款：￥99');
    expect(items[0]).toHaveTextContent('3分钟前');
    expect(items[1]).not.toHaveTextContent('实付款');
    expect(within(items[1] as HTMLElement).getByText('未支付')).toHaveClass('mc-order__pending');
    expect(items[2]).toHaveTextContent('已取消');
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /继续支付/ })).toBeNull();
    await waitFor(() => expect(document.title).toContain('所有订单'));
    expect(asked).toEqual(['all:1:10']);
    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: /继续支付/ }));
    const q = new URLSearchParams(router.state.location.search);
    expect(router.state.location.pathname).toBe('/order');
    expect(Object.fromEntries(q)).toMatchObject({
      order_id: '112000012',
      goods_type: 'role',
      goods_label: 'VIP会员',
    });
  });

  it('a row leads to its goods', async () => {
    const { user, router } = await renderPage();
    await user.click(await screen.findByText('课程1'));
    expect(router.state.location.pathname).toBe('/courses/detail/41');
  });

  it('shows the empty picture, and pages past ten', async () => {
    rows = [];
    total = 0;
    const first = await renderPage();
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '订单列表' })).toBeNull();
    first.unmount();
    rows = Array.from({ length: 10 }, (_, i) => order(i + 1, '已支付'));
    total = 12;
    const { user } = await renderPage();
    const nav = await screen.findByRole('navigation', { name: '分页' });
    await user.click(await within(nav).findByText('2'));
    await waitFor(() => expect(asked).toContain('all:2:10'));
  });

  it('shows a retry when the list cannot be loaded', async () => {
    server.use(orderApi.memberOrders(() => networkError()));
    await renderPage();
    expect(await screen.findByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });

  it('group-buy and flash-sale tabs resume the right kind of order', async () => {
    withFeatures('tuangou', 'miaosha');
    const { user, router } = await renderPage();
    await screen.findByRole('list', { name: '订单列表' });
    await user.click(screen.getByRole('tab', { name: '团购订单' }));
    const tg = await screen.findByRole('list', { name: '团购订单列表' });
    expect(tg).toHaveTextContent('类型：录播课');
    await user.click(within(tg).getByRole('button', { name: /未支付，点击立即支付/ }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      goods_type: 'tg',
      goods_label: '团购',
      course_id: '12',
      course_type: 'course',
    });
  });

  it('the flash-sale tab names deleted goods and pays with the flash-sale order', async () => {
    withFeatures('miaosha');
    const { user, router } = await renderPage();
    await screen.findByRole('list', { name: '订单列表' });
    await user.click(screen.getByRole('tab', { name: '秒杀订单' }));
    const ms = await screen.findByRole('list', { name: '秒杀订单列表' });
    expect(ms).toHaveTextContent('商品已删除');
    await user.click(within(ms).getByRole('button', { name: /未支付，点击立即支付/ }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      goods_type: 'ms',
      goods_id: '5',
      goods_label: '秒杀',
      course_id: '13',
      course_type: 'book',
    });
  });
});
