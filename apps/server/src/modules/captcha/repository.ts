import type { Db } from '../../db/index.ts';

export async function insertCaptcha(db: Db, row: { key: string; text: string; created_at: string }) {
  await db.insertInto('captchas').values(row).execute();
}

export async function deleteCaptchasUpTo(db: Db, createdAt: string): Promise<void> {
  await db.deleteFrom('captchas').where('created_at', '<=', createdAt).execute();
}

/** Deletes the captcha `key` and answers what it held; undefined when another request took it first. */
export function takeCaptcha(db: Db, key: string) {
  return db
    .deleteFrom('captchas')
    .where('key', '=', key)
    .returning(['text', 'created_at'])
    .executeTakeFirst();
}

export async function findLiveCaptchaText(db: Db, key: string, after: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('captchas')
    .select('text')
    .where('key', '=', key)
    .where('created_at', '>', after)
    .executeTakeFirst();
  return row?.text;
}
