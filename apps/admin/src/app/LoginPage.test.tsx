import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe, onGet, onWrite, refuse, renderScreen, server } from '../../test/render.tsx';
import LoginPage from './LoginPage.tsx';

let captchas = 0;
const captcha = () =>
  onGet('/auth/captcha', () => {
    captchas += 1;
    return { key: `k${captchas}`, img: `data:image/svg+xml;base64,${captchas}` };
  });

async function fillPassword(user: ReturnType<typeof renderScreen>['user']) {
  await user.type(screen.getByLabelText('用户名'), 'admin');
  await user.click(screen.getByLabelText('密码'));
  await user.paste('meedu123');
  await user.type(screen.getByLabelText('验证码'), 'abcd');
}

describe('LoginPage', () => {
  it('signs in with name, password and the captcha, then goes back to where the administrator was', async () => {
    let sent: unknown;
    server.use(
      captcha(),
      onWrite('post', '/auth/login', { step: 'done', me: makeMe() }, { seen: (b) => (sent = b) }),
    );
    const { user, router, client } = renderScreen(<LoginPage />, { route: '/login?redirect=%2Froles' });
    await screen.findByRole('img', { name: '图形验证码' });
    await fillPassword(user);
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    expect(sent).toEqual({
      name: 'admin',
      password: 'meedu123',
      captcha_code: 'abcd',
      captcha_key: expect.stringMatching(/^k/),
    });
    expect(client.getQueryData(['auth', 'me'])).toMatchObject({ name: 'admin' });
  });

  it('shows a wrong captcha at its field, a new captcha, and keeps what was typed', async () => {
    server.use(
      captcha(),
      refuse('post', '/auth/login', 400, { message: '验证码错误', fields: { captcha_code: '验证码错误' } }),
    );
    const { user } = renderScreen(<LoginPage />, { route: '/login' });
    const first = await screen.findByRole('img', { name: '图形验证码' });
    const firstSrc = first.getAttribute('src');
    await fillPassword(user);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toHaveValue('admin');
    expect(screen.getByLabelText('密码')).toHaveValue('meedu123');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')).not.toBe(firstSrc),
    );
  });

  it('shows the lockout and wrong-password messages above the form', async () => {
    server.use(
      captcha(),
      refuse('post', '/auth/login', 423, { message: '登录失败次数过多，账号已锁定，请 15 分钟后再试' }),
    );
    const { user } = renderScreen(<LoginPage />, { route: '/login' });
    await screen.findByRole('img', { name: '图形验证码' });
    await fillPassword(user);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '登录失败次数过多，账号已锁定，请 15 分钟后再试',
    );
  });

  it('refreshes the captcha on request', async () => {
    server.use(captcha());
    const { user } = renderScreen(<LoginPage />, { route: '/login' });
    const img = await screen.findByRole('img', { name: '图形验证码' });
    const src = img.getAttribute('src');
    await user.click(screen.getByRole('button', { name: '换一张' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')).not.toBe(src),
    );
  });

  it('asks for the two-step code when the account has it, and refuses a wrong code at its field', async () => {
    let codeSent: unknown;
    server.use(
      captcha(),
      onWrite('post', '/auth/login', { step: 'totp', ticket: 't-1' }),
      refuse('post', '/auth/totp', 400, { message: '验证码错误', fields: { code: '验证码错误' } }),
    );
    const { user, router } = renderScreen(<LoginPage />, { route: '/login' });
    await screen.findByRole('img', { name: '图形验证码' });
    await fillPassword(user);
    await user.click(screen.getByRole('button', { name: '登录' }));
    const code = await screen.findByLabelText('两步验证码');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(code).toHaveValue('123456');

    server.use(
      onWrite('post', '/auth/totp', { step: 'done', me: makeMe() }, { seen: (b) => (codeSent = b) }),
    );
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(codeSent).toEqual({ ticket: 't-1', code: '654321' });
  });
});
