import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDialogs } from '../../stores/dialogs.ts';
import LoginPage from './LoginPage.tsx';
import { makeMember } from '../../../test/factories/member.ts';
import { currentUrl, loginAs, renderRoute, renderWithProviders } from '../../../test/render.tsx';

describe('LoginPage', () => {
  it('shows the banner and 登录后查看, which opens the login dialog (not automatically)', async () => {
    const { user } = await renderRoute('/login?redirect=%2Fmember');
    expect(screen.getByRole('img', { name: '登录插图' })).toBeInTheDocument();
    expect(useDialogs.getState().open).toBeNull();
    await user.click(screen.getByRole('button', { name: '登录后查看' }));
    expect(useDialogs.getState().open).toBe('login');
  });

  it('sends a logged-in member on to the redirect', async () => {
    loginAs(makeMember());
    const { router } = await renderRoute('/login?redirect=%2Fmember%3Ftab%3D2');
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
