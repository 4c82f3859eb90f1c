import type { AdminErrorReply, AdminItem, ListReply, RoleItem } from '@meedu/contract/admin';
import { describe, expect, it } from 'vitest';
import { deleteAdmin, updateAdmin } from '../../src/modules/admin/service.ts';
import { expectShape, expectShapes, type FieldList } from '../support/contract-shape.ts';
import { adminAgent, auditRows, consoleContext, consoleCrew, insertAdmin, loginAs } from './support.ts';

const ADMIN_FIELDS: FieldList<AdminItem> = {
  id: true,
  name: true,
  is_super: true,
  role_id: true,
  role_name: true,
  status: true,
  totp_enabled: true,
  locked_until: true,
  last_login_at: true,
  last_login_ip: true,
  created_at: true,
};

const ROLE_FIELDS: FieldList<RoleItem> = {
  id: true,
  name: true,
  permissions: true,
  admin_count: true,
  created_at: true,
  updated_at: true,
};

describe('administrators and roles: who may do what', () => {
  const crew = consoleCrew('admins.view', 'admins.edit', 'courses.edit');

  it('lists for super, view and edit; 403 with the area named for none', async () => {
    for (const agent of [crew.boss, crew.viewer, crew.editor]) {
      const r = await agent.call<ListReply<AdminItem>>('GET', '/admins');
      expect(r.status).toBe(200);
      expectShapes<AdminItem>(r.body.items, ADMIN_FIELDS);
      expect(r.body).toMatchObject({ page: 1, size: 20 });
      expect(r.body.total).toBeGreaterThanOrEqual(4);
      const roles = await agent.call<ListReply<RoleItem>>('GET', '/roles');
      expect(roles.status).toBe(200);
      expectShapes<RoleItem>(roles.body.items, ROLE_FIELDS);
    }
    const refused = await crew.outsider.call<AdminErrorReply>('GET', '/admins');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: '没有权限：管理员与角色（查看）' });
    expect((await crew.outsider.call('GET', '/roles')).status).toBe(403);
  });

  it('writes for super and edit; 403 for view only and none', async () => {
    for (const agent of [crew.viewer, crew.outsider]) {
      const r = await agent.call<AdminErrorReply>('POST', '/admins', {
        name: 'nope',
        password: 'secret123',
        role_id: 1,
      });
      expect(r.status).toBe(403);
      expect((await agent.call('POST', '/roles', { name: '不行', permissions: [] })).status).toBe(403);
    }
    const byViewer = await crew.viewer.call<AdminErrorReply>('POST', '/roles', {
      name: '不行',
      permissions: [],
    });
    expect(byViewer.body.message).toBe('没有权限：管理员与角色（编辑）');

    const role = await crew.editor.call<RoleItem>('POST', '/roles', {
      name: '课程编辑',
      permissions: ['courses.edit'],
    });
    expect(role.status).toBe(201);
    expect(role.body.permissions).toEqual(['courses.view', 'courses.edit']);
    const made = await crew.boss.call<AdminItem>('POST', '/admins', {
      name: 'teacher.li',
      password: 'secret123',
      role_id: role.body.id,
    });
    expect(made.status).toBe(201);
    expectShape<AdminItem>(made.body, ADMIN_FIELDS);
    expect(made.body).toMatchObject({
      name: 'teacher.li',
      is_super: false,
      role_name: '课程编辑',
      status: 1,
    });
  });

  it('pages, filters and sorts on the server', async () => {
    const page = await crew.boss.call<ListReply<AdminItem>>('GET', '/admins?size=2&page=2&sort=-id');
    expect(page.body.items).toHaveLength(2);
    expect(page.body).toMatchObject({ page: 2, size: 2 });
    const all = await crew.boss.call<ListReply<AdminItem>>('GET', '/admins?sort=-id&size=100');
    expect(page.body.items.map((a) => a.id)).toEqual(all.body.items.slice(2, 4).map((a) => a.id));
    const byName = await crew.boss.call<ListReply<AdminItem>>(
      'GET',
      `/admins?q=${encodeURIComponent(crew.viewer.name.toUpperCase())}`,
    );
    expect(byName.body.items.map((a) => a.name)).toEqual([crew.viewer.name]);
    const wildcard = await crew.boss.call<ListReply<AdminItem>>('GET', '/admins?q=%25');
    expect(wildcard.body.total).toBe(0);
    const supers = await crew.boss.call<ListReply<AdminItem>>(
      'GET',
      `/admins?role_id=${crew.editor.id}&status=1`,
    );
    expect(supers.status).toBe(200);
    const bad = await crew.boss.call<AdminErrorReply>('GET', '/admins?role_id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ role_id: '参数错误' });
    // An unknown sort or a size past 100 falls back to the defaults.
    const lenient = await crew.boss.call<ListReply<AdminItem>>('GET', '/admins?sort=password_hash&size=1000');
    expect(lenient.status).toBe(200);
    expect(lenient.body.size).toBe(20);
  });
});

describe('administrators: rules', () => {
  it('refuses bad input at the fields and keeps names unique', async () => {
    const ctx = await consoleContext();
    const boss = await adminAgent(ctx, 'super');
    const bad = await boss.call<AdminErrorReply>('POST', '/admins', { name: '李', password: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      name: '用户名为 2–32 位字母、数字、下划线、点或短横线',
      password: '密码至少 8 位，且须同时包含字母和数字',
      role_id: '请选择角色',
    });
    const noRole = await boss.call<AdminErrorReply>('POST', '/admins', {
      name: 'ghost',
      password: 'secret123',
      role_id: 999,
    });
    expect(noRole.body.fields).toEqual({ role_id: '角色不存在' });
    const dup = await boss.call<AdminErrorReply>('POST', '/admins', {
      name: boss.name,
      password: 'secret123',
      is_super: true,
    });
    expect(dup.status).toBe(400);
    expect(dup.body.fields).toEqual({ name: '用户名已被使用' });
    const notJson = await ctx.app.request('/admin/api/admins', {
      method: 'POST',
      headers: { cookie: boss.cookie, 'x-requested-with': 'zxt-admin', 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: '请求内容不是有效的 JSON' });
    expect((await boss.call('GET', '/admins/999')).status).toBe(404);
    expect((await boss.call<AdminErrorReply>('GET', '/admins/abc')).body).toEqual({
      message: '管理员不存在',
    });
  });

  it('lets only a super administrator create, change or reset a super administrator', async () => {
    const ctx = await consoleContext();
    const boss = await adminAgent(ctx, 'super');
    const editor = await adminAgent(ctx, ['admins.edit']);
    const r = await editor.call<AdminErrorReply>('POST', '/admins', {
      name: 'root2',
      password: 'secret123',
      is_super: true,
    });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('只有超级管理员可以创建超级管理员');
    const promote = await editor.call('PUT', `/admins/${editor.id}`, {
      is_super: true,
      role_id: null,
      status: 1,
    });
    expect(promote.status).toBe(403);
    expect((await editor.call('POST', `/admins/${boss.id}/password`, { password: 'hijack123' })).status).toBe(
      403,
    );
    expect(
      (await editor.call('PUT', `/admins/${boss.id}`, { is_super: true, role_id: null, status: 0 })).status,
    ).toBe(403);
    expect((await editor.call('DELETE', `/admins/${boss.id}`)).status).toBe(403);
    const made = await boss.call<AdminItem>('POST', '/admins', {
      name: 'root2',
      password: 'secret123',
      is_super: true,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ is_super: true, role_id: null });
  });

  it('never lets an administrator disable, demote or delete themselves', async () => {
    const ctx = await consoleContext();
    const boss = await adminAgent(ctx, 'super');
    await insertAdmin(ctx, { super: true });
    const disable = await boss.call<AdminErrorReply>('PUT', `/admins/${boss.id}`, {
      is_super: true,
      role_id: null,
      status: 0,
    });
    expect(disable.status).toBe(409);
    expect(disable.body.message).toBe('不能停用自己的账号');
    const role = await boss.call<RoleItem>('POST', '/roles', { name: '编辑', permissions: ['admins.edit'] });
    const demote = await boss.call<AdminErrorReply>('PUT', `/admins/${boss.id}`, {
      is_super: false,
      role_id: role.body.id,
      status: 1,
    });
    expect(demote.body.message).toBe('不能修改自己的角色');
    expect((await boss.call<AdminErrorReply>('DELETE', `/admins/${boss.id}`)).body.message).toBe(
      '不能删除自己的账号',
    );
  });

  it('keeps at least one active super administrator, even when two remove each other at once (409)', async () => {
    const ctx = await consoleContext();
    const first = await adminAgent(ctx, 'super');
    const second = await adminAgent(ctx, 'super');
    const spare = await insertAdmin(ctx, { super: true });
    // A disabled super administrator does not count.
    const off = await first.call<AdminItem>('PUT', `/admins/${spare.id}`, {
      is_super: true,
      role_id: null,
      status: 0,
    });
    expect(off.body.status).toBe(0);
    // The second removes the first; the first's request, already past its session check, then tries the same.
    expect((await second.call('DELETE', `/admins/${first.id}`)).status).toBe(204);
    const firstActor = {
      adminId: first.id,
      name: first.name,
      isSuper: true,
      permissions: [],
      sessionId: 0,
      ip: '',
    };
    await expect(deleteAdmin(ctx, firstActor, second.id)).rejects.toMatchObject({
      status: 409,
      message: '至少要保留一位启用的超级管理员',
    });
    await expect(
      updateAdmin(ctx, firstActor, second.id, { is_super: true, role_id: null, status: 0 }),
    ).rejects.toMatchObject({ status: 409 });
    const supers = await ctx.db
      .selectFrom('admins')
      .select('id')
      .where('is_super', '=', 1)
      .where('status', '=', 1)
      .execute();
    expect(supers.map((a) => a.id)).toEqual([second.id]);
  });

  it('updates, resets a password, revokes sessions and deletes, each audited in the same transaction', async () => {
    const ctx = await consoleContext();
    const boss = await adminAgent(ctx, 'super');
    const target = await insertAdmin(ctx, { permissions: ['courses.view'] });
    const targetAgent = await loginAs(ctx, target);
    const role = await boss.call<RoleItem>('POST', '/roles', { name: '订单', permissions: ['orders.view'] });

    const updated = await boss.call<AdminItem>('PUT', `/admins/${target.id}`, {
      is_super: false,
      role_id: role.body.id,
      status: 1,
    });
    expect(updated.body.role_name).toBe('订单');
    let [row] = await auditRows(ctx, 'admin');
    expect(row).toMatchObject({ action: 'update', admin_id: boss.id, entity_id: String(target.id) });
    expect(row?.before).toMatchObject({ role_id: target.roleId });
    expect(row?.after).toMatchObject({ role_id: role.body.id, role_name: '订单' });
    // The role change counts on the target's next request.
    expect((await targetAgent.call('GET', '/auth/me')).body).toMatchObject({ permissions: ['orders.view'] });

    const reset = await boss.call<AdminItem>('POST', `/admins/${target.id}/password`, {
      password: 'fresh1234',
    });
    expect(reset.status).toBe(200);
    expect((await targetAgent.call('GET', '/auth/me')).status).toBe(401);
    [row] = await auditRows(ctx, 'admin');
    expect(row).toMatchObject({ action: 'reset_password', before: null, after: null });
    expect(JSON.stringify(await auditRows(ctx))).not.toContain('fresh1234');
    const weak = await boss.call<AdminErrorReply>('POST', `/admins/${target.id}/password`, {
      password: '12345678',
    });
    expect(weak.body.fields).toEqual({ password: '密码至少 8 位，且须同时包含字母和数字' });

    const again = await loginAs(ctx, { ...target, password: 'fresh1234' });
    const revoked = await boss.call<AdminItem>('POST', `/admins/${target.id}/revoke-sessions`);
    expect(revoked.status).toBe(200);
    expect((await again.call('GET', '/auth/me')).status).toBe(401);
    [row] = await auditRows(ctx, 'admin');
    expect(row).toMatchObject({
      action: 'revoke_sessions',
      summary: `强制管理员 ${target.name} 下线（1 个会话）`,
    });

    const disabled = await boss.call<AdminItem>('PUT', `/admins/${target.id}`, {
      is_super: false,
      role_id: role.body.id,
      status: 0,
    });
    expect(disabled.body.status).toBe(0);

    expect((await boss.call('DELETE', `/admins/${target.id}`)).status).toBe(204);
    [row] = await auditRows(ctx, 'admin');
    expect(row).toMatchObject({ action: 'delete', before: { name: target.name }, after: null });
    expect((await boss.call('GET', `/admins/${target.id}`)).status).toBe(404);
    // Audit rows never hold a password hash.
    expect(JSON.stringify(await auditRows(ctx))).not.toMatch(/\$2[aby]\$/);
  });
});

describe('roles', () => {
  it('creates, updates and deletes with audit rows; a role in use cannot be deleted (409 with the count)', async () => {
    const ctx = await consoleContext();
    const boss = await adminAgent(ctx, 'super');
    const made = await boss.call<RoleItem>('POST', '/roles', {
      name: '运营',
      permissions: ['home.edit', 'members.view'],
    });
    expect(made.status).toBe(201);
    expect(made.body.permissions).toEqual(['home.view', 'home.edit', 'members.view']);
    let [row] = await auditRows(ctx, 'admin_role');
    expect(row).toMatchObject({ action: 'create', after: { name: '运营' } });

    const dup = await boss.call<AdminErrorReply>('POST', '/roles', { name: '运营', permissions: [] });
    expect(dup.body.fields).toEqual({ name: '角色名称已存在' });
    const unknown = await boss.call<AdminErrorReply>('POST', '/roles', {
      name: '乱',
      permissions: ['root.all'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ 'permissions.0': '未知的权限' });
    const empty = await boss.call<AdminErrorReply>('POST', '/roles', { name: ' ', permissions: [] });
    expect(empty.body.fields).toEqual({ name: '请输入角色名称' });

    const updated = await boss.call<RoleItem>('PUT', `/roles/${made.body.id}`, {
      name: '运营组',
      permissions: ['home.view'],
    });
    expect(updated.body).toMatchObject({ name: '运营组', permissions: ['home.view'] });
    [row] = await auditRows(ctx, 'admin_role');
    expect(row).toMatchObject({ action: 'update', before: { name: '运营' }, after: { name: '运营组' } });

    for (let i = 0; i < 2; i += 1)
      await boss.call('POST', '/admins', { name: `ops${i}`, password: 'secret123', role_id: made.body.id });
    const inUse = await boss.call<AdminErrorReply>('DELETE', `/roles/${made.body.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('该角色下还有 2 位管理员，不能删除');
    expect((await boss.call<RoleItem>('GET', `/roles/${made.body.id}`)).body.admin_count).toBe(2);

    const spare = await boss.call<RoleItem>('POST', '/roles', { name: '临时', permissions: [] });
    expect((await boss.call('DELETE', `/roles/${spare.body.id}`)).status).toBe(204);
    [row] = await auditRows(ctx, 'admin_role');
    expect(row).toMatchObject({ action: 'delete', before: { name: '临时' } });
    expect((await boss.call('GET', `/roles/${spare.body.id}`)).status).toBe(404);
  });
});
