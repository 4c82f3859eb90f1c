import type { Db } from '../../db/index.ts';

/** Certificates whose rule "course finished" the member meets and has not been given yet. */
export function findDueCourseCerts(db: Db, userId: number) {
  return db
    .selectFrom('certs as ct')
    .innerJoin('course_user_records as r', (j) =>
      j.onRef('r.course_id', '=', 'ct.rule_id').on('r.user_id', '=', userId).on('r.is_watched', '=', 1),
    )
    .leftJoin('user_certs as uc', (j) => j.onRef('uc.cert_id', '=', 'ct.id').on('uc.user_id', '=', userId))
    .select(['ct.id'])
    .where('ct.rule_type', '=', 'course_finished')
    .where('uc.id', 'is', null)
    .execute();
}

export async function insertUserCert(
  db: Db,
  c: { user_id: number; cert_id: number; serial: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('user_certs')
    .values(c)
    .onConflict((oc) => oc.columns(['user_id', 'cert_id']).doNothing())
    .execute();
}

export async function countUserCerts(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_certs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listUserCerts(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('user_certs as uc')
    .leftJoin('certs as ct', 'ct.id', 'uc.cert_id')
    .select(['uc.id', 'uc.created_at', 'ct.id as cert_id', 'ct.name', 'ct.template_image'])
    .where('uc.user_id', '=', userId)
    .orderBy('uc.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The member's certificate of a template, with what is printed on it. */
export function findUserCert(db: Db, userId: number, certId: number) {
  return db
    .selectFrom('user_certs as uc')
    .innerJoin('certs as ct', 'ct.id', 'uc.cert_id')
    .innerJoin('users as u', 'u.id', 'uc.user_id')
    .leftJoin('courses as c', (j) =>
      j.onRef('c.id', '=', 'ct.rule_id').on('ct.rule_type', '=', 'course_finished'),
    )
    .select(['uc.serial', 'uc.created_at', 'ct.name', 'u.nick_name', 'c.title as course_title'])
    .where('uc.user_id', '=', userId)
    .where('uc.cert_id', '=', certId)
    .executeTakeFirst();
}

export async function insertCert(
  db: Db,
  c: { name: string; template_image: string; rule_type: string; rule_id: number; created_at: string },
): Promise<number> {
  const { id } = await db.insertInto('certs').values(c).returning('id').executeTakeFirstOrThrow();
  return id;
}
