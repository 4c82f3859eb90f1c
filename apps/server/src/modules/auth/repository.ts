import type { Db } from '../../db/index.ts';

/** Failed password logins per mobile (the login guard). */
export async function countLoginFailuresSince(db: Db, mobile: string, after: string): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mobile', '=', mobile)
    .where('failed_at', '>', after)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertLoginFailure(db: Db, mobile: string, at: string): Promise<void> {
  await db.insertInto('login_failures').values({ mobile, failed_at: at }).execute();
}

export async function deleteLoginFailuresUpTo(db: Db, at: string): Promise<void> {
  await db.deleteFrom('login_failures').where('failed_at', '<=', at).execute();
}

export async function deleteLoginFailuresOf(db: Db, mobile: string): Promise<void> {
  await db.deleteFrom('login_failures').where('mobile', '=', mobile).execute();
}
