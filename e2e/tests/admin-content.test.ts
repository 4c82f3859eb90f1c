import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, trackPageErrors } from '../support/browser.ts';
import { consoleLogin, trackConsoleCaptchas } from '../support/console.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// A server of its own: renaming the site would change what other suites see on the shared one.
let own: RunningServer | undefined;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [own, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await own?.stop();
});

async function freshPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser, own!.url);
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: trackPageErrors(page) };
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

describe('site content in the console, shown by the storefront', () => {
  it('an administrator renames the site and adds a nav; a new load of / shows both', async () => {
    const { page, errors } = await freshPage();
    const solve = trackConsoleCaptchas(page, own!.url);
    await page.goto('/admin/login');
    await consoleLogin(page, solve, 'admin', 'meedu123');
    await page.getByRole('heading', { name: '数据概览' }).waitFor();
    const menu = page.getByRole('navigation', { name: '主菜单' });

    await menu.getByRole('link', { name: '站点设置' }).click();
    const settings = page.getByRole('form', { name: '站点设置' });
    await settings.getByLabel('网站名称').fill('青松学堂');
    await settings.getByRole('button', { name: '保存' }).click();
    await toast(page, '保存成功').waitFor();

    await menu.getByRole('link', { name: '导航' }).click();
    await page.getByRole('list', { name: '一级导航顺序' }).waitFor();
    await page.getByRole('button', { name: '新建导航' }).click();
    const drawer = page.getByRole('form', { name: '新建导航' });
    await drawer.getByLabel('名称').fill('名师专栏');
    await drawer.getByLabel('链接').fill('/topics');
    await drawer.getByRole('button', { name: '保存' }).click();
    await toast(page, '保存成功').waitFor();
    await page.getByRole('list', { name: '一级导航顺序' }).getByText('名师专栏').waitFor();
    expect(errors).toEqual([]);

    const visitor = await freshPage();
    await visitor.page.goto('/');
    const header = visitor.page.getByRole('banner');
    await header.getByRole('link', { name: '青松学堂 首页' }).waitFor();
    await header.getByRole('link', { name: '名师专栏' }).waitFor();
    expect(await header.getByRole('link', { name: '名师专栏' }).getAttribute('href')).toBe('/topics');
    expect(visitor.errors).toEqual([]);
  });
});
