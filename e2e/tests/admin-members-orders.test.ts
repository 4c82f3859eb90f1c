import type { CourseListItem, LaravelPage } from '@meedu/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshMobile, loginWithToken, memberDetail, smsLoginByApi } from '../support/accounts.ts';
import { apiCall } from '../support/api.ts';
import { launchBrowser, newContext, trackPageErrors } from '../support/browser.ts';
import { consoleLogin, trackConsoleCaptchas } from '../support/console.ts';

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

async function paidCourses(): Promise<CourseListItem[]> {
  const r = await apiCall<LaravelPage<CourseListItem>>(baseURL, 'GET', '/api/v2/courses?page_size=100');
  return r.data.data.filter((c) => c.charge > 0);
}

describe('members and orders in the console, seen by the member', () => {
  it('an administrator finds a member by mobile, messages them and grants a course; confirms their hand pay', async () => {
    // A member, logged in on the storefront in a browser of their own.
    const mobile = freshMobile('1561234');
    const token = await smsLoginByApi(baseURL, mobile);
    const me = await memberDetail(baseURL, token);
    const [granted, bought] = await paidCourses();
    if (!granted || !bought) throw new Error('the demo data has fewer than two paid courses');

    // An order the member will pay by bank transfer (hand pay).
    const placed = await apiCall<{ order_id: string }>(
      baseURL,
      'POST',
      '/api/v2/order/course',
      { course_id: bought.id, promo_code: '' },
      token,
    );
    expect(placed.message).toBe('');
    const handPay = await apiCall(
      baseURL,
      'POST',
      '/api/v3/order/pay/handPay',
      { order_id: placed.data.order_id },
      token,
    );
    expect(handPay.code).toBe(0);

    // The administrator finds them by mobile.
    const admin = await freshPage();
    const solve = trackConsoleCaptchas(admin.page, baseURL);
    await admin.page.goto('/admin/login');
    await consoleLogin(admin.page, solve, 'admin', 'meedu123');
    await admin.page.getByRole('heading', { name: '数据概览' }).waitFor();
    const menu = admin.page.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('link', { name: '学员', exact: true }).click();
    const filters = admin.page.getByRole('search', { name: '筛选' });
    await filters.getByLabel('搜索学员').fill(mobile);
    await filters.getByRole('button', { name: '查询' }).click();
    const members = admin.page.getByRole('table', { name: '学员列表' });
    // The search runs on the server: only this member is left.
    await expect.poll(() => members.locator('tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBe(1);
    await members.getByRole('cell', { name: mobile }).waitFor();
    await members.getByRole('link', { name: me.nick_name, exact: true }).click();
    await admin.page.getByRole('heading', { name: `学员：${me.nick_name}` }).waitFor();

    // A message, and a course.
    const text = `您好，${me.nick_name}，课程已为您开通（${mobile}）`;
    await admin.page.getByRole('button', { name: '发送消息' }).click();
    const messageDrawer = admin.page.getByRole('dialog', { name: '发送消息' });
    await messageDrawer.getByLabel('消息内容').fill(text);
    await messageDrawer.getByRole('button', { name: '发送' }).click();
    await toast(admin.page, '保存成功').first().waitFor();
    await messageDrawer.waitFor({ state: 'hidden' });

    await admin.page.getByRole('button', { name: '开通课程' }).click();
    const courseDrawer = admin.page.getByRole('dialog', { name: '开通课程' });
    await courseDrawer.getByLabel('课程 ID').fill(String(granted.id));
    await courseDrawer.getByRole('button', { name: '开通' }).click();
    await courseDrawer.waitFor({ state: 'hidden' });
    await admin.page.getByRole('tab', { name: '课程（1）' }).click();
    await admin.page
      .getByRole('table', { name: '已开通课程' })
      .getByRole('cell', { name: granted.title })
      .waitFor();

    // The member sees both on the storefront.
    const member = await freshPage();
    await loginWithToken(member.page, token);
    await member.page.goto('/member/messages');
    await member.page.getByText(text).waitFor();
    await member.page.goto('/study-center');
    await member.page.getByText('订阅', { exact: true }).click();
    await member.page.getByRole('list', { name: '学习列表' }).getByText(granted.title).first().waitFor();

    // The administrator confirms the member's transfer; the order shows paid.
    await menu.getByRole('link', { name: '订单', exact: true }).click();
    const orderFilters = admin.page.getByRole('search', { name: '筛选' });
    await orderFilters.getByLabel('学员手机号').fill(mobile);
    await orderFilters.getByRole('button', { name: '查询' }).click();
    const orders = admin.page.getByRole('table', { name: '订单列表' });
    await orders.getByRole('link', { name: placed.data.order_id }).click();
    await admin.page.getByRole('heading', { name: `订单 ${placed.data.order_id}` }).waitFor();
    await admin.page.getByText('支付中', { exact: true }).waitFor();
    await admin.page.getByRole('button', { name: '确认收款' }).click();
    await admin.page.getByRole('button', { name: '确定' }).click();
    await toast(admin.page, '已确认收款').waitFor();
    await admin.page.getByText('已支付', { exact: true }).waitFor();
    expect(await admin.page.getByRole('button', { name: '确认收款' }).count()).toBe(0);
    const status = await apiCall<{ status: number }>(
      baseURL,
      'GET',
      `/api/v2/order/status?order_id=${placed.data.order_id}`,
      undefined,
      token,
    );
    expect(status.data.status).toBe(9);

    expect(admin.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  }, 120_000);
});
