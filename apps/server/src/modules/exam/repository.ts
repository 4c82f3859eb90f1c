import { sql, type Insertable, type Selectable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { byIds, countOf, found, insertId, listPage } from '../../db/query-helpers.ts';

/** Queries of the exam area. Rules live in service.ts and practice.ts; grading in grading.ts. */

export type CategoryScope = 'paper' | 'mock_paper' | 'practice' | 'question';
export type GoodsKind = 'paper' | 'mock_paper' | 'practice';
export type AttemptKind = 'paper' | 'mock_paper';
export type BookTable = 'exam_wrong_book' | 'exam_collections';

export type QuestionRow = Selectable<Database['exam_questions']>;
export type PaperRow = Selectable<Database['exam_papers']>;
export type MockPaperRow = Selectable<Database['exam_mock_papers']>;
export type PracticeRow = Selectable<Database['exam_practices']>;
export type AttemptRow = Selectable<Database['exam_attempts']>;
export type AnswerRow = Selectable<Database['exam_attempt_answers']>;

// ---------------------------------------------------------------- categories

export function listCategories(db: Db, scope: CategoryScope) {
  return db
    .selectFrom('exam_categories')
    .select(['id', 'name', 'parent_id'])
    .where('scope', '=', scope)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function insertCategory(db: Db, scope: CategoryScope, name: string, parentId = 0, sort = 0) {
  return insertId(db, 'exam_categories', { scope, name, parent_id: parentId, sort });
}

// ---------------------------------------------------------------- questions

export function findQuestions(db: Db, ids: readonly number[]): Promise<QuestionRow[]> {
  return byIds(ids, (some) => db.selectFrom('exam_questions').selectAll().where('id', 'in', some).execute());
}

export function findQuestion(db: Db, id: number): Promise<QuestionRow | undefined> {
  return db.selectFrom('exam_questions').selectAll().where('id', '=', id).executeTakeFirst();
}

export const insertQuestion = (db: Db, row: Insertable<Database['exam_questions']>) =>
  insertId(db, 'exam_questions', row);

/** `n` random questions of one type from the given categories (mock-paper draws). */
export async function drawQuestionIds(db: Db, categoryIds: number[], type: number, n: number) {
  if (n <= 0 || categoryIds.length === 0) return [];
  const rows = await db
    .selectFrom('exam_questions')
    .select('id')
    .where('category_id', 'in', categoryIds)
    .where('type', '=', type)
    .orderBy(sql`random()`)
    .limit(n)
    .execute();
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- papers, mock papers, practices

interface ListFilter {
  categoryIds: number[] | null;
  offset: number;
  size: number;
}

export function pagePapers(db: Db, f: ListFilter) {
  const shown = db.selectFrom('exam_papers').where('is_show', '=', 1);
  return listPage(f.categoryIds ? shown.where('category_id', 'in', f.categoryIds) : shown, f, (q) =>
    q.selectAll().orderBy('id', 'desc'),
  );
}

export function pageMockPapers(db: Db, f: ListFilter) {
  const shown = db.selectFrom('exam_mock_papers').where('is_show', '=', 1);
  return listPage(f.categoryIds ? shown.where('category_id', 'in', f.categoryIds) : shown, f, (q) =>
    q.selectAll().orderBy('id', 'desc'),
  );
}

export function pagePractices(db: Db, f: ListFilter) {
  const shown = db.selectFrom('exam_practices').where('is_show', '=', 1);
  return listPage(f.categoryIds ? shown.where('category_id', 'in', f.categoryIds) : shown, f, (q) =>
    q.selectAll().orderBy('id', 'desc'),
  );
}

export function findPaper(db: Db, id: number) {
  return db
    .selectFrom('exam_papers')
    .selectAll()
    .where('id', '=', id)
    .where('is_show', '=', 1)
    .executeTakeFirst();
}

export function findMockPaper(db: Db, id: number) {
  return db
    .selectFrom('exam_mock_papers')
    .selectAll()
    .where('id', '=', id)
    .where('is_show', '=', 1)
    .executeTakeFirst();
}

export function findPractice(db: Db, id: number) {
  return db
    .selectFrom('exam_practices')
    .selectAll()
    .where('id', '=', id)
    .where('is_show', '=', 1)
    .executeTakeFirst();
}

export function findPapersByIds(db: Db, ids: readonly number[]) {
  return byIds(ids, (some) => db.selectFrom('exam_papers').selectAll().where('id', 'in', some).execute());
}

export function findMockPapersByIds(db: Db, ids: readonly number[]) {
  return byIds(ids, (some) =>
    db.selectFrom('exam_mock_papers').selectAll().where('id', 'in', some).execute(),
  );
}

export function findPracticesByIds(db: Db, ids: readonly number[]) {
  return byIds(ids, (some) => db.selectFrom('exam_practices').selectAll().where('id', 'in', some).execute());
}

export async function paperQuestionIds(db: Db, paperId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('exam_paper_questions')
    .select('question_id')
    .where('paper_id', '=', paperId)
    .orderBy('sort')
    .orderBy('question_id')
    .execute();
  return rows.map((r) => r.question_id);
}

/** Questions per paper (list rows). */
export async function countPaperQuestions(db: Db, paperIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await byIds(paperIds, (ids) =>
    db
      .selectFrom('exam_paper_questions')
      .select(['paper_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('paper_id', 'in', ids)
      .groupBy('paper_id')
      .execute(),
  );
  return new Map(rows.map((r) => [r.paper_id, Number(r.n)]));
}

/** The questions' full scores per paper are summed in the service (composites sum their sub-questions). */
export function paperQuestionRows(db: Db, paperIds: readonly number[]) {
  return byIds(paperIds, (ids) =>
    db
      .selectFrom('exam_paper_questions as pq')
      .innerJoin('exam_questions as q', 'q.id', 'pq.question_id')
      .select(['pq.paper_id', 'q.type', 'q.score', 'q.content'])
      .where('pq.paper_id', 'in', ids)
      .execute(),
  );
}

export const insertPaper = (db: Db, row: Insertable<Database['exam_papers']>) =>
  insertId(db, 'exam_papers', row);

export async function addPaperQuestions(db: Db, paperId: number, questionIds: number[]) {
  if (questionIds.length === 0) return;
  await db
    .insertInto('exam_paper_questions')
    .values(questionIds.map((question_id, sort) => ({ paper_id: paperId, question_id, sort })))
    .execute();
}

export const insertMockPaper = (db: Db, row: Insertable<Database['exam_mock_papers']>) =>
  insertId(db, 'exam_mock_papers', row);

export const insertPractice = (db: Db, row: Insertable<Database['exam_practices']>) =>
  insertId(db, 'exam_practices', row);

export async function insertChapter(db: Db, practiceId: number, name: string, sort: number) {
  return insertId(db, 'exam_practice_chapters', { practice_id: practiceId, name, sort });
}

export async function addChapterQuestions(db: Db, practiceId: number, chapterId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .insertInto('exam_practice_questions')
    .values(
      ids.map((question_id, sort) => ({ practice_id: practiceId, chapter_id: chapterId, question_id, sort })),
    )
    .execute();
}

export function listChapters(db: Db, practiceId: number) {
  return db
    .selectFrom('exam_practice_chapters')
    .select(['id', 'name'])
    .where('practice_id', '=', practiceId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The practice's questions in chapter order (chapter id with each). */
export function practiceQuestions(db: Db, practiceId: number) {
  return db
    .selectFrom('exam_practice_questions as pq')
    .innerJoin('exam_practice_chapters as c', 'c.id', 'pq.chapter_id')
    .select(['pq.chapter_id', 'pq.question_id'])
    .where('pq.practice_id', '=', practiceId)
    .orderBy('c.sort')
    .orderBy('c.id')
    .orderBy('pq.sort')
    .orderBy('pq.question_id')
    .execute();
}

/** Distinct questions per practice. */
export async function countPracticeQuestions(
  db: Db,
  practiceIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await byIds(practiceIds, (ids) =>
    db
      .selectFrom('exam_practice_questions')
      .select(['practice_id', sql<number>`count(distinct question_id)`.as('n')])
      .where('practice_id', 'in', ids)
      .groupBy('practice_id')
      .execute(),
  );
  return new Map(rows.map((r) => [r.practice_id, Number(r.n)]));
}

export function practiceHasQuestion(db: Db, practiceId: number, questionId: number): Promise<boolean> {
  return found(
    db
      .selectFrom('exam_practice_questions')
      .select('question_id')
      .where('practice_id', '=', practiceId)
      .where('question_id', '=', questionId),
  );
}

// ---------------------------------------------------------------- landing counters

export async function catalogueCounts(db: Db) {
  const shown = (t: 'exam_papers' | 'exam_mock_papers' | 'exam_practices') =>
    countOf(db.selectFrom(t).where('is_show', '=', 1));
  const [papers, mocks, practices, chapters] = await Promise.all([
    shown('exam_papers'),
    shown('exam_mock_papers'),
    shown('exam_practices'),
    countOf(
      db
        .selectFrom('exam_practice_chapters as c')
        .innerJoin('exam_practices as p', 'p.id', 'c.practice_id')
        .where('p.is_show', '=', 1),
    ),
  ]);
  return { papers, mocks, practices, chapters };
}

// ---------------------------------------------------------------- what members own

export async function ownedGoods(
  db: Db,
  userId: number,
  kind: GoodsKind,
  ids: readonly number[],
): Promise<Set<number>> {
  const rows = await byIds(ids, (some) =>
    db
      .selectFrom('exam_user_goods')
      .select('goods_id')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('goods_id', 'in', some)
      .execute(),
  );
  return new Set(rows.map((r) => r.goods_id));
}

/** Idempotent: a second delivery of the same goods changes nothing. Answers whether a row was added. */
export async function insertGoods(
  db: Db,
  userId: number,
  kind: GoodsKind,
  goodsId: number,
  charge: number,
  now: string,
) {
  const r = await db
    .insertInto('exam_user_goods')
    .values({ user_id: userId, kind, goods_id: goodsId, charge, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'goods_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

// ---------------------------------------------------------------- attempts

/**
 * Takes the member's counter row for a paper (created at 0 when missing) and holds it until the transaction ends:
 * the no-op update is what locks it on PostgreSQL, so concurrent starts queue here; SQLite has one writer anyway.
 * Answers the attempts started so far.
 */
export async function lockCounter(
  trx: Db,
  userId: number,
  kind: AttemptKind,
  paperId: number,
): Promise<number> {
  await trx
    .insertInto('exam_attempt_counters')
    .values({ user_id: userId, kind, paper_id: paperId, join_count: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'paper_id']).doNothing())
    .execute();
  const r = await trx
    .updateTable('exam_attempt_counters')
    .set((eb) => ({ join_count: eb.ref('join_count') }))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('paper_id', '=', paperId)
    .returning('join_count')
    .executeTakeFirstOrThrow();
  return r.join_count;
}

export async function bumpCounter(trx: Db, userId: number, kind: AttemptKind, paperId: number) {
  await trx
    .updateTable('exam_attempt_counters')
    .set((eb) => ({ join_count: eb('join_count', '+', 1) }))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('paper_id', '=', paperId)
    .execute();
}

export async function joinCount(db: Db, userId: number, kind: AttemptKind, paperId: number): Promise<number> {
  const r = await db
    .selectFrom('exam_attempt_counters')
    .select('join_count')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('paper_id', '=', paperId)
    .executeTakeFirst();
  return r?.join_count ?? 0;
}

/** The member's attempt still in progress and within its time (`cutoff` = now less the grace), if any. */
export function findOpenAttempt(db: Db, userId: number, kind: AttemptKind, paperId: number, cutoff: string) {
  return db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('paper_id', '=', paperId)
    .where('status', '=', 1)
    .where('deadline', '>=', cutoff)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertAttempt(
  db: Db,
  row: Insertable<Database['exam_attempts']>,
  questionIds: number[],
) {
  const id = await insertId(db, 'exam_attempts', row);
  await db
    .insertInto('exam_attempt_answers')
    .values(questionIds.map((question_id, sort) => ({ attempt_id: id, question_id, sort })))
    .execute();
  return id;
}

export function findAttempt(db: Db, id: number): Promise<AttemptRow | undefined> {
  return db.selectFrom('exam_attempts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function attemptAnswers(db: Db, attemptId: number): Promise<AnswerRow[]> {
  return db
    .selectFrom('exam_attempt_answers')
    .selectAll()
    .where('attempt_id', '=', attemptId)
    .orderBy('sort')
    .execute();
}

/**
 * Locks one answer row (the no-op update) and answers it, only while the attempt is in progress and `cutoff` is
 * not past its deadline: a save racing the hand-in or the deadline either lands before it or is refused.
 */
export async function lockOpenAnswer(trx: Db, attemptId: number, questionId: number, cutoff: string) {
  return trx
    .updateTable('exam_attempt_answers')
    .set((eb) => ({ sort: eb.ref('sort') }))
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', questionId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('exam_attempts as a')
          .select('a.id')
          .where('a.id', '=', attemptId)
          .where('a.status', '=', 1)
          .where('a.deadline', '>=', cutoff),
      ),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function saveAnswer(
  trx: Db,
  attemptId: number,
  questionId: number,
  answer: string,
  images: string,
  now: string,
) {
  await trx
    .updateTable('exam_attempt_answers')
    .set({ answer, images, answered_at: now })
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', questionId)
    .execute();
}

/** Moves an attempt out of "in progress" once: answers whether this caller did it (the grader that wins). */
export async function closeAttempt(trx: Db, id: number, status: number, score: number, now: string) {
  const r = await trx
    .updateTable('exam_attempts')
    .set({ status, score, submitted_at: now, graded_at: status === 2 ? now : null })
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function finishMarking(trx: Db, id: number, score: number, now: string) {
  const r = await trx
    .updateTable('exam_attempts')
    .set({ status: 2, score, graded_at: now })
    .where('id', '=', id)
    .where('status', '=', 3)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function setVerdict(
  trx: Db,
  attemptId: number,
  questionId: number,
  v: { score: number; is_correct: number; sub_results: string },
) {
  await trx
    .updateTable('exam_attempt_answers')
    .set(v)
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', questionId)
    .execute();
}

/** Attempts past their deadline (and grace) still marked in progress. */
export async function expiredAttemptIds(db: Db, cutoff: string, limit: number, userId?: number) {
  let q = db.selectFrom('exam_attempts').select('id').where('status', '=', 1).where('deadline', '<', cutoff);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  const rows = await q.orderBy('id').limit(limit).execute();
  return rows.map((r) => r.id);
}

export function userAttempts(db: Db, userId: number, kind: AttemptKind, paperId: number) {
  return db
    .selectFrom('exam_attempts')
    .select(['id', 'status', 'score'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('paper_id', '=', paperId)
    .orderBy('id', 'desc')
    .execute();
}

export async function attemptedPaperIds(db: Db, userId: number, kind: AttemptKind, ids: readonly number[]) {
  const rows = await byIds(ids, (some) =>
    db
      .selectFrom('exam_attempts')
      .select('paper_id')
      .distinct()
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('paper_id', 'in', some)
      .execute(),
  );
  return new Set(rows.map((r) => r.paper_id));
}

/** The member's papers with their best graded score, most recently started first. */
export async function pageMemberPapers(
  db: Db,
  userId: number,
  kind: AttemptKind,
  offset: number,
  size: number,
) {
  const attempts = db.selectFrom('exam_attempts').where('user_id', '=', userId).where('kind', '=', kind);
  const { rows, total } = await listPage(
    attempts,
    { size, offset },
    (q) =>
      q
        .select([
          'paper_id',
          sql<number>`max(case when status = 2 then score else 0 end)`.as('max_score'),
          sql<number>`max(id)`.as('last_id'),
        ])
        .groupBy('paper_id')
        .orderBy(sql`max(id)`, 'desc'),
    () => sql<number>`count(distinct paper_id)`,
  );
  return { rows: rows.map((r) => ({ paper_id: r.paper_id, max_score: Number(r.max_score) })), total };
}

/** Attempts waiting for a teacher's marks (the demo grading page). */
export function markingQueue(db: Db) {
  return db
    .selectFrom('exam_attempts as a')
    .innerJoin('exam_papers as p', 'p.id', 'a.paper_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.paper_id', 'a.user_id', 'a.submitted_at', 'p.title', 'u.nick_name'])
    .where('a.kind', '=', 'paper')
    .where('a.status', '=', 3)
    .orderBy('a.id')
    .execute();
}

// ---------------------------------------------------------------- practice progress

export async function recordPractice(
  db: Db,
  userId: number,
  practiceId: number,
  questionId: number,
  isCorrect: number,
  now: string,
) {
  await db
    .insertInto('exam_practice_records')
    .values({
      user_id: userId,
      practice_id: practiceId,
      question_id: questionId,
      is_correct: isCorrect,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'practice_id', 'question_id'])
        .doUpdateSet({ is_correct: isCorrect, updated_at: now }),
    )
    .execute();
}

export async function practisedIds(db: Db, userId: number, practiceId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('exam_practice_records as r')
    .select('r.question_id')
    .where('r.user_id', '=', userId)
    .where('r.practice_id', '=', practiceId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('exam_practice_questions as pq')
          .select('pq.question_id')
          .whereRef('pq.practice_id', '=', 'r.practice_id')
          .whereRef('pq.question_id', '=', 'r.question_id'),
      ),
    )
    .execute();
  return rows.map((r) => r.question_id);
}

/** Practised questions per practice (list rows). */
export async function practisedCounts(db: Db, userId: number, practiceIds: readonly number[]) {
  const rows = await byIds(practiceIds, (ids) =>
    db
      .selectFrom('exam_practice_records')
      .select(['practice_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', userId)
      .where('practice_id', 'in', ids)
      .groupBy('practice_id')
      .execute(),
  );
  return new Map(rows.map((r) => [r.practice_id, Number(r.n)]));
}

export async function pageMemberPractices(db: Db, userId: number, offset: number, size: number) {
  const { rows, total } = await listPage(
    db.selectFrom('exam_practice_records').where('user_id', '=', userId),
    { size, offset },
    (q) =>
      q
        .select([
          'practice_id',
          (eb) => eb.fn.countAll<number>().as('n'),
          sql<string>`max(updated_at)`.as('last'),
        ])
        .groupBy('practice_id')
        .orderBy(sql`max(updated_at)`, 'desc')
        .orderBy('practice_id', 'desc'),
    () => sql<number>`count(distinct practice_id)`,
  );
  return { rows: rows.map((r) => ({ practice_id: r.practice_id, n: Number(r.n) })), total };
}

// ---------------------------------------------------------------- wrong book and collection

export async function addToBook(
  db: Db,
  table: BookTable,
  userId: number,
  questionIds: number[],
  now: string,
) {
  if (questionIds.length === 0) return;
  await db
    .insertInto(table)
    .values(questionIds.map((question_id) => ({ user_id: userId, question_id, created_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doNothing())
    .execute();
}

export async function removeFromBook(db: Db, table: BookTable, userId: number, questionId: number) {
  const r = await db
    .deleteFrom(table)
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function bookHas(db: Db, table: BookTable, userId: number, questionIds: readonly number[]) {
  const rows = await byIds(questionIds, (ids) =>
    db
      .selectFrom(table)
      .select('question_id')
      .where('user_id', '=', userId)
      .where('question_id', 'in', ids)
      .execute(),
  );
  return new Set(rows.map((r) => r.question_id));
}

export function bookCount(db: Db, table: BookTable, userId: number) {
  return countOf(db.selectFrom(table).where('user_id', '=', userId));
}

/** The book's questions with type and category, newest first. */
export async function bookQuestions(db: Db, table: BookTable, userId: number) {
  const entries = await db
    .selectFrom(table)
    .select('question_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('question_id', 'desc')
    .execute();
  const ids = entries.map((e) => e.question_id);
  const rows = await byIds(ids, (some) =>
    db.selectFrom('exam_questions').select(['id', 'type', 'category_id']).where('id', 'in', some).execute(),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
}

/** Whether the member may see this question's solution outside a running attempt (collect it, drill it). */
export async function questionSeenBy(db: Db, userId: number, questionId: number) {
  const [graded, practice] = await Promise.all([
    db
      .selectFrom('exam_attempt_answers as aa')
      .innerJoin('exam_attempts as a', 'a.id', 'aa.attempt_id')
      .select('a.id')
      .where('a.user_id', '=', userId)
      .where('a.status', '=', 2)
      .where('aa.question_id', '=', questionId)
      .executeTakeFirst(),
    db
      .selectFrom('exam_practice_questions')
      .select('practice_id')
      .where('question_id', '=', questionId)
      .execute(),
  ]);
  return { inGradedAttempt: graded !== undefined, practiceIds: practice.map((p) => p.practice_id) };
}
