import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../apps/server/test/support/s3-server.ts';
import {
  freshMobile,
  loginWithToken,
  memberDetail,
  nextResponse,
  smsLoginByApi,
  solidPng,
} from '../support/accounts.ts';
import { expectLater, trackPageErrors } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { browserSuite } from '../support/suite.ts';

/**
 * STORAGE=s3: a server of its own whose images live in a real S3-compatible server (s3rver, started here), not on
 * its disk. A member's avatar goes to the bucket and the page shows it from there.
 */
let s3: TestS3Server;
let server: RunningServer;
beforeAll(async () => {
  s3 = await startS3Server('meedu-e2e');
  server = await startServer(s3.env);
});
afterAll(async () => {
  await server?.stop();
  await s3?.stop();
});

const suite = browserSuite(() => server.url);

describe('object storage in Chromium (STORAGE=s3)', () => {
  it('puts the avatar a member uploads in the member centre into the bucket and shows it from there', async () => {
    const page = await suite.newPage();
    const errors = trackPageErrors(page);
    const token = await smsLoginByApi(server.url, freshMobile('1572345'));
    const before = await memberDetail(server.url, token);
    await loginWithToken(page, token);
    await page.goto('/member');
    const menu = page.locator('header').getByRole('button', { name: `${before.nick_name} 的账户菜单` });
    await menu.waitFor();

    const upload = nextResponse(page, 'POST', '/api/v2/member/detail/avatar');
    const fromBucket = expectLater(
      page.waitForResponse((r) => r.url().startsWith(`${s3.endpoint}/meedu-e2e/uploads/avatars/`)),
    );
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(40, [220, 60, 20]) });
    expect(((await (await upload).json()) as { code: number }).code).toBe(0);

    const after = await memberDetail(server.url, token);
    const key = /\/uploads\/(avatars\/[a-f0-9]{32}\.png)$/.exec(after.avatar)?.[1];
    expect(key).toBeDefined();
    expect(s3.hasObject(`uploads/${key}`)).toBe(true);

    // The browser follows the site's address to the bucket, which answers the image.
    const served = await fromBucket;
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    const img = menu.locator('img');
    await expect.poll(() => img.getAttribute('src')).toBe(after.avatar);
    await expect
      .poll(() => img.evaluate((el) => (el instanceof HTMLImageElement ? el.naturalWidth : 0)))
      .toBe(40);
    expect(errors).toEqual([]);
  });
});
