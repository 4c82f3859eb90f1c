import { screen, waitFor, within } from '@testing-library/react';
import type { Order, PaymentGateway, PromoCodeCheck } from '@meedu/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../api/query-client.ts';
import { paths } from '../../../config/paths.ts';
import { token } from '../../../lib/storage.ts';
import { orderApi } from '../../../../test/handlers/order.ts';
import { networkError, refuse } from '../../../../test/handlers/http.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, loginAs, renderRoute, withFeatures } from '../../../../test/render.tsx';

const leaveFor = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../lib/leave.ts', () => ({ leaveFor }));

const gateways: PaymentGateway[] = [
  { sign: 'alipay', name: '支付宝', icon: '' },
  { sign: 'handPay', name: '手动打款', icon: '' },
  { sign: 'wechat', name: '微信扫码支付', icon: '' },
];

const makeOrder = (over: Partial<Order> = {}): Order => ({
  id: 1,
  user_id: 1,
  charge: 20,
  order_id: '1120000123',
  payment_method: '',
  status_text: '未支付',
  payment_text: '',
  continue_pay: true,
  goods: [],
  created_at: '2026-11-23 10:00:00',
  ...over,
});

let created: { url: string; body: unknown }[] = [];
let checks: string[] = [];
let reply: Order = makeOrder();
let promo: PromoCodeCheck = { can_use: 0, promo_code: [] };

beforeEach(() => {
  created = [];
  checks = [];
  reply = makeOrder();
  promo = { can_use: 0, promo_code: [] };
  leaveFor.mockReset();
  queryClient.clear();
  token.clear();
  server.use(
    orderApi.payments(() => gateways),
    orderApi.promoCheck(({ params }) => {
      checks.push(String(params.code));
      return promo;
    }),
    orderApi.place('course', async ({ request }) => {
      created.push({ url: '/api/v2/order/course', body: await request.json() });
      return reply;
    }),
  );
});
afterEach(() => {
  token.clear();
});

const COURSE = paths.order({
  goods_id: 7,
  goods_type: 'vod',
  goods_charge: 20,
  goods_label: '点播课程',
  goods_name: 'React 实战',
  goods_thumb: '/cover.png',
});

const renderPage = (route = COURSE) => renderRoute(route, { queryClient });

describe('/order', () => {
  it('shows the goods to a visitor and sends them to log in to pay', async () => {
    const { user, router } = await renderPage();
    expect(screen.getByText('React 实战')).toBeInTheDocument();
    expect(screen.getByText('点播课程')).toBeInTheDocument();
    expect(screen.getByText('登录后选择支付方式')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('收银台'));
    await user.click(screen.getByRole('button', { name: /提交订单/ }));
    expect(router.state.location.pathname).toBe('/login');
    expect(created).toHaveLength(0);
  });

  it('says when there is nothing to pay for', async () => {
    await renderPage('/order');
    expect(screen.getByText('没有要支付的商品')).toBeInTheDocument();
  });

  it('preselects the first gateway, checks a code and caps the discount at the price', async () => {
    loginAs(makeMember(), queryClient);
    promo = {
      can_use: 1,
      promo_code: { id: 1, code: 'SAVE30', expired_at: null, invited_user_reward: 30, invite_user_reward: 0 },
    };
    const { user } = await renderPage();
    expect(await screen.findByRole('button', { name: '支付宝' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '微信支付' })).toHaveAttribute('aria-pressed', 'false');
    await user.type(screen.getByLabelText('优惠码'), 'SAVE30');
    await user.click(screen.getByRole('button', { name: /验\s*证/ }));
    expect(await screen.findByText('此优惠码有效，已减免20元')).toBeInTheDocument();
    expect(screen.getByLabelText('需支付')).toHaveTextContent('￥0');
    await user.type(screen.getByLabelText('优惠码'), 'X');
    expect(screen.queryByText(/此优惠码有效/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('需支付')).toHaveTextContent('￥20');
  });

  it('an invalid code says so; an invite code (u…) is refused without asking, and the input stays usable', async () => {
    loginAs(makeMember(), queryClient);
    withFeatures('promoCode');
    const { user } = await renderPage();
    await user.type(screen.getByLabelText('优惠码'), 'NOPE');
    await user.click(screen.getByRole('button', { name: /验\s*证/ }));
    expect(await screen.findByText('此优惠码无效，请重新输入验证')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('优惠码'));
    await user.type(screen.getByLabelText('优惠码'), 'u123');
    await user.click(screen.getByRole('button', { name: /验\s*证/ }));
    expect(await screen.findByText('此优惠码无效，请重新输入验证')).toBeInTheDocument();
    expect(checks).toEqual(['NOPE']);
    expect(screen.getByLabelText('优惠码')).toBeEnabled();
  });

  it('places the order once and goes to the WeChat pay page; a second submit reuses it', async () => {
    loginAs(makeMember(), queryClient);
    const { user, router } = await renderPage();
    await user.click(await screen.findByRole('button', { name: '微信支付' }));
    await user.type(screen.getByLabelText('优惠码'), 'SAVE');
    await user.click(screen.getByRole('button', { name: /提交订单/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/pay'));
    expect(created).toEqual([{ url: '/api/v2/order/course', body: { course_id: 7, promo_code: 'SAVE' } }]);
    const q = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(q)).toMatchObject({
      orderId: '1120000123',
      payment: 'wechat',
      type: 'vod',
      id: '7',
    });
  });

  it('sends the browser to the Alipay cashier with the token and the success address', async () => {
    loginAs(makeMember(), queryClient);
    const { user } = await renderPage();
    await screen.findByRole('button', { name: '支付宝' });
    const submit = screen.getByRole('button', { name: /提交订单/ });
    await user.click(submit);
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    const url = new URL(leaveFor.mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/v2/order/pay/redirect');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      order_id: '1120000123',
      payment: 'alipay',
      payment_scene: 'pc',
      token: 'test-token',
      redirect: `${window.location.origin}/order/success`,
    });
    expect(screen.getByRole('button', { name: /提交订单/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /提交订单/ }));
    expect(created).toHaveLength(1);
  });

  it('an order the code covers is paid at once', async () => {
    loginAs(makeMember(), queryClient);
    reply = makeOrder({ status_text: '已支付', continue_pay: false });
    const { user } = await renderPage();
    await screen.findByRole('button', { name: '支付宝' });
    await user.click(screen.getByRole('button', { name: /提交订单/ }));
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('keeps the typed code when placing fails, and shows the server message', async () => {
    loginAs(makeMember(), queryClient);
    server.use(orderApi.place('course', () => refuse('请勿重复购买')));
    const { user } = await renderPage();
    await screen.findByRole('button', { name: '支付宝' });
    await user.type(screen.getByLabelText('优惠码'), 'KEEP');
    await user.click(screen.getByRole('button', { name: /提交订单/ }));
    expect(await screen.findByText('请勿重复购买')).toBeInTheDocument();
    expect(screen.getByLabelText('优惠码')).toHaveValue('KEEP');
    expect(screen.getByRole('button', { name: /提交订单/ })).toBeEnabled();
  });

  it('an unknown goods type cannot be paid', async () => {
    loginAs(makeMember(), queryClient);
    const { user } = await renderPage(
      paths.order({ goods_id: 1, goods_type: 'k12', goods_name: 'x', goods_charge: 1 }),
    );
    await screen.findByRole('button', { name: '支付宝' });
    await user.click(screen.getByRole('button', { name: /提交订单/ }));
    expect(await screen.findByText('无法支付')).toBeInTheDocument();
  });

  it('shows a retry when the gateways cannot be loaded', async () => {
    loginAs(makeMember(), queryClient);
    server.use(orderApi.payments(() => networkError()));
    await renderPage();
    const group = await screen.findByRole('button', { name: /重\s*试|重新加载/ });
    expect(group).toBeInTheDocument();
  });

  it('resumes an open order (继续支付) without placing a new one', async () => {
    loginAs(makeMember(), queryClient);
    const { user, router } = await renderPage(
      paths.order({
        order_id: '555',
        goods_id: 7,
        goods_type: 'vod',
        goods_name: 'React 实战',
        goods_charge: 20,
      }),
    );
    expect(screen.queryByLabelText('优惠码')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '手动打款' }));
    await user.click(screen.getByRole('button', { name: /提交订单/ }));
    expect(currentUrl(router)).toContain('/order/pay?orderId=555&price=20&payment=handPay');
    expect(created).toHaveLength(0);
    expect(within(document.body).queryByText('请选择支付方式')).not.toBeInTheDocument();
  });
});
