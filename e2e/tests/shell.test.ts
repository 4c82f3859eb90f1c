import { describe, expect, inject, it } from 'vitest';
import { passwordLoginInDialog } from '../support/accounts.ts';
import { DEMO, apiCall, passwordLogin } from '../support/api.ts';
import { expectLater, trackPageErrors } from '../support/browser.ts';
import { browserSuite } from '../support/suite.ts';

const baseURL = inject('baseURL');
const suite = browserSuite();

describe('storefront shell in Chromium', () => {
  it('sends a logged-out visitor of a protected page to /login with the encoded path and query', async () => {
    const page = await suite.newPage();
    await page.goto('/member/orders?page=2&x=a%20b');
    await page.waitForURL(/\/login\?redirect=/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.search).toBe(`?redirect=${encodeURIComponent('/member/orders?page=2&x=a%20b')}`);
  });

  it('logs in from /login?redirect=… with the password tab and lands on the redirect', async () => {
    const page = await suite.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`/login?redirect=${encodeURIComponent('/study-center')}`);
    await page.getByRole('button', { name: '登录后查看' }).click();
    await passwordLoginInDialog(page.getByRole('dialog'), DEMO.mobile, DEMO.password);
    await page.waitForURL(/\/study-center$/);
    expect(await page.evaluate(() => localStorage.getItem('meedu-user-token'))).toBeTruthy();
    expect(errors).toEqual([]);
  });

  it('ignores an off-site redirect after login', async () => {
    const page = await suite.newPage();
    await page.goto(`/login?redirect=${encodeURIComponent('https://evil.example/steal')}`);
    await page.getByRole('button', { name: '登录后查看' }).click();
    await passwordLoginInDialog(page.getByRole('dialog'), DEMO.mobile, DEMO.password);
    await page.waitForURL((u) => u.pathname === '/');
    expect(new URL(page.url()).origin).toBe(baseURL);
  });

  it('shows the member in the header and logs out with 已安全退出, back on / after the delay', async () => {
    const token = await passwordLogin(baseURL, DEMO.mobile, DEMO.password);
    const page = await suite.newPage({ token });
    await page.goto('/courses');
    const header = page.locator('header');
    await header.getByText('学习达人').first().hover();
    const logout = page.getByText('安全退出');
    await logout.click();
    await expect.poll(() => page.getByText('已安全退出').count()).toBeGreaterThan(0);
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => header.getByText('登录').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('meedu-user-token'))).toBeNull();
    // The old token no longer works on the server.
    const res = await fetch(`${baseURL}/api/v2/member/detail`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await res.json()) as { code: number }).code).toBe(401);
  });

  it('a session revoked elsewhere: reloading /member toasts 请重新登录, clears the session, goes to /login?redirect', async () => {
    const token = await passwordLogin(baseURL, DEMO.mobile, DEMO.password);
    const page = await suite.newPage({ token });
    const errors = trackPageErrors(page);
    await page.goto('/courses');
    await page.locator('header').getByText('学习达人').first().waitFor();

    // Another tab logs out (the same happens after a password change or a lock): the token is revoked.
    expect((await apiCall(baseURL, 'POST', '/api/v2/logout', {}, token)).code).toBe(0);

    const detail = expectLater(
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/member/detail'),
    );
    await page.goto('/member');
    expect(((await (await detail).json()) as { code: number }).code).toBe(401);
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).search).toBe(`?redirect=${encodeURIComponent('/member')}`);
    await page.getByText('请重新登录').first().waitFor();
    await page.getByRole('button', { name: '登录后查看' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('meedu-user-token'))).toBeNull();
    expect(await page.locator('header').getByText('学习达人').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows a not-found page for an unknown path', async () => {
    const page = await suite.newPage();
    const res = await page.goto('/definitely/not/here');
    expect(res?.status()).toBe(200); // the SPA fallback answers, the app shows the 404
    await expect.poll(() => page.getByText('404').count()).toBeGreaterThan(0);
  });

  it('validates the header search and then searches', async () => {
    const page = await suite.newPage();
    await page.goto('/courses');
    const box = page.locator('header').getByPlaceholder('请输入关键字');
    await box.press('Enter');
    await expect.poll(() => page.getByText('请输入关键字后再搜索').count()).toBeGreaterThan(0);
    await box.fill('Python');
    await box.press('Enter');
    await page.waitForURL(/\/search\?keywords=Python/);
  });

  it('shows back-to-top after 2000 px of scroll', async () => {
    const page = await suite.newPage();
    await page.goto('/');
    await page.locator('footer').waitFor();
    const backTop = page.getByRole('button', { name: '回到顶部' });
    expect(await backTop.count()).toBe(0);
    await page.evaluate(() => {
      document.body.style.minHeight = '6000px';
      window.scrollTo(0, 2100);
    });
    await backTop.waitFor();
    await backTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
  });

  it('shows a retry screen when the config call fails, and recovers on retry', async () => {
    const page = await suite.newPage();
    let fail = true;
    await page
      .context()
      .route('**/api/v2/other/config', (route) => (fail ? route.abort('failed') : route.continue()));
    await page.goto('/');
    const retry = page.getByRole('button', { name: /重\s*试/ });
    await retry.waitFor();
    fail = false;
    await retry.click();
    await page.locator('header').getByPlaceholder('请输入关键字').waitFor();
  });
});
