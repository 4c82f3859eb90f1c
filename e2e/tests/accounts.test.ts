import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  freshMobile,
  loginWithToken,
  memberDetail,
  nextRequest,
  passwordLoginInDialog,
  nextResponse,
  recordRequests,
  requestSmsInDialog,
  sendSmsByApi,
  smsLoginByApi,
  solidPng,
  storedToken,
  trackCaptchas,
} from '../support/accounts.ts';
import { DEMO, apiCall, passwordLogin } from '../support/api.ts';
import { expectLater, trackPageErrors } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { letSmsResendWindowPass, writeSetting } from '../support/settings.ts';
import { browserSuite } from '../support/suite.ts';

const baseURL = inject('baseURL');
const suite = browserSuite();

/** A new browser context (empty storage) on `url` and its first page, with page errors collected. */
async function freshPage(url = baseURL): Promise<{ page: Page; errors: string[] }> {
  const page = await suite.newPage({ url });
  return { page, errors: trackPageErrors(page) };
}

const header = (page: Page) => page.locator('header');
/** The header's member menu button, named after the member. */
const memberButton = (page: Page, nick: string) =>
  header(page).getByRole('button', { name: `${nick} 的账户菜单` });
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

/** Clicks 登录 or 注册 in the header and returns the dialog it opens. */
async function openFromHeader(page: Page, name: '登录' | '注册'): Promise<Locator> {
  const label = name === '登录' ? /^登\s*录$/ : /^注\s*册$/;
  await header(page).getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

/** The member registered through the dialog, reused by the forgot-password scenario. */
let registered: { mobile: string; password: string } | undefined;

describe('accounts in Chromium (shared demo server)', () => {
  it('logs in by SMS with the code from the sandbox and shows the member in the header', async () => {
    const { page, errors } = await freshPage();
    const captcha = trackCaptchas(page, baseURL);
    const mobile = freshMobile();
    await page.goto('/courses');

    const dialog = await openFromHeader(page, '登录');
    await dialog.getByRole('tab', { name: '短信登录' }).click();
    await dialog.getByPlaceholder('请输入手机号').fill(mobile);
    const sms = await requestSmsInDialog(page, dialog, baseURL, captcha, mobile);
    expect(sms.body).toEqual({
      mobile,
      image_key: expect.any(String),
      image_captcha: expect.any(String),
      scene: 'login',
    });
    // The countdown keeps counting, and the link is gone while it does.
    expect(await dialog.getByText('获取验证码', { exact: true }).count()).toBe(0);

    await dialog.getByPlaceholder('请输入手机验证码').fill(sms.code);
    const login = nextRequest(page, 'POST', '/api/v2/login/mobile');
    await dialog.getByRole('button', { name: '立即登录' }).click();
    expect((await login).postDataJSON()).toMatchObject({ mobile, mobile_code: sms.code });

    // Logged in from an ordinary page: the page reloads and stays where it was.
    await expect.poll(() => storedToken(page)).toBeTruthy();
    const me = await memberDetail(baseURL, (await storedToken(page)) ?? '');
    expect(me.mobile).toBe(mobile);
    await memberButton(page, me.nick_name).waitFor();
    expect(new URL(page.url()).pathname).toBe('/courses');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('logs in with a new QQ identity through the sandbox and lands on the redirect', async () => {
    const { page, errors } = await freshPage();
    const nickname = `QQ同学${Math.floor(Math.random() * 10_000)}`;
    await page.goto(`/login?redirect=${encodeURIComponent('/study-center')}`);
    await page.getByRole('button', { name: '登录后查看' }).click();
    const dialog = page.getByRole('dialog');

    const start = nextRequest(page, 'GET', '/api/v3/auth/login/socialite/qq');
    await dialog.getByRole('button', { name: 'QQ登录' }).click();
    const startUrl = new URL((await start).url());
    expect(startUrl.searchParams.get('s_url')).toBe(
      `${baseURL}/login/callback?redirect=${encodeURIComponent('/study-center')}`,
    );
    expect(startUrl.searchParams.get('f_url')).toBe(`${baseURL}/error`);
    expect(startUrl.searchParams.get('action')).toBe('login');

    // The sandbox stands in for QQ: choose a brand-new identity.
    await page.waitForURL((u) => u.pathname === '/__dev/qq/authorize');
    await page.locator('input[name="choice"][value="new"]').check();
    await page.locator('input[name="nickname"]').fill(nickname);
    const exchange = nextRequest(page, 'POST', '/api/v3/auth/login/code');
    await page.getByRole('button', { name: '授权并返回网站' }).click();

    const sent = (await exchange).postDataJSON() as { code: string };
    expect(sent.code).toEqual(expect.any(String));
    expect(new URL(page.url()).pathname).toBe('/login/callback');
    await page.waitForURL((u) => u.pathname === '/study-center' && u.search === '');
    const me = await memberDetail(baseURL, (await storedToken(page)) ?? '');
    // A new member is named after the identity, with a suffix that keeps names unique.
    expect(me.nick_name.startsWith(`${nickname}_`)).toBe(true);
    expect(me).toMatchObject({ is_bind_qq: 1, is_bind_mobile: 0 });
    await memberButton(page, me.nick_name).waitFor();
    expect(errors).toEqual([]);
  });

  it('changes the nickname and the avatar on /member, and the header follows', async () => {
    const { page, errors } = await freshPage();
    const token = await smsLoginByApi(baseURL, freshMobile());
    const before = await memberDetail(baseURL, token);
    await loginWithToken(page, token);
    await page.goto('/member');
    await memberButton(page, before.nick_name).waitFor();

    // Nickname: once only.
    const nick = `新昵称${Math.floor(Math.random() * 100_000)}`;
    await page.getByRole('button', { name: /^修\s*改$/ }).click();
    await page.getByRole('textbox', { name: '昵称' }).fill(nick);
    const saved = nextRequest(page, 'POST', '/api/v2/member/detail/nickname');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    expect((await saved).postDataJSON()).toEqual({ nick_name: nick });
    await toast(page, '修改成功').waitFor();
    await memberButton(page, nick).waitFor();
    await page.getByText('已修改', { exact: true }).waitFor();

    // Avatar: a real PNG made here, sent as multipart `file`.
    const upload = nextResponse(page, 'POST', '/api/v2/member/detail/avatar');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(48, [30, 144, 255]) });
    const reply = (await (await upload).json()) as { code: number };
    expect(reply.code).toBe(0);
    expect((await upload).request().headers()['content-type']).toMatch(/^multipart\/form-data/);
    await toast(page, '上传头像成功').waitFor();

    const after = await memberDetail(baseURL, token);
    expect(after.nick_name).toBe(nick);
    expect(after.avatar).toMatch(/\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    const headerImg = memberButton(page, nick).locator('img');
    await expect.poll(() => headerImg.getAttribute('src')).toBe(after.avatar);
    await expect
      .poll(() => headerImg.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0)))
      .toBe(48);
    expect(errors).toEqual([]);
  });

  it('shows the unread dot for the demo student, reads one message, then all, and the dot goes', async () => {
    const { page, errors } = await freshPage();
    await loginWithToken(page, await passwordLogin(baseURL, DEMO.mobile, DEMO.password));
    await page.goto('/');
    const button = memberButton(page, '学习达人');
    await button.waitFor();
    await button.getByRole('img', { name: '有未读消息' }).waitFor();

    await page.goto('/member/messages');
    const list = page.getByRole('list', { name: '消息列表' });
    await list.waitFor();
    await button.getByRole('img', { name: '有未读消息' }).waitFor();
    const unreadDots = list.getByRole('img', { name: '未读' });
    const before = await unreadDots.count();
    expect(before).toBeGreaterThanOrEqual(2);

    const one = expectLater(
      page.waitForRequest((r) =>
        new URL(r.url()).pathname.startsWith('/api/v2/member/notificationMarkAsRead/'),
      ),
    );
    await list.locator('li[data-unread="true"]').first().click();
    await one;
    await expect.poll(() => unreadDots.count()).toBe(before - 1);
    await button.getByRole('img', { name: '有未读消息' }).waitFor(); // still some unread

    const all = nextRequest(page, 'GET', '/api/v2/member/notificationMarkAllAsRead');
    await page.getByRole('button', { name: '全部已读' }).click();
    await all;
    await expect.poll(() => unreadDots.count()).toBe(0);
    await expect.poll(() => button.getByRole('img', { name: '有未读消息' }).count()).toBe(0);
    const count = await apiCall<number>(
      baseURL,
      'GET',
      '/api/v2/member/unreadNotificationCount',
      undefined,
      (await storedToken(page)) ?? '',
    );
    expect(count.data).toBe(0);
    expect(errors).toEqual([]);
  });
});

/**
 * On a server of this file's own, whose database the tests may change: site settings (forced mobile binding,
 * face verification) and the SMS resend window (so the forgot-password step need not wait a minute).
 */
describe('accounts in Chromium (own server)', () => {
  let own: RunningServer | undefined;
  const url = () => own?.url ?? '';

  beforeAll(async () => {
    own = await startServer();
  });
  afterAll(async () => {
    await own?.stop();
  });

  it('registers through the dialog (agreement required) and then logs in with the new password', async () => {
    const { page, errors } = await freshPage(url());
    const captcha = trackCaptchas(page, url());
    const mobile = freshMobile('1571236');
    const password = 'Passw0rd!';
    await page.goto('/');

    const dialog = await openFromHeader(page, '注册');
    await dialog.getByText('用户注册').waitFor();
    await dialog.getByPlaceholder('请输入手机号').fill(mobile);
    const sms = await requestSmsInDialog(page, dialog, url(), captcha, mobile);
    expect(sms.body).toMatchObject({ mobile, scene: 'login' });
    await dialog.getByPlaceholder('请输入手机验证码').fill(sms.code);
    await dialog.getByPlaceholder('请设置账号密码').fill(password);

    // Not agreed yet: a toast, and nothing is sent.
    const registers = recordRequests(page, 'POST', '/api/v2/register/sms');
    await dialog.getByRole('button', { name: '立即注册' }).click();
    await toast(page, '请同意《用户协议》和《隐私政策》').waitFor();
    expect(registers).toHaveLength(0);

    await dialog.getByRole('checkbox').check();
    const sent = nextRequest(page, 'POST', '/api/v2/register/sms');
    await dialog.getByRole('button', { name: '立即注册' }).click();
    expect((await sent).postDataJSON()).toEqual({ mobile, mobile_code: sms.code, password });
    await toast(page, '注册成功').waitFor();
    registered = { mobile, password };

    // Registration does not log in: the login dialog opens, and the new password works.
    await dialog.getByRole('tab', { name: '密码登录' }).waitFor();
    const login = nextRequest(page, 'POST', '/api/v2/login/password');
    await passwordLoginInDialog(dialog, mobile, password);
    expect((await login).postDataJSON()).toEqual({ mobile, password });
    await expect.poll(() => storedToken(page)).toBeTruthy();
    const me = await memberDetail(url(), (await storedToken(page)) ?? '');
    expect(me.mobile).toBe(mobile);
    await memberButton(page, me.nick_name).waitFor();
    expect(errors).toEqual([]);
  });

  it('resets the password of the member registered above; the new one works, the old one fails', async () => {
    let member = registered;
    if (!member) {
      // Run on its own: register one through the API first.
      const mobile = freshMobile('1571236');
      const code = await sendSmsByApi(url(), mobile);
      const r = await apiCall<unknown>(url(), 'POST', '/api/v2/register/sms', {
        mobile,
        mobile_code: code,
        password: 'Passw0rd!',
      });
      expect(r.code).toBe(0);
      member = { mobile, password: 'Passw0rd!' };
    }
    // The registration sent this mobile an SMS moments ago; the server allows one per 60 s.
    letSmsResendWindowPass(own?.dataDir ?? '', member.mobile);

    const { page, errors } = await freshPage(url());
    const captcha = trackCaptchas(page, url());
    const newPassword = 'N3wSecret';
    await page.goto('/');
    const dialog = await openFromHeader(page, '登录');
    await dialog.getByRole('button', { name: '忘记密码' }).click();
    await dialog.getByText('忘记密码', { exact: true }).first().waitFor();
    await dialog.getByPlaceholder('请输入手机号').fill(member.mobile);
    const sms = await requestSmsInDialog(page, dialog, url(), captcha, member.mobile);
    await dialog.getByPlaceholder('请输入手机验证码').fill(sms.code);
    await dialog.getByPlaceholder('请设置账号密码').fill(newPassword);
    const reset = nextRequest(page, 'POST', '/api/v2/password/reset');
    await dialog.getByRole('button', { name: '重置密码' }).click();
    expect((await reset).postDataJSON()).toEqual({
      mobile: member.mobile,
      mobile_code: sms.code,
      password: newPassword,
    });
    await toast(page, '密码重置成功').waitFor();

    // Back on the login dialog: the old password is refused, the new one logs in.
    await dialog.getByRole('tab', { name: '密码登录' }).waitFor();
    await passwordLoginInDialog(dialog, member.mobile, member.password);
    await toast(page, '手机号或密码错误').waitFor();
    expect(await storedToken(page)).toBeNull();
    await dialog.getByPlaceholder('请输入密码').fill(newPassword);
    await dialog.getByRole('button', { name: '立即登录' }).click();
    await expect.poll(() => storedToken(page)).toBeTruthy();
    const me = await memberDetail(url(), (await storedToken(page)) ?? '');
    expect(me.mobile).toBe(member.mobile);
    await memberButton(page, me.nick_name).waitFor();
    expect(errors).toEqual([]);
  });

  it('WeChat scan with a new identity asks for a mobile, binds it by SMS and logs in', async () => {
    await writeSetting(own!, 'member', {
      enabled_mobile_bind_alert: 1,
      enabled_face_verify: false,
    });
    const { page, errors } = await freshPage(url());
    const captcha = trackCaptchas(page, url());
    const mobile = freshMobile('1571235');
    const nickname = `微信同学${Math.floor(Math.random() * 10_000)}`;
    await page.goto('/');
    const dialog = await openFromHeader(page, '登录');

    const scanReply = nextResponse(page, 'GET', '/api/v3/auth/login/wechat/scan');
    await dialog.getByRole('button', { name: '微信扫码登录' }).click();
    const scan = (await (await scanReply).json()) as { data: { code: string; image: string } };
    const code = scan.data.code;
    await dialog.getByText('微信扫码登录', { exact: true }).waitFor();
    await dialog.getByRole('img', { name: '微信扫码登录二维码' }).waitFor();
    // The dialog polls the scan state with the code it shows.
    const poll = await nextRequest(page, 'GET', '/api/v3/auth/login/wechat/scan/query');
    expect(new URL(poll.url()).searchParams.get('code')).toBe(code);

    // "Scan" it in the sandbox as a WeChat identity nobody has used yet.
    const scanned = await apiCall<unknown>(url(), 'POST', '/__dev/wechat/scan', { code, new: '1', nickname });
    expect(scanned.code).toBe(0);

    await dialog.getByText('请绑定手机号', { exact: true }).waitFor();
    await dialog.getByPlaceholder('请输入手机号').fill(mobile);
    const sms = await requestSmsInDialog(page, dialog, url(), captcha, mobile);
    await dialog.getByPlaceholder('请输入手机验证码').fill(sms.code);
    const bind = nextRequest(page, 'POST', '/api/v3/auth/register/withWechatScan');
    const bound = nextResponse(page, 'POST', '/api/v3/auth/register/withWechatScan');
    await dialog.getByRole('button', { name: '立即绑定' }).click();
    expect((await bind).postDataJSON()).toMatchObject({ mobile, mobile_code: sms.code, code });
    expect(((await (await bound).json()) as { code: number }).code).toBe(0);

    // 绑定成功 is toasted just before the page reloads to show the member.
    await expect.poll(() => storedToken(page)).toBeTruthy();
    const me = await memberDetail(url(), (await storedToken(page)) ?? '');
    expect(me.nick_name.startsWith(`${nickname}_`)).toBe(true);
    expect(me).toMatchObject({ mobile, is_bind_mobile: 1, is_bind_wechat: 1 });
    await memberButton(page, me.nick_name).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('meedu-bind-mobile'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it('sends a member with face verification pending to /face-check; the sandbox passes it', async () => {
    await writeSetting(own!, 'member', {
      enabled_mobile_bind_alert: 0,
      enabled_face_verify: true,
    });
    const { page, errors } = await freshPage(url());
    const token = await smsLoginByApi(url(), freshMobile('1571235'));
    await loginWithToken(page, token);

    const start = nextRequest(page, 'POST', '/api/v3/member/tencent/faceVerify');
    await page.goto('/member');
    await page.waitForURL((u) => u.pathname === '/face-check');
    expect((await start).postDataJSON()).toEqual({ s_url: 'PC' });
    await page.getByText('请使用微信扫码完成实名认证').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('meedu-face-check'))).toBe('ok');

    // The phone's part happens on the sandbox page the QR code points to.
    const poll = await nextRequest(page, 'GET', '/api/v3/member/tencent/faceVerify');
    expect(new URL(poll.url()).searchParams.get('biz_token')).toBeTruthy();
    const [sandbox] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: '无法扫码？在本机打开认证页面' }).click(),
    ]);
    await sandbox.getByRole('button', { name: '认证通过' }).click();
    await sandbox.getByText('认证通过，请回到网站继续').waitFor();
    await sandbox.close();

    await toast(page, '实名认证成功').waitFor();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('meedu-face-check'))).toBeNull();
    expect((await memberDetail(url(), token)).is_face_verify).toBe(true);

    // The protected page now opens.
    await page.goto('/member');
    await page.getByRole('tab', { name: '实名认证' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/member');
    expect(errors).toEqual([]);
  });
});
