import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentUrl,
  makeConfig,
  makeMember,
  ok,
  renderWithProviders,
  loginAs,
} from '../../../test/render.tsx';
import { useDialogs } from '../../stores/dialogs.ts';
import { useSession } from '../../stores/session.ts';
import LoginPage from './LoginPage.tsx';
import { server } from '../../../test/msw.ts';

beforeEach(() => server.use(http.get('*/api/v2/other/config', () => HttpResponse.json(ok(makeConfig())))));
beforeEach(() => {
  useSession.setState({ isLogin: false, freshUnread: false });
  useDialogs.setState({ open: null });
});

describe('LoginPage', () => {
  it('shows the banner and 登录后查看, which opens the login dialog (not automatically)', async () => {
    const { user } = renderWithProviders(<LoginPage />, {
      route: '/login?redirect=%2Fmember',
      path: '/login',
    });
    expect(screen.getByRole('img', { name: '登录插图' })).toBeInTheDocument();
    expect(useDialogs.getState().open).toBeNull();
    await user.click(screen.getByRole('button', { name: '登录后查看' }));
    expect(useDialogs.getState().open).toBe('login');
  });

  it('sends a logged-in member on to the redirect', () => {
    loginAs(makeMember());
    const { router } = renderWithProviders(<LoginPage />, {
      route: '/login?redirect=%2Fmember%3Ftab%3D2',
      path: '/login',
    });
    expect(currentUrl(router)).toBe('/member?tab=2');
  });

  it('ignores an off-site redirect', () => {
    loginAs(makeMember());
    const { router } = renderWithProviders(<LoginPage />, {
      route: `/login?redirect=${encodeURIComponent('https://evil.example')}`,
      path: '/login',
    });
    expect(currentUrl(router)).toBe('/');
  });
});
