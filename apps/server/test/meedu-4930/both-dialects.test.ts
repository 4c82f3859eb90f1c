import type {
  CommentsReplyV3,
  CommentStoreReplyV3,
  CreateOrderReplyV3,
  DecorationBlock,
  MemberDetailV430,
  Order,
} from '@meedu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSlider } from '../../src/modules/system/service.ts';
import { setSettings } from '../../src/settings/settings.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

/** Issue 28: the MeEdu 4.9.30 endpoints beside 4.9.8's on one server (`MEEDU_API_DIALECT=both`), on one data set. */
describe('MeEdu 4.9.30 beside 4.9.8', () => {
  let ctx: TestContext;
  let courseId: number;
  let freeCourseId: number;
  let videoId: number;
  let attachId: number;
  let me: { id: number; token: string };
  let other: { id: number; token: string };

  beforeAll(async () => {
    ctx = await createTestContext();
    const f = fixtures(ctx);
    courseId = await f.course({ title: '新版下单课', charge: 99, vipFree: 0 });
    freeCourseId = await f.course({ title: '免费课', charge: 0, isFree: 1 });
    videoId = await f.video(courseId, { freeSeconds: 5 });
    attachId = await f.attach(courseId);
    await addSlider(ctx.db, {
      thumb: '/media/covers/course-1.svg',
      url: '/courses',
      sort: 1,
      platform: 'PC',
      created_at: '',
      updated_at: '',
    });
    me = await ctx.member();
    other = await ctx.member();
  });

  const ok = async <T>(method: string, path: string, token?: string, body?: unknown): Promise<T> => {
    const res = await ctx.call(method, path, { token, body });
    expect(res.json.message, path).toBe('');
    expect(res.json.code, path).toBe(0);
    return res.json.data as T;
  };
  const message = async (method: string, path: string, token?: string, body?: unknown) =>
    (await ctx.call(method, path, { token, body })).json.message;

  it('config carries both dialects’ keys', async () => {
    const cfg = await ok<Record<string, unknown>>('GET', '/api/v2/other/config');
    expect(cfg).toMatchObject({
      vip_protocol: 'http://localhost:8080/user/vip_protocol',
      paid_content_purchase_protocol: 'http://localhost:8080/user/paid_content_purchase_protocol',
      course_purchase_notice: '',
    });
    expect(cfg).toHaveProperty('webname');
    expect(cfg).toHaveProperty('sliders');
    const page = await ctx.app.request('/user/paid_content_purchase_protocol');
    expect(await page.text()).toContain('付费内容购买协议');
  });

  it('agreements: none published is agreed; publishing and each version bump asks again; agree records it', async () => {
    const status = async (token: string) =>
      (await ok<MemberDetailV430>('GET', '/api/v2/member/detail', token)).agreement_status;
    expect(await status(me.token)).toEqual({ user_agreement_agreed: true, privacy_policy_agreed: true });
    await setSettings(ctx.db, {
      user_protocol_content: '<p>用户协议</p>',
      user_private_protocol_content: '<p>隐私政策</p>',
    });
    expect(await status(me.token)).toEqual({ user_agreement_agreed: false, privacy_policy_agreed: false });
    expect(await ok('POST', '/api/v2/member/agreement/agree', me.token, {})).toEqual([]);
    expect(await status(me.token)).toEqual({ user_agreement_agreed: true, privacy_policy_agreed: true });
    // another member's consent is their own
    expect(await status(other.token)).toEqual({ user_agreement_agreed: false, privacy_policy_agreed: false });
    await setSettings(ctx.db, { agreement_version: 2 });
    expect(await status(me.token)).toEqual({ user_agreement_agreed: false, privacy_policy_agreed: false });
    await ok('POST', '/api/v2/member/agreement/agree', me.token);
    expect((await status(me.token)).user_agreement_agreed).toBe(true);
    expect((await ctx.call('POST', '/api/v2/member/agreement/agree')).json.code).toBe(401);
  });

  it('POST /api/v3/order refuses bad input and a visitor', async () => {
    expect(
      (await ctx.call('POST', '/api/v3/order', { body: { goods_type: 'COURSE', goods_id: 1 } })).status,
    ).toBe(401);
    const bad = (body: unknown) => message('POST', '/api/v3/order', me.token, body);
    expect(await bad({ goods_type: '', goods_id: courseId, agree_protocol: 1 })).toBe('参数错误');
    expect(await bad({ goods_type: 'COURSE', goods_id: 0, agree_protocol: 1 })).toBe('参数错误');
    expect(await bad({ goods_type: 'BOOK', goods_id: courseId, agree_protocol: 1 })).toBe('无法创建订单');
    expect(await bad({ goods_type: 'COURSE', goods_id: courseId })).toBe('请同意付费内容购买协议');
    expect(await bad({ goods_type: 'ROLE', goods_id: 1 })).toBe('请同意会员服务协议');
  });

  it('a v3 order is paid at the cashier through the sandbox and shows in the v2 order list, beside a v2 order', async () => {
    const placed = await ok<CreateOrderReplyV3>('POST', '/api/v3/order', me.token, {
      goods_type: 'COURSE',
      goods_id: courseId,
      promo_code: '',
      agree_protocol: 1,
    });
    expect(placed).toMatchObject({ total: 99, discount: 0, is_paid: false });
    expect(typeof placed.order_no).toBe('string');
    expect(placed.sign).toMatch(/^order-/);
    expect(placed.pay_url).toBe(
      `http://localhost:8080/payment/index?sign=${encodeURIComponent(placed.sign ?? '')}`,
    );
    const status = (token: string) =>
      ctx.call('GET', `/api/v2/order/status?order_id=${placed.order_no}`, { token });
    expect((await status(me.token)).json.data).toEqual({ status: 1 });
    expect((await status(other.token)).json.code).not.toBe(0);

    const cashierPath = placed.pay_url?.replace('http://localhost:8080', '') ?? '';
    const page = await (await ctx.app.request(cashierPath)).text();
    expect(page).toContain('收银台');
    expect(page).toContain('￥99');
    expect(page).toContain('新版下单课');
    expect(await (await ctx.app.request('/payment/index?sign=order-forged')).text()).toContain('参数错误');
    const bad = await ctx.app.request(cashierPath, {
      method: 'POST',
      body: new URLSearchParams({ payment_method: 'x' }),
    });
    expect(await bad.text()).toContain('参数错误');

    const chosen = await ctx.app.request(cashierPath, {
      method: 'POST',
      body: new URLSearchParams({ payment_method: 'wechat' }),
    });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('location')).toContain('/__dev/pay');
    expect((await status(me.token)).json.data).toEqual({ status: 5 });
    expect(
      (await ctx.call('POST', `/__dev/pay/${placed.order_no}`, { body: { status: 'paid' } })).json.code,
    ).toBe(0);
    expect((await status(me.token)).json.data).toEqual({ status: 9 });
    expect(await (await ctx.app.request(cashierPath)).text()).toContain('支付成功');

    const v2 = await ok<Order>('POST', '/api/v2/order/course', other.token, {
      course_id: courseId,
      promo_code: '',
    });
    const mine = await ok<{ data: (Order & { refund_amount: number })[] }>(
      'GET',
      '/api/v2/member/orders',
      me.token,
    );
    expect(mine.data.map((o) => o.order_id)).toEqual([placed.order_no]);
    const theirs = await ok<{ data: Order[] }>('GET', '/api/v2/member/orders', other.token);
    expect(theirs.data.map((o) => o.order_id)).toEqual([v2.order_id]);
    // the course is now the member's through either dialect
    expect((await ok<{ isBuy: boolean }>('GET', `/api/v2/course/${courseId}`, me.token)).isBuy).toBe(true);
  });

  it('keeps 4.9.8’s guards upstream dropped (§14.4): a free course is not sold, an owned one not twice', async () => {
    const buy = (goodsId: number) =>
      message('POST', '/api/v3/order', other.token, {
        goods_type: 'COURSE',
        goods_id: goodsId,
        agree_protocol: '1',
      });
    expect(await buy(freeCourseId)).toBe('当前课程无法购买');
    expect(
      await message('POST', '/api/v3/order', me.token, {
        goods_type: 'COURSE',
        goods_id: courseId,
        agree_protocol: true,
      }),
    ).toBe('请勿重复购买');
  });

  it('v3 comments: validated, pending (审核中) with the text blanked, threaded; not in the v2 list until approved', async () => {
    const store = (token: string | undefined, body: unknown) =>
      ctx.call('POST', '/api/v3/comment/store', { token, body });
    expect((await store(undefined, { rt: 1, rid: courseId, content: '你好' })).status).toBe(401);
    expect((await store(me.token, { rt: 1, rid: courseId, content: '<p></p>' })).json.message).toBe(
      '请输入评论内容',
    );
    expect((await store(me.token, { rt: 1, rid: courseId, content: '长'.repeat(141) })).json.message).toBe(
      '评论内容最多140个字符',
    );
    expect((await store(me.token, { rt: 3, rid: courseId, content: '好' })).json.message).toBe('参数错误');
    expect((await store(me.token, { rt: 1, rid: 999999, content: '好' })).json).toMatchObject({
      code: 404,
      message: '资源不存在',
    });
    const posted = (await store(me.token, { rt: 2, rid: videoId, content: '这一节讲得好' })).json
      .data as CommentStoreReplyV3;
    expect(posted).toMatchObject({ content: '', is_check: 0, reply_id: posted.parent_id });
    expect(posted.id).toHaveLength(16);
    const listed = await ok<CommentsReplyV3>('GET', `/api/v3/comments?rt=2&rid=${videoId}`);
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toMatchObject({ id: posted.id, content: '', is_check: 0, replies_count: 0 });
    expect(JSON.stringify(await ok('GET', `/api/v2/video/${videoId}/comments`))).not.toContain(
      '这一节讲得好',
    );
    expect(
      (await store(other.token, { rt: 2, rid: videoId, content: '同意', parent_id: posted.id })).json.message,
    ).toBe('评论审核中');
    expect(
      (await store(other.token, { rt: 2, rid: videoId, content: '同意', parent_id: 'not-a-comment-id' })).json
        .message,
    ).toBe('参数错误');
    await ctx.db.updateTable('video_comments').set({ is_check: 1 }).execute();
    const reply = (await store(other.token, { rt: 2, rid: videoId, content: '同意', parent_id: posted.id }))
      .json.data as CommentStoreReplyV3;
    expect(reply.parent_id).toBe(posted.id);
    const thread = await ok<CommentsReplyV3>('GET', `/api/v3/comments?rt=2&rid=${videoId}`);
    expect(thread.data[0]).toMatchObject({ content: '这一节讲得好', is_check: 1, replies_count: 1 });
    expect(thread.data[0]?.replies[0]).toMatchObject({ id: reply.id, content: '', is_check: 0 });
    const replies = await ok<{ data: unknown[] }>(
      'GET',
      `/api/v3/comments/replies?rt=2&rid=${videoId}&parent_id=${posted.id}`,
    );
    expect(replies.data).toHaveLength(1);
    const all = await ok<{ data: unknown[] }>(
      'GET',
      `/api/v3/comments/replies?rt=2&rid=${videoId}&parent_id=0`,
    );
    expect(all.data).toHaveLength(1);
    expect(await message('GET', `/api/v3/comments/replies?rt=2&rid=${videoId}&parent_id=zzz`)).toBe(
      '参数错误',
    );
    expect(JSON.stringify(await ok('GET', `/api/v2/video/${videoId}/comments`))).toContain('这一节讲得好');
  });

  it('decoration blocks: the PC sliders as a pc-slider block first; page_name required; unknown pages empty', async () => {
    const blocks = await ok<DecorationBlock[]>(
      'GET',
      '/api/v2/decorationPage/blocks?page_name=pc-page-index',
    );
    expect(blocks[0]).toMatchObject({
      sign: 'pc-slider',
      decoration_page_id: 1,
      config_render: [{ src: 'http://localhost:8080/media/covers/course-1.svg', href: '/courses' }],
    });
    expect(await message('GET', '/api/v2/decorationPage/blocks')).toBe('page_name参数不能为空');
    expect(await ok('GET', '/api/v2/decorationPage/blocks?page_name=nope')).toEqual([]);
  });

  it('WeChat scan (4.9.30): a key, the phone’s page and sandbox OAuth, the poll, then auth/login/code', async () => {
    expect(await message('POST', '/api/v3/auth/login/wechat-scan/url', undefined, { action: 'x' })).toBe(
      '参数错误',
    );
    const started = await ok<{ url: string; key: string; expire: number }>(
      'POST',
      '/api/v3/auth/login/wechat-scan/url',
      undefined,
      { action: 'login' },
    );
    expect(started.key).toHaveLength(20);
    expect(started.url).toBe(
      `http://localhost:8080/api/v3/auth/login/wechat-scan/page?key=${started.key}&action=login`,
    );
    const poll = (key: string) => ctx.call('GET', `/api/v3/auth/login/wechat-scan/query?key=${key}`);
    expect((await poll(started.key)).json.data).toEqual({ code: '0' });
    expect((await poll('unknown')).json.message).toBe('参数错误');
    const phone = await ctx.app.request(started.url.replace('http://localhost:8080', ''));
    expect(await phone.text()).toContain('立即登录');
    const oauth = await ctx.app.request('/__dev/wechat-oauth', {
      method: 'POST',
      body: new URLSearchParams({
        key: started.key,
        action: 'login',
        openid: 'wx-open-1',
        nickname: '扫码人',
      }),
    });
    const back = oauth.headers.get('location') ?? '';
    expect(back).toContain('wechat_scan_key=');
    expect(await (await ctx.app.request(back.replace('http://localhost:8080', ''))).text()).toContain(
      '登录成功',
    );
    const { code } = (await poll(started.key)).json.data as { code: string };
    expect(code).not.toBe('0');
    const login = await ok<{ success: number }>('POST', '/api/v3/auth/login/code', undefined, {
      code,
    });
    expect(login.success).toBe(1);
    // the code is spent once
    expect(await message('POST', '/api/v3/auth/login/code', undefined, { code })).toBe('已过期');
  });

  it('v3 attachment download: a URL for an entitled member, single use; others and wrong courses refused', async () => {
    const path = `/api/v3/course/${courseId}/attach/${attachId}`;
    expect((await ctx.call('GET', path)).status).toBe(401);
    expect(await message('GET', path, other.token)).toBe('请购买课程');
    expect(
      (await ctx.call('GET', `/api/v3/course/${freeCourseId}/attach/${attachId}`, { token: me.token })).json,
    ).toMatchObject({
      code: 404,
    });
    const { download_url } = await ok<{ download_url: string }>('GET', path, me.token);
    expect(download_url).toMatch(/^http:\/\/localhost:8080\/api\/v3\/course\/attach-download\?sign=/);
    const local = download_url.replace('http://localhost:8080', '');
    const file = await ctx.app.request(local);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect((await ctx.call('GET', local)).json.message).toBe('参数错误');
    expect((await ctx.call('GET', '/api/v3/course/attach-download?sign=forged')).json.message).toBe(
      '参数错误',
    );
  });

  it('play info: without is_try the server plays the trial; with is_try=0 it is 4.9.8’s refusal', async () => {
    const trial = await ok<{ urls: unknown[] }>('GET', `/api/v2/video/${videoId}/playinfo`, other.token);
    expect(trial.urls.length).toBeGreaterThan(0);
    expect(await message('GET', `/api/v2/video/${videoId}/playinfo?is_try=0`, other.token)).toBe(
      '请购买后观看',
    );
  });
});

describe('MEEDU_API_DIALECT', () => {
  const closed = { code: 404, message: '路由不存在', data: [] };

  it('4.9.30 answers 4.9.8’s removed paths as unknown routes, and its config drops 4.9.8’s keys', async () => {
    const ctx = await createTestContext({ apiDialect: '4.9.30' });
    for (const [method, path] of [
      ['GET', '/api/v2/sliders'],
      ['GET', '/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index'],
      ['POST', '/api/v2/order/course'],
      ['GET', '/api/v2/course/1/comments'],
      ['GET', '/api/v3/auth/login/wechat/scan'],
      ['GET', '/api/v2/member/courses/like'],
    ] as const) {
      const res = await ctx.call(method, path);
      expect(res.status, path).toBe(404);
      expect(res.json, path).toEqual(closed);
    }
    const cfg = (await ctx.call('GET', '/api/v2/other/config')).json.data as Record<string, unknown>;
    expect(cfg).not.toHaveProperty('webname');
    expect(cfg).not.toHaveProperty('sliders');
    expect(cfg.socialites).not.toHaveProperty('wechat_scan');
    expect(cfg).toHaveProperty('paid_content_purchase_protocol');
    expect((await ctx.call('GET', '/api/v3/comments?rt=1&rid=1')).json.code).toBe(0);
    expect((await ctx.call('GET', '/api/v2/decorationPage/blocks?page_name=pc-page-index')).json.code).toBe(
      0,
    );
  });

  it('4.9.8 answers 4.9.30’s added paths as unknown routes; no 4.9.30 keys', async () => {
    const ctx = await createTestContext({ apiDialect: '4.9.8' });
    for (const [method, path] of [
      ['POST', '/api/v3/order'],
      ['GET', '/api/v3/comments'],
      ['GET', '/api/v2/decorationPage/blocks?page_name=pc-page-index'],
      ['POST', '/api/v2/member/agreement/agree'],
      ['GET', '/payment/index?sign=x'],
    ] as const) {
      const res = await ctx.call(method, path);
      expect(res.status, path).toBe(404);
      expect(res.json, path).toEqual(closed);
    }
    const cfg = (await ctx.call('GET', '/api/v2/other/config')).json.data as Record<string, unknown>;
    expect(cfg).toHaveProperty('webname');
    expect(cfg).not.toHaveProperty('vip_protocol');
    const member = await ctx.member();
    const detail = (await ctx.call('GET', '/api/v2/member/detail', { token: member.token })).json.data;
    expect(detail).not.toHaveProperty('agreement_status');
    expect((await ctx.call('GET', '/api/v2/sliders')).json.code).toBe(0);
  });
});
