import type { Db } from '../../db/index.ts';

// ---- bound identities (user_socialites) ----

export async function findIdentityOwner(db: Db, app: string, openid: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('user_socialites')
    .select('user_id')
    .where('app', '=', app)
    .where('app_user_id', '=', openid)
    .executeTakeFirst();
  return row?.user_id;
}

export async function hasIdentity(db: Db, userId: number, app: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_socialites')
    .select('id')
    .where('user_id', '=', userId)
    .where('app', '=', app)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a binding; false when either unique rule (identity, member+app) already holds a row. */
export async function insertIdentity(
  db: Db,
  row: {
    user_id: number;
    app: string;
    app_user_id: string;
    nickname: string;
    avatar: string;
    created_at: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('user_socialites')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteIdentity(db: Db, userId: number, app: string): Promise<void> {
  await db.deleteFrom('user_socialites').where('user_id', '=', userId).where('app', '=', app).execute();
}

export async function deleteIdentitiesOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('user_socialites').where('user_id', '=', userId).execute();
}

export function findIdentityOf(db: Db, userId: number, app: string) {
  return db
    .selectFrom('user_socialites')
    .select(['app_user_id', 'nickname', 'avatar'])
    .where('user_id', '=', userId)
    .where('app', '=', app)
    .executeTakeFirst();
}

/** The newest bindings of an app with their members (demo sandbox lists). */
export function listIdentitiesWithMembers(db: Db, app: string, limit: number) {
  return db
    .selectFrom('user_socialites as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.app_user_id', 's.nickname', 'u.nick_name', 'u.mobile'])
    .where('s.app', '=', app)
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
}

// ---- login codes (socialite callback results) ----

const LOGIN_CODE_COLUMNS = ['app', 'app_user_id', 'nickname', 'avatar'] as const;

export async function deleteLoginCodesUpTo(db: Db, expiresAt: string): Promise<void> {
  await db.deleteFrom('login_codes').where('expires_at', '<=', expiresAt).execute();
}

export async function insertLoginCode(
  db: Db,
  row: {
    code: string;
    app: string;
    app_user_id: string;
    nickname: string;
    avatar: string;
    expires_at: string;
  },
): Promise<void> {
  await db.insertInto('login_codes').values(row).execute();
}

export function findLoginCode(db: Db, code: string, now: string) {
  return db
    .selectFrom('login_codes')
    .select(LOGIN_CODE_COLUMNS)
    .where('code', '=', code)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Deletes a live login code and answers what it held; undefined when expired or taken by another request. */
export function takeLoginCode(db: Db, code: string, now: string) {
  return db
    .deleteFrom('login_codes')
    .where('code', '=', code)
    .where('expires_at', '>', now)
    .returning(LOGIN_CODE_COLUMNS)
    .executeTakeFirst();
}

// ---- WeChat scans ----

const SCAN_COLUMNS = [
  'code',
  'user_id',
  'app_user_id',
  'nickname',
  'avatar',
  'scanned_at',
  'expires_at',
] as const;

export type ScanRow = NonNullable<Awaited<ReturnType<typeof findScan>>>;

export async function deleteScansUpTo(db: Db, expiresAt: string): Promise<void> {
  await db.deleteFrom('wechat_scans').where('expires_at', '<=', expiresAt).execute();
}

export async function insertScan(db: Db, code: string, expiresAt: string): Promise<void> {
  await db.insertInto('wechat_scans').values({ code, expires_at: expiresAt }).execute();
}

/** The member's bind code, inserted or re-armed. */
export async function upsertBindScan(db: Db, code: string, userId: number, expiresAt: string): Promise<void> {
  await db
    .insertInto('wechat_scans')
    .values({ code, user_id: userId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('code').doUpdateSet({ expires_at: expiresAt }))
    .execute();
}

export function findScan(db: Db, code: string, now: string) {
  return db
    .selectFrom('wechat_scans')
    .select(SCAN_COLUMNS)
    .where('code', '=', code)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Records who scanned a live, not yet scanned login code; false when it was scanned (or went) meanwhile. */
export async function markScanned(
  db: Db,
  code: string,
  who: { app_user_id: string; nickname: string; avatar: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('wechat_scans')
    .set({ ...who, scanned_at: now })
    .where('code', '=', code)
    .where('user_id', 'is', null)
    .where('scanned_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a live, scanned login code and answers who scanned it; undefined when another request took it. */
export function takeScannedLogin(db: Db, code: string, now: string) {
  return db
    .deleteFrom('wechat_scans')
    .where('code', '=', code)
    .where('expires_at', '>', now)
    .where('user_id', 'is', null)
    .where('app_user_id', 'is not', null)
    .returning(['app_user_id', 'nickname', 'avatar'])
    .executeTakeFirst();
}

/** Deletes a live bind code; false when it expired or another request used it. */
export async function takeBindScan(db: Db, code: string, now: string): Promise<boolean> {
  const row = await db
    .deleteFrom('wechat_scans')
    .where('code', '=', code)
    .where('expires_at', '>', now)
    .where('user_id', 'is not', null)
    .returning('code')
    .executeTakeFirst();
  return row !== undefined;
}

/** Live codes nobody scanned yet, newest first (demo sandbox). */
export function listPendingScans(db: Db, now: string, limit: number) {
  return db
    .selectFrom('wechat_scans')
    .select(SCAN_COLUMNS)
    .where('expires_at', '>', now)
    .where('scanned_at', 'is', null)
    .orderBy('expires_at', 'desc')
    .orderBy('code', 'desc')
    .limit(limit)
    .execute();
}

// ---- OAuth state nonces ----

export async function deleteStatesUpTo(db: Db, expiresAt: string): Promise<void> {
  await db.deleteFrom('socialite_states').where('expires_at', '<=', expiresAt).execute();
}

export async function insertState(db: Db, nonce: string, expiresAt: string): Promise<void> {
  await db.insertInto('socialite_states').values({ nonce, expires_at: expiresAt }).execute();
}

/** Deletes a live nonce; false when it is unknown, expired, or another request spent it first. */
export async function takeState(db: Db, nonce: string, now: string): Promise<boolean> {
  const row = await db
    .deleteFrom('socialite_states')
    .where('nonce', '=', nonce)
    .where('expires_at', '>', now)
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}
