import type { Locator, Page } from 'playwright-core';
import { captchaText } from './api.ts';

/**
 * The console's captcha answers, read from the demo sandbox: remembers each captcha the page fetched (its image
 * and key), then answers for the image on screen.
 */
export function trackConsoleCaptchas(page: Page, baseURL: string): () => Promise<string> {
  const keys = new Map<string, string>();
  page.on('response', (res) => {
    if (!res.url().endsWith('/admin/api/auth/captcha')) return;
    res.json().then(
      (body: { img: string; key: string }) => keys.set(body.img, body.key),
      () => undefined,
    );
  });
  return async () => {
    const img = page.getByRole('img', { name: '图形验证码' });
    for (let waited = 0; ; waited += 100) {
      const key = keys.get((await img.getAttribute('src')) ?? '');
      if (key) return captchaText(baseURL, key);
      if (waited > 10_000) throw new Error('the captcha shown was never seen on the wire');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
}

/** Signs in on the console's login screen (the page must be on it). */
export async function consoleLogin(page: Page, solve: () => Promise<string>, name: string, password: string) {
  await page.getByLabel('用户名').fill(name);
  await page.getByLabel('密码').fill(password);
  await page.getByLabel('验证码').fill(await solve());
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Picks `option` in the antd select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}
