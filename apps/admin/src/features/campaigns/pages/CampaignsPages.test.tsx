import type { FlashSaleItem, GroupBuyItem } from '@meedu/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onGet, onWrite, page, refuse, renderScreen, server } from '../../../../test/render.tsx';
import FlashSalesPage from './FlashSalesPage.tsx';
import GroupBuysPage from './GroupBuysPage.tsx';

const AT = '2026-11-28T10:00:00+08:00';
const SALE: FlashSaleItem = {
  id: 3,
  goods_type: 'course',
  goods_id: 11,
  goods_title: 'React 入门',
  goods_thumb: '',
  original_charge: 199,
  charge: 9,
  num: 10,
  sold: 4,
  paid: 2,
  started_at: AT,
  ended_at: '2026-11-30T10:00:00+08:00',
  created_at: AT,
};
const DEAL: GroupBuyItem = {
  id: 5,
  goods_type: 'book',
  goods_id: 2,
  goods_title: '设计模式',
  goods_thumb: '',
  original_charge: 99,
  charge: 49,
  people_num: 3,
  time_limit: 24,
  sold: 6,
  groups_succeeded: 2,
  started_at: AT,
  ended_at: '2026-11-30T10:00:00+08:00',
  created_at: AT,
};

describe('FlashSalesPage', () => {
  it('lists sales with stock and sold counts; a stock below what is sold is refused at its field, typed values kept', async () => {
    server.use(
      onGet('/flash-sales', page([SALE])),
      onGet('/courses', page([{ id: 11, title: 'React 入门' }])),
      refuse('put', '/flash-sales/3', 400, {
        message: '库存不能少于已售出的 4 件',
        fields: { num: '库存不能少于已售出的 4 件' },
      }),
    );
    const { user } = renderScreen(<FlashSalesPage />, { route: '/flash-sales', me: 'super' });
    const table = await screen.findByRole('table', { name: '秒杀活动列表' });
    const row = (await within(table).findByText('React 入门')).closest('tr')!;
    expect(within(row as HTMLElement).getByText('2026-11-28 10:00 至 2026-11-30 10:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '编辑：React 入门' }));
    const form = await screen.findByRole('form', { name: '编辑秒杀 React 入门' });
    expect(within(form).getByLabelText('开始时间')).toHaveValue('2026-11-28T10:00');
    const stock = within(form).getByLabelText('库存');
    await user.clear(stock);
    await user.type(stock, '3');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('库存不能少于已售出的 4 件')).toBeInTheDocument();
    expect(stock).toHaveValue('3');
  });

  it('shows a view-only role no writes', async () => {
    server.use(onGet('/flash-sales', page([SALE])));
    renderScreen(<FlashSalesPage />, { route: '/flash-sales', me: ['campaigns.view'] });
    await screen.findByText('React 入门');
    expect(screen.queryByRole('button', { name: '新建秒杀' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑：React 入门' })).not.toBeInTheDocument();
  });
});

describe('GroupBuysPage', () => {
  it('creates a group buy of a book picked by its title, sending times with the site offset', async () => {
    let created: unknown;
    let searched: string | null = null;
    server.use(
      onGet('/group-buys', page([DEAL])),
      onGet('/books', (_req, url) => {
        searched = url.searchParams.get('q');
        return page([{ id: 2, name: '设计模式' }]);
      }),
      onWrite('post', '/group-buys', DEAL, { status: 201, seen: (j) => (created = j) }),
    );
    const { user } = renderScreen(<GroupBuysPage />, { route: '/group-buys', me: 'super' });
    await screen.findByText('设计模式');
    await user.click(screen.getByRole('button', { name: '新建拼团' }));
    const form = await screen.findByRole('form', { name: '新建拼团' });
    await user.click(within(form).getByLabelText('商品类型'));
    await user.click(await screen.findByTitle('电子书'));
    await user.type(await within(form).findByLabelText('电子书'), '设计');
    await user.click(await screen.findByTitle('设计模式（#2）'));
    expect(searched).toBe('设计');
    await user.type(within(form).getByLabelText('活动价（元）'), '49');
    await user.type(within(form).getByLabelText('开始时间'), '2026-12-01T09:00');
    await user.type(within(form).getByLabelText('结束时间'), '2026-12-08T09:00');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(created).toEqual({
      goods_type: 'book',
      goods_id: 2,
      charge: 49,
      people_num: 2,
      time_limit: 24,
      started_at: '2026-12-01T09:00:00+08:00',
      ended_at: '2026-12-08T09:00:00+08:00',
    });
  });

  it('shows an empty list', async () => {
    server.use(onGet('/group-buys', page([])));
    renderScreen(<GroupBuysPage />, { route: '/group-buys', me: 'super' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
