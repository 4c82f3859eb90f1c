import type { Db } from '../../db/index.ts';
import type { SmsSendStatus } from '../../db/schema.ts';
import { listPage, type Page } from '../../db/query-helpers.ts';

export interface SmsCodeRow {
  code: string;
  scene: string;
  created_at: string;
}

/** Whether an SMS was sent to `mobile` (accepted by the provider) after `since`. */
export async function sentSince(db: Db, mobile: string, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('sms_send_logs')
    .select('id')
    .where('mobile', '=', mobile)
    .where('status', '=', 'sent')
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface SendLogRow {
  provider: string;
  scene: string;
  mobile: string;
  status: SmsSendStatus;
  request_id: string;
  biz_id: string;
  error_code: string;
  error_message: string;
  created_at: string;
}

export async function insertSendLog(db: Db, row: SendLogRow): Promise<void> {
  await db.insertInto('sms_send_logs').values(row).execute();
}

export interface SendLogFilter {
  mobile?: string;
  status?: SmsSendStatus;
}

const filteredLogs = (db: Db, f: SendLogFilter) => {
  let q = db.selectFrom('sms_send_logs');
  if (f.mobile) q = q.where('mobile', '=', f.mobile);
  if (f.status) q = q.where('status', '=', f.status);
  return q;
};

/** One page of the send log, newest first, and how many rows match. */
export function listSendLogs(db: Db, f: SendLogFilter, page: Page) {
  return listPage(filteredLogs(db, f), page, (q) => q.selectAll().orderBy('id', 'desc'));
}

/**
 * Stores the live code of `mobile`, replacing one created at or before `replaceUpTo` only. Answers false when
 * a newer code is there (another send won the race).
 */
export async function putCode(
  db: Db,
  row: { mobile: string; code: string; scene: string; created_at: string },
  replaceUpTo: string,
): Promise<boolean> {
  const result = await db
    .insertInto('sms_codes')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('mobile')
        .doUpdateSet((eb) => ({
          code: eb.ref('excluded.code'),
          scene: eb.ref('excluded.scene'),
          created_at: eb.ref('excluded.created_at'),
        }))
        .where('sms_codes.created_at', '<=', replaceUpTo),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertOutbox(
  db: Db,
  row: { mobile: string; code: string; scene: string; sent_at: string },
): Promise<void> {
  await db.insertInto('sms_outbox').values(row).execute();
}

export function findCode(db: Db, mobile: string): Promise<SmsCodeRow | undefined> {
  return db
    .selectFrom('sms_codes')
    .select(['code', 'scene', 'created_at'])
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

/** Deletes exactly the code that was read; answers whether this call deleted it (single use). */
export async function takeCode(db: Db, mobile: string, seen: SmsCodeRow): Promise<boolean> {
  const row = await db
    .deleteFrom('sms_codes')
    .where('mobile', '=', mobile)
    .where('code', '=', seen.code)
    .where('created_at', '=', seen.created_at)
    .returning('mobile')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteCode(db: Db, mobile: string): Promise<void> {
  await db.deleteFrom('sms_codes').where('mobile', '=', mobile).execute();
}

/**
 * Counts one wrong code for `mobile` in one statement: the count restarts at 1 (and the window at `now`) when
 * the stored window started at or before `windowFloor`. Answers the count after this failure.
 */
export async function bumpFailures(
  db: Db,
  mobile: string,
  now: string,
  windowFloor: string,
): Promise<number> {
  const row = await db
    .insertInto('sms_failures')
    .values({ mobile, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('mobile').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('sms_failures.window_start', '>', windowFloor)
          .then(eb('sms_failures.count', '+', 1))
          .else(1)
          .end(),
        window_start: eb
          .case()
          .when('sms_failures.window_start', '>', windowFloor)
          .then(eb.ref('sms_failures.window_start'))
          .else(now)
          .end(),
      })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The wrong codes counted for `mobile` in the window that started after `windowFloor`. */
export async function failuresSince(db: Db, mobile: string, windowFloor: string): Promise<number> {
  const row = await db
    .selectFrom('sms_failures')
    .select('count')
    .where('mobile', '=', mobile)
    .where('window_start', '>', windowFloor)
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function clearFailures(db: Db, mobile: string): Promise<void> {
  await db.deleteFrom('sms_failures').where('mobile', '=', mobile).execute();
}

export interface OutboxRow {
  mobile: string;
  code: string;
  scene: string;
  sent_at: string;
}

export function lastOutbox(db: Db, mobile: string): Promise<Omit<OutboxRow, 'mobile'> | undefined> {
  return db
    .selectFrom('sms_outbox')
    .select(['code', 'scene', 'sent_at'])
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function recentOutbox(db: Db, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('sms_outbox')
    .select(['mobile', 'code', 'scene', 'sent_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
