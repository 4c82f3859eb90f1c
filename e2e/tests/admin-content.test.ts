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

// The newest: an earlier save's toast may still be showing.
const toast = (page: Page, text: string) =>
  page.locator('.ant-message').getByText(text, { exact: true }).last();

describe('site content in the console, shown by the storefront', () => {
  it('an administrator renames the site and adds a nav; a new load of / shows both', async () => {
    const { page, errors } = await freshPage();
    const solve = trackConsoleCaptchas(page, own!.url);
    await page.goto('/admin/login');
    await consoleLogin(page, solve, 'admin', 'meedu123');
    await page.getByRole('heading', { name: '数据概览' }).waitFor();
    const menu = page.getByRole('navigation', { name: '主菜单' });

    await menu.getByRole('link', { name: '站点设置', exact: true }).click();
    const settings = page.getByRole('form', { name: '站点设置' });
    await settings.getByLabel('网站名称').fill('青松学堂');
    await settings.getByRole('button', { name: '保存' }).click();
    await toast(page, '保存成功').waitFor();

    await menu.getByRole('link', { name: '导航', exact: true }).click();
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

  it('an administrator adds an announcement; the storefront home links to it and shows its content', async () => {
    const { page, errors } = await freshPage();
    const solve = trackConsoleCaptchas(page, own!.url);
    await page.goto('/admin/login');
    await consoleLogin(page, solve, 'admin', 'meedu123');
    await page.getByRole('heading', { name: '数据概览' }).waitFor();
    await page
      .getByRole('navigation', { name: '主菜单' })
      .getByRole('link', { name: '公告', exact: true })
      .click();
    await page.getByRole('table', { name: '公告列表' }).waitFor();
    await page.getByRole('button', { name: '新建公告' }).click();
    const drawer = page.getByRole('form', { name: '新建公告' });
    await drawer.getByLabel('标题').fill('寒假课程上新');
    const content = drawer.getByRole('textbox', { name: '内容' });
    await content.click();
    await content.pressSequentially('三门新课本周上线');
    await drawer.getByRole('button', { name: '保存' }).click();
    await toast(page, '保存成功').waitFor();
    await page.getByRole('table', { name: '公告列表' }).getByText('寒假课程上新').waitFor();
    expect(errors).toEqual([]);

    const visitor = await freshPage();
    await visitor.page.goto('/');
    const notice = visitor.page.getByRole('link', { name: '公告：寒假课程上新' });
    await notice.click();
    await visitor.page.getByRole('heading', { name: '寒假课程上新' }).waitFor();
    await visitor.page.getByText('三门新课本周上线').first().waitFor();
    expect(visitor.errors).toEqual([]);
  });

  it('an administrator adds a custom HTML block; the home preview and the storefront show it', async () => {
    const { page, errors } = await freshPage();
    const solve = trackConsoleCaptchas(page, own!.url);
    await page.goto('/admin/login');
    await consoleLogin(page, solve, 'admin', 'meedu123');
    await page.getByRole('heading', { name: '数据概览' }).waitFor();
    await page
      .getByRole('navigation', { name: '主菜单' })
      .getByRole('link', { name: '首页装修', exact: true })
      .click();
    await page.getByRole('list', { name: '装修块顺序' }).waitFor();
    await page.getByRole('button', { name: '新建装修块' }).click();
    const drawer = page.getByRole('form', { name: '新建装修块' });
    await drawer.getByLabel('类型').click();
    await page.getByTitle('自定义 HTML', { exact: true }).click();
    const html = drawer.getByRole('textbox', { name: 'HTML 内容' });
    await html.click();
    await html.pressSequentially('寒假学习计划');
    await drawer.getByRole('button', { name: '保存' }).click();
    await toast(page, '保存成功').waitFor();
    await page.getByRole('list', { name: '装修块顺序' }).getByText('寒假学习计划').waitFor();
    // The preview frame loads the home again after the save (and once more when the public cache has turned).
    // A code block renders when it comes near the viewport: scroll the frame to the last one.
    const preview = page.frameLocator('iframe[title="店面首页预览"]');
    await expect
      .poll(
        async () => {
          await preview.locator('.mc-block--code').last().scrollIntoViewIfNeeded({ timeout: 2_000 });
          return preview.getByText('寒假学习计划').count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);

    const visitor = await freshPage();
    await visitor.page.goto('/');
    await visitor.page.locator('.mc-block--code').last().scrollIntoViewIfNeeded();
    await visitor.page.getByText('寒假学习计划').waitFor();
    expect(visitor.errors).toEqual([]);
  });
});
