import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, trackPageErrors } from '../support/browser.ts';
import { choose, consoleLogin, trackConsoleCaptchas } from '../support/console.ts';

const baseURL = inject('baseURL');
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

async function freshPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser, baseURL);
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: trackPageErrors(page) };
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

describe('the operator console in Chromium', () => {
  it('the demo administrator makes a view-only role and an administrator with it, who sees only what it allows', async () => {
    const { page, errors } = await freshPage();
    const solve = trackConsoleCaptchas(page, baseURL);
    await page.goto('/admin/');
    await page.waitForURL(/\/admin\/login\?redirect=/);
    await consoleLogin(page, solve, 'admin', 'meedu123');
    await page.getByRole('heading', { name: '数据概览' }).waitFor();
    const menu = page.getByRole('navigation', { name: '主菜单' });

    // A role with view-only course permissions.
    await menu.getByRole('link', { name: '角色', exact: true }).click();
    await page.getByRole('button', { name: '新建角色' }).click();
    const roleDrawer = page.getByRole('dialog', { name: '新建角色' });
    await roleDrawer.getByLabel('角色名称').fill('课程只读');
    await roleDrawer.getByRole('checkbox', { name: '课程（查看）' }).check();
    await roleDrawer.getByRole('button', { name: '保存' }).click();
    await toast(page, '保存成功').waitFor();
    await page.getByRole('table', { name: '角色列表' }).getByRole('cell', { name: '课程只读' }).waitFor();

    // An administrator with that role.
    await menu.getByRole('link', { name: '管理员', exact: true }).click();
    await page.getByRole('button', { name: '新建管理员' }).click();
    const adminDrawer = page.getByRole('dialog', { name: '新建管理员' });
    await adminDrawer.getByLabel('用户名').fill('viewer1');
    await adminDrawer.getByLabel('初始密码').fill('viewer123');
    await choose(page, adminDrawer, '角色', '课程只读');
    await adminDrawer.getByRole('button', { name: '保存' }).click();
    await toast(page, '保存成功').first().waitFor();
    await page.getByRole('table', { name: '管理员列表' }).getByRole('cell', { name: 'viewer1' }).waitFor();

    // The audit screen lists both writes.
    await menu.getByRole('link', { name: '操作日志', exact: true }).click();
    const log = page.getByRole('table', { name: '操作日志' });
    await log.getByRole('cell', { name: '新建角色 课程只读' }).waitFor();
    await log.getByRole('cell', { name: '新建管理员 viewer1' }).waitFor();
    expect(errors).toEqual([]);

    // The new administrator lands on the first screen the role allows, sees no menu entry it does not allow, and
    // is refused by the server too.
    const other = await freshPage();
    const solveOther = trackConsoleCaptchas(other.page, baseURL);
    await other.page.goto('/admin/login');
    await consoleLogin(other.page, solveOther, 'viewer1', 'viewer123');
    await other.page.getByRole('heading', { name: '课程', exact: true }).waitFor();
    const otherMenu = other.page.getByRole('navigation', { name: '主菜单' });
    expect(await otherMenu.getByRole('link').allTextContents()).toEqual(['课程', '课程分类']);
    await other.page.goto('/admin/admins');
    await other.page.getByText('没有权限', { exact: true }).waitFor();
    const refused = await other.page.request.get('/admin/api/admins');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: '没有权限：管理员与角色（查看）' });
    expect(other.errors).toEqual([]);
  });
});
