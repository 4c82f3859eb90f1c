import type { CourseListItem, LaravelPage, MallGoodsListReply } from '@meedu/contract';
import { describe, expect, inject, it } from 'vitest';
import { freshMobile, smsLoginByApi } from '../support/accounts.ts';
import { apiData, captchaText } from '../support/api.ts';
import { choose, consoleLogin, trackConsoleCaptchas } from '../support/console.ts';
import { browserSuite } from '../support/suite.ts';
import { trackPageErrors } from '../support/browser.ts';

const baseURL = inject('baseURL');
const suite = browserSuite();

const call = <T>(method: string, path: string, token?: string, body?: unknown) =>
  apiData<T>(baseURL, method, path, body, token);

describe('marketing in the console, seen by the learner', () => {
  it('an operator generates redeem codes a learner redeems; a credit-mall order is shipped and the learner sees the tracking number', async () => {
    const courses = await call<LaravelPage<CourseListItem>>('GET', '/api/v2/courses?page_size=100');
    const course = courses.data.find((c) => c.charge > 0);
    if (!course) throw new Error('the demo data has no paid course');
    const batchName = `营销联调 ${Date.now()}`;

    // The operator generates a batch: a course and 200 credits per code.
    const admin = await suite.newPage();
    const adminErrors = trackPageErrors(admin);
    const solve = trackConsoleCaptchas(admin, baseURL);
    await admin.goto('/admin/login');
    await consoleLogin(admin, solve, 'admin', 'meedu123');
    await admin.getByRole('heading', { name: '数据概览' }).waitFor();
    const menu = admin.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('link', { name: '兑换码', exact: true }).click();
    await admin.getByRole('button', { name: '生成兑换码' }).click();
    const drawer = admin.getByRole('dialog', { name: '生成兑换码' });
    await drawer.getByLabel('批次名称').fill(batchName);
    await drawer.getByLabel('内容 1 商品 ID').fill(String(course.id));
    await drawer.getByRole('button', { name: '添加兑换内容' }).click();
    // The new row's select: pick again if the first pick landed while the row was still settling.
    const creditsField = drawer.getByLabel('内容 2 积分');
    for (let tries = 1; (await creditsField.count()) === 0; tries++) {
      if (tries > 3) throw new Error('the 积分 pick never took');
      await choose(admin, drawer, '内容 2 类型', '积分');
      const deadline = Date.now() + 3_000;
      while ((await creditsField.count()) === 0 && Date.now() < deadline) await admin.waitForTimeout(100);
    }
    await drawer.getByLabel('内容 2 积分').fill('200');
    await drawer.getByLabel('生成数量').fill('3');
    await drawer.getByRole('button', { name: '生成' }).click();
    await drawer.waitFor({ state: 'hidden' });
    const batches = admin.getByRole('table', { name: '兑换码批次' });
    await batches.getByRole('cell', { name: batchName, exact: true }).waitFor();
    await batches.getByRole('button', { name: `查看兑换码：${batchName}` }).click();
    const codesDrawer = admin.getByRole('dialog', { name: `兑换码：${batchName}` });
    const codeCells = codesDrawer.getByRole('table', { name: '兑换码' }).locator('tbody code');
    await expect.poll(() => codeCells.count()).toBe(3);
    const code = (await codeCells.first().textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{16}$/);

    // A learner redeems it (the storefront's redeem flow, captcha from the sandbox).
    const token = await smsLoginByApi(baseURL, freshMobile('1591234'));
    const image = await call<{ key: string }>('GET', '/api/v2/captcha/image');
    await call('POST', '/addons/CodeExchanger/api/v2/confirm', token, {
      code,
      image_key: image.key,
      image_captcha: await captchaText(baseURL, image.key),
    });
    await codesDrawer.locator('.ant-radio-button-wrapper', { hasText: '已使用' }).click();
    await codesDrawer.getByText('已使用', { exact: true }).last().waitFor();
    await expect.poll(() => codeCells.allTextContents()).toEqual([code]);
    await admin.keyboard.press('Escape');
    await codesDrawer.waitFor({ state: 'hidden' });

    // With the code's credits the learner exchanges physical goods.
    const goods = await call<MallGoodsListReply>('GET', '/addons/Credit1Mall/api/v1/goods?size=50', token);
    const item = goods.data.data.find((g) => g.is_v === 0 && g.charge <= 200);
    if (!item) throw new Error('the demo mall has no physical goods within 200 credits');
    const { order_id: orderId } = await call<{ order_id: number }>(
      'POST',
      `/addons/Credit1Mall/api/v1/goods/${item.id}/exchange`,
      token,
      {
        address_id: 0,
        name: '李四',
        mobile: '13800000010',
        province: '北京市',
        city: '市辖区',
        area: '东城区',
        street: '一号',
      },
    );

    // The operator ships it.
    await menu.getByRole('link', { name: '积分订单', exact: true }).click();
    const orders = admin.getByRole('table', { name: '积分订单列表' });
    await orders.getByRole('button', { name: `发货：订单 ${orderId}` }).click();
    const ship = admin.getByRole('dialog', { name: `发货：${item.title}（订单 ${orderId}）` });
    await ship.getByText('李四 13800000010').waitFor();
    await ship.getByLabel('快递公司').fill('顺丰速运');
    await ship.getByLabel('运单号').fill('SF1029384756');
    await ship.getByRole('button', { name: '确认发货' }).click();
    await ship.waitFor({ state: 'hidden' });
    await orders.getByRole('cell', { name: '顺丰速运 SF1029384756' }).waitFor();

    // The learner sees the carrier and tracking number in 积分订单.
    const learner = await suite.anotherPage({ token });
    const learnerErrors = trackPageErrors(learner);
    await learner.goto('/member/credit1-records');
    await learner.getByRole('tab', { name: '积分订单' }).click();
    const list = learner.getByRole('list', { name: '积分订单' });
    await list.getByText('顺丰速运 运单号：SF1029384756').waitFor();

    expect(adminErrors).toEqual([]);
    expect(learnerErrors).toEqual([]);
  }, 120_000);
});
