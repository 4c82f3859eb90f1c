import type { Insertable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { insertId, listPage, type Page } from '../../db/query-helpers.ts';

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

export function userCertsPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('user_certs as uc').where('uc.user_id', '=', userId), page, (q) =>
    q
      .leftJoin('certs as ct', 'ct.id', 'uc.cert_id')
      .select(['uc.id', 'uc.created_at', 'ct.id as cert_id', 'ct.name', 'ct.template_image'])
      .orderBy('uc.id', 'desc'),
  );
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
    .select([
      'uc.serial',
      'uc.created_at',
      'ct.name',
      'ct.template_image',
      'ct.fields',
      'u.nick_name',
      'c.title as course_title',
    ])
    .where('uc.user_id', '=', userId)
    .where('uc.cert_id', '=', certId)
    .executeTakeFirst();
}

export const insertCert = (db: Db, row: Insertable<Database['certs']>) => insertId(db, 'certs', row);
