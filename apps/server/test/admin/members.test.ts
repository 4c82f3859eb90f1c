import type {
  AdminErrorReply,
  ListReply,
  MemberDetail,
  MemberItem,
  MemberMessageItem,
} from '@meedu/contract/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../catalog/fixtures.ts';
import type { TestContext } from '../helpers.ts';
import { expectShape, expectShapes, type FieldList } from '../support/contract-shape.ts';
import { auditRows, consoleCrew } from './support.ts';

const MEMBER_FIELDS: FieldList<MemberItem> = {
  id: true,
  nick_name: true,
  mobile: true,
  avatar: true,
  is_lock: true,
  credit1: true,
  role_name: true,
  role_expired_at: true,
  created_at: true,
};

const DETAIL_FIELDS: FieldList<MemberDetail> = {
  ...MEMBER_FIELDS,
  orders: true,
  courses: true,
  credits: true,
  sessions: true,
};

const memberDetail = (ctx: TestContext, token: string) => ctx.call('GET', '/api/v2/member/detail', { token });

describe('members in the console', () => {
  const crew = consoleCrew('members.view', 'members.edit', 'orders.edit');
  let alice: { id: number; token: string; mobile: string };
  let bob: { id: number; token: string; mobile: string };
  let course: number;

  beforeAll(async () => {
    alice = await crew.ctx.member({ mobile: '13912345678', nick_name: '爱丽丝', password: 'secret123' });
    bob = await crew.ctx.member({ mobile: '13800001111', nick_name: '鲍勃_100%' });
    course = await fixtures(crew.ctx).course({ title: '赠送课程', charge: 99 });
  });

  it('searches by mobile, nickname or id, paged and sorted on the server; 403 for none', async () => {
    for (const agent of [crew.boss, crew.viewer, crew.editor]) {
      const r = await agent.call<ListReply<MemberItem>>('GET', '/members?q=1234567');
      expect(r.status).toBe(200);
      expectShapes<MemberItem>(r.body.items, MEMBER_FIELDS);
      expect(r.body.items.map((m) => m.id)).toEqual([alice.id]);
    }
    const byName = await crew.viewer.call<ListReply<MemberItem>>(
      'GET',
      `/members?q=${encodeURIComponent('丽丝')}`,
    );
    expect(byName.body.items.map((m) => m.mobile)).toEqual(['13912345678']);
    // LIKE's wildcards are taken literally.
    const literal = await crew.viewer.call<ListReply<MemberItem>>(
      'GET',
      `/members?q=${encodeURIComponent('_100%')}`,
    );
    expect(literal.body.items.map((m) => m.id)).toEqual([bob.id]);
    const byId = await crew.viewer.call<ListReply<MemberItem>>('GET', `/members?q=${bob.id}`);
    expect(byId.body.items.map((m) => m.id)).toContain(bob.id);
    const paged = await crew.viewer.call<ListReply<MemberItem>>('GET', '/members?size=1&sort=id');
    expect(paged.body).toMatchObject({ page: 1, size: 1, total: 2 });
    expect(paged.body.items.map((m) => m.id)).toEqual([alice.id]);
    const newest = await crew.viewer.call<ListReply<MemberItem>>('GET', '/members?sort=-id');
    expect(newest.body.items.map((m) => m.id)).toEqual([bob.id, alice.id]);

    const refused = await crew.outsider.call<AdminErrorReply>('GET', '/members');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: '没有权限：学员（查看）' });
    expect((await crew.outsider.call('GET', `/members/${alice.id}`)).status).toBe(403);
    expect((await crew.viewer.call<AdminErrorReply>('GET', '/members?is_lock=7')).body.fields).toEqual({
      is_lock: '参数错误',
    });
  });

  it('shows a member with their orders, courses, credits and sessions; 404 for none', async () => {
    const r = await crew.viewer.call<MemberDetail>('GET', `/members/${alice.id}`);
    expect(r.status).toBe(200);
    expectShape<MemberDetail>(r.body, DETAIL_FIELDS);
    expect(r.body).toMatchObject({ id: alice.id, nick_name: '爱丽丝', is_lock: false });
    expect(r.body.orders).toEqual({ items: [], total: 0 });
    const missing = await crew.viewer.call<AdminErrorReply>('GET', '/members/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('学员不存在');
  });

  it('writes only for super and edit: view-only and none get 403', async () => {
    for (const [agent, message] of [
      [crew.viewer, '没有权限：学员（编辑）'],
      [crew.outsider, '没有权限：学员（编辑）'],
    ] as const) {
      const writes: [string, string, unknown][] = [
        ['POST', `/members/${bob.id}/lock`, undefined],
        ['POST', `/members/${bob.id}/unlock`, undefined],
        ['POST', `/members/${bob.id}/credits`, { change: 5, reason: '奖励' }],
        ['POST', `/members/${bob.id}/courses`, { course_id: course }],
        ['DELETE', `/members/${bob.id}/courses/${course}`, undefined],
        ['POST', `/members/${bob.id}/messages`, { message: '你好' }],
      ];
      for (const [method, path, body] of writes) {
        const r = await agent.call<AdminErrorReply>(method, path, body);
        expect(r.status, path).toBe(403);
        expect(r.body.message).toBe(message);
      }
    }
  });

  it('locks a member: their token is refused at once and they cannot log in; unlock lets them log in again', async () => {
    expect((await memberDetail(crew.ctx, alice.token)).json).toMatchObject({
      code: 0,
      data: { id: alice.id },
    });
    const locked = await crew.editor.call<MemberDetail>('POST', `/members/${alice.id}/lock`);
    expect(locked.status).toBe(200);
    expect(locked.body.is_lock).toBe(true);
    expect((await memberDetail(crew.ctx, alice.token)).json).toMatchObject({ code: 401 });
    const login = await crew.ctx.call('POST', '/api/v2/login/password', {
      body: { mobile: alice.mobile, password: 'secret123' },
    });
    expect(login.json).toMatchObject({ code: 1, message: '账号已被锁定' });
    const again = await crew.editor.call<AdminErrorReply>('POST', `/members/${alice.id}/lock`);
    expect(again.status).toBe(409);

    const [lockAudit] = await auditRows(crew.ctx, 'member');
    expect(lockAudit).toMatchObject({
      admin_id: crew.editor.id,
      action: 'lock',
      entity_id: String(alice.id),
      before: { is_lock: 0 },
      after: { is_lock: 1 },
    });

    const unlocked = await crew.boss.call<MemberDetail>('POST', `/members/${alice.id}/unlock`);
    expect(unlocked.body.is_lock).toBe(false);
    // The token held before the lock stays dead; a new login works.
    expect((await memberDetail(crew.ctx, alice.token)).json).toMatchObject({ code: 401 });
    const relogin = await crew.ctx.call('POST', '/api/v2/login/password', {
      body: { mobile: alice.mobile, password: 'secret123' },
    });
    expect(relogin.json.code).toBe(0);
    alice.token = (relogin.json.data as { token: string }).token;
    expect((await auditRows(crew.ctx, 'member'))[0]).toMatchObject({
      action: 'unlock',
      admin_id: crew.boss.id,
    });
    expect((await crew.boss.call('POST', `/members/${alice.id}/unlock`)).status).toBe(409);
  });

  it('adjusts credits through the ledger with the reason; never below zero; bad input at its field', async () => {
    const added = await crew.editor.call<MemberDetail>('POST', `/members/${bob.id}/credits`, {
      change: 30,
      reason: '活动奖励',
    });
    expect(added.status).toBe(200);
    expect(added.body.credit1).toBe(30);
    expect(added.body.credits.items[0]).toMatchObject({ sum: 30, remark: '活动奖励' });
    const taken = await crew.editor.call<MemberDetail>('POST', `/members/${bob.id}/credits`, {
      change: -10,
      reason: '违规扣除',
    });
    expect(taken.body.credit1).toBe(20);
    const ledger = await crew.ctx.db
      .selectFrom('user_credit1_records')
      .select(['sum', 'remark'])
      .where('user_id', '=', bob.id)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { sum: 30, remark: '活动奖励' },
      { sum: -10, remark: '违规扣除' },
    ]);
    const records = await crew.ctx.call('GET', '/api/v2/member/credit1Records?page=1&page_size=10', {
      token: bob.token,
    });
    expect(JSON.stringify(records.json)).toContain('违规扣除');

    const tooMuch = await crew.editor.call<AdminErrorReply>('POST', `/members/${bob.id}/credits`, {
      change: -21,
      reason: '扣除',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields).toEqual({ change: '积分不足：该学员只有 20 积分' });
    const bad = await crew.editor.call<AdminErrorReply>('POST', `/members/${bob.id}/credits`, {
      change: 0,
      reason: ' ',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ change: '积分变动不能为 0', reason: '请输入原因' });
    expect(
      (
        await crew.editor.call<AdminErrorReply>('POST', `/members/${bob.id}/credits`, {
          change: 1.5,
          reason: 'x',
        })
      ).body.fields,
    ).toEqual({ change: '积分须为整数' });

    const rows = await auditRows(crew.ctx, 'member');
    expect(rows[0]).toMatchObject({
      action: 'adjust_credits',
      before: { credit1: 30 },
      after: { credit1: 20, change: -10, reason: '违规扣除' },
    });
  });

  it('grants and revokes a course through the ownership writer; the member sees it in their courses', async () => {
    const granted = await crew.editor.call<MemberDetail>('POST', `/members/${alice.id}/courses`, {
      course_id: course,
    });
    expect(granted.status).toBe(200);
    expect(granted.body.courses.items).toMatchObject([{ course_id: course, title: '赠送课程', charge: 0 }]);
    const mine = await crew.ctx.call('GET', '/api/v3/member/courses?page=1&size=10', { token: alice.token });
    expect(JSON.stringify(mine.json)).toContain('赠送课程');
    expect((await auditRows(crew.ctx, 'member'))[0]).toMatchObject({
      action: 'grant_course',
      after: { course_id: course, title: '赠送课程' },
    });

    const twice = await crew.editor.call<AdminErrorReply>('POST', `/members/${alice.id}/courses`, {
      course_id: course,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ course_id: '该学员已拥有这门课程' });
    const unknown = await crew.editor.call<AdminErrorReply>('POST', `/members/${alice.id}/courses`, {
      course_id: 999999,
    });
    expect(unknown.body.fields).toEqual({ course_id: '课程不存在' });
    const bad = await crew.editor.call<AdminErrorReply>('POST', `/members/${alice.id}/courses`, {
      course_id: 'x',
    });
    expect(bad.body.fields).toEqual({ course_id: '请输入课程 ID' });

    const revoked = await crew.boss.call('DELETE', `/members/${alice.id}/courses/${course}`);
    expect(revoked.status).toBe(204);
    const after = await crew.ctx.call('GET', '/api/v3/member/courses?page=1&size=10', { token: alice.token });
    expect(JSON.stringify(after.json)).not.toContain('赠送课程');
    expect((await auditRows(crew.ctx, 'member'))[0]).toMatchObject({ action: 'revoke_course' });
    expect((await crew.boss.call('DELETE', `/members/${alice.id}/courses/${course}`)).status).toBe(404);
  });

  it('sends a message that arrives in the member’s messages', async () => {
    const sent = await crew.editor.call<MemberMessageItem>('POST', `/members/${alice.id}/messages`, {
      message: '您的课程已开通，祝学习愉快',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('您的课程已开通，祝学习愉快');
    const inbox = await crew.ctx.call('GET', '/api/v2/member/messages?page=1&page_size=10', {
      token: alice.token,
    });
    expect(JSON.stringify(inbox.json)).toContain('您的课程已开通，祝学习愉快');
    const unread = await crew.ctx.call('GET', '/api/v2/member/unreadNotificationCount', {
      token: alice.token,
    });
    expect(unread.json.data).toBe(1);
    expect((await auditRows(crew.ctx, 'member'))[0]).toMatchObject({
      action: 'send_message',
      after: { message: '您的课程已开通，祝学习愉快' },
    });
    const empty = await crew.editor.call<AdminErrorReply>('POST', `/members/${alice.id}/messages`, {
      message: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ message: '请输入消息内容' });
    const long = await crew.editor.call<AdminErrorReply>('POST', `/members/${alice.id}/messages`, {
      message: '长'.repeat(501),
    });
    expect(long.body.fields).toEqual({ message: '消息最多 500 个字' });
    expect((await crew.editor.call('POST', '/members/999999/messages', { message: '你好' })).status).toBe(
      404,
    );
  });
});
