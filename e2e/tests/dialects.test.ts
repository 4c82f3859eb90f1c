import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPresent,
  type ApiDialect,
  type CourseDetailReply,
  type CourseListItem,
  type LaravelPage,
  type MemberDetailV430,
  type MsLookup,
  type TgLookup,
} from '@meedu/contract';
import { freshMobile, smsLoginByApi } from '../support/accounts.ts';
import { apiCall, apiGet } from '../support/api.ts';
import { writeSettingRow } from '../support/settings.ts';
import { expectLater, trackPageErrors } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { browserSuite } from '../support/suite.ts';

/**
 * Issue 28: one build of the storefront against our server answering only the MeEdu 4.9.30 routes, then only
 * the 4.9.8 ones (MEEDU_API_DIALECT): home, buying a course, commenting on it, and (4.9.30) the agreement dialog.
 */
const servers = new Map<ApiDialect, RunningServer>();
beforeAll(async () => {
  const started = await Promise.all(
    (['4.9.30', '4.9.8'] as const).map(
      async (d) => [d, await startServer({ MEEDU_API_DIALECT: d })] as const,
    ),
  );
  for (const [d, s] of started) servers.set(d, s);
}, 180_000);
afterAll(async () => {
  await Promise.all([...servers.values()].map((s) => s.stop()));
});
const suite = browserSuite(() => servers.get('4.9.8')?.url ?? '');

const site = (d: ApiDialect) => {
  const s = servers.get(d);
  if (!s) throw new Error(`no ${d} server`);
  return s.url;
};

/** A paid course with no flash sale or group buy (its detail page shows the plain buy button). */
async function plainPaidCourse(url: string): Promise<number> {
  const list = await apiGet<LaravelPage<CourseListItem>>(url, '/api/v2/courses?page_size=100');
  for (const c of list.data) {
    if (c.charge <= 0) continue;
    const detail = await apiGet<CourseDetailReply>(url, `/api/v2/course/${c.id}`);
    if (detail.course.vip_can_view === 1 || detail.course.is_vip_free === 1) continue;
    const q = `course_id=${c.id}&course_type=course`;
    const ms = await apiGet<MsLookup>(url, `/addons/MiaoSha/api/v1/m/0?${q}`);
    const tg = await apiGet<TgLookup>(url, `/addons/TuanGou/api/v1/t/0?${q}`);
    if (isPresent(ms.data ?? null) || isPresent(tg.goods ?? null)) continue;
    return c.id;
  }
  throw new Error('no plain paid course in the demo data');
}

async function asNewMember(d: ApiDialect): Promise<{ page: Page; token: string }> {
  const url = site(d);
  const token = await smsLoginByApi(url, freshMobile(d === '4.9.30' ? '1591230' : '1591298'));
  return { page: await suite.newPage({ token, url }), token };
}

/**
 * The operator publishes a new version of the agreements (what the console's 协议版本 does), and the server has
 * picked it up once `token`'s member reads as not agreed.
 */
async function publishNewAgreementVersion(d: ApiDialect, token: string): Promise<void> {
  const server = servers.get(d);
  if (!server) throw new Error(`no ${d} server`);
  writeSettingRow(server.dataDir, 'agreement_version', (v) => (typeof v === 'number' ? v : 1) + 1);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const detail = await apiCall<MemberDetailV430>(
      server.url,
      'GET',
      '/api/v2/member/detail',
      undefined,
      token,
    );
    if (detail.data.agreement_status.user_agreement_agreed === false) return;
    if (Date.now() > deadline) throw new Error('the new agreement version was not picked up');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Pays the order shown on /order/pay: through the server's cashier (4.9.30) or the WeChat sandbox (4.9.8). */
async function payOnPayPage(page: Page, d: ApiDialect): Promise<void> {
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const other = await page.context().newPage();
  if (d === '4.9.30') {
    await page
      .getByRole('img', { name: '收银台二维码' })
      .or(page.getByLabel('收银台二维码'))
      .first()
      .waitFor();
    const cashier = (await page.getByRole('link', { name: '在本机打开收银台' }).getAttribute('href')) ?? '';
    expect(new URL(cashier).pathname).toBe('/payment/index');
    await other.goto(cashier);
    await other
      .getByRole('heading', { name: '收银台' })
      .or(other.getByText('收银台').first())
      .first()
      .waitFor();
    await other.getByLabel('支付宝').check();
    await other.getByRole('button', { name: '确认支付' }).click();
    await other.waitForURL(/\/__dev\/pay\?/);
  } else {
    await page.getByText('微信扫码支付').waitFor();
    await other.goto(`/__dev/pay?order_id=${orderId}`);
  }
  await other.getByRole('button', { name: '支付成功' }).click();
  await other.close();
}

describe.each(['4.9.30', '4.9.8'] as const)('the storefront against a %s server', (d) => {
  it('reads the home blocks', async () => {
    const page = await suite.newPage({ url: site(d) });
    const errors = trackPageErrors(page);
    const blocks = expectLater(
      page.waitForResponse((r) =>
        r.url().includes(d === '4.9.30' ? '/api/v2/decorationPage/blocks' : '/api/v2/viewBlock/page/blocks'),
      ),
    );
    await page.goto('/');
    expect(((await (await blocks).json()) as { code: number }).code).toBe(0);
    await page.locator('.mc-block a[href^="/courses/detail/"]').first().waitFor();
    expect(errors).toEqual([]);
  }, 60_000);

  it('buys a course, then comments on it', async () => {
    const courseId = await plainPaidCourse(site(d));
    const { page, token } = await asNewMember(d);
    const errors = trackPageErrors(page);
    if (d === '4.9.30') {
      // The member agreed on registering; a new version of the agreements blocks the site until they agree again.
      await publishNewAgreementVersion(d, token);
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: '用户协议和隐私政策' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: '同意并继续' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.goto(`/courses/detail/${courseId}`);
    await page
      .getByRole('button', { name: /订阅课程/ })
      .first()
      .click();
    await page.waitForURL(/\/order\?/);
    if (d === '4.9.30') {
      await page.getByRole('checkbox', { name: /付费内容购买协议/ }).check();
    } else {
      await page.getByRole('button', { name: '微信支付' }).click();
    }
    await page.getByRole('button', { name: /提交订单/ }).click();
    await page.waitForURL(/\/order\/pay\?/);
    await payOnPayPage(page, d);
    await page.getByText('已成功支付').waitFor({ timeout: 15_000 });
    await page.waitForURL(new RegExp(`/courses/detail/${courseId}$`));
    await page.getByText('课程已购买').waitFor();

    await page.goto(`/courses/detail/${courseId}?tab=4`);
    const text = `第${Date.now() % 100000}条：讲得很清楚`;
    await page.getByRole('textbox', { name: '评论内容' }).fill(text);
    await page.getByRole('button', { name: '评论', exact: true }).click();
    const list = page.getByRole('list', { name: '评论列表' });
    const mine = list.getByRole('listitem').filter({ hasText: text });
    await mine.waitFor();
    // Under 4.9.30 a new comment awaits the operator: its author sees it under 审核中.
    expect(await mine.getByText('审核中').count()).toBe(d === '4.9.30' ? 1 : 0);
    expect(errors).toEqual([]);
  }, 120_000);
});
