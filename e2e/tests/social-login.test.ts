import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeQq, type FakeQq } from '../../apps/server/test/support/social-gateways.ts';
import { memberDetail, storedToken } from '../support/accounts.ts';
import { trackPageErrors } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { writeSetting } from '../support/settings.ts';
import { browserSuite } from '../support/suite.ts';

/**
 * QQ login in production mode: the server is configured with QQ Connect keys whose endpoint is a local fake of
 * QQ (it checks the app id, key, redirect_uri, code and state as QQ does). No sandbox is involved.
 */
const QQ_APP = { appId: '101000042', appKey: 'e2e-qq-app-key' };

let qq: FakeQq;
let server: RunningServer;
const suite = browserSuite(() => server.url);

beforeAll(async () => {
  qq = await startFakeQq(QQ_APP);
  server = await startServer({
    APP_MODE: 'production',
    JWT_SECRET: 'e2e-production-jwt-secret-0001',
    QQ_APP_ID: QQ_APP.appId,
    QQ_APP_KEY: QQ_APP.appKey,
    QQ_ENDPOINT: qq.url,
  });
  // The operator's switch (the console's 开启QQ登录).
  await writeSetting(server, 'socialites', { qq: 1, wechat_scan: 0, wechat_oauth: 0 });
});

afterAll(async () => {
  await server?.stop();
  await qq?.close();
});

describe('QQ Connect login (production, fake QQ)', () => {
  it('goes through QQ and ends on the storefront logged in', async () => {
    const page = await suite.newPage({ url: server.url });
    const errors = trackPageErrors(page);
    qq.authorizeAs = { openid: `QQE2E${Date.now()}`, nickname: 'QQ真实用户', avatar: '' };
    await page.goto(`/login?redirect=${encodeURIComponent('/study-center')}`);
    await page.getByRole('button', { name: '登录后查看' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'QQ登录' }).click();

    await page.waitForURL((u) => u.pathname === '/study-center' && u.search === '');
    const me = await memberDetail(server.url, (await storedToken(page)) ?? '');
    expect(me.nick_name.startsWith('QQ真实用户_')).toBe(true);
    expect(me).toMatchObject({ is_bind_qq: 1 });
    // The browser went to QQ's authorize page, and the server (not the browser) redeemed the code.
    expect(qq.requests.some((r) => r.startsWith('GET /oauth2.0/authorize?'))).toBe(true);
    expect(qq.requests.some((r) => r.startsWith('GET /oauth2.0/token?'))).toBe(true);
    expect(errors).toEqual([]);
  });
});
