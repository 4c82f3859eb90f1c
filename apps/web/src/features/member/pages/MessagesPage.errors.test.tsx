import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, makeConfig, ok, renderWithProviders } from '../../../../test/render.tsx';
import { configQuery } from '../../../api/system.ts';
import { useSession } from '../../../stores/session.ts';
import MessagesPage from './MessagesPage.tsx';
import { server } from '../../../../test/msw.ts';

let down = false;
beforeEach(() =>
  server.use(
    http.get('*/api/v2/member/messages', () =>
      down
        ? HttpResponse.error()
        : HttpResponse.json(
            ok({
              data: [
                {
                  id: 'n1',
                  notifiable_id: 1,
                  data: { message: '您的订单已支付成功' },
                  read_at: null,
                  created_at: new Date().toISOString(),
                },
              ],
              total: 1,
            }),
          ),
    ),
    http.get('*/api/v2/member/unreadNotificationCount', () => HttpResponse.json(ok(1))),
  ),
);
beforeEach(() => {
  down = false;
  useSession.setState({ isLogin: true, freshUnread: false });
});
afterEach(() => {
  server.resetHandlers();
  useSession.setState({ isLogin: false, freshUnread: false });
});

describe('/member/messages when the list fails', () => {
  it('says 加载失败 with a retry instead of an empty list', async () => {
    down = true;
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(configQuery.queryKey, makeConfig());
    const { user } = renderWithProviders(<MessagesPage />, { route: '/member/messages', queryClient });
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    expect(within(alert).getByText('网络异常，请检查网络后重试')).toBeInTheDocument();

    down = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    const list = await screen.findByRole('list', { name: '消息列表' });
    expect(within(list).getByText('您的订单已支付成功')).toBeInTheDocument();
  });
});
