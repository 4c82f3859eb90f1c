import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NotFoundPage from './NotFoundPage.tsx';
import { currentUrl, renderRoute, renderWithProviders } from '../../../../test/render.tsx';

describe('ErrorPage', () => {
  it('shows msg with a heading and goes home', async () => {
    const { user, router } = await renderRoute('/error?msg=支付失败');
    expect(screen.getByText('出错了')).toBeInTheDocument();
    expect(screen.getByText('支付失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /返回首页/ }));
    expect(currentUrl(router)).toBe('/');
  });

  it('shows login_err_msg from a failed social login', async () => {
    await renderRoute('/error?login_err_msg=授权登录失败[1001]&action=login');
    expect(screen.getByText('授权登录失败[1001]')).toBeInTheDocument();
  });

  it('has a generic text without a message', async () => {
    await renderRoute('/error');
    expect(screen.getByText('发生了未知错误，请稍后重试。')).toBeInTheDocument();
  });
});

describe('NotFoundPage', () => {
  it('says 页面不存在 and goes home', async () => {
    const { user, router } = renderWithProviders(<NotFoundPage />, { route: '/nope', path: '/nope' });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('页面不存在')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /返回首页/ }));
    expect(currentUrl(router)).toBe('/');
  });
});
