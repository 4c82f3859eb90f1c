/**
 * The console's queries of Q&A moderation (issue 31): every question and answer, hidden ones too. The storefront's
 * queries are in repository.ts and leave hidden rows out.
 */
import { sql, type Updateable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { listPage, type RowsAndTotal } from '../../db/query-helpers.ts';
import type { ListParams } from '../../console/http.ts';
import { likePattern } from '../course/admin-repository.ts';

export interface QuestionFilter {
  id?: number;
  q?: string;
  userId?: number;
  isHidden?: 0 | 1;
  isClosed?: 0 | 1;
}

export function questionsPage(db: Db, f: QuestionFilter, paging: ListParams<'id' | 'answer_count'>) {
  let filtered = db.selectFrom('wenda_questions as q');
  if (f.id !== undefined) filtered = filtered.where('q.id', '=', f.id);
  if (f.q) filtered = filtered.where(sql<boolean>`q.title LIKE ${likePattern(f.q)} ESCAPE '\\'`);
  if (f.userId !== undefined) filtered = filtered.where('q.user_id', '=', f.userId);
  if (f.isHidden !== undefined) filtered = filtered.where('q.is_hidden', '=', f.isHidden);
  if (f.isClosed !== undefined) filtered = filtered.where('q.is_closed', '=', f.isClosed);
  const dir = paging.sort.desc ? 'desc' : 'asc';
  return listPage(filtered, paging, (q) =>
    q
      .leftJoin('users as u', 'u.id', 'q.user_id')
      .leftJoin('wenda_categories as wc', 'wc.id', 'q.category_id')
      .select([
        'q.id',
        'q.title',
        'q.user_id',
        'u.nick_name',
        'wc.name as category_name',
        'q.status',
        'q.is_hidden',
        'q.is_closed',
        'q.answer_count',
        'q.render_content',
        'q.created_at',
      ])
      .orderBy(`q.${paging.sort.field}`, dir)
      .orderBy('q.id', dir),
  );
}

export type QuestionRow = Awaited<ReturnType<typeof questionsPage>> extends RowsAndTotal<infer R> ? R : never;

export async function findQuestion(db: Db, id: number): Promise<QuestionRow | undefined> {
  const { rows } = await questionsPage(
    db,
    { id },
    { page: 1, size: 1, offset: 0, sort: { field: 'id', desc: true } },
  );
  return rows[0];
}

const ANSWER_COLUMNS = [
  'a.id',
  'a.question_id',
  'a.user_id',
  'u.nick_name',
  'a.render_content',
  'a.is_correct',
  'a.is_hidden',
  'a.created_at',
] as const;

const answersWithAuthors = (db: Db) =>
  db.selectFrom('wenda_answers as a').leftJoin('users as u', 'u.id', 'a.user_id').select(ANSWER_COLUMNS);

export const answersOf = (db: Db, questionId: number) =>
  answersWithAuthors(db).where('a.question_id', '=', questionId).orderBy('a.id').execute();

export type AnswerRow = Awaited<ReturnType<typeof answersOf>>[number];

export const findAnswer = (db: Db, id: number) =>
  answersWithAuthors(db).where('a.id', '=', id).executeTakeFirst();

export async function updateQuestion(db: Db, id: number, row: Updateable<Database['wenda_questions']>) {
  await db.updateTable('wenda_questions').set(row).where('id', '=', id).execute();
}

export async function setAnswerHidden(db: Db, id: number, hidden: boolean) {
  await db
    .updateTable('wenda_answers')
    .set({ is_hidden: hidden ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** An answer, its votes and comments and images; its question counts one answer fewer. */
export async function deleteAnswer(db: Db, id: number, questionId: number) {
  await db.deleteFrom('wenda_answer_votes').where('answer_id', '=', id).execute();
  await db.deleteFrom('wenda_answer_comments').where('answer_id', '=', id).execute();
  await db.deleteFrom('wenda_images').where('answer_id', '=', id).execute();
  await db.deleteFrom('wenda_answers').where('id', '=', id).execute();
  await db
    .updateTable('wenda_questions')
    .set((eb) => ({ answer_count: eb('answer_count', '-', 1) }))
    .where('id', '=', questionId)
    .where('answer_count', '>', 0)
    .execute();
}

/** A question and everything below it. */
export async function deleteQuestion(db: Db, id: number) {
  const answers = db.selectFrom('wenda_answers').select('id').where('question_id', '=', id);
  await db.deleteFrom('wenda_answer_votes').where('answer_id', 'in', answers).execute();
  await db.deleteFrom('wenda_answer_comments').where('answer_id', 'in', answers).execute();
  await db.deleteFrom('wenda_images').where('question_id', '=', id).execute();
  await db.deleteFrom('wenda_answers').where('question_id', '=', id).execute();
  await db.deleteFrom('wenda_questions').where('id', '=', id).execute();
}
