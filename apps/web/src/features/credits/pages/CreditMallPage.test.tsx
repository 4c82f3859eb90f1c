import { screen, waitFor, within } from '@testing-library/react';
import type { Credit1Record, MallGoods, MallOrder } from '@meedu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../api/query-client.ts';
import { configQuery } from '../../../api/system.ts';
import { useSession } from '../../../stores/session.ts';
import { marketingApi } from '../../../../test/handlers/marketing.ts';
import { memberApi } from '../../../../test/handlers/member.ts';
import { systemApi } from '../../../../test/handlers/system.ts';
import { refuse } from '../../../../test/handlers/http.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { makeConfig } from '../../../../test/factories/system.ts';
import { outage, findLoadFailure } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';
import { loginAs, renderRoute } from '../../../../test/render.tsx';

const cup: MallGoods = { id: 1, title: '定制笔记本', thumb: '/n.svg', charge: 80, is_v: 0, v_type: '' };
const vip: MallGoods = { id: 2, title: '月度会员', thumb: '/v.svg', charge: 300, is_v: 1, v_type: 'vip' };
const ledger: Credit1Record[] = [
  { sum: 50, remark: '注册奖励', created_at: new Date(Date.now() - 3600_000).toISOString() },
  { sum: -30, remark: '积分商城兑换-电子书', created_at: new Date(Date.now() - 3600_000).toISOString() },
];

let credit1 = 120;
let goods: MallGoods[] = [];
let orders: MallOrder[] = [];
const down = outage();
const bodies: unknown[] = [];

beforeEach(() => {
  credit1 = 120;
  goods = [cup, vip];
  orders = [];
  bodies.length = 0;
  server.use(
    memberApi.detail(() => makeMember({ credit1 })),
    marketingApi.mallGoods(down.reply(() => ({ data: { data: goods, total: goods.length } }))),
    marketingApi.mallGoodsDetail(({ params }) => {
      const g = goods.find((x) => x.id === Number(params.id));
      return g ? { data: { ...g, desc: '<p>A5 点阵内页</p>' } } : refuse('商品不存在');
    }),
    marketingApi.mallAddresses([]),
    marketingApi.mallExchange(async ({ request }) => {
      bodies.push(await request.json());
      credit1 -= 80;
      orders = [
        {
          id: 7,
          goods_title: '定制笔记本',
          goods_thumb: '/n.svg',
          goods_is_v: 0,
          goods_v_type: '',
          goods_v_id: 0,
          total_charge: 80,
          is_send: 0,
          express_number: '',
          created_at: new Date().toISOString(),
        },
      ];
      return { order_id: 7 };
    }),
    marketingApi.mallOrders(() => ({ data: orders, total: orders.length })),
    memberApi.credit1Records(() => ({ data: ledger, total: 2 })),
  );
  queryClient.setQueryData(configQuery.queryKey, makeConfig());
  loginAs(makeMember({ credit1 }));
  useSession
    .getState()
    .setAddressForm({ name: '', mobile: '', province: '', city: '', area: '', street: '' });
});
afterEach(() => {
  queryClient.clear();
});

describe('/member/credit1-records', () => {
  it('refuses goods above the balance without a request', async () => {
    const { user } = await renderRoute('/member/credit1-records', { queryClient });
    expect(await screen.findByText('我的积分：')).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: '积分商品' });
    expect(within(grid).getByText('发实物')).toBeInTheDocument();
    expect(within(grid).getByText('换会员')).toBeInTheDocument();
    await user.click(within(grid).getByText('月度会员'));
    expect(await screen.findByText('商品类型:换会员')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /立即兑换/ }));
    expect(await screen.findByText('积分余额不足')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('asks for an address, sends the Chinese labels with address_id 0, then shows 积分订单', async () => {
    const { user } = await renderRoute('/member/credit1-records', { queryClient });
    await user.click(within(await screen.findByRole('list', { name: '积分商品' })).getByText('定制笔记本'));
    expect(await screen.findByText('请输入地址')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /立即兑换/ }));
    expect(await screen.findByText('请填写地址')).toBeInTheDocument();

    await user.click(screen.getByText('编辑地址'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /保存地址/ }));
    expect(await screen.findByText('请填写收货人姓名')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('请填写收货人姓名'), '张三');
    await user.type(within(dialog).getByPlaceholderText('请填写收货人手机号码'), '13800000001');
    await user.click(within(dialog).getByRole('button', { name: /保存地址/ }));
    await waitFor(() => expect(screen.getAllByText('请选择省').length).toBeGreaterThan(1));
    const pick = async (label: string, option: string) => {
      await user.click(within(dialog).getByRole('combobox', { name: label }));
      await user.click(await screen.findByTitle(option));
    };
    await pick('省', '北京市');
    await pick('市', '市辖区');
    await pick('区', '东城区');
    await user.type(within(dialog).getByPlaceholderText('例：阳光小区20栋2020'), '1号');
    await user.click(within(dialog).getByRole('button', { name: /保存地址/ }));
    expect(await screen.findByText('张三 13800000001 北京市 市辖区 东城区 1号')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /立即兑换/ }));
    const confirm = await screen.findByRole('dialog', { name: '确认信息' });
    expect(within(confirm).getByText('确认要兑换吗？')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: /确\s*认/ }));
    expect(await screen.findByText('兑换成功')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        address_id: 0,
        name: '张三',
        mobile: '13800000001',
        province: '北京市',
        city: '市辖区',
        area: '东城区',
        street: '1号',
      },
    ]);
    const list = await screen.findByRole('list', { name: '积分订单' });
    expect(within(list).getByText('兑换流水号：7')).toBeInTheDocument();
    expect(within(list).getByText('发货中')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('40积分')).toBeInTheDocument());
  });

  it('shows the empty grid, and 加载失败 when the goods cannot be loaded', async () => {
    goods = [];
    const first = await renderRoute('/member/credit1-records', { queryClient });
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
    first.unmount();
    queryClient.removeQueries({ queryKey: ['credits'] });
    down.start();
    await renderRoute('/member/credit1-records', { queryClient });
    expect(await findLoadFailure()).toBeInTheDocument();
  });
});

/** A site whose credit rules give for registering, watching a video, paying and inviting, not for finishing a course. */
const rewardConfig = () =>
  makeConfig({
    credit1_reward: { register: 50, watched_vod_course: 0, watched_video: 5, paid_order: 0.1, invite: 20 },
  });

describe('/member/credit1-free', () => {
  it('shows the balance, the ledger and the reward rules with the invite line', async () => {
    queryClient.setQueryData(configQuery.queryKey, rewardConfig());
    server.use(systemApi.config(() => rewardConfig()));
    const { user } = await renderRoute('/member/credit1-free', { queryClient });
    expect(await screen.findByText('120积分')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '明细规则' }));
    const rows = await screen.findByRole('list', { name: '积分明细' });
    expect(within(rows).getByText('+50')).toBeInTheDocument();
    expect(within(rows).getByText('-30')).toBeInTheDocument();
    const rules = screen.getByRole('list', { name: '积分获取' });
    expect(within(rules).getByText('• 注册登录 +50 积分')).toBeInTheDocument();
    expect(within(rules).queryByText(/看完课程/)).not.toBeInTheDocument();
    expect(within(rules).getByText('• 下单成功 +实付金额*10% 积分')).toBeInTheDocument();
    expect(within(rules).getByText('• 邀请好友注册 +20 积分')).toBeInTheDocument();
  });
});
