/** Rows of the console's tables → the contract's reply types (and the audit's record of an administrator). */
import type { AdminItem, AdminMe, AuditValue, RoleItem } from '@meedu/contract/admin';
import { parsePermissions } from '../../console/auth.ts';
import { wireInstant, wireInstantOrNull } from '../../console/dates.ts';
import { ALL_PERMISSIONS } from '../../console/permissions.ts';

interface AdminViewRow {
  id: number;
  name: string;
  is_super: number;
  role_id: number | null;
  role_name: string | null;
  status: number;
  totp_enabled: number;
  locked_until: string | null;
  last_login_at: string | null;
  last_login_ip: string;
  created_at: string;
}

/** `locked_until` only while it is still ahead: a lock that ran out is no lock. */
export function adminItem(r: AdminViewRow, now: string): AdminItem {
  return {
    id: r.id,
    name: r.name,
    is_super: r.is_super === 1,
    role_id: r.role_id,
    role_name: r.is_super === 1 ? null : r.role_name,
    status: r.status === 1 ? 1 : 0,
    totp_enabled: r.totp_enabled === 1,
    locked_until: r.locked_until !== null && r.locked_until > now ? wireInstant(r.locked_until) : null,
    last_login_at: wireInstantOrNull(r.last_login_at),
    last_login_ip: r.last_login_ip,
    created_at: wireInstant(r.created_at),
  };
}

export function adminMe(r: AdminViewRow & { permissions: string | null }): AdminMe {
  const isSuper = r.is_super === 1;
  return {
    id: r.id,
    name: r.name,
    is_super: isSuper,
    role_id: isSuper ? null : r.role_id,
    role_name: isSuper ? null : r.role_name,
    permissions: isSuper ? [...ALL_PERMISSIONS] : parsePermissions(r.permissions),
    totp_enabled: r.totp_enabled === 1,
    last_login_at: wireInstantOrNull(r.last_login_at),
    last_login_ip: r.last_login_ip,
  };
}

/** What the audit log keeps of an administrator (never the password hash or the TOTP secret). */
export function adminAudit(r: AdminViewRow): AuditValue {
  return {
    name: r.name,
    is_super: r.is_super === 1,
    role_id: r.role_id,
    role_name: r.role_name,
    status: r.status,
    totp_enabled: r.totp_enabled === 1,
  };
}

interface RoleRow {
  id: number;
  name: string;
  permissions: string;
  admin_count: number | string | null;
  created_at: string;
  updated_at: string;
}

export function roleItem(r: RoleRow): RoleItem {
  return {
    id: r.id,
    name: r.name,
    permissions: parsePermissions(r.permissions),
    admin_count: Number(r.admin_count ?? 0),
    created_at: wireInstant(r.created_at),
    updated_at: wireInstant(r.updated_at),
  };
}

export const roleAudit = (r: RoleRow): AuditValue => ({
  name: r.name,
  permissions: parsePermissions(r.permissions),
});
