import type {
  AdminErrorReply,
  AuditActorItem,
  AuditLogItem,
  DashboardReply,
  ListReply,
} from '@meedu/contract/admin';
import { describe, expect, it } from 'vitest';
import { recordFinishedRun, recordJobRun } from '../../src/console/jobs.ts';
import { toDbTime } from '../../src/lib/dates.ts';
import { expectShape, expectShapes, type FieldList } from '../support/contract-shape.ts';
import { adminAgent, consoleContext, insertAdmin, loginAs } from './support.ts';

const AUDIT_FIELDS: FieldList<AuditLogItem> = {
  id: true,
  admin_id: true,
  admin_name: true,
  action: true,
  entity: true,
  entity_id: true,
  summary: true,
  before: true,
  after: true,
  ip: true,
  created_at: true,
};

const HOUR = 3_600_000;

describe('the audit log', () => {
  it('lists every write newest first, filtered by admin, entity, action and dates; needs audit.view', async () => {
    const ctx = await consoleContext();
    const who = await insertAdmin(ctx, { super: true });
    await (await loginAs(ctx, who)).call('POST', '/roles', { name: '甲', permissions: [] });
    ctx.clock.advance(24 * HOUR);
    const boss = await loginAs(ctx, who);
    const auditor = await adminAgent(ctx, ['audit.view']);
    const stranger = await adminAgent(ctx, ['admins.edit']);
    await boss.call('POST', '/roles', { name: '乙', permissions: ['courses.view'] });

    const refused = await stranger.call<AdminErrorReply>('GET', '/audit-logs');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限：操作日志（查看）');

    const all = await auditor.call<ListReply<AuditLogItem>>('GET', '/audit-logs');
    expect(all.status).toBe(200);
    expectShapes<AuditLogItem>(all.body.items, AUDIT_FIELDS);
    const ids = all.body.items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const newest = all.body.items[0];
    expect(newest).toMatchObject({
      action: 'create',
      entity: 'admin_role',
      admin_name: boss.name,
      ip: boss.address,
    });
    expect(newest?.after).toEqual({ name: '乙', permissions: ['courses.view'] });
    expectShape<AuditLogItem>(newest, AUDIT_FIELDS);

    const roles = await auditor.call<ListReply<AuditLogItem>>(
      'GET',
      `/audit-logs?entity=admin_role&admin_id=${boss.id}&action=create`,
    );
    expect(roles.body.items.map((i) => i.summary)).toEqual(['新建角色 乙', '新建角色 甲']);
    const today = newest?.created_at.slice(0, 10) ?? '';
    const yesterday = roles.body.items[1]?.created_at.slice(0, 10) ?? '';
    expect(today).not.toBe(yesterday);
    const onlyYesterday = await auditor.call<ListReply<AuditLogItem>>(
      'GET',
      `/audit-logs?entity=admin_role&from=${yesterday}&to=${yesterday}`,
    );
    expect(onlyYesterday.body.items.map((i) => i.summary)).toEqual(['新建角色 甲']);
    const logins = await auditor.call<ListReply<AuditLogItem>>(
      'GET',
      '/audit-logs?action=login&size=2&page=2',
    );
    expect(logins.body).toMatchObject({ total: 4, page: 2, size: 2 });
    expect(logins.body.items).toHaveLength(2);

    const actors = await auditor.call<AuditActorItem[]>('GET', '/audit-logs/actors');
    expect(actors.body).toEqual(
      expect.arrayContaining([
        { admin_id: who.id, admin_name: who.name },
        { admin_id: auditor.id, admin_name: auditor.name },
      ]),
    );
    expect((await stranger.call('GET', '/audit-logs/actors')).status).toBe(403);

    const bad = await auditor.call<AdminErrorReply>('GET', '/audit-logs?from=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ from: '日期格式应为 YYYY-MM-DD' });
  });
});

describe('the dashboard', () => {
  it("counts today's and 30 days' sign-ups, paid orders, revenue and active learners by the site's day", async () => {
    // 2026-11-21 08:00 UTC is 16:00 in China: "today" is 2026-11-21 there.
    const ctx = await consoleContext();
    const viewer = await adminAgent(ctx, ['dashboard.view']);
    const outsider = await adminAgent(ctx, ['admins.view']);
    const at = (iso: string) => toDbTime(new Date(iso));

    const member = await ctx.member();
    const old = await ctx.member();
    await ctx.db
      .updateTable('users')
      .set({ created_at: at('2026-11-20T15:30:00Z') })
      .where('id', '=', member.id)
      .execute(); // 23:30 +8 on the 20th
    await ctx.db
      .updateTable('users')
      .set({ created_at: at('2026-10-01T00:00:00Z') })
      .where('id', '=', old.id)
      .execute(); // outside 30 days
    const order = (
      userId: number,
      no: string,
      status: number,
      paidAt: string | null,
      charge: number,
      discount = 0,
    ) =>
      ctx.db
        .insertInto('orders')
        .values({
          user_id: userId,
          order_no: no,
          charge,
          discount,
          status,
          expired_at: at('2026-11-30T00:00:00Z'),
          paid_at: paidAt,
          created_at: at('2026-11-20T00:00:00Z'),
          updated_at: at('2026-11-20T00:00:00Z'),
        })
        .execute();
    await order(member.id, 'A1', 9, at('2026-11-21T01:00:00Z'), 99, 10); // today: 89
    await order(member.id, 'A2', 9, at('2026-11-20T17:00:00Z'), 50); // 01:00 +8 on the 21st: today
    await order(member.id, 'A3', 9, at('2026-11-10T03:00:00Z'), 20, 30); // fully discounted: 0
    await order(member.id, 'A4', 1, null, 500); // unpaid

    await ctx.db
      .insertInto('exam_attempts')
      .values([
        {
          kind: 'paper',
          user_id: member.id,
          paper_id: 1,
          started_at: at('2026-11-21T02:00:00Z'),
          deadline: at('2026-11-21T03:00:00Z'),
        },
        {
          kind: 'paper',
          user_id: old.id,
          paper_id: 1,
          started_at: at('2026-11-15T02:00:00Z'),
          deadline: at('2026-11-15T03:00:00Z'),
        },
        {
          kind: 'paper',
          user_id: member.id,
          paper_id: 2,
          started_at: at('2026-11-15T05:00:00Z'),
          deadline: at('2026-11-15T06:00:00Z'),
        },
      ])
      .execute();

    expect((await outsider.call('GET', '/dashboard')).status).toBe(403);
    const r = await viewer.call<DashboardReply>('GET', '/dashboard');
    expect(r.status).toBe(200);
    const d = r.body;
    expect(d.series).toHaveLength(30);
    expect(d.series[29]?.date).toBe('2026-11-21');
    expect(d.series[0]?.date).toBe('2026-10-23');
    // Sign-ups: members are made at the fake clock's now (today) unless moved; the one moved lands on the 20th.
    const todaySignups = d.today.signups;
    expect(d.series.find((s) => s.date === '2026-11-20')?.signups).toBe(1);
    expect(d.last_30_days.signups).toBe(todaySignups + 1);
    expect(d.today).toMatchObject({ paid_orders: 2, revenue: 139, active_learners: 1 });
    expect(d.last_30_days).toMatchObject({ paid_orders: 3, revenue: 139, active_learners: 2 });
    expect(d.series.find((s) => s.date === '2026-11-15')).toMatchObject({ active_learners: 2 });
    expect(d.jobs).toEqual([
      expect.objectContaining({
        name: 'maintenance',
        interval_minutes: 60,
        last_run: null,
        next_run_at: null,
        last_failure: null,
      }),
      expect.objectContaining({ name: 'media.package', last_run: null }),
    ]);
  });

  it('shows the media worker’s packaging runs (the worker reports each finished run)', async () => {
    const ctx = await consoleContext();
    const viewer = await adminAgent(ctx, ['dashboard.view']);
    const at = ctx.clock.now();
    await recordFinishedRun(ctx.db, {
      name: 'media.package',
      startedAt: at,
      finishedAt: new Date(at.getTime() + 5_000),
      ok: false,
      message: 'Invalid data found when processing input',
    });
    const d = (await viewer.call<DashboardReply>('GET', '/dashboard')).body;
    expect(d.jobs.find((j) => j.name === 'media.package')).toMatchObject({
      last_run: { ok: false, message: 'Invalid data found when processing input' },
      last_failure: { ok: false },
    });
  });

  it('shows the scheduled job’s last run, next run and last failure from job_runs', async () => {
    const ctx = await consoleContext();
    const viewer = await adminAgent(ctx, ['dashboard.view']);
    await expect(
      recordJobRun(ctx.db, ctx.clock, 'maintenance', () => Promise.reject(new Error('退款渠道无响应'))),
    ).rejects.toThrow('退款渠道无响应');
    ctx.clock.advance(HOUR);
    expect(await recordJobRun(ctx.db, ctx.clock, 'maintenance', () => Promise.resolve(true))).toBe(true);
    // A run another instance took records nothing.
    ctx.clock.advance(10_000);
    expect(await recordJobRun(ctx.db, ctx.clock, 'maintenance', () => Promise.resolve(false))).toBe(false);
    const [job] = (await viewer.call<DashboardReply>('GET', '/dashboard')).body.jobs;
    expect(job?.last_run).toMatchObject({ ok: true, started_at: '2026-11-21T17:00:00+08:00' });
    expect(job?.next_run_at).toBe('2026-11-21T18:00:00+08:00');
    expect(job?.last_failure).toMatchObject({
      ok: false,
      message: '退款渠道无响应',
      started_at: '2026-11-21T16:00:00+08:00',
    });
  });
});
