import { describe, expect, inject, it } from 'vitest';
import type { Block, MsBlockItem, Order, ShareGoodsReply, TgBlockItem, TgLookup } from '@meedu/contract';
import { apiData, captchaText } from '../support/api.ts';
import { freshMobile, smsLoginByApi, trackCaptchas } from '../support/accounts.ts';
import { browserSuite } from '../support/suite.ts';

const baseURL = inject('baseURL');
const suite = browserSuite();

/** A page of a new context, logged in with `token` before the app starts. */
const pageAs = (token: string) => suite.newPage({ token });

const call = <T>(method: string, path: string, token?: string, body?: unknown) =>
  apiData<T>(baseURL, method, path, body, token);

/** The items of the home page's block of `sign` (the demo campaigns). */
async function blockItems<T>(sign: string): Promise<T[]> {
  const blocks = await call<Block[]>(
    'GET',
    '/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index',
  );
  const block = blocks.find((b) => b.sign === sign);
  const config = block?.config_render as { items?: T[] } | undefined;
  return config?.items ?? [];
}

const newMember = () => smsLoginByApi(baseURL, freshMobile('1581234'));

/** Redeems a demo code through the API (a captcha answered from the sandbox). */
async function redeem(token: string, code: string) {
  const image = await call<{ key: string }>('GET', '/api/v2/captcha/image');
  const body = { code, image_key: image.key, image_captcha: await captchaText(baseURL, image.key) };
  await call('POST', '/addons/CodeExchanger/api/v2/confirm', token, body);
}

/** Redeems the first of `codes` still unused (a retried test finds the earlier ones taken). */
async function redeemAny(token: string, codes: string[]) {
  for (const code of codes) {
    try {
      await redeem(token, code);
      return;
    } catch {
      // taken by an earlier attempt: try the next
    }
  }
  throw new Error('no demo code left');
}

/** Places an order and pays it through the sandbox, as the pay page would. */
async function buyAndPay(token: string, path: string, body: Record<string, unknown>): Promise<Order> {
  const order = await call<Order>('POST', path, token, body);
  await call('POST', '/api/v2/order/pay/wechatScan', token, { order_id: Number(order.order_id) });
  await call('POST', `/__dev/pay/${order.order_id}`, undefined, { status: 'paid' });
  return order;
}

describe('marketing', () => {
  it('redeems a code: captcha, contents, a second captcha, and the record', async () => {
    const token = await newMember();
    const page = await pageAs(token);
    const captcha = trackCaptchas(page, baseURL);
    await page.goto('/member/code-exchanger');
    await page.getByPlaceholder('请输入兑换码').fill('ZXT-NEW-0005');
    await page.getByRole('button', { name: /验\s*证/ }).click();
    let dialog = page.getByRole('dialog', { name: '操作验证' });
    await dialog.getByPlaceholder('请输入图形验证码').fill(await captcha(dialog));
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    const contents = page.getByRole('dialog', { name: '验证成功，可兑换以下内容' });
    await expect.poll(() => contents.getByText('积分-100积分').count()).toBe(1);
    await contents.getByRole('button', { name: '确认兑换' }).click();
    dialog = page.getByRole('dialog', { name: '操作验证' });
    await dialog.getByPlaceholder('请输入图形验证码').fill(await captcha(dialog));
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await page.getByText('兑换成功').waitFor();
    await page.getByRole('list', { name: '兑换记录' }).getByText('新学员礼包').waitFor();
  });

  it('exchanges credits for physical goods with an address', async () => {
    const token = await newMember();
    await redeemAny(token, ['ZXT-NEW-0006', 'ZXT-NEW-0007', 'ZXT-NEW-0008', 'ZXT-NEW-0009']);
    const before = (await call<{ credit1: number }>('GET', '/api/v2/member/detail', token)).credit1;
    const page = await pageAs(token);
    await page.goto('/member/credit1-records');
    await page.getByRole('list', { name: '积分商品' }).getByText('知学堂定制笔记本').click();
    await page.getByText('编辑地址').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请填写收货人姓名').fill('张三');
    await dialog.getByPlaceholder('请填写收货人手机号码').fill('13800000009');
    for (const [label, option] of [
      ['省', '上海市'],
      ['市', '市辖区'],
      ['区', '徐汇区'],
    ] as const) {
      // antd keeps closed dropdowns in the page: pick from the one open now, then check the choice took. On a
      // loaded machine a click can land while the list is still opening and pick nothing: open it and pick again.
      for (let attempt = 1; ; attempt++) {
        await dialog.getByRole('combobox', { name: label }).click();
        await page
          .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
          .getByTitle(option)
          .click();
        const took = await expect
          .poll(() => dialog.getByText(option, { exact: true }).count(), { timeout: 3_000 })
          .toBeGreaterThan(0)
          .then(() => true)
          .catch((err: unknown) => {
            if (attempt === 3) throw err;
            return false;
          });
        if (took) break;
      }
    }
    await dialog.getByPlaceholder('例：阳光小区20栋2020').fill('漕溪北路 1 号');
    await dialog.getByRole('button', { name: /保存地址/ }).click();
    await page.getByText('张三 13800000009 上海市 市辖区 徐汇区 漕溪北路 1 号').waitFor();
    await page.getByRole('button', { name: /立即兑换/ }).click();
    await page
      .getByRole('dialog', { name: '确认信息' })
      .getByRole('button', { name: /确\s*认/ })
      .click();
    const orders = page.getByRole('list', { name: '积分订单' });
    await orders.getByText('知学堂定制笔记本').waitFor();
    await orders.getByText('发货中').waitFor();
    const detail = await call<{ credit1: number }>('GET', '/api/v2/member/detail', token);
    expect(detail.credit1).toBe(before - 80);
  });

  it('opens a group as one member, completes it as others, and the course is theirs', async () => {
    const [leader, second, third] = await Promise.all([newMember(), newMember(), newMember()]);
    const tg = (await blockItems<TgBlockItem>('pc-tg-v1')).find((i) => i.goods_type === 'course');
    if (!tg) throw new Error('no demo group buy');
    await buyAndPay(leader, `/addons/TuanGou/api/v1/t/${tg.id}/buy`, {
      goods_id: tg.id,
      promo_code: '',
      gid: 0,
    });
    const lookup = await call<TgLookup>(
      'GET',
      `/addons/TuanGou/api/v1/t/0?course_id=${tg.other_id}&course_type=course`,
      leader,
    );
    const gid = (lookup.join_item as { id: number }).id;

    const page = await pageAs(second);
    await page.goto(`/courses/detail/${tg.other_id}`);
    await page.getByText('若拼团失败退款将原路返回，请耐心等待').waitFor();
    expect(await page.getByRole('button', { name: /加入拼团/ }).count()).toBeGreaterThan(0);
    for (const m of [second, third]) {
      await buyAndPay(m, `/addons/TuanGou/api/v1/t/${tg.id}/buy`, { goods_id: tg.id, promo_code: '', gid });
    }
    for (const m of [leader, second, third]) {
      const c = await call<{ isBuy: boolean }>('GET', `/api/v2/course/${tg.other_id}`, m);
      expect(c.isBuy).toBe(true);
    }
  });

  it('takes part in a flash sale: captcha, the slot, the order and the payment', async () => {
    const token = await newMember();
    const ms = (await blockItems<MsBlockItem>('pc-ms-v1')).find(
      (i) => i.goods_type === 'course' && !i.is_over,
    );
    if (!ms) throw new Error('no running demo flash sale');
    const page = await pageAs(token);
    const captcha = trackCaptchas(page, baseURL);
    await page.goto(`/courses/detail/${ms.goods_id}`);
    await page.getByRole('button', { name: /立即秒杀/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入图形验证码').fill(await captcha(dialog));
    await dialog.getByRole('button', { name: /立即秒杀/ }).click();
    await page.getByText('抢购成功，请尽快支付').waitFor();
    await page.waitForURL(/\/order\?/);
    const slot = Number(new URL(page.url()).searchParams.get('goods_id'));
    expect(slot).toBeGreaterThan(0);
    await buyAndPay(token, `/addons/MiaoSha/api/v1/m/order/${slot}/buy`, { goods_id: slot, promo_code: '' });
    const c = await call<{ isBuy: boolean }>('GET', `/api/v2/course/${ms.goods_id}`, token);
    expect(c.isBuy).toBe(true);
  });

  it('shows an invitee’s paid order in the inviter’s share records', async () => {
    const inviter = await newMember();
    const invitee = await newMember();
    const me = await call<{ id: number }>('GET', '/api/v2/member/detail', inviter);
    await call('POST', '/addons/MultiLevelShare/api/v1/user/bind', invitee, { msv: String(me.id) });
    const goods = await call<ShareGoodsReply>(
      'GET',
      '/addons/MultiLevelShare/api/v1/user/goods?page=1&size=9',
      inviter,
    );
    const course = goods.data.data.find((g) => g.goods_type === 'course');
    if (!course) throw new Error('no demo share course');
    await buyAndPay(invitee, '/api/v2/order/course', { course_id: course.goods_id, promo_code: '' });

    const page = await pageAs(inviter);
    await page.goto('/share');
    await page.getByRole('tab', { name: '资金明细' }).click();
    const rows = page.getByRole('list', { name: '资金明细' });
    await rows.getByText(`邀请用户购买《${course.goods_title}》奖励`).waitFor();
    await rows.getByText(`${course.reward}元`).waitFor();
  });
});
