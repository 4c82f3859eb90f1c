import type { AuditLogItem, Permission } from '@meedu/contract/admin';
import { beforeAll, expect } from 'vitest';
import { compileTrust } from '../../src/lib/client-address.ts';
import { toDbTime } from '../../src/lib/dates.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { peekCaptcha } from '../../src/modules/captcha/service.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

/** A console test context: client addresses come from X-Forwarded-For (a proxy on this machine is trusted). */
export const consoleContext = (): Promise<TestContext> =>
  createTestContext({ trustProxy: compileTrust('1') });

export const ADMIN_HEADER = { 'x-requested-with': 'zxt-admin' };

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

let addressSeq = 0;
/** A client address of its own for each caller, so the per-address login limit of one test does not reach another. */
export const freshAddress = () => `10.9.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;

/** One request to the console API, with the console header on writes unless `csrf: false`. */
export async function consoleCall<T = unknown>(
  ctx: TestContext,
  method: string,
  path: string,
  opts: {
    body?: unknown;
    cookie?: string;
    csrf?: boolean;
    address?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.csrf !== false && method !== 'GET') Object.assign(headers, ADMIN_HEADER);
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.address) headers['x-forwarded-for'] = opts.address;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await ctx.app.request(`/admin/api${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/** The `name=value` of the session cookie a reply sets, or null. */
export function sessionCookieOf(reply: Reply): string | null {
  const set = reply.headers.get('set-cookie') ?? '';
  const m = /zxt_admin=([^;]*)/.exec(set);
  return m?.[1] ? `zxt_admin=${m[1]}` : null;
}

/** A fresh captcha's key and its answer. */
export async function captcha(ctx: TestContext): Promise<{ captcha_key: string; captcha_code: string }> {
  const r = await consoleCall<{ key: string }>(ctx, 'GET', '/auth/captcha');
  return { captcha_key: r.body.key, captcha_code: (await peekCaptcha(ctx, r.body.key)) ?? '' };
}

let adminSeq = 0;

/** Inserts an administrator: super, or with a new role holding `permissions`. */
export async function insertAdmin(
  ctx: TestContext,
  opts: {
    name?: string;
    password?: string;
    super?: boolean;
    permissions?: Permission[];
    status?: number;
  } = {},
): Promise<{ id: number; name: string; password: string; roleId: number | null }> {
  adminSeq += 1;
  const name = opts.name ?? `admin${adminSeq}`;
  const password = opts.password ?? 'secret123';
  const now = toDbTime(ctx.clock.now());
  let roleId: number | null = null;
  if (!opts.super) {
    roleId = (
      await ctx.db
        .insertInto('admin_roles')
        .values({
          name: `角色${adminSeq}-${name}`,
          permissions: JSON.stringify(opts.permissions ?? []),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  const { id } = await ctx.db
    .insertInto('admins')
    .values({
      name,
      password_hash: await hashPassword(password),
      is_super: opts.super ? 1 : 0,
      role_id: roleId,
      status: opts.status ?? 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, name, password, roleId };
}

export interface AdminAgent {
  id: number;
  name: string;
  password: string;
  cookie: string;
  address: string;
  call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    opts?: { csrf?: boolean },
  ): Promise<Reply<T>>;
}

/** Logs in through the API (captcha, name, password) and answers a caller holding the session. */
export async function loginAs(
  ctx: TestContext,
  who: { id: number; name: string; password: string },
): Promise<AdminAgent> {
  const address = freshAddress();
  const r = await consoleCall(ctx, 'POST', '/auth/login', {
    body: { name: who.name, password: who.password, ...(await captcha(ctx)) },
    address,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const cookie = sessionCookieOf(r);
  expect(cookie).not.toBeNull();
  return {
    ...who,
    cookie: cookie ?? '',
    address,
    call: (method, path, body, opts = {}) =>
      consoleCall(ctx, method, path, { body, cookie: cookie ?? '', address, csrf: opts.csrf }),
  };
}

/** An administrator holding `perms` (or a super administrator), logged in. */
export async function adminAgent(ctx: TestContext, perms: Permission[] | 'super'): Promise<AdminAgent> {
  const who = await insertAdmin(ctx, perms === 'super' ? { super: true } : { permissions: perms });
  return loginAs(ctx, who);
}

/**
 * The callers an area's tests set against each other: a super administrator, one who may view the area, one who
 * may edit it, and an outsider holding only another area's permission.
 */
export interface ConsoleCrew {
  ctx: TestContext;
  boss: AdminAgent;
  viewer: AdminAgent;
  editor: AdminAgent;
  outsider: AdminAgent;
}

/**
 * Registers the `beforeAll` that opens a console context and logs the crew in; the answer's fields are filled
 * before the first test runs. The logins hash with bcrypt, slow when the machine is busy: hence the long limit.
 */
export function consoleCrew(view: Permission, edit: Permission, outsider: Permission): ConsoleCrew {
  const crew = {} as ConsoleCrew;
  beforeAll(async () => {
    const ctx = await consoleContext();
    Object.assign(crew, {
      ctx,
      boss: await adminAgent(ctx, 'super'),
      viewer: await adminAgent(ctx, [view]),
      editor: await adminAgent(ctx, [edit]),
      outsider: await adminAgent(ctx, [outsider]),
    });
  }, 60_000);
  return crew;
}

/** The newest audit rows, newest first, read straight from the table. */
export async function auditRows(ctx: TestContext, entity?: string): Promise<AuditLogItem[]> {
  let q = ctx.db.selectFrom('admin_audit_logs').selectAll().orderBy('id', 'desc');
  if (entity) q = q.where('entity', '=', entity);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    admin_id: r.admin_id,
    admin_name: r.admin_name,
    action: r.action,
    entity: r.entity,
    entity_id: r.entity_id,
    summary: r.summary,
    before: r.before_json ? (JSON.parse(r.before_json) as Record<string, unknown>) : null,
    after: r.after_json ? (JSON.parse(r.after_json) as Record<string, unknown>) : null,
    ip: r.ip,
    created_at: r.created_at,
  }));
}

/** A multipart upload by `agent` to `/admin/api<path>`: the form's text fields and one file part `file`. */
export async function uploadAs(
  ctx: TestContext,
  agent: AdminAgent,
  path: string,
  fields: Record<string, string>,
  file: { name: string; bytes: Uint8Array },
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new File([file.bytes], file.name));
  return ctx.app.request(`/admin/api${path}`, {
    method: 'POST',
    body: form,
    headers: { cookie: agent.cookie, ...ADMIN_HEADER, 'x-forwarded-for': agent.address },
  });
}
