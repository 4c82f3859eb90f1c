/** The console's queries of certificate templates (`certs`) and the certificates given (`user_certs`). */
import type { Insertable, Updateable } from 'kysely';
import type { ListParams } from '../../console/http.ts';
import type { Database, Db } from '../../db/index.ts';
import { insertId, listPage, type Page } from '../../db/query-helpers.ts';

type TemplateQuery = ReturnType<typeof fromTemplates>;

const fromTemplates = (db: Db) => db.selectFrom('certs as ct').where('ct.rule_type', '=', 'course_finished');

/** The template's columns, its course's title and how many certificates it gave. */
const withDetails = (q: TemplateQuery) =>
  q
    .leftJoin('courses as c', 'c.id', 'ct.rule_id')
    .select(['ct.id', 'ct.name', 'ct.template_image', 'ct.rule_id', 'ct.fields', 'ct.created_at', 'c.title'])
    .select((eb) =>
      eb
        .selectFrom('user_certs as uc')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('uc.cert_id', '=', 'ct.id')
        .as('issued'),
    );

export function templatesPage(db: Db, params: ListParams<'id' | 'issued'>, q: string | undefined) {
  let filtered = fromTemplates(db);
  if (q) filtered = filtered.where('ct.name', 'like', `%${q}%`);
  const dir = params.sort.desc ? 'desc' : 'asc';
  return listPage(filtered, params, (f) =>
    withDetails(f)
      .orderBy(params.sort.field === 'issued' ? 'issued' : 'ct.id', dir)
      .orderBy('ct.id', dir),
  );
}

export const findTemplate = (db: Db, id: number) =>
  withDetails(fromTemplates(db)).where('ct.id', '=', id).executeTakeFirst();

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

export const insertTemplate = (db: Db, row: Insertable<Database['certs']>) => insertId(db, 'certs', row);

export const updateTemplate = (db: Db, id: number, row: Updateable<Database['certs']>) =>
  db.updateTable('certs').set(row).where('id', '=', id).execute();

export const deleteTemplate = (db: Db, id: number) => db.deleteFrom('certs').where('id', '=', id).execute();

/** The title of course `id`, or undefined when there is none. */
export const courseTitle = async (db: Db, id: number): Promise<string | undefined> =>
  (await db.selectFrom('courses').select('title').where('id', '=', id).executeTakeFirst())?.title;

/** The certificates a template gave, newest first, with their holders. */
export function issuedPage(db: Db, certId: number, page: Page) {
  return listPage(db.selectFrom('user_certs as uc').where('uc.cert_id', '=', certId), page, (f) =>
    f
      .leftJoin('users as u', 'u.id', 'uc.user_id')
      .select(['uc.id', 'uc.user_id', 'uc.serial', 'uc.created_at', 'u.nick_name'])
      .orderBy('uc.id', 'desc'),
  );
}
