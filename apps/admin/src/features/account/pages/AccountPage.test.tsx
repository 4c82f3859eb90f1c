import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe, onGet, onWrite, refuse, renderScreen, server } from '../../../../test/render.tsx';
import AccountPage from './AccountPage.tsx';

const sessions = () =>
  onGet('/auth/sessions', [
    {
      id: 7,
      created_at: '2026-11-28T09:00:00+08:00',
      last_seen_at: '2026-11-28T10:00:00+08:00',
      expires_at: '2026-11-28T21:00:00+08:00',
      ip: '10.0.0.1',
      user_agent: 'Chrome',
      current: true,
    },
    {
      id: 6,
      created_at: '2026-11-27T09:00:00+08:00',
      last_seen_at: '2026-11-27T10:00:00+08:00',
      expires_at: '2026-11-27T21:00:00+08:00',
      ip: '10.0.0.2',
      user_agent: 'Firefox',
      current: false,
    },
  ]);

describe('AccountPage', () => {
  it('changes the password: a wrong current password shows at its field and what was typed stays', async () => {
    server.use(
      sessions(),
      refuse('put', '/auth/password', 400, { message: '密码不正确', fields: { old_password: '密码不正确' } }),
    );
    const { user } = renderScreen(<AccountPage />, { route: '/account', me: 'super' });
    const form = await screen.findByRole('form', { name: '修改密码' });
    await user.type(within(form).getByLabelText('当前密码'), 'wrong');
    await user.click(within(form).getByLabelText('新密码'));
    await user.paste('newpass123');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(await within(form).findByText('密码不正确')).toBeInTheDocument();
    expect(within(form).getByLabelText('新密码')).toHaveValue('newpass123');

    server.use(onWrite('put', '/auth/password', null));
    await user.clear(within(form).getByLabelText('当前密码'));
    await user.click(within(form).getByLabelText('当前密码'));
    await user.paste('meedu123');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('sets up two-step login with the QR code and a code from the app', async () => {
    let sent: unknown;
    server.use(
      sessions(),
      onWrite('post', '/auth/totp/setup', {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/zxt:admin?secret=JBSWY3DPEHPK3PXP&issuer=zxt',
        qr: 'data:image/png;base64,AA',
      }),
      onWrite('post', '/auth/totp/enable', makeMe({ totp_enabled: true }), { seen: (b) => (sent = b) }),
    );
    const { user } = renderScreen(<AccountPage />, { route: '/account', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '开启两步验证' }));
    expect(await screen.findByRole('img', { name: '两步验证二维码' })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('应用中显示的验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '验证并开启' }));
    expect(await screen.findByText('已开启')).toBeInTheDocument();
    expect(sent).toEqual({ code: '123456' });
  });

  it('lists my sessions and ends another one', async () => {
    let ended = false;
    server.use(sessions(), onWrite('delete', '/auth/sessions/6', null, { seen: () => (ended = true) }));
    const { user } = renderScreen(<AccountPage />, { route: '/account', me: 'super' });
    const table = await screen.findByRole('table', { name: '登录会话' });
    expect(await within(table).findByText('当前会话')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '结束会话' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('已结束会话')).toBeInTheDocument();
    expect(ended).toBe(true);
  });
});
