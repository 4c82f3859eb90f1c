import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@meedu/contract';
import { makeConfig, ok, renderWithProviders } from '../../../../test/render.tsx';
import { initialFeatures } from '../../../lib/features.ts';
import { useFeatures } from '../../../stores/features.ts';
import VipPage from './VipPage.tsx';
import { server } from '../../../../test/msw.ts';

const roles: Role[] = [
  { id: 1, name: '月度会员', charge: 30, expire_days: 30, desc_rows: ['全部录播课免费看'] },
];
let mode: 'network' | 'http' | 'ok' = 'ok';
beforeEach(() =>
  server.use(
    http.get('*/api/v2/other/config', () => HttpResponse.json(ok(makeConfig()))),
    http.get('*/api/v2/roles', () => {
      if (mode === 'network') return HttpResponse.error();
      if (mode === 'http') return new HttpResponse('Bad Gateway', { status: 502 });
      return HttpResponse.json(ok(roles));
    }),
  ),
);
beforeEach(() => {
  mode = 'ok';
  useFeatures.setState({ features: initialFeatures });
});

describe('VipPage when the roles fail to load', () => {
  it('says 加载失败 under the heading; 重试 shows the roles once the server is back', async () => {
    mode = 'network';
    const { user } = renderWithProviders(<VipPage />, { route: '/vip' });
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    expect(within(alert).getByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /请选择会员套餐/ })).toBeInTheDocument();

    mode = 'ok';
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '月度会员' })).toHaveTextContent('￥30/30天');
    expect(screen.queryByRole('alert', { name: '加载失败' })).not.toBeInTheDocument();
  });

  it('a 5xx without a message names the status', async () => {
    mode = 'http';
    renderWithProviders(<VipPage />, { route: '/vip' });
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    expect(within(alert).getByText('请求失败（502）')).toBeInTheDocument();
  });
});
