import type { Db } from '../../db/index.ts';

/** What a request's token is checked against, in one query: the member, their token floor, the revocation. */
export interface SessionState {
  isLock: number;
  notBefore: number | null;
  keepJti: string | null;
  revoked: boolean;
}

export async function findSessionState(db: Db, userId: number, jti: string): Promise<SessionState | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('user_token_floor as f', 'f.user_id', 'u.id')
    .select((eb) => [
      'u.is_lock',
      'f.not_before',
      'f.keep_jti',
      eb.exists(eb.selectFrom('revoked_tokens as r').select('r.jti').where('r.jti', '=', jti)).as('revoked'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    isLock: row.is_lock,
    notBefore: row.not_before,
    keepJti: row.keep_jti,
    revoked: Boolean(row.revoked),
  };
}

export async function insertRevokedToken(db: Db, jti: string, expiresAt: string, now: string): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
}

export async function upsertTokenFloor(
  db: Db,
  userId: number,
  notBefore: number,
  keepJti: string | null,
): Promise<void> {
  await db
    .insertInto('user_token_floor')
    .values({ user_id: userId, not_before: notBefore, keep_jti: keepJti })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        not_before: eb.ref('excluded.not_before'),
        keep_jti: eb.ref('excluded.keep_jti'),
      })),
    )
    .execute();
}
