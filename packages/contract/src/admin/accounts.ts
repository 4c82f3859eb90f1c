/**
 * Administrator accounts, sessions, two-step login and roles (`/admin/api/auth/…`, `/admin/api/admins`,
 * `/admin/api/roles`). Request bodies are zod schemas: the server validates with them, the console types its
 * forms with `z.input<typeof …>` (type-only, so zod stays out of the console's bundle).
 */
import { z } from 'zod';
import type { Instant, ListQuery } from './common.ts';
import { isPermission, type Permission } from './permissions.ts';

// ---------------------------------------------------------------- field rules

/** Login names: ASCII, so the two-step QR code (a short otpauth address) always fits. */
export const ADMIN_NAME_PATTERN = /^[A-Za-z0-9_.-]{2,32}$/;
export const ADMIN_NAME_RULE = '用户名为 2–32 位字母、数字、下划线、点或短横线';
export const PASSWORD_RULE = '密码至少 8 位，且须同时包含字母和数字';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const adminNameField = requiredText('请输入用户名').regex(ADMIN_NAME_PATTERN, ADMIN_NAME_RULE);

/** A password an administrator sets: 8–64 characters with letters and digits. */
export const newPasswordField = z
  .string({ error: '请输入密码' })
  .min(1, '请输入密码')
  .min(8, PASSWORD_RULE)
  .max(64, '密码最长 64 位')
  .regex(/[A-Za-z]/, PASSWORD_RULE)
  .regex(/\d/, PASSWORD_RULE);

export const totpCodeField = z
  .string({ error: '请输入验证码' })
  .trim()
  .regex(/^\d{6}$/, '请输入 6 位数字验证码');

const roleIdField = z
  .number({ error: '请选择角色' })
  .int('请选择角色')
  .positive('请选择角色')
  .nullable()
  .default(null);

// ---------------------------------------------------------------- sign-in

/** `GET /admin/api/auth/captcha` */
export interface AdminCaptcha {
  key: string;
  /** A `data:image/svg+xml` address. */
  img: string;
}

/** `POST /admin/api/auth/login` */
export const LoginBody = z.object({
  name: requiredText('请输入用户名'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码'),
  captcha_key: requiredText('请刷新验证码'),
  captcha_code: requiredText('请输入验证码'),
});
export type LoginRequest = z.input<typeof LoginBody>;

/** `POST /admin/api/auth/totp`: the second step, with the ticket the first answered. */
export const TotpLoginBody = z.object({
  ticket: requiredText('请重新登录'),
  code: totpCodeField,
});
export type TotpLoginRequest = z.input<typeof TotpLoginBody>;

/** The signed-in administrator (`GET /admin/api/auth/me`, and the end of a login). */
export interface AdminMe {
  id: number;
  name: string;
  is_super: boolean;
  role_id: number | null;
  role_name: string | null;
  /** Everything a super administrator may do is listed too, so the console checks one list. */
  permissions: Permission[];
  totp_enabled: boolean;
  last_login_at: Instant | null;
  last_login_ip: string;
}

/** A login either ends (the session cookie is set) or asks for the TOTP code with a ticket good for 5 minutes. */
export type LoginReply = { step: 'done'; me: AdminMe } | { step: 'totp'; ticket: string };

// ---------------------------------------------------------------- my account

/** `PUT /admin/api/auth/password`: ends the administrator's other sessions. */
export const ChangePasswordBody = z
  .object({
    old_password: z.string({ error: '请输入当前密码' }).min(1, '请输入当前密码'),
    new_password: newPasswordField,
  })
  .refine((b) => b.old_password !== b.new_password, {
    path: ['new_password'],
    message: '新密码不能与当前密码相同',
  });
export type ChangePasswordRequest = z.input<typeof ChangePasswordBody>;

/** `GET /admin/api/auth/sessions`: the signed-in administrator's live sessions, newest first. */
export interface AdminSessionItem {
  id: number;
  created_at: Instant;
  last_seen_at: Instant;
  expires_at: Instant;
  ip: string;
  user_agent: string;
  /** The session this request came with. */
  current: boolean;
}

/** `POST /admin/api/auth/totp/setup`: a new secret, not yet in force until enabled with a code from it. */
export interface TotpSetupReply {
  secret: string;
  otpauth_url: string;
  /** A PNG `data:` address of the QR code for the authenticator app, or null when it cannot be drawn. */
  qr: string | null;
}

/** `POST /admin/api/auth/totp/enable`: a code made from the secret of the last set-up. */
export const TotpEnableBody = z.object({ code: totpCodeField });
export type TotpEnableRequest = z.input<typeof TotpEnableBody>;

/** `POST /admin/api/auth/totp/disable`: the password and a current code. */
export const TotpDisableBody = z.object({
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码'),
  code: totpCodeField,
});
export type TotpDisableRequest = z.input<typeof TotpDisableBody>;

// ---------------------------------------------------------------- administrators

/** 1 active, 0 disabled. */
export type AdminStatus = 0 | 1;

/** A row of `GET /admin/api/admins`, and the record the writes answer. */
export interface AdminItem {
  id: number;
  name: string;
  is_super: boolean;
  role_id: number | null;
  role_name: string | null;
  status: AdminStatus;
  totp_enabled: boolean;
  /** Set while the account is locked after repeated failed logins. */
  locked_until: Instant | null;
  last_login_at: Instant | null;
  last_login_ip: string;
  created_at: Instant;
}

export interface AdminListQuery extends ListQuery {
  /** Part of the name. */
  q?: string;
  status?: AdminStatus;
  role_id?: number;
}

/** Sorts `GET /admin/api/admins` allows. */
export const ADMIN_SORTS = ['id', 'name', 'created_at', 'last_login_at'] as const;

const needsRole = (b: { is_super: boolean; role_id: number | null }) => b.is_super || b.role_id !== null;
const roleIssue = { path: ['role_id'], message: '请选择角色' };

/** `POST /admin/api/admins`: a super administrator (only a super administrator may create one) or one with a role. */
export const AdminCreateBody = z
  .object({
    name: adminNameField,
    password: newPasswordField,
    is_super: z.boolean({ error: '参数错误' }).default(false),
    role_id: roleIdField,
  })
  .refine(needsRole, roleIssue);
export type AdminCreateRequest = z.input<typeof AdminCreateBody>;

/** `PUT /admin/api/admins/:id`: role, super or not, enabled or not (never one's own role or status). */
export const AdminUpdateBody = z
  .object({
    is_super: z.boolean({ error: '参数错误' }),
    role_id: roleIdField,
    status: z.union([z.literal(0), z.literal(1)], { error: '参数错误' }),
  })
  .refine(needsRole, roleIssue);
export type AdminUpdateRequest = z.input<typeof AdminUpdateBody>;

/** `POST /admin/api/admins/:id/password`: sets another administrator's password and ends their sessions. */
export const AdminPasswordBody = z.object({ password: newPasswordField });
export type AdminPasswordRequest = z.input<typeof AdminPasswordBody>;

// ---------------------------------------------------------------- roles

export interface RoleItem {
  id: number;
  name: string;
  permissions: Permission[];
  /** Administrators holding the role. */
  admin_count: number;
  created_at: Instant;
  updated_at: Instant;
}

export interface RoleListQuery extends ListQuery {
  q?: string;
}

export const ROLE_SORTS = ['id', 'name', 'created_at'] as const;

/** `POST /admin/api/roles`, `PUT /admin/api/roles/:id`. */
export const RoleBody = z.object({
  name: requiredText('请输入角色名称').max(32, '角色名称最长 32 个字'),
  permissions: z
    .array(z.string({ error: '未知的权限' }).refine(isPermission, '未知的权限'), { error: '请选择权限' })
    .max(200, '权限过多'),
});
export type RoleRequest = z.input<typeof RoleBody>;
