import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import { configQuery } from '../../api/system.ts';
import { StorageKeys, flags, storage, token } from '../../lib/storage.ts';
import { useDialogs, type DialogName } from '../../stores/dialogs.ts';
import AuthDialogs from './AuthDialogs.tsx';
import { browser } from '../../lib/browser.ts';
import { holdTimers } from '../../../test/timers.ts';
import { authApi } from '../../../test/handlers/auth.ts';
import { memberApi } from '../../../test/handlers/member.ts';
import { systemApi } from '../../../test/handlers/system.ts';
import { refuse } from '../../../test/handlers/http.ts';
import { makeMember } from '../../../test/factories/member.ts';
import { makeConfig } from '../../../test/factories/system.ts';
import { server } from '../../../test/msw.ts';
import { cachedMember, currentUrl, renderWithProviders } from '../../../test/render.tsx';

let sent: Record<string, unknown[]> = {};
const record = async (name: string, request: Request) => {
  (sent[name] ??= []).push(await request.json());
};
let captchaCount = 0;
let member = makeMember();

beforeEach(() =>
  server.use(
    systemApi.captchaImage(() => {
      captchaCount += 1;
      return { sensitive: false, key: `k${captchaCount}`, img: `data:image/png;base64,c${captchaCount}` };
    }),
    systemApi.sendSms(async ({ request }) => {
      await record('sms', request);
      return [];
    }),
    memberApi.detail(() => member),
    authApi.loginPassword(async ({ request }) => {
      await record('password', request);
      return { token: 'tok-password' };
    }),
  ),
);

beforeAll(async () => {
  // Warm the lazily loaded dialog chunks so the first case does not time out on the transform.
  await Promise.all([
    import('./components/LoginDialog.tsx'),
    import('./components/RegisterDialog.tsx'),
    import('./components/WechatScanDialog.tsx'),
    import('./components/WechatBindMobileDialog.tsx'),
    import('./components/CodeBindMobileDialog.tsx'),
    import('./components/ForgotPasswordDialog.tsx'),
  ]);
});
beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryData(
    configQuery.queryKey,
    makeConfig({ socialites: { qq: 1, wechat_scan: 1, wechat_oauth: 0 } }),
  );
  member = makeMember();
  captchaCount = 0;
  sent = {};
});
afterEach(() => {
  vi.restoreAllMocks();
});

function open(name: DialogName, route = '/') {
  useDialogs.setState({ open: name });
  return renderWithProviders(<AuthDialogs />, { route, queryClient });
}

const dialog = () => screen.getByRole('dialog');

describe('login dialog', () => {
  it('shows the SPEC §5 rules on each tab and keeps what was typed', async () => {
    const { user } = open('login');
    await user.click(await screen.findByRole('button', { name: '立即登录' }));
    expect(await screen.findByText('请输入手机号!')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码!')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('请输入手机号'), '13900000001');
    await user.click(screen.getByRole('tab', { name: '短信登录' }));
    await screen.findByAltText('图形验证码');
    await user.click(screen.getByRole('button', { name: '立即登录' }));
    expect(await screen.findByText('请输入图形验证码!')).toBeInTheDocument();
    expect(await screen.findByText('请输入手机验证码!')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('13900000001');
    expect(screen.queryByText('忘记密码')).not.toBeInTheDocument();
  });

  it('on /login logs in and goes to the safe redirect', async () => {
    const { user, router } = open('login', '/login?redirect=%2Fcourses%3Fpage%3D2');
    await user.type(await screen.findByPlaceholderText('请输入手机号'), '13900000001');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'secret1{enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/courses?page=2'));
    expect(sent.password).toEqual([{ mobile: '13900000001', password: 'secret1' }]);
    expect(token.get()).toBe('tok-password');
    expect(cachedMember()?.nick_name).toBe('学习达人');
    expect(useDialogs.getState().open).toBeNull();
  });

  it('ignores an off-site redirect', async () => {
    const { user, router } = open('login', '/login?redirect=https%3A%2F%2Fevil.example%2F');
    await user.type(await screen.findByPlaceholderText('请输入手机号'), '13900000001');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'secret1{enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('elsewhere reloads the page after login', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { user, router } = open('login', '/courses/detail/3');
    await user.type(await screen.findByPlaceholderText('请输入手机号'), '13900000001');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'secret1{enter}');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(currentUrl(router)).toBe('/courses/detail/3');
  });

  it('shows the image captcha once the server asks for it, and sends it with the next try', async () => {
    let tries = 0;
    server.use(
      authApi.loginPassword(async ({ request }) => {
        await record('password', request);
        tries += 1;
        if (tries === 1) return refuse('请输入图形验证码');
        if (tries === 2) return refuse('图形验证码错误');
        return { token: 'tok-captcha' };
      }),
    );
    const { user, router } = open('login', '/login');
    await user.type(await screen.findByPlaceholderText('请输入手机号'), '13900000001');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'secret1');
    expect(screen.queryByAltText('图形验证码')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '立即登录' }));
    expect(await screen.findByAltText('图形验证码')).toHaveAttribute('src', 'data:image/png;base64,c1');
    // The captcha is now required, and what was typed is kept. (jsdom never ends the loading icon's leave
    // motion, so the button's name keeps its 'loading' prefix; the button itself is ready.)
    const submit = () => screen.getByRole('button', { name: /立即登录$/ });
    await user.click(submit());
    expect(await screen.findByText('请输入图形验证码!')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入密码')).toHaveValue('secret1');

    await user.type(screen.getByPlaceholderText('请输入图形验证码'), 'ab12');
    await user.click(submit());
    // A wrong captcha is spent: a new image, the field cleared.
    await waitFor(() =>
      expect(screen.getByAltText('图形验证码')).toHaveAttribute('src', 'data:image/png;base64,c2'),
    );
    expect(screen.getByPlaceholderText('请输入图形验证码')).toHaveValue('');
    await user.type(screen.getByPlaceholderText('请输入图形验证码'), 'cd34');
    await user.click(submit());
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(sent.password).toEqual([
      { mobile: '13900000001', password: 'secret1' },
      { mobile: '13900000001', password: 'secret1', image_key: 'k1', image_captcha: 'ab12' },
      { mobile: '13900000001', password: 'secret1', image_key: 'k2', image_captcha: 'cd34' },
    ]);
    expect(token.get()).toBe('tok-captcha');
  });

  it('SMS login sends the new captcha with the next try once the server asks for one', async () => {
    let tries = 0;
    server.use(
      authApi.loginMobile(async ({ request }) => {
        await record('smsLogin', request);
        tries += 1;
        return tries === 1 ? refuse('请输入图形验证码') : { token: 'tok-sms-captcha' };
      }),
    );
    const { user, router } = open('login', '/login');
    await user.click(await screen.findByRole('tab', { name: '短信登录' }));
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13900000001');
    await user.type(await screen.findByPlaceholderText('请输入图形验证码'), 'abcd');
    await user.type(screen.getByPlaceholderText('请输入手机验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '立即登录' }));
    // The captcha typed for the SMS send is spent: a new image, the field cleared, the code kept.
    await waitFor(() =>
      expect(screen.getByAltText('图形验证码')).toHaveAttribute('src', 'data:image/png;base64,c2'),
    );
    expect(screen.getByPlaceholderText('请输入图形验证码')).toHaveValue('');
    await user.type(screen.getByPlaceholderText('请输入图形验证码'), 'ef56');
    await user.click(screen.getByRole('button', { name: /立即登录$/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(sent.smsLogin).toEqual([
      { mobile: '13900000001', mobile_code: '123456' },
      { mobile: '13900000001', mobile_code: '123456', image_key: 'k2', image_captcha: 'ef56' },
    ]);
    expect(token.get()).toBe('tok-sms-captcha');
  });

  it('SMS login sends msv; a failure clears and refreshes the captcha', async () => {
    storage.set(StorageKeys.msv, '42');
    server.use(
      authApi.loginMobile(async ({ request }) => {
        await record('smsLogin', request);
        return refuse('短信验证码错误');
      }),
    );
    const { user } = open('login');
    await user.click(await screen.findByRole('tab', { name: '短信登录' }));
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13900000001');
    await user.type(await screen.findByPlaceholderText('请输入图形验证码'), 'abcd');
    await user.type(screen.getByPlaceholderText('请输入手机验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '立即登录' }));

    expect(await screen.findByText('短信验证码错误')).toBeInTheDocument();
    expect(sent.smsLogin).toEqual([{ mobile: '13900000001', mobile_code: '123456', msv: '42' }]);
    await waitFor(() =>
      expect(screen.getByAltText('图形验证码')).toHaveAttribute('src', 'data:image/png;base64,c2'),
    );
    expect(screen.getByPlaceholderText('请输入图形验证码')).toHaveValue('');
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('13900000001');
  });

  it('switches to register, forgot password and WeChat; QQ leaves for the provider', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.use(authApi.wechatScan(() => ({ code: 'c', image: 'data:image/png;base64,q' })));
    const { user } = open('login', '/login?redirect=%2Fmember');
    await user.click(await screen.findByText('忘记密码'));
    expect(useDialogs.getState().open).toBe('forgotPassword');
    act(() => useDialogs.setState({ open: 'login' }));
    await user.click(await screen.findByText('新用户注册>>'));
    expect(useDialogs.getState().open).toBe('register');
    act(() => useDialogs.setState({ open: 'login' }));
    await user.click(await screen.findByRole('button', { name: '微信扫码登录' }));
    expect(useDialogs.getState().open).toBe('wechatScan');
    act(() => useDialogs.setState({ open: 'login' }));
    await user.click(await screen.findByRole('button', { name: 'QQ登录' }));
    const url = new URL(assign.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe('http://localhost/api/v3/auth/login/socialite/qq');
    expect(url.searchParams.get('action')).toBe('login');
    expect(url.searchParams.get('s_url')).toBe(`${window.location.origin}/login/callback?redirect=%2Fmember`);
    expect(url.searchParams.get('f_url')).toBe(`${window.location.origin}/error`);
  });

  it('hides the third-party area when both are off', async () => {
    queryClient.setQueryData(configQuery.queryKey, makeConfig());
    open('login');
    await screen.findByRole('button', { name: '立即登录' });
    expect(screen.queryByText('第三方快捷登录')).not.toBeInTheDocument();
  });
});

describe('register dialog', () => {
  it('validates, requires the agreement, then returns to login', async () => {
    server.use(
      authApi.registerSms(async ({ request }) => {
        await record('register', request);
        return [];
      }),
    );
    const { user } = open('register');
    await user.click(await screen.findByRole('button', { name: '立即注册' }));
    expect(await screen.findByText('请输入手机号!')).toBeInTheDocument();
    expect(await screen.findByText('请设置账号密码!')).toBeInTheDocument();
    expect(await screen.findByText('请输入图形验证码!')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('请输入手机号'), '13900000002');
    await user.type(screen.getByPlaceholderText('请输入图形验证码'), 'abcd');
    await user.type(screen.getByPlaceholderText('请输入手机验证码'), '654321');
    await user.type(screen.getByPlaceholderText('请设置账号密码'), 'secret1');
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    expect(await screen.findByText('请同意《用户协议》和《隐私政策》')).toBeInTheDocument();
    expect(sent.register).toBeUndefined();

    expect(within(dialog()).getByText('《用户协议》')).toHaveAttribute(
      'href',
      'http://localhost/user/protocol',
    );
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    expect(await screen.findByText('注册成功')).toBeInTheDocument();
    expect(sent.register).toEqual([{ mobile: '13900000002', mobile_code: '654321', password: 'secret1' }]);
    expect(useDialogs.getState().open).toBe('login');
  });
});

describe('WeChat scan', () => {
  it('polls every second and moves to bind-mobile when asked', async () => {
    const clock = holdTimers(1000);
    let polls = 0;
    server.use(
      authApi.wechatScan(() => ({ code: 'scan_v2_abc', image: 'data:image/png;base64, qr' })),
      authApi.wechatScanQuery(({ request }) => {
        polls += 1;
        expect(new URL(request.url).searchParams.get('code')).toBe('scan_v2_abc');
        return polls < 2 ? { success: -1 } : { success: 0, action: 'bind_mobile', code: 'scan_v2_abc' };
      }),
    );
    open('wechatScan');
    expect(await screen.findByAltText('微信扫码登录二维码')).toBeInTheDocument();
    await clock.scheduled(1000);
    clock.advance(1000);
    await waitFor(() => expect(polls).toBe(1));
    // The next poll is set once this answer is handled: the dialog is still the scan.
    await clock.scheduled(1000);
    expect(useDialogs.getState().open).toBe('wechatScan');
    clock.advance(1000);
    await waitFor(() => expect(useDialogs.getState().open).toBe('bindMobile'));
    expect(storage.get(StorageKeys.loginCode)).toBe('scan_v2_abc');
    expect(await screen.findByText('请绑定手机号')).toBeInTheDocument();
    clock.advance(3000);
    expect(polls).toBe(2);
  });

  it('after binding stores the token and goes to face check when verification is needed', async () => {
    queryClient.setQueryData(
      configQuery.queryKey,
      makeConfig({ member: { enabled_mobile_bind_alert: 1, enabled_face_verify: true } }),
    );
    member = makeMember({ is_face_verify: false });
    storage.set(StorageKeys.loginCode, 'scan_v2_abc');
    flags.setBindMobile(true);
    server.use(
      authApi.registerWithWechatScan(async ({ request }) => {
        await record('bind', request);
        return { token: 'tok-bound' };
      }),
    );
    const { user, router } = open('bindMobile', '/login?redirect=%2Fmember');
    await user.click(await screen.findByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('请输入手机号!')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13900000003');
    await user.type(screen.getByPlaceholderText('请输入图形验证码'), 'abcd');
    await user.type(screen.getByPlaceholderText('请输入手机验证码'), '112233');
    await user.click(screen.getByRole('button', { name: '立即绑定' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/face-check?redirect=%2Fmember'));
    expect(sent.bind).toEqual([{ mobile: '13900000003', mobile_code: '112233', code: 'scan_v2_abc' }]);
    expect(token.get()).toBe('tok-bound');
    expect(storage.get(StorageKeys.loginCode)).toBeNull();
    expect(flags.bindMobilePending()).toBe(false);
    expect(flags.faceCheckPending()).toBe(true);
  });
});

describe('code-bind dialog', () => {
  it('uses its own mobile rule and scene, then finishes in place', async () => {
    storage.set(StorageKeys.loginCode, 'qq-code');
    server.use(
      authApi.registerWithSocialite(async ({ request }) => {
        await record('bind', request);
        return { token: 'tok-qq' };
      }),
    );
    const { user, router } = open('codeBindMobile', '/courses?login_code=qq-code&action=login&page=2');
    await user.click(await screen.findByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('请输入手机号码!')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入手机号码'), '13900000004');
    await user.type(screen.getByPlaceholderText('请输入图形验证码'), 'abcd');
    await user.click(screen.getByText('获取验证码'));
    await screen.findByText('120s');
    expect(sent.sms).toEqual([
      { mobile: '13900000004', image_key: 'k1', image_captcha: 'abcd', scene: 'mobile_bind' },
    ]);
    await user.type(screen.getByPlaceholderText('请输入手机验证码'), '112233');
    await user.click(screen.getByRole('button', { name: '立即绑定' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/courses?page=2'));
    expect(token.get()).toBe('tok-qq');
    expect(useDialogs.getState().open).toBeNull();
  });
});
