import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@meedu/contract';
import { orderApi } from '../../../../test/handlers/order.ts';
import { networkError } from '../../../../test/handlers/http.ts';
import { expectNetworkReason, findLoadFailure, retryUntil } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';
import { renderRoute } from '../../../../test/render.tsx';

const roles: Role[] = [
  { id: 1, name: '月度会员', charge: 30, expire_days: 30, desc_rows: ['全部录播课免费看'] },
];
let mode: 'network' | 'http' | 'ok' = 'ok';
beforeEach(() =>
  server.use(
    orderApi.roles(() => {
      if (mode === 'network') return networkError();
      if (mode === 'http') return new Response('Bad Gateway', { status: 502 });
      return roles;
    }),
  ),
);
beforeEach(() => {
  mode = 'ok';
});

describe('VipPage when the roles fail to load', () => {
  it('says 加载失败 under the heading; 重试 shows the roles once the server is back', async () => {
    mode = 'network';
    const { user } = await renderRoute('/vip');
    const alert = await findLoadFailure();
    expectNetworkReason(alert);
    expect(screen.getByRole('heading', { name: /请选择会员套餐/ })).toBeInTheDocument();

    mode = 'ok';
    await retryUntil(user, alert, async () =>
      expect(await screen.findByRole('region', { name: '月度会员' })).toHaveTextContent('￥30/30天'),
    );
  });

  it('a 5xx without a message names the status', async () => {
    mode = 'http';
    await renderRoute('/vip');
    const alert = await findLoadFailure();
    expect(within(alert).getByText('请求失败（502）')).toBeInTheDocument();
  });
});
