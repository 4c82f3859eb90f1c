/**
 * The console's own endpoints under /admin/api: signing in and out, my account, administrators, roles, the audit
 * log and the dashboard. Input is validated here with the contract's schemas; the rules are in the services.
 */
import {
  ADMIN_SORTS,
  AdminCreateBody,
  AdminPasswordBody,
  AdminUpdateBody,
  AUDIT_SORTS,
  ChangePasswordBody,
  LoginBody,
  ROLE_SORTS,
  RoleBody,
  TotpDisableBody,
  TotpEnableBody,
  TotpLoginBody,
  type AdminCaptcha,
  type AdminItem,
  type AdminMe,
  type AdminSessionItem,
  type AuditActorItem,
  type AuditLogItem,
  type DashboardReply,
  type ListReply,
  type LoginReply,
  type RoleItem,
  type TotpSetupReply,
} from '@meedu/contract/admin';
import { z } from 'zod';
import { actorOf, requirePermission } from '../../console/auth.ts';
import {
  actOn,
  createWith,
  deleteWith,
  readById,
  updateWith,
  type AdminContext,
} from '../../console/handlers.ts';
import {
  adminJson,
  dayFilter,
  idFilter,
  listFields,
  listParams,
  noContent,
  parseBody,
  parseQuery,
  pathId,
} from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../console/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { dashboard } from './dashboard.ts';
import { adminCaptcha, login, totpLogin, type ClientInfo, type LoginOutcome } from './login.ts';
import * as service from './service.ts';

export const adminAccountsModule: AdminModule = (app, deps) => {
  app.get('/auth/captcha', captcha(deps));
  app.post('/auth/login', loginStep(deps));
  app.post('/auth/totp', totpStep(deps));
  app.post('/auth/logout', logout(deps));
  app.get('/auth/me', me(deps));
  app.put('/auth/password', changePassword(deps));
  app.get('/auth/sessions', mySessions(deps));
  app.delete('/auth/sessions/:id', revokeMySession(deps));
  app.post('/auth/totp/setup', totpSetup(deps));
  app.post('/auth/totp/enable', totpEnable(deps));
  app.post('/auth/totp/disable', totpDisable(deps));

  const view = requirePermission('admins.view');
  const edit = requirePermission('admins.edit');
  app.get('/admins', view, listAdmins(deps));
  app.get('/admins/:id', view, readById(deps, '管理员', service.getAdmin));
  app.post('/admins', edit, createWith(deps, AdminCreateBody, service.createAdmin));
  app.put('/admins/:id', edit, updateWith(deps, '管理员', AdminUpdateBody, service.updateAdmin));
  app.delete('/admins/:id', edit, deleteWith(deps, '管理员', service.deleteAdmin));
  app.post(
    '/admins/:id/password',
    edit,
    updateWith(deps, '管理员', AdminPasswordBody, service.resetAdminPassword),
  );
  app.post('/admins/:id/revoke-sessions', edit, actOn(deps, '管理员', service.revokeAdminSessions));

  app.get('/roles', view, listRoles(deps));
  app.get('/roles/:id', view, readById(deps, '角色', service.getRole));
  app.post('/roles', edit, createWith(deps, RoleBody, service.createRole));
  app.put('/roles/:id', edit, updateWith(deps, '角色', RoleBody, service.updateRole));
  app.delete('/roles/:id', edit, deleteWith(deps, '角色', service.deleteRole));

  app.get('/audit-logs', requirePermission('audit.view'), auditLogs(deps));
  app.get('/audit-logs/actors', requirePermission('audit.view'), auditActors(deps));
  app.get('/dashboard', requirePermission('dashboard.view'), dashboardReply(deps));
};

const clientOf = (c: AdminContext, deps: AppDeps): ClientInfo => ({
  ip: clientAddress(c, deps.config.trustProxy),
  userAgent: c.req.header('user-agent') ?? '',
});

// ---------------------------------------------------------------- signing in and out

const captcha = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<AdminCaptcha>(c, await adminCaptcha(deps));

/** The session cookie for a finished login; the token never appears in the body. */
function loginReply(c: AdminContext, deps: AppDeps, outcome: LoginOutcome): Response {
  if (outcome.step === 'totp') return adminJson<LoginReply>(c, outcome);
  setSessionCookie(c, deps.config, outcome.token);
  return adminJson<LoginReply>(c, { step: 'done', me: outcome.me });
}

const loginStep = (deps: AppDeps) => async (c: AdminContext) =>
  loginReply(c, deps, await login(deps, await parseBody(c, LoginBody), clientOf(c, deps)));

const totpStep = (deps: AppDeps) => async (c: AdminContext) =>
  loginReply(c, deps, await totpLogin(deps, await parseBody(c, TotpLoginBody), clientOf(c, deps)));

const logout = (deps: AppDeps) => async (c: AdminContext) => {
  const token = readSessionToken(c);
  if (token) await service.logout(deps, token, clientOf(c, deps).ip);
  clearSessionCookie(c);
  return noContent(c);
};

// ---------------------------------------------------------------- my account

const me = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<AdminMe>(c, await service.me(deps, actorOf(c).adminId));

const changePassword = (deps: AppDeps) => async (c: AdminContext) => {
  await service.changePassword(deps, actorOf(c), await parseBody(c, ChangePasswordBody));
  return noContent(c);
};

const mySessions = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<AdminSessionItem[]>(c, await service.mySessions(deps, actorOf(c)));

const revokeMySession = (deps: AppDeps) => async (c: AdminContext) => {
  const actor = actorOf(c);
  const id = pathId(c, '会话');
  await service.revokeMySession(deps, actor, id);
  if (id === actor.sessionId) clearSessionCookie(c);
  return noContent(c);
};

const totpSetup = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<TotpSetupReply>(c, await service.setupTotp(deps, actorOf(c)));

const totpEnable = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<AdminMe>(
    c,
    await service.enableTotp(deps, actorOf(c), (await parseBody(c, TotpEnableBody)).code),
  );

const totpDisable = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<AdminMe>(c, await service.disableTotp(deps, actorOf(c), await parseBody(c, TotpDisableBody)));

// ---------------------------------------------------------------- administrators

const AdminListQuery = z.object({
  ...listFields(ADMIN_SORTS, 'id'),
  q: z.string().trim().max(64, '关键词过长').optional(),
  status: z.coerce
    .number({ error: '参数错误' })
    .pipe(z.union([z.literal(0), z.literal(1)], { error: '参数错误' }))
    .optional(),
  role_id: idFilter,
});

const listAdmins = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, AdminListQuery);
  return adminJson<ListReply<AdminItem>>(
    c,
    await service.listAdmins(deps, { q: q.q, status: q.status, roleId: q.role_id }, listParams(q)),
  );
};

// ---------------------------------------------------------------- roles

const RoleListQuery = z.object({
  ...listFields(ROLE_SORTS, 'id'),
  q: z.string().trim().max(64, '关键词过长').optional(),
});

const listRoles = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, RoleListQuery);
  return adminJson<ListReply<RoleItem>>(c, await service.listRoles(deps, q.q, listParams(q)));
};

// ---------------------------------------------------------------- audit log, dashboard

const AuditQuery = z.object({
  ...listFields(AUDIT_SORTS, '-id'),
  admin_id: idFilter,
  entity: z.string().trim().max(64, '参数错误').optional(),
  action: z.string().trim().max(64, '参数错误').optional(),
  from: dayFilter,
  to: dayFilter,
});

const auditLogs = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, AuditQuery);
  const filter = { adminId: q.admin_id, entity: q.entity, action: q.action, from: q.from, to: q.to };
  return adminJson<ListReply<AuditLogItem>>(c, await service.listAuditLogs(deps, filter, listParams(q)));
};

const auditActors = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<AuditActorItem[]>(c, await service.auditActors(deps));

const dashboardReply = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<DashboardReply>(c, await dashboard(deps));
