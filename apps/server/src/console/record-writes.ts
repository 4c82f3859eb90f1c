/**
 * The audited create, update and delete of one kind of console record, said once. An area describes its record
 * (how to read it, its columns from a form, what the audit keeps, its repository's writes, its rules) and gets
 * the three service functions every console area writes alike: rules first (404, 400, 409 with the reason), then
 * the write and its audit row in one transaction (console/audit.ts), then the record as the console answers it.
 */
import type { AuditValue } from '@meedu/contract/admin';
import type { Db } from '../db/index.ts';
import type { AppDeps } from '../deps.ts';
import { toDbTime } from '../lib/dates.ts';
import { audited, type AuditActor, type recordChanges } from './audit.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export interface AuditedRecord<Body, Saved, Columns> {
  changes: ReturnType<typeof recordChanges>;
  /** The record as the console answers it; throws 404 (`notFound`) when there is none. */
  read: (db: Db, id: number) => Promise<Saved>;
  /** The name the audit's summary gives the record (`新建电子书 <name>`). */
  name: (record: Saved) => string;
  /** What the audit keeps of a saved record. */
  audit: (record: Saved) => AuditValue;
  /**
   * The name and what the audit keeps of a form about to be written. Without it, the written record is read back
   * inside the transaction and `name` and `audit` say them (a record whose audit needs what the database fills in).
   */
  auditBody?: (body: Body, columns: Columns) => { name: string; value: AuditValue };
  /**
   * The columns a form writes (`before` on an update: a column may keep what it had); 400 at a field when the
   * form names what is not there (the product a campaign sells).
   */
  columns: (body: Body, before: Saved | null, db: Db) => Columns | Promise<Columns>;
  /** The form's rules (400 at a field) against the record it changes (`null` on a create). */
  check?: (db: Db, body: Body, before: Saved | null) => Promise<void>;
  insert: (
    trx: Db,
    row: Columns & { created_at: string; updated_at: string },
    body: Body,
    actor: AuditActor,
  ) => Promise<number>;
  update: (trx: Db, id: number, row: Columns & { updated_at: string }) => Promise<unknown>;
  remove: (trx: Db, id: number) => Promise<unknown>;
  /** Refuses a deletion (409 with the reason), inside the deletion's transaction. */
  keep?: (trx: Db, id: number, before: Saved) => Promise<void>;
}

export interface RecordWrites<Body, Saved> {
  /** The record as the console answers it, or 404. */
  read: (deps: Pick<AppDeps, 'db'>, id: number) => Promise<Saved>;
  create: (deps: Deps, actor: AuditActor, body: Body) => Promise<Saved>;
  update: (deps: Deps, actor: AuditActor, id: number, body: Body) => Promise<Saved>;
  remove: (deps: Deps, actor: AuditActor, id: number) => Promise<void>;
}

export function auditedRecord<Body, Saved, Columns>(
  record: AuditedRecord<Body, Saved, Columns>,
): RecordWrites<Body, Saved> {
  /** The summary's name and the audit's value of what a write left. */
  const written = async (trx: Db, id: number, body: Body, columns: Columns) => {
    if (record.auditBody) return record.auditBody(body, columns);
    const saved = await record.read(trx, id);
    return { name: record.name(saved), value: record.audit(saved) };
  };
  return {
    read: (deps, id) => record.read(deps.db, id),
    async create(deps, actor, body) {
      const columns = await record.columns(body, null, deps.db);
      await record.check?.(deps.db, body, null);
      const id = await audited(deps, actor, async (trx, audit) => {
        const now = toDbTime(deps.clock.now());
        const newId = await record.insert(trx, { ...columns, created_at: now, updated_at: now }, body, actor);
        const after = await written(trx, newId, body, columns);
        await audit(record.changes.created(newId, after.name, after.value));
        return newId;
      });
      return record.read(deps.db, id);
    },
    async update(deps, actor, id, body) {
      const before = await record.read(deps.db, id);
      const columns = await record.columns(body, before, deps.db);
      await record.check?.(deps.db, body, before);
      await audited(deps, actor, async (trx, audit) => {
        await record.update(trx, id, { ...columns, updated_at: toDbTime(deps.clock.now()) });
        const after = await written(trx, id, body, columns);
        await audit(record.changes.updated(id, after.name, record.audit(before), after.value));
      });
      return record.read(deps.db, id);
    },
    async remove(deps, actor, id) {
      const before = await record.read(deps.db, id);
      await audited(deps, actor, async (trx, audit) => {
        await record.keep?.(trx, id, before);
        await record.remove(trx, id);
        await audit(record.changes.deleted(id, record.name(before), record.audit(before)));
      });
    },
  };
}

/** The same writes answering `reply` of the saved record (an area whose audit reads its rows, not its replies). */
export function answering<Body, Saved, Reply>(
  writes: RecordWrites<Body, Saved>,
  reply: (saved: Saved) => Reply,
): RecordWrites<Body, Reply> {
  return {
    read: async (deps, id) => reply(await writes.read(deps, id)),
    create: async (deps, actor, body) => reply(await writes.create(deps, actor, body)),
    update: async (deps, actor, id, body) => reply(await writes.update(deps, actor, id, body)),
    remove: writes.remove,
  };
}
