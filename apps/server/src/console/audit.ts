/**
 * The one writer of `admin_audit_logs`. Called inside the transaction of the write it records, so a write and its
 * record stand or fall together. Secrets never reach the log: fields named like one are written as `******`.
 */
import { AUDIT_SECRET_MASK, type AuditValue } from '@meedu/contract/admin';
import { inTransaction, type Db } from '../db/index.ts';
import type { AppDeps } from '../deps.ts';
import { toDbTime } from '../lib/dates.ts';

/** Who made a write: an administrator, or the operator's command line (`adminId` null). */
export interface AuditActor {
  adminId: number | null;
  name: string;
  ip: string;
}

export interface AuditEntry {
  /** A verb of the contract's AUDIT_ACTION_NAMES: `create`, `update`, `delete`, `reset_password`, … */
  action: string;
  /** The kind of record (AUDIT_ENTITY_NAMES): `admin`, `admin_role`, … */
  entity: string;
  entityId: number | string;
  /** One line a person reads in the list: `新建管理员 editor`. */
  summary: string;
  before?: AuditValue | null;
  after?: AuditValue | null;
}

const SECRET_FIELD = /password|secret|token|private|(^|_)key$/i;

/** A copy of a record with every secret-looking field masked, at any depth. */
export function maskSecrets(value: AuditValue): AuditValue {
  const mask = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(mask);
    if (v !== null && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v).map(([k, inner]) => [k, SECRET_FIELD.test(k) ? AUDIT_SECRET_MASK : mask(inner)]),
      );
    return v;
  };
  return mask(value) as AuditValue;
}

const json = (v: AuditValue | null | undefined) => (v ? JSON.stringify(maskSecrets(v)) : null);

export async function writeAudit(trx: Db, actor: AuditActor, entry: AuditEntry, at: Date): Promise<void> {
  await trx
    .insertInto('admin_audit_logs')
    .values({
      admin_id: actor.adminId,
      admin_name: actor.name,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      summary: entry.summary,
      before_json: json(entry.before),
      after_json: json(entry.after),
      ip: actor.ip,
      created_at: toDbTime(at),
    })
    .execute();
}

const VERBS = { create: '新建', update: '修改', delete: '删除' } as const;

/**
 * The audit entries of one kind of record's create, update and delete, with the summaries the log lists:
 * `新建<label> <name>`, `修改<label> <name>`, `删除<label> <name>`, and `调整<label>顺序` for a list reordered. A
 * label that starts with a Latin letter is set off by a space, as Chinese text does (`新建 VIP 套餐 年卡`).
 */
export function recordChanges(entity: string, label: string) {
  const named = /^[A-Za-z0-9]/.test(label) ? ` ${label}` : label;
  const entry = (action: keyof typeof VERBS, entityId: number, name: string) => ({
    action,
    entity,
    entityId,
    summary: `${VERBS[action]}${named} ${name}`,
  });
  return {
    created: (id: number, name: string, after: AuditValue | null): AuditEntry => ({
      ...entry('create', id, name),
      after,
    }),
    updated: (id: number, name: string, before: AuditValue, after: AuditValue | null): AuditEntry => ({
      ...entry('update', id, name),
      before,
      after,
    }),
    deleted: (id: number, name: string, before: AuditValue): AuditEntry => ({
      ...entry('delete', id, name),
      before,
    }),
    /** A whole list in a new order: `调整<label>顺序`. */
    reordered: (ids: number[]): AuditEntry => ({
      action: 'reorder',
      entity,
      entityId: 0,
      summary: `调整${named}顺序`,
      after: { order: ids },
    }),
  };
}

/**
 * Runs a console write and its audit row in one transaction (or inside the caller's, when `deps.db` is one: the
 * demo seeder's): the shape of every audited service function.
 */
export function audited<T>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AuditActor,
  work: (trx: Db, audit: (entry: AuditEntry) => Promise<void>) => Promise<T>,
): Promise<T> {
  const at = deps.clock.now();
  return inTransaction(deps.db, (trx) => work(trx, (entry) => writeAudit(trx, actor, entry, at)));
}
