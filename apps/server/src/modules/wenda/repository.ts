import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import type { WendaQuestions } from '../../db/schema.ts';

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

export function listCategories(db: Db) {
  return db
    .selectFrom('wenda_categories')
    .select(['id', 'name', 'parent_id'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('wenda_categories').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function insertCategory(
  db: Db,
  c: { name: string; parent_id?: number; sort?: number; created_at: string; updated_at: string },
): Promise<number> {
  const { id } = await db.insertInto('wenda_categories').values(c).returning('id').executeTakeFirstOrThrow();
  return id;
}

// ---------------------------------------------------------------- questions

export type Scene = 'default' | 'solved' | 'unsolved' | 'last_answer';

export interface QuestionFilter {
  scene: Scene;
  /** 0 = every category; a parent id also matches its direct children. */
  categoryId: number;
}

function questionFilter(f: QuestionFilter) {
  return (eb: ExpressionBuilder<Database & { q: WendaQuestions }, 'q'>) => {
    const conditions = [];
    if (f.categoryId > 0)
      conditions.push(
        eb.or([
          eb('q.category_id', '=', f.categoryId),
          eb(
            'q.category_id',
            'in',
            eb.selectFrom('wenda_categories as c').select('c.id').where('c.parent_id', '=', f.categoryId),
          ),
        ]),
      );
    if (f.scene === 'solved') conditions.push(eb('q.status', '=', 1));
    if (f.scene === 'unsolved') conditions.push(eb('q.status', '=', 0));
    if (f.scene === 'last_answer') conditions.push(eb('q.last_answer_at', 'is not', null));
    return eb.and(conditions);
  };
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

export async function countQuestions(db: Db, f: QuestionFilter): Promise<number> {
  const row = await db
    .selectFrom('wenda_questions as q')
    .where(questionFilter(f))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listQuestionPage(db: Db, f: QuestionFilter, limit: number, offset: number) {
  let q = db.selectFrom('wenda_questions as q').where(questionFilter(f)).select(LIST_COLUMNS);
  if (f.scene === 'last_answer') q = q.orderBy('q.last_answer_at', 'desc');
  return q.orderBy('q.id', 'desc').limit(limit).offset(offset).execute();
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
      'created_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertQuestion(
  db: Db,
  q: {
    user_id: number;
    category_id: number;
    title: string;
    original_content: string;
    render_content: string;
    credit1: number;
    status?: number;
    view_times?: number;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('wenda_questions').values(q).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function countView(db: Db, id: number): Promise<void> {
  await db
    .updateTable('wenda_questions')
    .set((eb) => ({ view_times: eb('view_times', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

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

export function listMemberQuestions(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('wenda_questions')
    .select(['id', 'title', 'status', 'answer_count'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countMemberRows(
  db: Db,
  table: 'wenda_questions' | 'wenda_answers',
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------- answers and votes

export function listAnswers(db: Db, questionId: number) {
  return db
    .selectFrom('wenda_answers')
    .select(['id', 'user_id', 'render_content', 'created_at', 'is_correct', 'vote_count', 'reply_count'])
    .where('question_id', '=', questionId)
    .orderBy('is_correct', 'desc')
    .orderBy('id')
    .execute();
}

export function findAnswer(db: Db, id: number) {
  return db
    .selectFrom('wenda_answers')
    .select(['id', 'question_id', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertAnswer(
  db: Db,
  a: {
    question_id: number;
    user_id: number;
    original_content: string;
    render_content: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('wenda_answers').values(a).returning('id').executeTakeFirstOrThrow();
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

export async function votedAnswerIds(db: Db, userId: number, answerIds: number[]): Promise<Set<number>> {
  if (answerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('wenda_answer_votes')
    .select('answer_id')
    .where('user_id', '=', userId)
    .where('answer_id', 'in', answerIds)
    .execute();
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

export function listMemberAnswers(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('wenda_answers as a')
    .innerJoin('wenda_questions as q', 'q.id', 'a.question_id')
    .select(['a.id', 'a.question_id', 'a.render_content', 'q.status', 'a.is_correct', 'a.vote_count'])
    .where('a.user_id', '=', userId)
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

// ---------------------------------------------------------------- comments on answers

export function listComments(db: Db, answerId: number, limit: number, offset: number) {
  return db
    .selectFrom('wenda_answer_comments')
    .select(['id', 'user_id', 'reply_user_id', 'render_content', 'created_at'])
    .where('answer_id', '=', answerId)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countComments(db: Db, answerId: number): Promise<number> {
  const row = await db
    .selectFrom('wenda_answer_comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('answer_id', '=', answerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertComment(
  db: Db,
  c: {
    answer_id: number;
    user_id: number;
    reply_user_id: number;
    original_content: string;
    render_content: string;
    created_at: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('wenda_answer_comments')
    .values(c)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('wenda_answers')
    .set((eb) => ({ reply_count: eb('reply_count', '+', 1) }))
    .where('id', '=', c.answer_id)
    .execute();
  return id;
}

// ---------------------------------------------------------------- people and images

export function findUsers(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'nick_name', 'avatar']).where('id', 'in', ids).execute();
}

/** Which of `paths` are editor images this member uploaded. */
export async function ownImageUploads(db: Db, userId: number, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db
    .selectFrom('uploads')
    .select('path')
    .where('user_id', '=', userId)
    .where('kind', '=', 'image')
    .where('path', 'in', paths)
    .execute();
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
