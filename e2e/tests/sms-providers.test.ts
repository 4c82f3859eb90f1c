import Database from 'better-sqlite3';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAliyun, type FakeGateway } from '../../apps/server/test/support/sms-gateways.ts';
import {
  freshMobile,
  memberDetail,
  nextRequest,
  nextResponse,
  passwordLoginInDialog,
  storedToken,
} from '../support/accounts.ts';
import { trackPageErrors } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { letSmsResendWindowPass } from '../support/settings.ts';
import { browserSuite } from '../support/suite.ts';

const suite = browserSuite();

const ALIYUN = {
  accessKeyId: 'LTAI5tE2eKeyId',
  accessKeySecret: 'e2e-aliyun-secret',
  signName: '知学堂',
  templates: ['SMS_100001', 'SMS_100002', 'SMS_100003', 'SMS_100004'],
};
const TEMPLATE_OF_SCENE: Record<string, string> = {
  register: 'SMS_100001',
  login: 'SMS_100002',
  password_reset: 'SMS_100003',
  mobile_bind: 'SMS_100004',
};

const header = (page: Page) => page.locator('header');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

async function openFromHeader(page: Page, name: '登录' | '注册'): Promise<Locator> {
  const label = name === '登录' ? /^登\s*录$/ : /^注\s*册$/;
  await header(page).getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

/**
 * A production server has no captcha sandbox: the test reads the answer of the captcha on screen from the server's
 * database (the key is seen on the wire when the image loads), as an operator could.
 */
function captchaSolver(page: Page, server: RunningServer) {
  const keys = new Map<string, string>();
  page.on('response', (res) => {
    if (!res.url().includes('/api/v2/captcha/image')) return;
    res.json().then(
      (body: { data: { img: string; key: string } }) => keys.set(body.data.img, body.data.key),
      () => undefined,
    );
  });
  return async (scope: Locator): Promise<string> => {
    const img = scope.getByRole('img', { name: '图形验证码' });
    for (let waited = 0; ; waited += 100) {
      const key = keys.get((await img.getAttribute('src')) ?? '');
      if (key) {
        const db = new Database(path.join(server.dataDir, 'meedu.sqlite'), { readonly: true });
        try {
          const row = db.prepare('SELECT text FROM captchas WHERE key = ?').get(key) as
            { text: string } | undefined;
          if (row) return row.text;
        } finally {
          db.close();
        }
      }
      if (waited > 10_000) throw new Error('the captcha shown was never found');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
}

describe('SMS through Aliyun in production mode (fake Aliyun gateway)', () => {
  let server: RunningServer;
  let aliyun: FakeGateway;
  const mobile = freshMobile('1581234');
  const password = 'Passw0rd!';

  beforeAll(async () => {
    aliyun = await startFakeAliyun(ALIYUN);
    server = await startServer({
      APP_MODE: 'production',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: ALIYUN.accessKeyId,
      ALIYUN_ACCESS_KEY_SECRET: ALIYUN.accessKeySecret,
      ALIYUN_SMS_SIGN_NAME: ALIYUN.signName,
      ALIYUN_SMS_TEMPLATE_REGISTER: TEMPLATE_OF_SCENE.register!,
      ALIYUN_SMS_TEMPLATE_LOGIN: TEMPLATE_OF_SCENE.login!,
      ALIYUN_SMS_TEMPLATE_PASSWORD_RESET: TEMPLATE_OF_SCENE.password_reset!,
      ALIYUN_SMS_TEMPLATE_MOBILE_BIND: TEMPLATE_OF_SCENE.mobile_bind!,
      ALIYUN_SMS_ENDPOINT: aliyun.url,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await aliyun?.close();
  });

  /**
   * Types the captcha, clicks 获取验证码 and waits for the countdown; answers the code the gateway received, after
   * checking it went out with the template of the scene the page asked for.
   */
  async function requestCode(page: Page, dialog: Locator, solve: (l: Locator) => Promise<string>) {
    await dialog.getByPlaceholder('请输入图形验证码').fill(await solve(dialog));
    const sent = nextRequest(page, 'POST', '/api/v2/captcha/sms');
    await dialog.getByText('获取验证码', { exact: true }).click();
    const scene = ((await sent).postDataJSON() as { scene: string }).scene;
    await dialog.getByText(/^\d+s$/).waitFor();
    const last = aliyun.received.at(-1);
    expect(last).toMatchObject({ mobile, template: TEMPLATE_OF_SCENE[scene], signName: ALIYUN.signName });
    return last!.code;
  }

  it('registers a new member with the code the gateway received', async () => {
    const page = await suite.newPage({ url: server.url });
    const errors = trackPageErrors(page);
    const solve = captchaSolver(page, server);
    await page.goto('/');
    const dialog = await openFromHeader(page, '注册');
    await dialog.getByPlaceholder('请输入手机号').fill(mobile);
    const code = await requestCode(page, dialog, solve);
    await dialog.getByPlaceholder('请输入手机验证码').fill(code);
    await dialog.getByPlaceholder('请设置账号密码').fill(password);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: '立即注册' }).click();
    await toast(page, '注册成功').waitFor();
    expect(aliyun.rejected).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a gateway refusal shows 短信发送失败 with no countdown; asking again logs in by SMS', async () => {
    letSmsResendWindowPass(server.dataDir, mobile);
    const page = await suite.newPage({ url: server.url });
    const errors = trackPageErrors(page);
    const solve = captchaSolver(page, server);
    await page.goto('/');
    const dialog = await openFromHeader(page, '登录');
    await dialog.getByRole('tab', { name: '短信登录' }).click();
    await dialog.getByPlaceholder('请输入手机号').fill(mobile);

    aliyun.failNext('isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1');
    await dialog.getByPlaceholder('请输入图形验证码').fill(await solve(dialog));
    const refused = nextResponse(page, 'POST', '/api/v2/captcha/sms');
    await dialog.getByText('获取验证码', { exact: true }).click();
    expect(await (await refused).json()).toMatchObject({ message: '短信发送失败，请稍后再试' });
    await toast(page, '短信发送失败，请稍后再试').waitFor();
    expect(await dialog.getByText(/^\d+s$/).count()).toBe(0);

    const code = await requestCode(page, dialog, solve);
    await dialog.getByPlaceholder('请输入手机验证码').fill(code);
    await dialog.getByRole('button', { name: '立即登录' }).click();
    await expect.poll(() => storedToken(page)).toBeTruthy();
    expect((await memberDetail(server.url, (await storedToken(page)) ?? '')).mobile).toBe(mobile);
    expect(errors).toEqual([]);
  });

  it('resets the password with the code the gateway received; the new password logs in', async () => {
    letSmsResendWindowPass(server.dataDir, mobile);
    const page = await suite.newPage({ url: server.url });
    const errors = trackPageErrors(page);
    const solve = captchaSolver(page, server);
    const newPassword = 'N3wSecret';
    await page.goto('/');
    const dialog = await openFromHeader(page, '登录');
    await dialog.getByRole('button', { name: '忘记密码' }).click();
    await dialog.getByText('忘记密码', { exact: true }).first().waitFor();
    await dialog.getByPlaceholder('请输入手机号').fill(mobile);
    const code = await requestCode(page, dialog, solve);
    await dialog.getByPlaceholder('请输入手机验证码').fill(code);
    await dialog.getByPlaceholder('请设置账号密码').fill(newPassword);
    await dialog.getByRole('button', { name: '重置密码' }).click();
    await toast(page, '密码重置成功').waitFor();

    await dialog.getByRole('tab', { name: '密码登录' }).waitFor();
    await passwordLoginInDialog(dialog, mobile, newPassword);
    await expect.poll(() => storedToken(page)).toBeTruthy();
    expect(aliyun.rejected).toEqual([]);
    expect(errors).toEqual([]);
  });
});
