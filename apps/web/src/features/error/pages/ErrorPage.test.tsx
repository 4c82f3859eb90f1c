import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, makeConfig, ok, renderWithProviders } from '../../../../test/render.tsx';
import ErrorPage from './ErrorPage.tsx';
import NotFoundPage from './NotFoundPage.tsx';
import { server } from '../../../../test/msw.ts';

beforeEach(() => server.use(http.get('*/api/v2/other/config', () => HttpResponse.json(ok(makeConfig())))));

describe('ErrorPage', () => {
  it('shows msg with a heading and goes home', async () => {
    const { user, router } = renderWithProviders(<ErrorPage />, {
      route: '/error?msg=支付失败',
      path: '/error',
    });
    expect(screen.getByText('出错了')).toBeInTheDocument();
    expect(screen.getByText('支付失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /返回首页/ }));
    expect(currentUrl(router)).toBe('/');
  });

  it('shows login_err_msg from a failed social login', () => {
    renderWithProviders(<ErrorPage />, {
      route: '/error?login_err_msg=授权登录失败[1001]&action=login',
      path: '/error',
    });
    expect(screen.getByText('授权登录失败[1001]')).toBeInTheDocument();
  });

  it('has a generic text without a message', () => {
    renderWithProviders(<ErrorPage />, { route: '/error', path: '/error' });
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
