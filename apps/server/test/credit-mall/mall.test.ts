import type { Credit1Record, MallAddress, MallGoods, MallOrder } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { columnOf, ledgerSum } from '../support/rows.ts';
import { fixtures } from '../catalog/fixtures.ts';
import * as repo from '../../src/modules/credit-mall/repository.ts';
import { refundMallOrder } from '../../src/modules/credit-mall/service.ts';
import { grantCredit1 } from '../../src/modules/credits/service.ts';
import { expectShape, expectShapes, type FieldList } from '../support/contract-shape.ts';

const GOODS: FieldList<MallGoods> = {
  id: true,
  title: true,
  thumb: true,
  charge: true,
  is_v: true,
  v_type: true,
};
const ORDER: FieldList<MallOrder> = {
  id: true,
  goods_title: true,
  goods_thumb: true,
  goods_is_v: true,
  goods_v_type: true,
  goods_v_id: true,
  total_charge: true,
  is_send: true,
  express_number: true,
  express_company: 'optional',
  created_at: true,
};
const ADDRESS: FieldList<MallAddress> = {
  id: true,
  name: true,
  mobile: true,
  province: true,
  city: true,
  area: true,
  street: true,
};
const LEDGER: FieldList<Credit1Record> = { sum: true, remark: true, created_at: true };

const ADDR = {
  name: '张三',
  mobile: '13800000001',
  province: '北京市',
  city: '市辖区',
  area: '东城区',
  street: '1号',
};

async function setup() {
  const ctx = await createTestContext();
  const f = fixtures(ctx);
  const now = f.past(0);
  const course = await f.course({ title: '积分课' });
  const goods = (o: Partial<Parameters<typeof repo.insertGoods>[1]>) =>
    repo.insertGoods(ctx.db, {
      title: '保温杯',
      thumb: '/media/covers/course-1.svg',
      charge: 50,
      is_v: 0,
      v_type: '',
      v_id: 0,
      stock: 10,
      description: '<p>好杯子</p>',
      created_at: now,
      updated_at: now,
      ...o,
    });
  const cup = await goods({});
  const lesson = await goods({ title: '积分换课', is_v: 1, v_type: 'vod', v_id: course, charge: 30 });
  return { ctx, f, now, course, goods, cup, lesson };
}

const balance = async (ctx: TestContext, userId: number) => ({
  credit1: await columnOf(ctx.db, 'users', 'credit1', { id: userId }),
  ledger: await ledgerSum(ctx.db, 'user_credit1_records', userId),
});

describe('credit mall', () => {
  it('lists goods and their detail, exchanges physical goods with an address, and lists orders', async () => {
    const { ctx, now, cup } = await setup();
    const a = await ctx.member();
    const b = await ctx.member();
    await grantCredit1(ctx.db, a.id, 120, '测试', now);

    const list = await ctx.call('GET', '/addons/Credit1Mall/api/v1/goods?page=1&size=10', { token: a.token });
    const nested = (list.json.data as { data: { data: unknown[]; total: number } }).data;
    expect(nested.total).toBe(2);
    expectShapes(nested.data, GOODS);
    const detail = await ctx.call('GET', `/addons/Credit1Mall/api/v1/goods/${cup}`, { token: a.token });
    expect((detail.json.data as { data: unknown }).data).toMatchObject({
      id: cup,
      desc: '<p>好杯子</p>',
      is_v: 0,
    });
    expect(
      (await ctx.call('GET', '/addons/Credit1Mall/api/v1/goods/999', { token: a.token })).json.message,
    ).toBe('商品不存在');

    const exchange = (token: string, body: unknown, id = cup) =>
      ctx.call('POST', `/addons/Credit1Mall/api/v1/goods/${id}/exchange`, { token, body });
    expect((await exchange(a.token, {})).json.message).toBe('请填写地址');
    expect((await exchange(a.token, { ...ADDR, area: '' })).json.message).toBe('请选择区');
    expect((await exchange(a.token, { address_id: 0, ...ADDR })).json.code).toBe(0);
    const saved = (await ctx.call('GET', '/addons/Credit1Mall/api/v1/user/address', { token: a.token })).json
      .data as MallAddress[];
    expectShapes(saved, ADDRESS);
    expect(saved[0]).toMatchObject(ADDR);
    expect((await exchange(a.token, { address_id: saved[0]!.id })).json.code).toBe(0);
    expect((await exchange(a.token, { address_id: saved[0]!.id })).json.message).toBe('积分余额不足');
    expect((await exchange(b.token, { address_id: saved[0]!.id })).json.message).toBe('收货地址不存在');
    expect(await balance(ctx, a.id)).toEqual({ credit1: 20, ledger: 20 });

    const orders = await ctx.call('GET', '/addons/Credit1Mall/api/v1/user/orders?page=1&size=10', {
      token: a.token,
    });
    const page = orders.json.data as { data: MallOrder[]; total: number };
    expect(page.total).toBe(2);
    expectShapes(page.data, ORDER);
    expect(page.data[0]).toMatchObject({
      goods_title: '保温杯',
      total_charge: 50,
      is_send: 0,
      goods_is_v: 0,
    });
    const row = await ctx.db
      .selectFrom('mall_orders')
      .select(['user_contact_name', 'user_contact_address'])
      .where('id', '=', page.data[1]!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_contact_name: '张三', user_contact_address: '北京市 市辖区 东城区 1号' });
    const other = await ctx.call('GET', '/addons/Credit1Mall/api/v1/user/orders', { token: b.token });
    expect(other.json.data).toEqual({ data: [], total: 0 });
    expect(
      (await ctx.call('GET', '/addons/Credit1Mall/api/v1/user/address', { token: b.token })).json.data,
    ).toEqual([]);
  });

  it('grants virtual goods at once, refuses them when owned, and refunds through the ledger', async () => {
    const { ctx, now, course, lesson } = await setup();
    const a = await ctx.member();
    await grantCredit1(ctx.db, a.id, 40, '测试', now);
    const r = await ctx.call('POST', `/addons/Credit1Mall/api/v1/goods/${lesson}/exchange`, {
      token: a.token,
      body: {},
    });
    expect(r.json.code).toBe(0);
    const owned = await ctx.db
      .selectFrom('user_courses')
      .select('course_id')
      .where('user_id', '=', a.id)
      .execute();
    expect(owned).toEqual([{ course_id: course }]);
    const again = await ctx.call('POST', `/addons/Credit1Mall/api/v1/goods/${lesson}/exchange`, {
      token: a.token,
      body: {},
    });
    expect(again.json.message).toBe('您已拥有该商品，无需兑换');
    const orderId = (r.json.data as { order_id: number }).order_id;
    const orders = await ctx.call('GET', '/addons/Credit1Mall/api/v1/user/orders', { token: a.token });
    expect((orders.json.data as { data: MallOrder[] }).data[0]).toMatchObject({
      is_send: 1,
      goods_is_v: 1,
      goods_v_type: 'vod',
      goods_v_id: course,
    });
    expect(await balance(ctx, a.id)).toEqual({ credit1: 10, ledger: 10 });
    expect(await refundMallOrder(ctx.db, orderId, now)).toBe(true);
    expect(await refundMallOrder(ctx.db, orderId, now)).toBe(false);
    expect(await balance(ctx, a.id)).toEqual({ credit1: 40, ledger: 40 });
    expect(await columnOf(ctx.db, 'mall_goods', 'stock', { id: lesson })).toBe(10);

    const ledger = await ctx.call('GET', '/api/v2/member/credit1Records?page=1&page_size=10', {
      token: a.token,
    });
    const page = ledger.json.data as { data: Credit1Record[]; total: number };
    expect(page.total).toBe(3);
    expectShapes(page.data, LEDGER);
    expect(page.data.map((x) => [x.sum, x.remark])).toEqual([
      [30, '积分商城退款-积分换课'],
      [-30, '积分商城兑换-积分换课'],
      [40, '测试'],
    ]);
    expectShape(page.data[0], LEDGER);
  });

  it('never oversells stock nor overspends credit under concurrent exchanges', async () => {
    const { ctx, now, goods } = await setup();
    const few = await goods({ title: '限量', stock: 3, charge: 10 });
    const members = await Promise.all(Array.from({ length: 10 }, () => ctx.member()));
    for (const m of members) await grantCredit1(ctx.db, m.id, 10, '测试', now);
    const rich = members[0]!;
    await grantCredit1(ctx.db, rich.id, 15, '测试', now);
    const replies = await Promise.all([
      ...members.map((m) =>
        ctx.call('POST', `/addons/Credit1Mall/api/v1/goods/${few}/exchange`, { token: m.token, body: ADDR }),
      ),
      ctx.call('POST', `/addons/Credit1Mall/api/v1/goods/${few}/exchange`, { token: rich.token, body: ADDR }),
    ]);
    expect(replies.filter((r) => r.json.code === 0)).toHaveLength(3);
    expect(await columnOf(ctx.db, 'mall_goods', 'stock', { id: few })).toBe(0);
    for (const m of members) {
      const b = await balance(ctx, m.id);
      expect(b.credit1).toBeGreaterThanOrEqual(0);
      expect(b.ledger).toBe(b.credit1);
    }
  });
});
