import type {
  AdminErrorReply,
  BroadcastItem,
  ListReply,
  MallGoodsItem,
  MallOrderItem,
  PromoCodeItem,
  RedeemBatchItem,
  RedeemCodeItem,
} from '@meedu/contract/admin';
import type { MallOrder } from '@meedu/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../catalog/fixtures.ts';
import type { TestContext } from '../helpers.ts';
import { solvedCaptcha, quickMembers } from '../support/captcha.ts';
import { insertMonthlyPlan } from '../support/rows.ts';
import { newRedeemCode } from '../../src/modules/code-exchange/admin-service.ts';
import { grantCredit1 } from '../../src/modules/credits/service.ts';
import { toDbTime } from '../../src/lib/dates.ts';
import { adminAgent, auditRows, consoleContext, type AdminAgent } from './support.ts';

const wire = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

/** One app and one crew for the three marketing areas (promotions, credit-mall, messages). */
describe('marketing console', () => {
  let ctx: TestContext;
  let editor: AdminAgent;
  let viewer: AdminAgent;
  let outsider: AdminAgent;
  let course: number;
  let now: number;
  beforeAll(async () => {
    ctx = await consoleContext();
    editor = await adminAgent(ctx, ['promotions.edit', 'credit-mall.edit', 'messages.edit']);
    viewer = await adminAgent(ctx, ['promotions.view', 'credit-mall.view', 'messages.view']);
    outsider = await adminAgent(ctx, ['home.view']);
    course = await fixtures(ctx).course({ title: '营销测试课' });
    now = ctx.clock.now().getTime();
  }, 60_000);

  it('promo codes: created, listed with use counts, limited in time, refused to other roles, audited', async () => {
    expect((await outsider.call<AdminErrorReply>('GET', '/promo-codes')).body.message).toBe(
      '没有权限：促销码与兑换码（查看）',
    );
    const body = { code: 'SPRING50', discount: 50, use_times: 10, starts_at: wire(now + 86400_000) };
    expect((await viewer.call('POST', '/promo-codes', body)).status).toBe(403);
    const made = await editor.call<PromoCodeItem>('POST', '/promo-codes', body);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ code: 'SPRING50', discount: 50, use_times: 10, used_times: 0 });
    const bad = await editor.call<AdminErrorReply>('POST', '/promo-codes', {
      ...body,
      discount: 0,
      expires_at: wire(now),
    });
    expect(bad.body.fields).toMatchObject({
      discount: '优惠金额至少 1 元',
      expires_at: '结束时间须晚于开始时间',
    });
    expect((await editor.call<AdminErrorReply>('POST', '/promo-codes', body)).body.fields).toEqual({
      code: '该优惠码已存在',
    });

    // Not usable before its start; usable once the start is moved back.
    const member = await ctx.member();
    const check = async () =>
      (await ctx.call('GET', '/api/v2/promoCode/SPRING50/check', { token: member.token })).json.data as {
        can_use: number;
      };
    expect((await check()).can_use).toBe(0);
    await editor.call('PUT', `/promo-codes/${made.body.id}`, { ...body, starts_at: null });
    expect((await check()).can_use).toBe(1);
    const list = await viewer.call<ListReply<PromoCodeItem>>('GET', '/promo-codes?q=spring');
    expect(list.body.items.map((p) => p.code)).toEqual(['SPRING50']);
    expect((await auditRows(ctx, 'promo_code')).map((a) => a.action)).toEqual(['update', 'create']);
    expect((await editor.call('DELETE', `/promo-codes/${made.body.id}`)).status).toBe(204);
  });

  it('redeem codes: a batch of unique unguessable codes, exported, each redeemed once and shown used', async () => {
    const plan = await insertMonthlyPlan(ctx.db, toDbTime(new Date(now)));
    const batch = {
      name: '开学礼包',
      grants: [
        { sign: 'vod', id: course },
        { sign: 'vip', id: plan },
        { sign: 'credit1', credits: 200 },
      ],
      starts_at: wire(now - 60_000),
      ends_at: wire(now + 86400_000),
      count: 300,
    };
    expect((await viewer.call('POST', '/redeem-batches', batch)).status).toBe(403);
    const bad = await editor.call<AdminErrorReply>('POST', '/redeem-batches', {
      ...batch,
      grants: [{ sign: 'vod', id: 999_999 }],
      count: 0,
    });
    expect(bad.body.fields).toMatchObject({ count: '至少生成 1 个' });
    const missing = await editor.call<AdminErrorReply>('POST', '/redeem-batches', {
      ...batch,
      grants: [{ sign: 'vod', id: 999_999 }],
    });
    expect(missing.body.fields).toEqual({ 'grants.0.id': '录播课 ID 999999 不存在' });

    const made = await editor.call<RedeemBatchItem>('POST', '/redeem-batches', batch);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ code_count: 300, used_count: 0 });
    expect(made.body.grants.map((g) => g.name)).toEqual(['营销测试课', '月度会员', '200 积分']);
    const all = await viewer.call<ListReply<RedeemCodeItem>>(
      'GET',
      `/redeem-batches/${made.body.id}/codes?size=100`,
    );
    expect(all.body.total).toBe(300);
    const codes = all.body.items.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    const drawn = new Set(Array.from({ length: 20_000 }, newRedeemCode));
    expect(drawn.size).toBe(20_000);

    const learner = await ctx.member();
    const other = await ctx.member();
    const redeem = async (token: string, code: string) => {
      const c = await solvedCaptcha(ctx);
      const body = { code, image_key: c.key, image_captcha: c.answer };
      return (await ctx.call('POST', '/addons/CodeExchanger/api/v2/confirm', { token, body })).json;
    };
    const code = codes[0] ?? '';
    expect((await redeem(learner.token, code)).code).toBe(0);
    expect((await redeem(other.token, code)).message).toBe('兑换码已被使用');
    const used = await viewer.call<ListReply<RedeemCodeItem>>(
      'GET',
      `/redeem-batches/${made.body.id}/codes?used=1`,
    );
    expect(used.body.items).toHaveLength(1);
    expect(used.body.items[0]).toMatchObject({ code, used_by: { id: learner.id } });
    expect(used.body.items[0]?.used_at).toMatch(/\+08:00$/);

    const res = await ctx.app.request(`/admin/api/redeem-batches/${made.body.id}/export`, {
      headers: { cookie: viewer.cookie, 'x-forwarded-for': viewer.address },
    });
    expect(res.headers.get('content-disposition')).toContain(`redeem-codes-${made.body.id}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('兑换码');
    expect(sheet?.rowCount).toBe(301);
    const usedRow = sheet?.getRows(2, 300)?.find((r) => r.getCell(1).value === code);
    expect(usedRow?.getCell(2).value).toBe('已使用');
    expect((await auditRows(ctx, 'redeem_batch'))[0]?.summary).toBe('生成兑换码批次 开学礼包（300 个）');
  });

  it('credit mall: goods saved sanitised, a physical order shipped, the member (and only they) sees the tracking', async () => {
    const goods = {
      title: '定制笔记本',
      thumb: '/uploads/console/book.png',
      charge: 100,
      stock: 5,
      description: '<p>精美<script>alert(1)</script></p>',
    };
    expect((await outsider.call('GET', '/mall-goods')).status).toBe(403);
    expect((await viewer.call('POST', '/mall-goods', goods)).status).toBe(403);
    const bad = await editor.call<AdminErrorReply>('POST', '/mall-goods', {
      ...goods,
      is_virtual: true,
      charge: 0,
    });
    expect(bad.body.fields).toMatchObject({ charge: '所需积分至少 1', v_type: '请选择虚拟商品类型' });
    const made = await editor.call<MallGoodsItem>('POST', '/mall-goods', goods);
    expect(made.status).toBe(201);
    expect(made.body.description).toBe('<p>精美</p>');

    const buyer = await ctx.member();
    const stranger = await ctx.member();
    await grantCredit1(ctx.db, buyer.id, 500, '测试', toDbTime(new Date(now)));
    const exchange = await ctx.call('POST', `/addons/Credit1Mall/api/v1/goods/${made.body.id}/exchange`, {
      token: buyer.token,
      body: {
        address_id: 0,
        name: '张三',
        mobile: '13800000000',
        province: '北京市',
        city: '市辖区',
        area: '东城区',
        street: '一号',
      },
    });
    const orderId = (exchange.json.data as { order_id: number }).order_id;
    const waiting = await viewer.call<ListReply<MallOrderItem>>('GET', '/mall-orders?state=to_ship');
    expect(waiting.body.items.map((o) => o.id)).toEqual([orderId]);
    expect(waiting.body.items[0]).toMatchObject({ contact_name: '张三', state: 'to_ship' });

    expect((await viewer.call('POST', `/mall-orders/${orderId}/ship`, {})).status).toBe(403);
    const badShip = await editor.call<AdminErrorReply>('POST', `/mall-orders/${orderId}/ship`, {
      express_company: '',
      express_number: 'SF 1',
    });
    expect(badShip.body.fields).toMatchObject({
      express_company: '请填写快递公司',
      express_number: '运单号只能包含字母、数字和 -',
    });
    const shipped = await editor.call<MallOrderItem>('POST', `/mall-orders/${orderId}/ship`, {
      express_company: '顺丰速运',
      express_number: 'SF1234567890',
    });
    expect(shipped.body).toMatchObject({ state: 'shipped', express_number: 'SF1234567890' });
    expect((await auditRows(ctx, 'mall_order'))[0]).toMatchObject({ action: 'ship' });
    expect((await editor.call<AdminErrorReply>('POST', `/mall-orders/${orderId}/refund`)).status).toBe(409);

    const ordersOf = async (token: string) =>
      (
        (await ctx.call('GET', '/addons/Credit1Mall/api/v1/user/orders', { token })).json.data as {
          data: MallOrder[];
        }
      ).data;
    expect((await ordersOf(buyer.token))[0]).toMatchObject({
      is_send: 1,
      express_company: '顺丰速运',
      express_number: 'SF1234567890',
    });
    expect(await ordersOf(stranger.token)).toEqual([]);
    const refused = await editor.call<AdminErrorReply>('DELETE', `/mall-goods/${made.body.id}`);
    expect(refused.status).toBe(409);
  });

  it('broadcasts: to all, to VIP members, to a course’s members, in batches, one audit row each', async () => {
    const members = await quickMembers(ctx, 520);
    const vip = members.slice(0, 3).map((m) => m.id);
    const plan = await insertMonthlyPlan(ctx.db, toDbTime(new Date(now)));
    await ctx.db
      .updateTable('users')
      .set({ role_id: plan, role_expired_at: toDbTime(new Date(now + 86400_000)) })
      .where('id', 'in', vip)
      .execute();
    const f = fixtures(ctx);
    await f.buy(members[5]?.id ?? 0, course);

    expect((await viewer.call('POST', '/broadcasts', { audience: 'all', message: 'x' })).status).toBe(403);
    const bad = await editor.call<AdminErrorReply>('POST', '/broadcasts', {
      audience: 'course',
      message: '',
    });
    expect(bad.body.fields).toMatchObject({ course_id: '请输入课程 ID', message: '请输入消息内容' });

    const toVip = await editor.call<BroadcastItem>('POST', '/broadcasts', {
      audience: 'vip',
      message: 'VIP 专享',
    });
    // The three made VIP here, and the learner who redeemed the VIP code above.
    expect(toVip.body.recipients).toBe(4);
    const toCourse = await editor.call<BroadcastItem>('POST', '/broadcasts', {
      audience: 'course',
      course_id: course,
      message: '课程更新',
    });
    // The one who bought it here, and the learner who redeemed it above.
    expect(toCourse.body).toMatchObject({ recipients: 2, course_title: '营销测试课' });
    const total = Number(
      (
        await ctx.db
          .selectFrom('users')
          .select((e) => e.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const toAll = await editor.call<BroadcastItem>('POST', '/broadcasts', {
      audience: 'all',
      message: '全站通知',
    });
    expect(toAll.body.recipients).toBe(total);
    expect(total).toBeGreaterThan(500);

    const inbox = async (token: string) =>
      (
        (await ctx.call('GET', '/api/v2/member/messages?page_size=20', { token })).json.data as {
          data: { data: { message: string } }[];
        }
      ).data
        .map((n) => n.data.message)
        .sort();
    expect(await inbox(members[0]?.token ?? '')).toEqual(['VIP 专享', '全站通知'].sort());
    expect(await inbox(members[5]?.token ?? '')).toEqual(['全站通知', '课程更新'].sort());
    expect(await inbox(members[9]?.token ?? '')).toEqual(['全站通知']);
    expect((await auditRows(ctx, 'broadcast')).map((a) => a.action)).toEqual([
      'broadcast',
      'broadcast',
      'broadcast',
    ]);
    const list = await viewer.call<ListReply<BroadcastItem>>('GET', '/broadcasts');
    expect(list.body.items.map((b) => b.audience)).toEqual(['all', 'course', 'vip']);
  });
});
