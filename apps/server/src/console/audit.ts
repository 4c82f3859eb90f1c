/**
 * The one writer of `admin_audit_logs`. Called inside the transaction of the write it records, so a write and its
 * record stand or fall together. Secrets never reach the log: fields named like one are written as `******`.
 */
import { AUDIT_SECRET_MASK, type AuditValue } from '@meedu/contract/admin';
import type { Db } from '../db/index.ts';
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

/**
 * Runs a console write and its audit row in one transaction (or inside the caller's, when `db` is one): the
 * shape of every audited service function.
 */
export function audited<T>(
  db: Db,
  actor: AuditActor,
  at: Date,
  work: (trx: Db, audit: (entry: AuditEntry) => Promise<void>) => Promise<T>,
): Promise<T> {
  const run = (trx: Db) => work(trx, (entry) => writeAudit(trx, actor, entry, at));
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
