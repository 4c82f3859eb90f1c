/**
 * The console's own area: my account (password, sessions, two-step login), administrators, roles and the audit
 * log. Every write takes the acting administrator, checks its rules here and writes its audit row in its own
 * transaction (console/audit.ts).
 */
import type {
  AdminCreateBody,
  AdminItem,
  AdminMe,
  AdminPasswordBody,
  AdminSessionItem,
  AdminUpdateBody,
  AuditActorItem,
  AuditLogItem,
  AuditValue,
  ChangePasswordBody,
  ListReply,
  RoleBody,
  RoleItem,
  TotpDisableBody,
  TotpSetupReply,
} from '@meedu/contract/admin';
import type { z } from 'zod';
import { audited, recordChanges, type AuditActor } from '../../console/audit.ts';
import type { AdminActor } from '../../console/auth.ts';
import { addDays, dayStartDb, wireInstant } from '../../console/dates.ts';
import { AdminError, fieldError, listReply, notFound, type ListParams } from '../../console/http.ts';
import { normalisePermissions } from '../../console/permissions.ts';
import { findSessionByHash, SESSION_IDLE_MS, sessionTokenHash } from '../../console/sessions.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import * as repo from './repository.ts';
import { newTotpSecret, totpQr, totpStepOf, totpUri } from './totp.ts';
import { adminAudit, adminItem, adminMe, roleAudit, roleItem } from './views.ts';

const adminChanges = recordChanges('admin', '管理员');
const adminRoleChanges = recordChanges('admin_role', '角色');

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const nowOf = (deps: Deps) => toDbTime(deps.clock.now());

// ---------------------------------------------------------------- my account

export async function me(deps: Deps, adminId: number): Promise<AdminMe> {
  const row = await repo.findAdminView(deps.db, adminId);
  if (!row) throw new AdminError(401, '请先登录');
  return adminMe(row);
}

/** Ends the session a logout's cookie names, audited; an unknown or already ended one changes nothing. */
export async function logout(deps: Deps, token: string, ip: string): Promise<void> {
  const session = await findSessionByHash(deps.db, sessionTokenHash(token));
  if (!session || session.revoked_at !== null) return;
  const actor: AuditActor = { adminId: session.admin_id, name: session.name, ip };
  await audited(deps, actor, async (trx, audit) => {
    const ended = await repo.revokeSessions(trx, session.admin_id, nowOf(deps), { only: session.session_id });
    if (ended === 0) return;
    await audit({
      action: 'logout',
      entity: 'admin_session',
      entityId: session.session_id,
      summary: `${session.name} 退出登录`,
    });
  });
}

async function checkPassword(
  deps: Deps,
  adminId: number,
  password: string,
  field: string,
): Promise<repo.AdminRow> {
  const admin = await repo.findAdminById(deps.db, adminId);
  if (!admin) throw new AdminError(401, '请先登录');
  if (!(await verifyPassword(password, admin.password_hash))) throw fieldError(field, '密码不正确');
  return admin;
}

/** Changes the caller's password and ends their other sessions (this one stays). */
export async function changePassword(
  deps: Deps,
  actor: AdminActor,
  body: z.infer<typeof ChangePasswordBody>,
): Promise<void> {
  await checkPassword(deps, actor.adminId, body.old_password, 'old_password');
  const hash = await hashPassword(body.new_password);
  await audited(deps, actor, async (trx, audit) => {
    const now = nowOf(deps);
    await repo.updateAdmin(trx, actor.adminId, { password_hash: hash, updated_at: now });
    const ended = await repo.revokeSessions(trx, actor.adminId, now, { keep: actor.sessionId });
    await audit({
      action: 'change_password',
      entity: 'admin',
      entityId: actor.adminId,
      summary: `${actor.name} 修改了自己的密码，结束其他会话 ${ended} 个`,
    });
  });
}

export async function mySessions(deps: Deps, actor: AdminActor): Promise<AdminSessionItem[]> {
  const now = deps.clock.now();
  const rows = await repo.liveSessions(
    deps.db,
    actor.adminId,
    toDbTime(now),
    toDbTime(new Date(now.getTime() - SESSION_IDLE_MS)),
  );
  return rows.map((r) => ({
    id: r.id,
    created_at: wireInstant(r.created_at),
    last_seen_at: wireInstant(r.last_seen_at),
    expires_at: wireInstant(r.expires_at),
    ip: r.ip,
    user_agent: r.user_agent,
    current: r.id === actor.sessionId,
  }));
}

/** Ends one of the caller's own sessions (this one too: that is a logout). */
export async function revokeMySession(deps: Deps, actor: AdminActor, sessionId: number): Promise<void> {
  await audited(deps, actor, async (trx, audit) => {
    if ((await repo.revokeSessions(trx, actor.adminId, nowOf(deps), { only: sessionId })) === 0)
      throw notFound('会话');
    await audit({
      action: 'revoke_session',
      entity: 'admin_session',
      entityId: sessionId,
      summary: `${actor.name} 结束了自己的一个会话`,
    });
  });
}

/**
 * A new TOTP secret for the caller, kept as pending until a code from it enables it (`enableTotp`). Only the
 * caller sees it, once; it is not audited because it changes nothing until enabled.
 */
export async function setupTotp(deps: Deps, actor: AdminActor): Promise<TotpSetupReply> {
  const admin = await repo.findAdminById(deps.db, actor.adminId);
  if (!admin) throw new AdminError(401, '请先登录');
  if (admin.totp_enabled === 1) throw new AdminError(409, '两步验证已开启，如需更换请先关闭');
  const secret = newTotpSecret();
  await repo.updateAdmin(deps.db, actor.adminId, { totp_pending_secret: secret, updated_at: nowOf(deps) });
  const otpauthUrl = totpUri(secret, admin.name);
  return { secret, otpauth_url: otpauthUrl, qr: totpQr(otpauthUrl) };
}

export async function enableTotp(deps: Deps, actor: AdminActor, code: string): Promise<AdminMe> {
  const admin = await repo.findAdminById(deps.db, actor.adminId);
  if (!admin) throw new AdminError(401, '请先登录');
  if (admin.totp_enabled === 1) throw new AdminError(409, '两步验证已开启');
  const secret = admin.totp_pending_secret;
  if (!secret) throw fieldError('code', '请先获取二维码');
  return switchTotp(deps, actor, secret, code, true);
}

/**
 * Turns two-step verification on (`secret` becomes the account's) or off, once a code of `secret` is shown: the
 * code's step is spent in the same transaction, so one code never serves twice.
 */
async function switchTotp(
  deps: Deps,
  actor: AdminActor,
  secret: string,
  code: string,
  enabled: boolean,
): Promise<AdminMe> {
  const step = await totpStepOf(secret, code, deps.clock.now());
  if (step === null) throw fieldError('code', '验证码错误');
  await audited(deps, actor, async (trx, audit) => {
    if (!(await repo.takeTotpStep(trx, actor.adminId, step)))
      throw fieldError('code', '该验证码已使用，请等待下一个验证码');
    await repo.updateAdmin(trx, actor.adminId, {
      totp_secret: enabled ? secret : null,
      totp_pending_secret: null,
      totp_enabled: enabled ? 1 : 0,
      updated_at: nowOf(deps),
    });
    await audit({
      action: enabled ? 'totp_enable' : 'totp_disable',
      entity: 'admin',
      entityId: actor.adminId,
      summary: `${actor.name} ${enabled ? '开启' : '关闭'}了两步验证`,
      before: { totp_enabled: !enabled },
      after: { totp_enabled: enabled },
    });
  });
  return me(deps, actor.adminId);
}

export async function disableTotp(
  deps: Deps,
  actor: AdminActor,
  body: z.infer<typeof TotpDisableBody>,
): Promise<AdminMe> {
  const admin = await checkPassword(deps, actor.adminId, body.password, 'password');
  if (admin.totp_enabled !== 1 || !admin.totp_secret) throw new AdminError(409, '两步验证未开启');
  return switchTotp(deps, actor, admin.totp_secret, body.code, false);
}

// ---------------------------------------------------------------- administrators

export async function listAdmins(
  deps: Deps,
  filter: repo.AdminFilter,
  params: ListParams<'id' | 'name' | 'created_at' | 'last_login_at'>,
): Promise<ListReply<AdminItem>> {
  const { rows, total } = await repo.listAdmins(deps.db, filter, params);
  const now = nowOf(deps);
  return listReply(
    rows.map((r) => adminItem(r, now)),
    total,
    params,
  );
}

async function adminView(db: Db, id: number) {
  const row = await repo.findAdminView(db, id);
  if (!row) throw notFound('管理员');
  return row;
}

export async function getAdmin(deps: Deps, id: number): Promise<AdminItem> {
  return adminItem(await adminView(deps.db, id), nowOf(deps));
}

async function checkRole(db: Db, roleId: number | null): Promise<void> {
  if (roleId !== null && !(await repo.findRole(db, roleId))) throw fieldError('role_id', '角色不存在');
}

/** Only a super administrator acts on a super administrator (else an editor could take one over). */
function guardSuper(actor: AdminActor, target: { is_super: number }): void {
  if (target.is_super === 1 && !actor.isSuper) throw new AdminError(403, '只有超级管理员可以管理超级管理员');
}

/** Inside the transaction: refuses to leave no active super administrator. */
async function keepOneSuper(trx: Db): Promise<void> {
  if ((await repo.lockActiveSupers(trx)) <= 1) throw new AdminError(409, '至少要保留一位启用的超级管理员');
}

export async function createAdmin(
  deps: Deps,
  actor: AuditActor & { isSuper: boolean },
  body: z.infer<typeof AdminCreateBody>,
): Promise<AdminItem> {
  if (body.is_super && !actor.isSuper) throw new AdminError(403, '只有超级管理员可以创建超级管理员');
  const roleId = body.is_super ? null : body.role_id;
  await checkRole(deps.db, roleId);
  if (await repo.findAdminByName(deps.db, body.name)) throw fieldError('name', '用户名已被使用');
  const hash = await hashPassword(body.password);
  return audited(deps, actor, async (trx, audit) => {
    const id = await repo.insertAdmin(trx, {
      name: body.name,
      password_hash: hash,
      is_super: body.is_super ? 1 : 0,
      role_id: roleId,
      now: nowOf(deps),
    });
    const view = await adminView(trx, id);
    await audit({
      action: 'create',
      entity: 'admin',
      entityId: id,
      summary: `新建${body.is_super ? '超级' : ''}管理员 ${body.name}`,
      after: adminAudit(view),
    });
    return adminItem(view, nowOf(deps));
  });
}

export async function updateAdmin(
  deps: Deps,
  actor: AdminActor,
  id: number,
  body: z.infer<typeof AdminUpdateBody>,
): Promise<AdminItem> {
  const before = await adminView(deps.db, id);
  guardSuper(actor, before);
  if (body.is_super && !actor.isSuper) throw new AdminError(403, '只有超级管理员可以设置超级管理员');
  const roleId = body.is_super ? null : body.role_id;
  if (id === actor.adminId) {
    if (body.status !== 1) throw new AdminError(409, '不能停用自己的账号');
    if (body.is_super !== (before.is_super === 1) || roleId !== before.role_id)
      throw new AdminError(409, '不能修改自己的角色');
  }
  await checkRole(deps.db, roleId);
  return audited(deps, actor, async (trx, audit) => {
    const losesSuper = before.is_super === 1 && before.status === 1 && (!body.is_super || body.status !== 1);
    if (losesSuper) await keepOneSuper(trx);
    const now = nowOf(deps);
    await repo.updateAdmin(trx, id, {
      is_super: body.is_super ? 1 : 0,
      role_id: roleId,
      status: body.status,
      updated_at: now,
    });
    if (body.status !== 1) await repo.revokeSessions(trx, id, now);
    const after = await adminView(trx, id);
    const switched = body.status === before.status ? '' : body.status === 1 ? '（启用）' : '（停用）';
    await audit(adminChanges.updated(id, `${before.name}${switched}`, adminAudit(before), adminAudit(after)));
    return adminItem(after, now);
  });
}

export async function deleteAdmin(deps: Deps, actor: AdminActor, id: number): Promise<void> {
  if (id === actor.adminId) throw new AdminError(409, '不能删除自己的账号');
  const before = await adminView(deps.db, id);
  guardSuper(actor, before);
  await audited(deps, actor, async (trx, audit) => {
    if (before.is_super === 1 && before.status === 1) await keepOneSuper(trx);
    await repo.deleteAdmin(trx, id);
    await audit(adminChanges.deleted(id, before.name, adminAudit(before)));
  });
}

/**
 * Sets another administrator's password (their own goes through `changePassword`), ends their sessions and lifts a
 * lockout. The command line's reset also turns two-step login off: it is the way back in for a lost authenticator.
 */
export async function resetAdminPassword(
  deps: Deps,
  actor: AuditActor & { isSuper: boolean },
  id: number,
  body: z.infer<typeof AdminPasswordBody>,
  options: { turnOffTotp?: boolean } = {},
): Promise<AdminItem> {
  if (id === actor.adminId) throw new AdminError(409, '请在“我的账号”中修改自己的密码');
  const target = await adminView(deps.db, id);
  if (target.is_super === 1 && !actor.isSuper) throw new AdminError(403, '只有超级管理员可以管理超级管理员');
  const hash = await hashPassword(body.password);
  return audited(deps, actor, async (trx, audit) => {
    const now = nowOf(deps);
    await repo.updateAdmin(trx, id, {
      password_hash: hash,
      failed_logins: 0,
      failed_since: null,
      locked_until: null,
      updated_at: now,
      ...(options.turnOffTotp ? { totp_enabled: 0, totp_secret: null, totp_pending_secret: null } : {}),
    });
    const ended = await repo.revokeSessions(trx, id, now);
    await audit({
      action: 'reset_password',
      entity: 'admin',
      entityId: id,
      summary:
        `重置管理员 ${target.name} 的密码，结束其会话 ${ended} 个` +
        (options.turnOffTotp && target.totp_enabled === 1 ? '，并关闭两步验证' : ''),
    });
    return adminItem(await adminView(trx, id), now);
  });
}

export async function revokeAdminSessions(deps: Deps, actor: AdminActor, id: number): Promise<AdminItem> {
  if (id === actor.adminId) throw new AdminError(409, '请在“我的账号”中管理自己的会话');
  const target = await adminView(deps.db, id);
  guardSuper(actor, target);
  return audited(deps, actor, async (trx, audit) => {
    const now = nowOf(deps);
    const ended = await repo.revokeSessions(trx, id, now);
    await audit({
      action: 'revoke_sessions',
      entity: 'admin',
      entityId: id,
      summary: `强制管理员 ${target.name} 下线（${ended} 个会话）`,
    });
    return adminItem(target, now);
  });
}

/** Lifts a lockout (the operator's command line; a password reset lifts it too). */
export async function unlockAdmin(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const target = await adminView(deps.db, id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.updateAdmin(trx, id, {
      failed_logins: 0,
      failed_since: null,
      locked_until: null,
      updated_at: nowOf(deps),
    });
    await audit({
      action: 'unlock',
      entity: 'admin',
      entityId: id,
      summary: `解除管理员 ${target.name} 的锁定`,
    });
  });
}

// ---------------------------------------------------------------- roles

export async function listRoles(
  deps: Deps,
  q: string | undefined,
  params: ListParams<'id' | 'name' | 'created_at'>,
): Promise<ListReply<RoleItem>> {
  const { rows, total } = await repo.listRoles(deps.db, q, params);
  return listReply(rows.map(roleItem), total, params);
}

async function roleRow(db: Db, id: number) {
  const row = await repo.findRole(db, id);
  if (!row) throw notFound('角色');
  return row;
}

export async function getRole(deps: Deps, id: number): Promise<RoleItem> {
  return roleItem(await roleRow(deps.db, id));
}

async function checkRoleName(db: Db, name: string, self?: number): Promise<void> {
  const other = await repo.findRoleByName(db, name);
  if (other && other.id !== self) throw fieldError('name', '角色名称已存在');
}

export async function createRole(
  deps: Deps,
  actor: AdminActor,
  body: z.infer<typeof RoleBody>,
): Promise<RoleItem> {
  await checkRoleName(deps.db, body.name);
  const permissions = JSON.stringify(normalisePermissions(body.permissions));
  return audited(deps, actor, async (trx, audit) => {
    const id = await repo.insertRole(trx, { name: body.name, permissions, now: nowOf(deps) });
    const row = await roleRow(trx, id);
    await audit(adminRoleChanges.created(id, body.name, roleAudit(row)));
    return roleItem(row);
  });
}

export async function updateRole(
  deps: Deps,
  actor: AdminActor,
  id: number,
  body: z.infer<typeof RoleBody>,
): Promise<RoleItem> {
  const before = await roleRow(deps.db, id);
  await checkRoleName(deps.db, body.name, id);
  const permissions = JSON.stringify(normalisePermissions(body.permissions));
  return audited(deps, actor, async (trx, audit) => {
    await repo.updateRole(trx, id, { name: body.name, permissions, now: nowOf(deps) });
    const after = await roleRow(trx, id);
    await audit(adminRoleChanges.updated(id, before.name, roleAudit(before), roleAudit(after)));
    return roleItem(after);
  });
}

export async function deleteRole(deps: Deps, actor: AdminActor, id: number): Promise<void> {
  await audited(deps, actor, async (trx, audit) => {
    const before = await roleRow(trx, id);
    const inUse = Number(before.admin_count ?? 0);
    if (inUse > 0) throw new AdminError(409, `该角色下还有 ${inUse} 位管理员，不能删除`);
    await repo.deleteRole(trx, id);
    await audit(adminRoleChanges.deleted(id, before.name, roleAudit(before)));
  });
}

// ---------------------------------------------------------------- audit log

const parsed = (json: string | null): AuditValue | null => {
  if (json === null) return null;
  try {
    const v: unknown = JSON.parse(json);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as AuditValue) : { value: v };
  } catch {
    return { value: json };
  }
};

export async function listAuditLogs(
  deps: Deps,
  filter: { adminId?: number; entity?: string; action?: string; from?: string; to?: string },
  params: ListParams<'id' | 'created_at'>,
): Promise<ListReply<AuditLogItem>> {
  const { rows, total } = await repo.listAuditLogs(
    deps.db,
    {
      adminId: filter.adminId,
      entity: filter.entity,
      action: filter.action,
      from: filter.from ? dayStartDb(filter.from) : undefined,
      to: filter.to ? dayStartDb(addDays(filter.to, 1)) : undefined,
    },
    params,
  );
  return listReply(
    rows.map((r) => ({
      id: r.id,
      admin_id: r.admin_id,
      admin_name: r.admin_name,
      action: r.action,
      entity: r.entity,
      entity_id: r.entity_id,
      summary: r.summary,
      before: parsed(r.before_json),
      after: parsed(r.after_json),
      ip: r.ip,
      created_at: wireInstant(r.created_at),
    })),
    total,
    params,
  );
}

export async function auditActors(deps: Deps): Promise<AuditActorItem[]> {
  const rows = await repo.auditActors(deps.db);
  return rows
    .map((r) => ({ admin_id: r.admin_id, admin_name: r.admin_name }))
    .sort((a, b) => a.admin_name.localeCompare(b.admin_name, 'zh-CN'));
}

// ---------------------------------------------------------------- start-up

/** The name of an active administrator whose password is `password` (the published demo one), or null. */
export async function adminUsingPassword(deps: Deps, password: string): Promise<string | null> {
  for (const admin of await repo.activeAdminPasswords(deps.db)) {
    if (await verifyPassword(password, admin.password_hash)) return admin.name;
  }
  return null;
}

export const hasAdmins = async (deps: Deps): Promise<boolean> => (await repo.countAdmins(deps.db)) > 0;
