import type { AdminErrorReply, FlashSaleItem, GroupBuyItem, ListReply } from '@meedu/contract/admin';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../catalog/fixtures.ts';
import { quickCaptchas, quickMembers } from '../support/captcha.ts';
import { countRows } from '../support/rows.ts';
import { auditRows, consoleCrew } from './support.ts';

describe('campaigns: flash sales and group buys', () => {
  const crew = consoleCrew('campaigns.view', 'campaigns.edit', 'share.edit');
  const hoursFromNow = (h: number) => new Date(crew.ctx.clock.now().getTime() + h * 3_600_000).toISOString();
  const window = () => ({ started_at: hoursFromNow(-1), ended_at: hoursFromNow(24) });

  it('creates, lists and edits a flash sale with its product copied; refuses bad input, other roles; audits', async () => {
    const course = await fixtures(crew.ctx).course({ title: '秒杀好课', charge: 199 });
    const body = { goods_type: 'course', goods_id: course, charge: 9, num: 5, ...window() };
    expect((await crew.viewer.call('POST', '/flash-sales', body)).status).toBe(403);
    const outsider = await crew.outsider.call<AdminErrorReply>('GET', '/flash-sales');
    expect(outsider.body.message).toBe('没有权限：拼团秒杀（查看）');
    const bad = await crew.editor.call<AdminErrorReply>('POST', '/flash-sales', {
      ...body,
      num: -1,
      ended_at: hoursFromNow(-2),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ num: '库存不能为负数' });

    const made = await crew.editor.call<FlashSaleItem>('POST', '/flash-sales', body);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      goods_title: '秒杀好课',
      original_charge: 199,
      charge: 9,
      num: 5,
      sold: 0,
    });
    const list = await crew.viewer.call<ListReply<FlashSaleItem>>('GET', '/flash-sales?q=秒杀好');
    expect(list.body.items.map((i) => i.id)).toEqual([made.body.id]);
    // The storefront's lookup sells what the console set.
    const lookup = await crew.ctx.call(
      'GET',
      `/addons/MiaoSha/api/v1/m/0?course_type=course&course_id=${course}`,
    );
    expect(JSON.stringify(lookup.json.data)).toContain('"charge":9');
    const edited = await crew.editor.call<FlashSaleItem>('PUT', `/flash-sales/${made.body.id}`, {
      ...body,
      charge: 19,
    });
    expect(edited.body.charge).toBe(19);
    expect((await crew.editor.call('DELETE', `/flash-sales/${made.body.id}`)).status).toBe(204);
    expect((await auditRows(crew.ctx, 'flash_sale')).map((a) => a.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it('never sells more than its stock while buyers join and the stock is edited during the sale', async () => {
    const course = await fixtures(crew.ctx).course({ title: '限量课', charge: 99 });
    const body = { goods_type: 'course', goods_id: course, charge: 1, num: 10, ...window() };
    const { id } = (await crew.editor.call<FlashSaleItem>('POST', '/flash-sales', body)).body;
    const [members, captchas] = await Promise.all([quickMembers(crew.ctx, 30), quickCaptchas(crew.ctx, 30)]);
    const joins = members.map((m, i) =>
      crew.ctx.call('POST', `/addons/MiaoSha/api/v1/m/${id}/join`, {
        token: m.token,
        body: { captcha: captchas[i]!.answer, captcha_key: captchas[i]!.key },
      }),
    );
    const edits = [14, 6, 12].map((num) =>
      crew.editor.call<FlashSaleItem>('PUT', `/flash-sales/${id}`, { ...body, num }),
    );
    const [joined, edited] = await Promise.all([Promise.all(joins), Promise.all(edits)]);

    const won = joined.filter((r) => r.json.code === 0).length;
    const slots = await countRows(crew.ctx.db, 'ms_orders', { goods_id: id });
    const row = await crew.ctx.db
      .selectFrom('ms_goods')
      .select(['num', 'over_num'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(slots).toBe(won);
    expect(row.over_num).toBeGreaterThanOrEqual(0);
    expect(row.num - row.over_num).toBe(won);
    expect(won).toBeLessThanOrEqual(14);
    for (const e of edited) expect([200, 400]).toContain(e.status);

    const below = await crew.editor.call<AdminErrorReply>('PUT', `/flash-sales/${id}`, {
      ...body,
      num: won - 1,
    });
    expect(below.status).toBe(400);
    expect(below.body.fields).toEqual({ num: `库存不能少于已售出的 ${won} 件` });
    const deleted = await crew.editor.call<AdminErrorReply>('DELETE', `/flash-sales/${id}`);
    expect(deleted.status).toBe(409);
  });

  it('creates, edits and deletes a group buy; refuses bad input; audits', async () => {
    const course = await fixtures(crew.ctx).course({ title: '拼团好课', charge: 299 });
    const body = {
      goods_type: 'course',
      goods_id: course,
      charge: 99,
      people_num: 3,
      time_limit: 24,
      ...window(),
    };
    const bad = await crew.editor.call<AdminErrorReply>('POST', '/group-buys', {
      ...body,
      people_num: 1,
      goods_id: 0,
    });
    expect(bad.body.fields).toMatchObject({ people_num: '成团人数至少 2 人', goods_id: '请选择商品' });
    const missing = await crew.editor.call<AdminErrorReply>('POST', '/group-buys', {
      ...body,
      goods_id: 999_999,
    });
    expect(missing.body.fields).toEqual({ goods_id: '商品不存在' });
    expect((await crew.viewer.call('POST', '/group-buys', body)).status).toBe(403);

    const made = await crew.editor.call<GroupBuyItem>('POST', '/group-buys', body);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      goods_title: '拼团好课',
      original_charge: 299,
      people_num: 3,
      sold: 0,
    });
    const lookup = await crew.ctx.call(
      'GET',
      `/addons/TuanGou/api/v1/t/0?course_type=course&course_id=${course}`,
    );
    expect(JSON.stringify(lookup.json.data)).toContain('"people_num":3');
    const edited = await crew.editor.call<GroupBuyItem>('PUT', `/group-buys/${made.body.id}`, {
      ...body,
      people_num: 2,
    });
    expect(edited.body.people_num).toBe(2);
    const read = await crew.viewer.call<GroupBuyItem>('GET', `/group-buys/${made.body.id}`);
    expect(read.body.people_num).toBe(2);
    expect((await crew.editor.call('DELETE', `/group-buys/${made.body.id}`)).status).toBe(204);
    expect((await auditRows(crew.ctx, 'group_buy')).map((a) => a.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });
});
