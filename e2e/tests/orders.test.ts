import type { Page } from 'playwright-core';
import type { CourseDetailReply } from '@meedu/contract';
import { describe, expect, inject, it } from 'vitest';
import { freshMobile, smsLoginByApi } from '../support/accounts.ts';
import { apiCall, apiGet } from '../support/api.ts';
import { expectLater, trackPageErrors } from '../support/browser.ts';
import { plainPaidCourse as paidCourse } from '../support/courses.ts';
import { browserSuite } from '../support/suite.ts';

const baseURL = inject('baseURL');
const suite = browserSuite();

/** A new member (SMS login through the API) with their token in the browser before the app starts. */
async function asNewMember(): Promise<{ page: Page; token: string }> {
  const token = await smsLoginByApi(baseURL, freshMobile('1581234'));
  return { page: await suite.newPage({ token }), token };
}

const get = <T>(path: string, token?: string) => apiGet<T>(baseURL, path, token);
const plainPaidCourse = (vipFree: boolean) => paidCourse(baseURL, vipFree);

describe('orders and payment (sandbox)', () => {
  it('buys a paid course with WeChat scan through the sandbox, then watches it', async () => {
    const course = await plainPaidCourse(false);
    const { page, token } = await asNewMember();
    const errors = trackPageErrors(page);
    await page.goto(`/courses/detail/${course.id}`);
    await page
      .getByRole('button', { name: /订阅课程/ })
      .first()
      .click();
    await page.waitForURL(/\/order\?/);
    await page.getByRole('button', { name: '微信支付' }).click();
    await page.getByRole('button', { name: /提交订单/ }).click();
    await page.waitForURL(/\/order\/pay\?/);
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    await page.getByText('微信扫码支付').waitFor();
    await page.getByText(`订单号：${orderId}`).waitFor();

    // The QR encodes the sandbox page; paying there sends the signed callback.
    const sandbox = await page.context().newPage();
    await sandbox.goto(`/__dev/pay?order_id=${orderId}`);
    await sandbox.getByRole('button', { name: '支付成功' }).click();
    await sandbox.getByText('支付成功，可以关闭本页面').waitFor();
    await sandbox.close();

    await page.getByText('已成功支付').waitFor({ timeout: 10_000 });
    await page.waitForURL(new RegExp(`/courses/detail/${course.id}$`));
    await page.getByText('课程已购买').waitFor();

    const playinfo = expectLater(
      page.waitForResponse((r) => r.url().includes(`/api/v2/video/${course.video.id}/playinfo`)),
    );
    await page.goto(`/courses/video/${course.video.id}`);
    const info = (await (await playinfo).json()) as { code: number };
    expect(info.code).toBe(0);
    await page.locator('.art-video-player').waitFor();

    await page.goto('/member/orders');
    const row = page.getByRole('listitem').filter({ hasText: `订单编号：${orderId}` });
    await row.getByText('已支付').waitFor();
    const status = await apiCall<{ status: number }>(
      baseURL,
      'GET',
      `/api/v2/order/status?order_id=${orderId}`,
      undefined,
      token,
    );
    expect(status.data.status).toBe(9);
    expect(errors).toEqual([]);
  }, 90_000);

  it('buys VIP through the Alipay-style cashier and a VIP course unlocks', async () => {
    const course = await plainPaidCourse(true);
    const { page, token } = await asNewMember();
    const before = await get<CourseDetailReply>(`/api/v2/course/${course.id}`, token);
    expect(before.isBuy).toBe(false);

    await page.goto('/vip');
    await page
      .getByRole('button', { name: /购\s*买/ })
      .first()
      .click();
    await page.waitForURL(/\/order\?/);
    await expect
      .poll(() => page.getByRole('button', { name: '支付宝' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByRole('button', { name: /提交订单/ }).click();
    await page.waitForURL(/\/__dev\/pay\?/);
    await page.getByRole('button', { name: '支付成功' }).click();
    await page.waitForURL(/\/order\/success\?/);
    await page.getByText('支付成功！').waitFor();
    expect(new URL(page.url()).searchParams.get('total_amount')).toMatch(/^\d+\.\d{2}$/);

    await page.goto(`/courses/detail/${course.id}`);
    await page.getByText('课程已购买').waitFor();
    const after = await get<CourseDetailReply>(`/api/v2/course/${course.id}`, token);
    expect(after.isBuy).toBe(true);
  }, 90_000);

  it('a second member cannot see or pay the first member’s order', async () => {
    const a = await asNewMember();
    const course = await plainPaidCourse(false);
    const placed = await apiCall<{ order_id: string }>(
      baseURL,
      'POST',
      '/api/v2/order/course',
      { course_id: course.id, promo_code: '' },
      a.token,
    );
    expect(placed.code).toBe(0);
    const b = await smsLoginByApi(baseURL, freshMobile('1591234'));
    const status = await apiCall(
      baseURL,
      'GET',
      `/api/v2/order/status?order_id=${placed.data.order_id}`,
      undefined,
      b,
    );
    expect(status.message).toBe('订单不存在');
  });
});
