import type { OrderStatus } from '@meedu/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../api/query-client.ts';
import { paths } from '../../../config/paths.ts';
import { token } from '../../../lib/storage.ts';
import { useSession } from '../../../stores/session.ts';
import { orderApi } from '../../../../test/handlers/order.ts';
import { refuse } from '../../../../test/handlers/http.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { server } from '../../../../test/msw.ts';
import { loginAs, renderRoute } from '../../../../test/render.tsx';

let status: OrderStatus = 5;
const calls: string[] = [];

beforeEach(() => {
  status = 5;
  calls.length = 0;
  queryClient.clear();
  loginAs(makeMember(), queryClient);
  server.use(
    orderApi.wechatScan(async ({ request }) => {
      calls.push(`scan:${JSON.stringify(await request.json())}`);
      return { code_url: 'http://localhost/__dev/pay?order_id=1120000123' };
    }),
    orderApi.handPay(() => {
      calls.push('handPay');
      return { text: '<p>收款账号：6222</p><script>alert(1)</script>' };
    }),
    orderApi.status(({ request }) => {
      calls.push(`status:${new URL(request.url).searchParams.get('order_id')}`);
      return { status };
    }),
  );
});
afterEach(() => {
  token.clear();
});

const route = (payment: string, type = 'vod', id = 7) =>
  paths.orderPay({ orderId: '1120000123', price: 99, payment, type, id, course_id: 0, course_type: '' });

const renderPage = (r: string) => renderRoute(r, { queryClient });

describe('/order/pay', () => {
  it('WeChat: shows the QR, the order and the price, and leaves for the goods once paid', async () => {
    const { router } = await renderPage(route('wechat'));
    expect(screen.getByText('微信扫码支付')).toBeInTheDocument();
    expect(screen.getByText('订单号：1120000123')).toBeInTheDocument();
    expect(screen.getByText('￥99')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('支付中'));
    await waitFor(() => expect(calls).toContain('scan:{"order_id":"1120000123"}'));
    expect(screen.getByLabelText('微信支付二维码')).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('status:1120000123'));
    expect(router.state.location.pathname).toBe('/order/pay');
    status = 9;
    expect(await screen.findByText('已成功支付')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/detail/7'));
  }, 15_000);

  it('hand pay: shows the sanitised instructions; a cancelled order says so and leaves', async () => {
    const { router } = await renderPage(route('handPay', 'book', 3));
    expect(screen.getByText('手动支付')).toBeInTheDocument();
    expect(await screen.findByText('收款账号：6222')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    status = 7;
    expect(await screen.findByText('已取消')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/detail/3'));
  }, 15_000);

  it('an order that cannot be paid goes home', async () => {
    server.use(orderApi.wechatScan(() => refuse('订单状态错误')));
    const { router } = await renderPage(route('wechat'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('取消支付 and 已完成支付 go back to the goods; a VIP order to /member', async () => {
    const { user, router } = await renderPage(route('wechat', 'role', 1));
    await user.click(screen.getByRole('button', { name: /已完成支付/ }));
    expect(router.state.location.pathname).toBe('/member');
    const again = await renderPage(route('wechat', 'topic', 4));
    await again.user.click(again.getAllByRole('button', { name: /取消支付/ })[0] as HTMLElement);
    expect(again.router.state.location.pathname).toBe('/topic/detail/4');
  });

  it('已完成支付 after the session ended asks to log in and come back', async () => {
    const { user, router } = await renderPage(route('handPay'));
    useSession.setState({ isLogin: false });
    await user.click(await screen.findByRole('button', { name: /已完成支付/ }));
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toContain(
      '/order/pay?orderId=1120000123',
    );
  });

  it('does nothing without an order number or a known gateway', async () => {
    await renderPage('/order/pay?payment=alipay');
    expect(screen.queryByText('订单号：')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
