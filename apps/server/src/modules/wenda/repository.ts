import type { Insertable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import {
  byIds,
  categoryRows,
  found,
  inCategoryTree,
  increment,
  insertId,
  listPage,
  type Page,
} from '../../db/query-helpers.ts';

// ---------------------------------------------------------------- config and categories

/** The operator's Q&A settings (`settings` key `wenda`, JSON), or undefined when never saved. */
export async function findConfigText(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'wenda').executeTakeFirst();
  return row?.value;
}

export async function saveConfigText(db: Db, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: 'wenda', value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export const listCategories = (db: Db) => categoryRows(db, 'wenda_categories');

export function categoryExists(db: Db, id: number): Promise<boolean> {
  return found(db.selectFrom('wenda_categories').select('id').where('id', '=', id));
}

export const insertCategory = (db: Db, row: Insertable<Database['wenda_categories']>) =>
  insertId(db, 'wenda_categories', row);

// ---------------------------------------------------------------- questions

export type Scene = 'default' | 'solved' | 'unsolved' | 'last_answer';

export interface QuestionFilter {
  scene: Scene;
  /** 0 = every category; a parent id also matches its direct children. */
  categoryId: number;
}

/**
 * The questions a list shows: in the category (and its children) when one is given, of the scene; never one a
 * moderator hid.
 */
function filteredQuestions(db: Db, f: QuestionFilter) {
  let q = db.selectFrom('wenda_questions as q').where('q.is_hidden', '=', 0);
  if (f.categoryId > 0) q = q.where(inCategoryTree('q.category_id', 'wenda_categories', f.categoryId));
  if (f.scene === 'solved') q = q.where('q.status', '=', 1);
  if (f.scene === 'unsolved') q = q.where('q.status', '=', 0);
  if (f.scene === 'last_answer') q = q.where('q.last_answer_at', 'is not', null);
  return q;
}

const LIST_COLUMNS = [
  'q.id',
  'q.title',
  'q.credit1',
  'q.status',
  'q.view_times',
  'q.answer_count',
  'q.vote_count',
] as const;

export function questionsPage(db: Db, f: QuestionFilter, page: Page) {
  return listPage(filteredQuestions(db, f), page, (filtered) => {
    const q = filtered.select(LIST_COLUMNS);
    return (f.scene === 'last_answer' ? q.orderBy('q.last_answer_at', 'desc') : q).orderBy('q.id', 'desc');
  });
}

export function findQuestion(db: Db, id: number) {
  return db
    .selectFrom('wenda_questions')
    .select([
      'id',
      'user_id',
      'title',
      'render_content',
      'credit1',
      'status',
      'view_times',
      'answer_count',
      'is_closed',
      'created_at',
    ])
    .where('id', '=', id)
    .where('is_hidden', '=', 0)
    .executeTakeFirst();
}

export const insertQuestion = (db: Db, row: Insertable<Database['wenda_questions']>) =>
  insertId(db, 'wenda_questions', row);

export const countView = (db: Db, id: number): Promise<void> =>
  increment(db, 'wenda_questions', 'view_times', id);

/** The demo's view counts (a seeded question has been read before). */
export async function setViewTimes(db: Db, id: number, n: number): Promise<void> {
  await db.updateTable('wenda_questions').set({ view_times: n }).where('id', '=', id).execute();
}

/**
 * Marks an unsolved question of `askerId` solved by `answerId`. Answers whether this call did it: a question
 * already solved (by a racing call too: the row is locked until the transaction ends) changes nothing.
 */
export async function markSolved(
  db: Db,
  questionId: number,
  askerId: number,
  answerId: number,
  now: string,
): Promise<boolean> {
  const r = await db
    .updateTable('wenda_questions')
    .set({ status: 1, correct_answer_id: answerId, updated_at: now })
    .where('id', '=', questionId)
    .where('user_id', '=', askerId)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export function memberQuestionsPage(db: Db, userId: number, page: Page) {
  return listPage(
    db.selectFrom('wenda_questions').where('user_id', '=', userId).where('is_hidden', '=', 0),
    page,
    (q) => q.select(['id', 'title', 'status', 'answer_count']).orderBy('id', 'desc'),
  );
}

// ---------------------------------------------------------------- answers and votes

export function listAnswers(db: Db, questionId: number) {
  return db
    .selectFrom('wenda_answers')
    .select(['id', 'user_id', 'render_content', 'created_at', 'is_correct', 'vote_count', 'reply_count'])
    .where('question_id', '=', questionId)
    .where('is_hidden', '=', 0)
    .orderBy('is_correct', 'desc')
    .orderBy('id')
    .execute();
}

export function findAnswer(db: Db, id: number) {
  return db
    .selectFrom('wenda_answers')
    .select(['id', 'question_id', 'user_id'])
    .where('id', '=', id)
    .where('is_hidden', '=', 0)
    .executeTakeFirst();
}

/** Adds an answer and counts it on its question. */
export async function insertAnswer(db: Db, a: Insertable<Database['wenda_answers']>): Promise<number> {
  const id = await insertId(db, 'wenda_answers', a);
  await db
    .updateTable('wenda_questions')
    .set((eb) => ({ answer_count: eb('answer_count', '+', 1), last_answer_at: a.created_at }))
    .where('id', '=', a.question_id)
    .execute();
  return id;
}

export async function markCorrect(db: Db, answerId: number, now: string): Promise<void> {
  await db
    .updateTable('wenda_answers')
    .set({ is_correct: 1, updated_at: now })
    .where('id', '=', answerId)
    .execute();
}

export async function votedAnswerIds(
  db: Db,
  userId: number,
  answerIds: readonly number[],
): Promise<Set<number>> {
  const rows = await byIds(answerIds, (ids) =>
    db
      .selectFrom('wenda_answer_votes')
      .select('answer_id')
      .where('user_id', '=', userId)
      .where('answer_id', 'in', ids)
      .execute(),
  );
  return new Set(rows.map((r) => r.answer_id));
}

export async function deleteVote(db: Db, userId: number, answerId: number): Promise<boolean> {
  const r = await db
    .deleteFrom('wenda_answer_votes')
    .where('user_id', '=', userId)
    .where('answer_id', '=', answerId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function insertVote(db: Db, userId: number, answerId: number, now: string): Promise<boolean> {
  const r = await db
    .insertInto('wenda_answer_votes')
    .values({ user_id: userId, answer_id: answerId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'answer_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function moveVoteCount(db: Db, answerId: number, delta: 1 | -1): Promise<void> {
  await db
    .updateTable('wenda_answers')
    .set((eb) => ({ vote_count: eb('vote_count', '+', delta) }))
    .where('id', '=', answerId)
    .where('vote_count', '>=', delta < 0 ? 1 : 0)
    .execute();
}

export function memberAnswersPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('wenda_answers as a').where('a.user_id', '=', userId), page, (q) =>
    q
      .innerJoin('wenda_questions as q', 'q.id', 'a.question_id')
      .select(['a.id', 'a.question_id', 'a.render_content', 'q.status', 'a.is_correct', 'a.vote_count'])
      .orderBy('a.id', 'desc'),
  );
}

// ---------------------------------------------------------------- comments on answers

export function commentsPage(db: Db, answerId: number, page: Page) {
  return listPage(db.selectFrom('wenda_answer_comments').where('answer_id', '=', answerId), page, (q) =>
    q.select(['id', 'user_id', 'reply_user_id', 'render_content', 'created_at']).orderBy('id'),
  );
}

/** Adds a comment and counts it on its answer. */
export async function insertComment(
  db: Db,
  c: Insertable<Database['wenda_answer_comments']>,
): Promise<number> {
  const id = await insertId(db, 'wenda_answer_comments', c);
  await increment(db, 'wenda_answers', 'reply_count', c.answer_id);
  return id;
}

// ---------------------------------------------------------------- people and images

export function findUsers(db: Db, ids: readonly number[]) {
  return byIds(ids, (some) =>
    db.selectFrom('users').select(['id', 'nick_name', 'avatar']).where('id', 'in', some).execute(),
  );
}

/** Which of `paths` are editor images this member uploaded. */
export async function ownImageUploads(
  db: Db,
  userId: number,
  paths: readonly string[],
): Promise<Set<string>> {
  const rows = await byIds(paths, (some) =>
    db
      .selectFrom('uploads')
      .select('path')
      .where('user_id', '=', userId)
      .where('kind', '=', 'image')
      .where('path', 'in', some)
      .execute(),
  );
  return new Set(rows.map((r) => r.path));
}

export async function insertImages(
  db: Db,
  questionId: number,
  answerId: number,
  paths: string[],
): Promise<void> {
  if (paths.length === 0) return;
  await db
    .insertInto('wenda_images')
    .values(paths.map((path, sort) => ({ question_id: questionId, answer_id: answerId, path, sort })))
    .execute();
}

export function listImages(db: Db, questionId: number) {
  return db
    .selectFrom('wenda_images')
    .select(['answer_id', 'path'])
    .where('question_id', '=', questionId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
