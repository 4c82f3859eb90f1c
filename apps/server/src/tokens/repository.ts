import type { Db } from '../db/index.ts';

/** What a request's token is checked against, in one query: the member, their sessions, the revocation. */
export interface SessionState {
  isLock: number;
  sessionVersion: number;
  keepJti: string | null;
  revoked: boolean;
}

export async function findSessionState(db: Db, userId: number, jti: string): Promise<SessionState | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('user_token_floor as f', 'f.user_id', 'u.id')
    .select((eb) => [
      'u.is_lock',
      'u.session_version',
      'f.keep_jti',
      eb.exists(eb.selectFrom('revoked_tokens as r').select('r.jti').where('r.jti', '=', jti)).as('revoked'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    isLock: row.is_lock,
    sessionVersion: row.session_version,
    keepJti: row.keep_jti,
    revoked: Boolean(row.revoked),
  };
}

export async function sessionVersionOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('session_version')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.session_version ?? 0;
}

export async function insertRevokedToken(db: Db, jti: string, expiresAt: string, now: string): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
}

/**
 * Records the one token that may keep working (`keepJti`, the session that asked), then raises the member's
 * session version, so every other token issued so far stops working. No transaction of its own: callers may
 * already be inside one (SQLite has a single connection, so a nested one would wait on itself).
 */
export async function bumpSessionVersion(db: Db, userId: number, keepJti: string | null): Promise<void> {
  await db
    .insertInto('user_token_floor')
    .values({ user_id: userId, not_before: 0, keep_jti: keepJti })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ keep_jti: keepJti }))
    .execute();
  await db
    .updateTable('users')
    .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
