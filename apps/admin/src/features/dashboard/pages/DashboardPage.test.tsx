import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDashboard, onGet, refuse, renderScreen, server } from '../../../../test/render.tsx';
import DashboardPage from './DashboardPage.tsx';

describe('DashboardPage', () => {
  it("shows today's and 30 days' figures, the daily numbers and the jobs with the last failure's reason", async () => {
    server.use(onGet('/dashboard', makeDashboard()));
    renderScreen(<DashboardPage />, { route: '/dashboard', me: 'super' });
    const today = (await screen.findByText('今日')).closest('.ant-card') as HTMLElement;
    expect(within(today).getByText('12')).toBeInTheDocument();
    expect(within(today).getByText('¥297')).toBeInTheDocument();
    const month = screen.getByText('近 30 天').closest('.ant-card') as HTMLElement;
    expect(within(month).getByText('435')).toBeInTheDocument();
    expect(within(month).getByText('¥2,871')).toBeInTheDocument();
    const days = screen.getByRole('table', { name: '近 30 天每日数据' });
    expect(within(days).getAllByRole('row')).toHaveLength(31);
    // jsdom cannot draw on a canvas: the chart says so and points to the table, rather than throw later.
    expect(await screen.findByText('图表无法显示，数据见下表。')).toBeInTheDocument();
    expect(screen.getByText('2026-11-28 11:00')).toBeInTheDocument();
    expect(screen.getByText(/退款渠道无响应/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the server says an outside service is missing (SMS in production)', async () => {
    const warning =
      '短信服务未配置（未选择短信服务商（SMS_PROVIDER））：注册、短信登录、找回密码和绑定手机号都无法使用。';
    server.use(onGet('/dashboard', { ...makeDashboard(), warnings: [warning] }));
    renderScreen(<DashboardPage />, { route: '/dashboard', me: 'super' });
    expect(await screen.findByRole('alert')).toHaveTextContent(warning);
  });

  it('shows a failed load with a retry', async () => {
    server.use(refuse('get', '/dashboard', 403, { message: '没有权限：数据概览（查看）' }));
    renderScreen(<DashboardPage />, { route: '/dashboard', me: 'super' });
    expect(await screen.findByText('没有权限：数据概览（查看）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
