/**
 * Who is calling the console API and what they may do: the console header check (CSRF), the session middleware
 * (`adminSession`: the cookie's session, its administrator and their permissions, or 401) and
 * `requirePermission(perm)` (403). Handlers read the caller with `actorOf(c)`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ADMIN_REQUEST_HEADER } from '@meedu/contract/admin';
import type { AppDeps, AppEnv } from '../deps.ts';
import { clientAddress } from '../lib/client-address.ts';
import { fromDbTime, toDbTime } from '../lib/dates.ts';
import { AdminError } from './http.ts';
import {
  ALL_PERMISSIONS,
  grants,
  normalisePermissions,
  permissionName,
  type Permission,
} from './permissions.ts';
import {
  findSessionByHash,
  readSessionToken,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
  sessionTokenHash,
  touchSession,
} from './sessions.ts';

/** The signed-in administrator of a console request. */
export interface AdminActor {
  adminId: number;
  name: string;
  isSuper: boolean;
  /** Everything the administrator may do (every permission for a super administrator). */
  permissions: Permission[];
  sessionId: number;
  /** The client's address (lib/client-address.ts), recorded in the audit log. */
  ip: string;
}

export interface AdminEnv {
  Variables: AppEnv['Variables'] & { admin: AdminActor };
}

export const LOGIN_REQUIRED = '请先登录';
export const SESSION_ENDED = '登录已过期，请重新登录';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every write carries `X-Requested-With: zxt-admin`: a form or an image on another site cannot send it, and with
 * the SameSite=Strict cookie that closes cross-site requests (no CSRF token to keep).
 */
export function requireConsoleHeader(): MiddlewareHandler {
  return async (c, next) => {
    if (
      !SAFE_METHODS.has(c.req.method) &&
      c.req.header(ADMIN_REQUEST_HEADER.name) !== ADMIN_REQUEST_HEADER.value
    )
      throw new AdminError(403, '请求来源无效，请刷新页面后重试');
    await next();
  };
}

/** A role's stored permission list (JSON), cleaned; an unreadable one grants nothing. */
export function parsePermissions(json: string | null): Permission[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list)
      ? normalisePermissions(list.filter((p): p is string => typeof p === 'string'))
      : [];
  } catch {
    return [];
  }
}

/**
 * Loads the session of the request's cookie (every path but `open` ones): unknown → 401 请先登录; revoked, idle
 * for 2 hours, past its 12 hours, or its administrator disabled → 401 登录已过期. Read from the database on
 * every request, so a revocation by any instance counts at once.
 */
export function adminSession(
  deps: AppDeps,
  open: ReadonlySet<string>,
  prefix: string,
): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    if (open.has(c.req.path.slice(prefix.length))) return next();
    const token = readSessionToken(c);
    if (!token) throw new AdminError(401, LOGIN_REQUIRED);
    const row = await findSessionByHash(deps.db, sessionTokenHash(token));
    if (!row) throw new AdminError(401, LOGIN_REQUIRED);
    const now = deps.clock.now();
    const idleSince = now.getTime() - fromDbTime(row.last_seen_at).getTime();
    if (
      row.revoked_at !== null ||
      fromDbTime(row.expires_at) <= now ||
      idleSince >= SESSION_IDLE_MS ||
      row.status !== 1
    )
      throw new AdminError(401, SESSION_ENDED);
    if (idleSince >= SESSION_TOUCH_MS) await touchSession(deps.db, row.session_id, toDbTime(now));
    c.set('admin', {
      adminId: row.admin_id,
      name: row.name,
      isSuper: row.is_super === 1,
      permissions: row.is_super === 1 ? [...ALL_PERMISSIONS] : parsePermissions(row.permissions),
      sessionId: row.session_id,
      ip: clientAddress(c, deps.config.trustProxy),
    });
    await next();
  };
}

/** The caller of an admin route (set by `adminSession`). */
export const actorOf = (c: Context<AdminEnv>): AdminActor => c.get('admin');

/** Whether the caller holds `perm` (edit implies view; a super administrator holds everything). */
export const can = (actor: AdminActor, perm: Permission): boolean =>
  actor.isSuper || grants(actor.permissions, perm);

/** 403 `没有权限：<area>（查看|编辑）` unless the caller holds `perm`. */
export function requirePermission(perm: Permission): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    if (!can(actorOf(c), perm)) throw new AdminError(403, `没有权限：${permissionName(perm)}`);
    await next();
  };
}

export const NO_EDIT_PERMISSION = '没有权限：需要任一编辑权限';

/**
 * 403 unless the caller may edit something: shared tools of every editing screen (the image upload) need no area
 * of their own, but a role that only looks at the console has no use for them.
 */
export function requireAnyEdit(): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const actor = actorOf(c);
    if (!actor.isSuper && !actor.permissions.some((p) => p.endsWith('.edit')))
      throw new AdminError(403, NO_EDIT_PERMISSION);
    await next();
  };
}
