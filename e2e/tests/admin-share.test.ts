import type { ShareGoodsReply } from '@meedu/contract';
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

async function call<T>(method: string, p: string, token?: string, body?: unknown): Promise<T> {
  const r = await apiCall<T>(baseURL, method, p, body, token);
  if (r.code !== 0) throw new Error(`${method} ${p}: ${r.code} ${r.message}`);
  return r.data;
}

const maskedMobile = (m: string) => `${m.slice(0, 3)}****${m.slice(-4)}`;

describe('withdrawals decided in the console, seen by the member', () => {
  it('a learner’s withdrawal is paid out with its reference and another refused with a reason the learner reads', async () => {
    // A real commission: the learner's invitee buys a share course and pays through the sandbox.
    const mobile = freshMobile('1591234');
    const token = await smsLoginByApi(baseURL, mobile);
    const learner = await memberDetail(baseURL, token);
    const invitee = await smsLoginByApi(baseURL, freshMobile('1591235'));
    await call('POST', '/addons/MultiLevelShare/api/v1/user/bind', invitee, { msv: String(learner.id) });
    const goods = await call<ShareGoodsReply>(
      'GET',
      '/addons/MultiLevelShare/api/v1/user/goods?page=1&size=9',
      token,
    );
    const course = goods.data.data.find((g) => g.goods_type === 'course' && g.reward >= 8);
    if (!course) throw new Error('the demo data has no share course paying 8 or more');
    const order = await call<{ order_id: string }>('POST', '/api/v2/order/course', invitee, {
      course_id: course.goods_id,
      promo_code: '',
    });
    await call('POST', '/api/v2/order/pay/wechatScan', invitee, { order_id: Number(order.order_id) });
    await call('POST', `/__dev/pay/${order.order_id}`, undefined, { status: 'paid' });

    // The learner asks for two withdrawals.
    for (const amount of [5, 3])
      await call('POST', '/addons/MultiLevelShare/api/v1/user/withdraw', token, {
        channel: 'alipay',
        channel_account: 'learner@example.com',
        channel_name: '张三',
        channel_address: '',
        amount,
      });

    // The operator pays one out and refuses the other.
    const admin = await freshPage();
    const solve = trackConsoleCaptchas(admin.page, baseURL);
    await admin.page.goto('/admin/login');
    await consoleLogin(admin.page, solve, 'admin', 'meedu123');
    await admin.page.getByRole('heading', { name: '数据概览' }).waitFor();
    await admin.page
      .getByRole('navigation', { name: '主菜单' })
      .getByRole('link', { name: '提现申请', exact: true })
      .click();
    const who = `${learner.nick_name}（${maskedMobile(mobile)}）`;
    const table = admin.page.getByRole('table', { name: '提现申请列表' });
    await table.getByRole('button', { name: `打款：${who} ¥5` }).click();
    const payForm = admin.page.getByRole('form', { name: `打款提现 ¥5（${who}）` });
    await payForm.getByLabel('打款流水号').fill('ALI20261129001');
    await payForm.getByRole('button', { name: '确认打款' }).click();
    await table.getByText('流水号 ALI20261129001').waitFor();
    await table.getByRole('button', { name: `驳回：${who} ¥3` }).click();
    const refuseForm = admin.page.getByRole('form', { name: `驳回提现 ¥3（${who}）` });
    await refuseForm.getByLabel('驳回理由').fill('支付宝账户与实名不符');
    await refuseForm.getByRole('button', { name: '确认驳回' }).click();
    await table.getByText('支付宝账户与实名不符').waitFor();
    // Decided rows offer no decision any more.
    for (const name of [`打款：${who} ¥5`, `驳回：${who} ¥3`])
      expect(await table.getByRole('button', { name }).count()).toBe(0);

    // The learner: the paid 5 stays out of the balance, the refused 3 came back with its reason in the records,
    // and the payout reference is in their messages.
    const member = await freshPage();
    await loginWithToken(member.page, token);
    await member.page.goto('/share');
    await member.page
      .getByText(String(course.reward - 5), { exact: true })
      .first()
      .waitFor();
    await member.page.getByRole('tab', { name: '资金明细' }).click();
    await member.page.getByText('提现驳回退回：支付宝账户与实名不符').waitFor();
    await member.page.goto('/member/messages');
    await member.page.getByText(/打款流水号：ALI20261129001/).waitFor();
    expect(admin.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });
});
