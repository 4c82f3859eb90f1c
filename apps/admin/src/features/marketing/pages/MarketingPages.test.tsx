import type {
  BroadcastItem,
  MallGoodsItem,
  MallOrderItem,
  PromoCodeItem,
  RedeemBatchItem,
  RedeemCodeItem,
} from '@meedu/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onGet, onWrite, page, refuse, renderScreen, server } from '../../../../test/render.tsx';
import BroadcastsPage from './BroadcastsPage.tsx';
import MallGoodsPage from './MallGoodsPage.tsx';
import MallOrdersPage from './MallOrdersPage.tsx';
import PromoCodesPage from './PromoCodesPage.tsx';
import RedeemCodesPage from './RedeemCodesPage.tsx';

const AT = '2026-11-28T10:00:00+08:00';
const PROMO: PromoCodeItem = {
  id: 1,
  code: 'SPRING50',
  discount: 50,
  use_times: 10,
  used_times: 3,
  starts_at: null,
  expires_at: AT,
  owner_id: 0,
  created_at: AT,
};
const BATCH: RedeemBatchItem = {
  id: 4,
  name: '开学礼包',
  grants: [
    { sign: 'vod', id: 2, name: 'React 入门', credits: 0 },
    { sign: 'credit1', id: 0, name: '200 积分', credits: 200 },
  ],
  starts_at: AT,
  ends_at: AT,
  code_count: 2,
  used_count: 1,
  created_at: AT,
};
const CODES: RedeemCodeItem[] = [
  { id: 1, code: 'ABCDEFGHJKLMNPQR', used_by: { id: 7, nick_name: '小明' }, used_at: AT },
  { id: 2, code: 'STUVWXYZ23456789', used_by: null, used_at: null },
];
const ORDER: MallOrderItem = {
  id: 12,
  user_id: 7,
  nick_name: '小明',
  goods_id: 3,
  goods_title: '定制笔记本',
  is_virtual: false,
  total_charge: 80,
  state: 'to_ship',
  contact_name: '张三',
  contact_mobile: '13800000000',
  contact_address: '北京市 市辖区 东城区 一号',
  express_company: '',
  express_number: '',
  shipped_at: null,
  created_at: AT,
};

describe('marketing screens', () => {
  it('优惠码: lists codes with use counts; a refusal shows at its field and the typed values stay', async () => {
    server.use(
      onGet('/promo-codes', page([PROMO])),
      refuse('post', '/promo-codes', 400, { message: '该优惠码已存在', fields: { code: '该优惠码已存在' } }),
    );
    const { user } = renderScreen(<PromoCodesPage />, { route: '/promo-codes', me: 'super' });
    const table = await screen.findByRole('table', { name: '优惠码列表' });
    expect(await within(table).findByText('3 / 10')).toBeInTheDocument();
    expect(within(table).getByText('¥50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新建优惠码' }));
    const form = await screen.findByRole('form', { name: '新建优惠码' });
    await user.click(within(form).getByLabelText('优惠码'));
    await user.paste('SPRING50');
    await user.type(within(form).getByLabelText('优惠金额（元）'), '20');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('该优惠码已存在')).toBeInTheDocument();
    expect(within(form).getByLabelText('优惠码')).toHaveValue('SPRING50');
  });

  it('优惠码: a view-only role sees no writes; a failed load offers a retry', async () => {
    server.use(refuse('get', '/promo-codes', 500, { message: '服务器开小差了，请稍后再试' }));
    renderScreen(<PromoCodesPage />, { route: '/promo-codes', me: ['promotions.view'] });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建优惠码' })).not.toBeInTheDocument();
  });

  it('兑换码: a batch opens to its codes, used or not, with the export link', async () => {
    server.use(
      onGet('/redeem-batches', page([BATCH])),
      onGet('/redeem-batches/4/codes', (_req, url) =>
        page(url.searchParams.get('used') === '1' ? CODES.slice(0, 1) : CODES),
      ),
    );
    const { user } = renderScreen(<RedeemCodesPage />, { route: '/redeem-codes', me: ['promotions.view'] });
    const table = await screen.findByRole('table', { name: '兑换码批次' });
    expect(await within(table).findByText('录播课：React 入门；积分：200 积分')).toBeInTheDocument();
    expect(within(table).getByText('1 / 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '生成兑换码' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '查看兑换码：开学礼包' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('兑换码：开学礼包')).toBeInTheDocument();
    const codes = await within(drawer).findByRole('table', { name: '兑换码' });
    expect(await within(codes).findByText('小明（ID 7）')).toBeInTheDocument();
    expect(within(codes).getByText('未使用')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '导出 Excel' })).toHaveAttribute(
      'href',
      '/admin/api/redeem-batches/4/export',
    );
    // antd's radio buttons take the click on their label (the input itself ignores the pointer).
    await user.click(within(drawer).getByRole('radio', { name: '已使用' }).closest('label')!);
    await expect.poll(() => within(codes).queryByText('STUVWXYZ23456789')).toBeNull();
  });

  it('积分商品: empty, and a virtual item asks what it grants', async () => {
    let sent: unknown;
    server.use(
      onGet('/mall-goods', page<MallGoodsItem>([])),
      onWrite('post', '/mall-goods', null, { status: 201, seen: (j) => (sent = j) }),
    );
    const { user } = renderScreen(<MallGoodsPage />, { route: '/mall-goods', me: 'super' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新建商品' }));
    const form = await screen.findByRole('form', { name: '新建积分商品' });
    await user.type(within(form).getByLabelText('商品名称'), '月卡');
    await user.type(within(form).getByLabelText('所需积分'), '500');
    await user.click(within(form).getByRole('switch', { name: '虚拟商品' }));
    expect(within(form).getByLabelText('发放商品 ID')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('发放商品 ID'), '3');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await expect.poll(() => sent).toMatchObject({ title: '月卡', charge: 500, is_virtual: true, v_id: 3 });
  });

  it('积分订单: 发货 sends the carrier and number', async () => {
    let sent: unknown;
    server.use(
      onGet('/mall-orders', page([ORDER])),
      onWrite('post', '/mall-orders/12/ship', { ...ORDER, state: 'shipped' }, { seen: (j) => (sent = j) }),
    );
    const { user } = renderScreen(<MallOrdersPage />, { route: '/mall-orders', me: ['credit-mall.edit'] });
    await user.click(await screen.findByRole('button', { name: '发货：订单 12' }));
    const form = await screen.findByRole('form', { name: '发货：定制笔记本（订单 12）' });
    expect(within(form).getByText(/张三 13800000000/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('快递公司'), '顺丰速运');
    await user.type(within(form).getByLabelText('运单号'), 'SF123');
    await user.click(within(form).getByRole('button', { name: '确认发货' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(sent).toEqual({ express_company: '顺丰速运', express_number: 'SF123' });
  });

  it('站内消息: lists broadcasts; a course audience asks for the course and shows the refusal there', async () => {
    const sent: BroadcastItem = {
      id: 1,
      audience: 'vip',
      course_id: 0,
      course_title: '',
      message: '会员日',
      recipients: 12,
      admin_name: 'admin',
      created_at: AT,
    };
    server.use(
      onGet('/broadcasts', page([sent])),
      refuse('post', '/broadcasts', 400, { message: '课程不存在', fields: { course_id: '课程不存在' } }),
    );
    const { user } = renderScreen(<BroadcastsPage />, { route: '/broadcasts', me: 'super' });
    const table = await screen.findByRole('table', { name: '群发记录' });
    expect(await within(table).findByText('VIP 会员')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '群发消息' }));
    const form = await screen.findByRole('form', { name: '群发消息' });
    await user.click(within(form).getByRole('radio', { name: '购买了某门课程的学员' }));
    await user.type(within(form).getByLabelText('课程 ID'), '99');
    await user.type(within(form).getByLabelText('消息内容'), '课程更新');
    await user.click(within(form).getByRole('button', { name: '发送' }));
    expect(await within(form).findByText('课程不存在')).toBeInTheDocument();
  });
});
