import type { AdminErrorReply, ListReply, VipPlanItem } from '@meedu/contract/admin';
import { describe, expect, it } from 'vitest';
import { toDbTime } from '../../src/lib/dates.ts';
import { auditRows, consoleCrew } from './support.ts';

const PLAN = {
  name: '季度会员',
  charge: 99,
  expire_days: 90,
  description: '全部课程免费\n专属答疑',
  is_show: true,
};

describe('VIP plans', () => {
  const crew = consoleCrew('vip.view', 'vip.edit', 'home.edit');

  it('lists for super, view and edit; 403 for none; writes refused to view-only', async () => {
    for (const agent of [crew.boss, crew.viewer, crew.editor])
      expect((await agent.call<ListReply<VipPlanItem>>('GET', '/vip-plans')).status).toBe(200);
    const refused = await crew.outsider.call<AdminErrorReply>('GET', '/vip-plans');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限：VIP 会员（查看）');
    expect((await crew.viewer.call('POST', '/vip-plans', PLAN)).status).toBe(403);
  });

  it('creates, edits and hides a plan; /api/v2/roles shows only shown plans; audited', async () => {
    const r = await crew.editor.call<VipPlanItem>('POST', '/vip-plans', PLAN);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      name: '季度会员',
      charge: 99,
      expire_days: 90,
      is_show: true,
      order_count: 0,
    });
    const shown = async () =>
      (
        (await (await crew.ctx.app.request('/api/v2/roles')).json()) as {
          data: { name: string; desc_rows: string[] }[];
        }
      ).data;
    expect((await shown()).find((p) => p.name === '季度会员')?.desc_rows).toEqual([
      '全部课程免费',
      '专属答疑',
    ]);
    const hidden = await crew.editor.call<VipPlanItem>('PUT', `/vip-plans/${r.body.id}`, {
      ...PLAN,
      is_show: false,
    });
    expect(hidden.body.is_show).toBe(false);
    expect((await shown()).some((p) => p.name === '季度会员')).toBe(false);
    expect((await auditRows(crew.ctx, 'vip_plan')).map((a) => a.action)).toEqual(['update', 'create']);
  });

  it('refuses bad input with messages at the fields', async () => {
    const r = await crew.editor.call<AdminErrorReply>('POST', '/vip-plans', {
      name: '',
      charge: -1,
      expire_days: 0.5,
    });
    expect(r.status).toBe(400);
    expect(r.body.fields).toMatchObject({
      name: '请填写套餐名称',
      charge: '价格不能为负数',
      expire_days: '有效天数须为整数',
    });
  });

  it('deletes an unsold plan, refuses a sold one (hide it instead), and reorders', async () => {
    const unsold = await crew.editor.call<VipPlanItem>('POST', '/vip-plans', { ...PLAN, name: '体验卡' });
    expect((await crew.editor.call('DELETE', `/vip-plans/${unsold.body.id}`)).status).toBe(204);
    expect((await auditRows(crew.ctx, 'vip_plan'))[0]).toMatchObject({
      action: 'delete',
      summary: '删除 VIP 套餐 体验卡',
    });

    const sold = await crew.editor.call<VipPlanItem>('POST', '/vip-plans', { ...PLAN, name: '年度会员' });
    const now = toDbTime(crew.ctx.clock.now());
    const { id: userId } = await crew.ctx.member();
    const order = await crew.ctx.db
      .insertInto('orders')
      .values({
        user_id: userId,
        order_no: `T${Date.now()}`,
        charge: 99,
        status: 9,
        expired_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await crew.ctx.db
      .insertInto('order_goods')
      .values({
        order_id: order.id,
        user_id: userId,
        goods_type: 'role',
        goods_id: sold.body.id,
        goods_name: '年度会员',
        goods_charge: 99,
        goods_ori_charge: 99,
        charge: 99,
        created_at: now,
      })
      .execute();
    const refused = await crew.editor.call<AdminErrorReply>('DELETE', `/vip-plans/${sold.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('该套餐已有 1 笔订单，不能删除，可改为下架');

    const ids = (await crew.editor.call<ListReply<VipPlanItem>>('GET', '/vip-plans')).body.items
      .map((p) => p.id)
      .reverse();
    const reordered = await crew.editor.call<ListReply<VipPlanItem>>('PUT', '/vip-plans/order', { ids });
    expect(reordered.body.items.map((p) => p.id)).toEqual(ids);
    expect((await auditRows(crew.ctx, 'vip_plan'))[0]).toMatchObject({ action: 'reorder' });
  });
});
