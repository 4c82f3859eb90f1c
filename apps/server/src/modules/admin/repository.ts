/** Queries of the console's own tables: administrators, roles, sessions, the audit log and job runs. */
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Admins, Database } from '../../db/schema.ts';
import type { ListParams } from '../../console/http.ts';

export type AdminRow = Selectable<Admins>;

/** `column` contains `text`, ignoring case, with LIKE's wildcards in `text` taken literally (both dialects). */
const contains = (column: 'a.name' | 'r.name', text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) LIKE ${`%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`} ESCAPE '\\'`;

// ---------------------------------------------------------------- administrators

export function findAdminByName(db: Db, name: string) {
  return db.selectFrom('admins').selectAll().where('name', '=', name).executeTakeFirst();
}

export function findAdminById(db: Db, id: number) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

const adminColumns = [
  'a.id',
  'a.name',
  'a.is_super',
  'a.role_id',
  'r.name as role_name',
  'a.status',
  'a.totp_enabled',
  'a.locked_until',
  'a.last_login_at',
  'a.last_login_ip',
  'a.created_at',
] as const;

/** An administrator as the console lists it, with the role's name and permissions. */
export function findAdminView(db: Db, id: number) {
  return db
    .selectFrom('admins as a')
    .leftJoin('admin_roles as r', 'r.id', 'a.role_id')
    .select([...adminColumns, 'r.permissions'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export interface AdminFilter {
  q?: string;
  status?: number;
  roleId?: number;
}

function adminWhere(f: AdminFilter) {
  return (eb: ExpressionBuilder<Database & { a: Admins }, 'a'>) => {
    const and = [];
    if (f.q) and.push(contains('a.name', f.q));
    if (f.status !== undefined) and.push(eb('a.status', '=', f.status));
    if (f.roleId !== undefined) and.push(eb('a.role_id', '=', f.roleId));
    return eb.and(and);
  };
}

export async function listAdmins(
  db: Db,
  f: AdminFilter,
  p: ListParams<'id' | 'name' | 'created_at' | 'last_login_at'>,
) {
  const dir = p.sort.desc ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    db
      .selectFrom('admins as a')
      .leftJoin('admin_roles as r', 'r.id', 'a.role_id')
      .select(adminColumns)
      .where(adminWhere(f))
      .orderBy(`a.${p.sort.field}`, dir)
      .orderBy('a.id', dir)
      .limit(p.size)
      .offset(p.offset)
      .execute(),
    db
      .selectFrom('admins as a')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(adminWhere(f))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function insertAdmin(
  db: Db,
  row: { name: string; password_hash: string; is_super: number; role_id: number | null; now: string },
): Promise<number> {
  const { id } = await db
    .insertInto('admins')
    .values({
      name: row.name,
      password_hash: row.password_hash,
      is_super: row.is_super,
      role_id: row.role_id,
      created_at: row.now,
      updated_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateAdmin(
  db: Db,
  id: number,
  set: Partial<Omit<AdminRow, 'id' | 'created_at'>> & { updated_at: string },
): Promise<void> {
  await db.updateTable('admins').set(set).where('id', '=', id).execute();
}

export async function deleteAdmin(db: Db, id: number): Promise<void> {
  await db.deleteFrom('admins').where('id', '=', id).execute();
}

/**
 * Locks the rows of the active super administrators for the rest of the transaction (a no-op update: PostgreSQL
 * takes the row locks, SQLite the write lock) and counts them, so two administrators cannot each remove the
 * other as the last one.
 */
export async function lockActiveSupers(db: Db): Promise<number> {
  const r = await db
    .updateTable('admins')
    .set((eb) => ({ is_super: eb.ref('is_super') }))
    .where('is_super', '=', 1)
    .where('status', '=', 1)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function countAdmins(db: Db): Promise<number> {
  const r = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function activeAdminPasswords(db: Db) {
  return db.selectFrom('admins').select(['name', 'password_hash']).where('status', '=', 1).execute();
}

// ---------------------------------------------------------------- sign-in

/**
 * Counts a failed login in one statement (so a burst is counted exactly): a miss outside the 15-minute window
 * starts it again, and the miss that reaches `limit` sets `locked_until`. Answers the count after it.
 */
export async function recordLoginFailure(
  db: Db,
  id: number,
  at: { now: string; windowStart: string; lockedUntil: string; limit: number },
): Promise<{ failed_logins: number; locked_until: string | null }> {
  const inWindow = sql<boolean>`failed_since IS NOT NULL AND failed_since > ${at.windowStart}`;
  const next = sql<number>`CASE WHEN ${inWindow} THEN failed_logins + 1 ELSE 1 END`;
  return db
    .updateTable('admins')
    .set({
      failed_logins: next,
      failed_since: sql<string>`CASE WHEN ${inWindow} THEN failed_since ELSE ${at.now} END`,
      locked_until: sql<
        string | null
      >`CASE WHEN ${next} >= ${at.limit} THEN ${at.lockedUntil} ELSE locked_until END`,
    })
    .where('id', '=', id)
    .returning(['failed_logins', 'locked_until'])
    .executeTakeFirstOrThrow();
}

/** Sets the nonce of a pending two-step login (replacing an older one). */
export async function setLoginTicket(db: Db, id: number, nonce: string): Promise<void> {
  await db.updateTable('admins').set({ login_ticket: nonce }).where('id', '=', id).execute();
}

/**
 * Takes a two-step login's ticket and its code's time step together, once: true when this call did (the ticket
 * still pending and the step later than any accepted before).
 */
export async function takeTicketAndStep(db: Db, id: number, nonce: string, step: number): Promise<boolean> {
  const r = await db
    .updateTable('admins')
    .set({ login_ticket: null, totp_last_step: step })
    .where('id', '=', id)
    .where('login_ticket', '=', nonce)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Records a TOTP code's time step as used, once (false when it or a later one already was). */
export async function takeTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const r = await db
    .updateTable('admins')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------- sessions

export async function insertSession(
  db: Db,
  row: {
    admin_id: number;
    token_hash: string;
    now: string;
    expires_at: string;
    ip: string;
    user_agent: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('admin_sessions')
    .values({
      admin_id: row.admin_id,
      token_hash: row.token_hash,
      created_at: row.now,
      last_seen_at: row.now,
      expires_at: row.expires_at,
      ip: row.ip,
      user_agent: row.user_agent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The sessions of an administrator still in force (not revoked, not past either limit), newest first. */
export function liveSessions(db: Db, adminId: number, now: string, idleSince: string) {
  return db
    .selectFrom('admin_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince)
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes an administrator's sessions (all, or all but `keep`; or only `only`). Answers how many it ended. */
export async function revokeSessions(
  db: Db,
  adminId: number,
  now: string,
  which: { keep?: number; only?: number } = {},
): Promise<number> {
  let q = db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null);
  if (which.keep !== undefined) q = q.where('id', '<>', which.keep);
  if (which.only !== undefined) q = q.where('id', '=', which.only);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** An administrator's sessions that ended (revoked, or past their absolute limit) before `before`. */
export async function deleteEndedSessions(db: Db, adminId: number, before: string): Promise<void> {
  await db
    .deleteFrom('admin_sessions')
    .where('admin_id', '=', adminId)
    .where((eb) => eb.or([eb('revoked_at', '<', before), eb('expires_at', '<', before)]))
    .execute();
}

// ---------------------------------------------------------------- roles

const roleCount = (eb: ExpressionBuilder<Database & { r: Database['admin_roles'] }, 'r'>) =>
  eb
    .selectFrom('admins')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('admins.role_id', '=', 'r.id')
    .as('admin_count');

export function findRole(db: Db, id: number) {
  return db
    .selectFrom('admin_roles as r')
    .select(['r.id', 'r.name', 'r.permissions', 'r.created_at', 'r.updated_at', roleCount])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export function findRoleByName(db: Db, name: string) {
  return db.selectFrom('admin_roles').select('id').where('name', '=', name).executeTakeFirst();
}

export async function listRoles(db: Db, q: string | undefined, p: ListParams<'id' | 'name' | 'created_at'>) {
  const where = (eb: ExpressionBuilder<Database & { r: Database['admin_roles'] }, 'r'>) =>
    q ? contains('r.name', q) : eb.and([]);
  const dir = p.sort.desc ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    db
      .selectFrom('admin_roles as r')
      .select(['r.id', 'r.name', 'r.permissions', 'r.created_at', 'r.updated_at', roleCount])
      .where(where)
      .orderBy(`r.${p.sort.field}`, dir)
      .orderBy('r.id', dir)
      .limit(p.size)
      .offset(p.offset)
      .execute(),
    db
      .selectFrom('admin_roles as r')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function insertRole(
  db: Db,
  row: { name: string; permissions: string; now: string },
): Promise<number> {
  const { id } = await db
    .insertInto('admin_roles')
    .values({ name: row.name, permissions: row.permissions, created_at: row.now, updated_at: row.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateRole(
  db: Db,
  id: number,
  row: { name: string; permissions: string; now: string },
) {
  await db
    .updateTable('admin_roles')
    .set({ name: row.name, permissions: row.permissions, updated_at: row.now })
    .where('id', '=', id)
    .execute();
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.deleteFrom('admin_roles').where('id', '=', id).execute();
}

// ---------------------------------------------------------------- audit log

export interface AuditFilter {
  adminId?: number;
  entity?: string;
  action?: string;
  /** Database times: from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

export async function listAuditLogs(db: Db, f: AuditFilter, p: ListParams<'id' | 'created_at'>) {
  const where = (eb: ExpressionBuilder<Database, 'admin_audit_logs'>) => {
    const and = [];
    if (f.adminId !== undefined) and.push(eb('admin_id', '=', f.adminId));
    if (f.entity) and.push(eb('entity', '=', f.entity));
    if (f.action) and.push(eb('action', '=', f.action));
    if (f.from) and.push(eb('created_at', '>=', f.from));
    if (f.to) and.push(eb('created_at', '<', f.to));
    return eb.and(and);
  };
  const dir = p.sort.desc ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    db
      .selectFrom('admin_audit_logs')
      .selectAll()
      .where(where)
      .orderBy(p.sort.field, dir)
      .orderBy('id', dir)
      .limit(p.size)
      .offset(p.offset)
      .execute(),
    db
      .selectFrom('admin_audit_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Everyone who appears in the log, once each (by id; the command line's rows by name). */
export function auditActors(db: Db) {
  return db
    .selectFrom('admin_audit_logs')
    .select(['admin_id', (eb) => eb.fn.max('admin_name').as('admin_name')])
    .groupBy('admin_id')
    .execute();
}

// ---------------------------------------------------------------- job runs

/** The latest run and the latest failed run of a job. */
export async function lastJobRuns(db: Db, name: string) {
  const latest = (failedOnly: boolean) => {
    let q = db
      .selectFrom('job_runs')
      .select(['started_at', 'finished_at', 'ok', 'message'])
      .where('name', '=', name);
    if (failedOnly) q = q.where('ok', '=', 0);
    return q.orderBy('started_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  };
  const [last, failure] = await Promise.all([latest(false), latest(true)]);
  return { last, failure };
}
