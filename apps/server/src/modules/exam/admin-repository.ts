/**
 * The console's queries of the exam area: every row whatever its visibility (the storefront's `repository.ts`
 * reads shown rows only). Lists take `ListParams` and answer `{ rows, total }`.
 */
import type { ExamCategoryScope } from '@meedu/contract/admin';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { ListParams } from '../../console/http.ts';
import type { Database, Db } from '../../db/index.ts';
import { byIds, countOf, insertId, listPage } from '../../db/query-helpers.ts';

// ---------------------------------------------------------------- categories

/** Where each scope's records name their category. */
const SCOPE_TABLES = {
  question: 'exam_questions',
  paper: 'exam_papers',
  mock_paper: 'exam_mock_papers',
  practice: 'exam_practices',
} as const satisfies Record<ExamCategoryScope, keyof Database>;

export async function categoriesWithUse(db: Db, scope: ExamCategoryScope) {
  const rows = await db
    .selectFrom('exam_categories as c')
    .select(['c.id', 'c.name', 'c.sort', 'c.scope'])
    .select((eb) =>
      eb
        .selectFrom(SCOPE_TABLES[scope])
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('category_id', '=', 'c.id')
        .as('used_count'),
    )
    .where('c.scope', '=', scope)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ ...r, used_count: Number(r.used_count ?? 0) }));
}

export const findCategory = (db: Db, id: number) =>
  db.selectFrom('exam_categories').selectAll().where('id', '=', id).executeTakeFirst();

export const insertCategory = (db: Db, row: Insertable<Database['exam_categories']>) =>
  insertId(db, 'exam_categories', row);

export const updateCategory = (db: Db, id: number, row: Updateable<Database['exam_categories']>) =>
  db.updateTable('exam_categories').set(row).where('id', '=', id).execute();

export const deleteCategory = (db: Db, id: number) =>
  db.deleteFrom('exam_categories').where('id', '=', id).execute();

export const categoryUse = (db: Db, scope: ExamCategoryScope, id: number) =>
  countOf(db.selectFrom(SCOPE_TABLES[scope]).where('category_id', '=', id));

// ---------------------------------------------------------------- questions

export interface QuestionFilter {
  q?: string;
  type?: number;
  categoryId?: number;
  difficulty?: number;
}

function filteredQuestions(db: Db, f: QuestionFilter) {
  let query = db.selectFrom('exam_questions as q');
  if (f.type) query = query.where('q.type', '=', f.type);
  if (f.categoryId) query = query.where('q.category_id', '=', f.categoryId);
  if (f.difficulty) query = query.where('q.difficulty', '=', f.difficulty);
  if (f.q) {
    const id = /^\d+$/.test(f.q) ? Number(f.q) : 0;
    const like = `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('q.id', '=', id), sql<boolean>`q.content LIKE ${like} ESCAPE '\\'`]),
    );
  }
  return query;
}

const withCategoryName = <Q extends ReturnType<typeof filteredQuestions>>(query: Q) =>
  query
    .leftJoin('exam_categories as c', 'c.id', 'q.category_id')
    .selectAll('q')
    .select((eb) => eb.fn.coalesce('c.name', sql<string>`''`).as('category_name'));

export function pageQuestions(db: Db, f: QuestionFilter, params: ListParams<'id' | 'score' | 'difficulty'>) {
  return listPage(filteredQuestions(db, f), params, (q) =>
    withCategoryName(q)
      .orderBy(`q.${params.sort.field}`, params.sort.desc ? 'desc' : 'asc')
      .orderBy('q.id', 'desc'),
  );
}

/** The filtered bank in id order, at most `limit` rows (the export). */
export function exportQuestions(db: Db, f: QuestionFilter, limit: number) {
  return withCategoryName(filteredQuestions(db, f)).orderBy('q.id').limit(limit).execute();
}

export function questionWithCategory(db: Db, id: number) {
  return withCategoryName(filteredQuestions(db, {})).where('q.id', '=', id).executeTakeFirst();
}

export const updateQuestion = (db: Db, id: number, row: Updateable<Database['exam_questions']>) =>
  db.updateTable('exam_questions').set(row).where('id', '=', id).execute();

export const deleteQuestion = (db: Db, id: number) =>
  db.deleteFrom('exam_questions').where('id', '=', id).execute();

/** Where a question is used: papers and practices hold it, attempts answered it. */
export async function questionUse(db: Db, id: number) {
  const [papers, practices, attempts] = await Promise.all([
    countOf(db.selectFrom('exam_paper_questions').where('question_id', '=', id)),
    countOf(db.selectFrom('exam_practice_questions').where('question_id', '=', id)),
    countOf(db.selectFrom('exam_attempt_answers').where('question_id', '=', id)),
  ]);
  return { papers, practices, attempts };
}

/** The bank's questions per type within some categories (a mock paper's draw ceiling). */
export async function countsByType(db: Db, categoryIds: readonly number[]): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('exam_questions')
    .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('category_id', 'in', categoryIds)
    .groupBy('type')
    .execute();
  return new Map(rows.map((r) => [r.type, Number(r.n)]));
}

export function questionBriefs(db: Db, ids: readonly number[]) {
  return byIds(ids, (some) =>
    db
      .selectFrom('exam_questions')
      .select(['id', 'type', 'score', 'content', 'answer', 'remark'])
      .where('id', 'in', some)
      .execute(),
  );
}

export async function existingQuestionIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const rows = await byIds(ids, (some) =>
    db.selectFrom('exam_questions').select('id').where('id', 'in', some).execute(),
  );
  return new Set(rows.map((r) => r.id));
}

// ---------------------------------------------------------------- papers, mock papers, practices

export type SaleTable = 'exam_papers' | 'exam_mock_papers' | 'exam_practices';

export interface SaleFilter {
  q?: string;
  categoryId?: number;
}

/** A page of papers, mock papers or practices, by title (or name) and category. */
export function pageSaleRecords<T extends SaleTable>(
  db: Db,
  table: T,
  f: SaleFilter,
  params: ListParams<'id' | 'charge'>,
) {
  const titleColumn = table === 'exam_practices' ? 'name' : 'title';
  let query = db.selectFrom(table as SaleTable);
  if (f.categoryId) query = query.where('category_id', '=', f.categoryId);
  if (f.q) query = query.where(sql.ref(titleColumn), 'like', `%${f.q}%`);
  return listPage(query, params, (q) =>
    q
      .selectAll()
      .orderBy(sql.ref(params.sort.field), params.sort.desc ? 'desc' : 'asc')
      .orderBy(sql.ref('id'), 'desc')
      .$castTo<Selectable<Database[T]>>(),
  );
}

export const findSaleRow = <T extends SaleTable>(db: Db, table: T, id: number) =>
  db
    .selectFrom(table as SaleTable)
    .selectAll()
    .where('id', '=', id)
    .$castTo<Selectable<Database[T]>>()
    .executeTakeFirst();

export const updatePaper = (db: Db, id: number, row: Updateable<Database['exam_papers']>) =>
  db.updateTable('exam_papers').set(row).where('id', '=', id).execute();
export const updateMockPaper = (db: Db, id: number, row: Updateable<Database['exam_mock_papers']>) =>
  db.updateTable('exam_mock_papers').set(row).where('id', '=', id).execute();
export const updatePractice = (db: Db, id: number, row: Updateable<Database['exam_practices']>) =>
  db.updateTable('exam_practices').set(row).where('id', '=', id).execute();

export const deleteSaleRecord = (db: Db, table: SaleTable, id: number) =>
  db.deleteFrom(table).where('id', '=', id).execute();

/** A paper's questions replaced by `ids`, in that order. */
export async function setPaperQuestions(db: Db, paperId: number, ids: readonly number[]) {
  await db.deleteFrom('exam_paper_questions').where('paper_id', '=', paperId).execute();
  if (ids.length === 0) return;
  await db
    .insertInto('exam_paper_questions')
    .values(ids.map((question_id, sort) => ({ paper_id: paperId, question_id, sort })))
    .execute();
}

/** The points each paper is worth (the sum of its questions' scores; a composite's row holds its sum). */
export async function paperTotals(db: Db, paperIds: readonly number[]): Promise<Map<number, number>> {
  if (paperIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('exam_paper_questions as pq')
    .innerJoin('exam_questions as q', 'q.id', 'pq.question_id')
    .select(['pq.paper_id', (eb) => eb.fn.sum<number>('q.score').as('total')])
    .where('pq.paper_id', 'in', paperIds)
    .groupBy('pq.paper_id')
    .execute();
  return new Map(rows.map((r) => [r.paper_id, Number(r.total)]));
}

/** Members who bought or attempted a paper, mock paper or practice: such a record is hidden, not deleted. */
export async function saleUse(db: Db, kind: 'paper' | 'mock_paper' | 'practice', id: number) {
  const [buyers, attempts] = await Promise.all([
    countOf(db.selectFrom('exam_user_goods').where('kind', '=', kind).where('goods_id', '=', id)),
    kind === 'practice'
      ? countOf(db.selectFrom('exam_practice_records').where('practice_id', '=', id))
      : countOf(db.selectFrom('exam_attempts').where('kind', '=', kind).where('paper_id', '=', id)),
  ]);
  return buyers + attempts;
}

export const updateChapter = (db: Db, id: number, name: string, sort: number) =>
  db.updateTable('exam_practice_chapters').set({ name, sort }).where('id', '=', id).execute();

/** The chapters of a practice not among `keep` go, with their question links. */
export async function dropChaptersExcept(db: Db, practiceId: number, keep: readonly number[]) {
  let query = db.deleteFrom('exam_practice_chapters').where('practice_id', '=', practiceId);
  if (keep.length > 0) query = query.where('id', 'not in', keep);
  await query.execute();
}

export const clearPracticeQuestions = (db: Db, practiceId: number) =>
  db.deleteFrom('exam_practice_questions').where('practice_id', '=', practiceId).execute();

export async function practiceCounts(db: Db, practiceIds: readonly number[]) {
  if (practiceIds.length === 0) return new Map<number, { chapters: number; questions: number }>();
  const [chapters, questions] = await Promise.all([
    db
      .selectFrom('exam_practice_chapters')
      .select(['practice_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('practice_id', 'in', practiceIds)
      .groupBy('practice_id')
      .execute(),
    db
      .selectFrom('exam_practice_questions')
      .select(['practice_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('practice_id', 'in', practiceIds)
      .groupBy('practice_id')
      .execute(),
  ]);
  const chapterCount = new Map(chapters.map((r) => [r.practice_id, Number(r.n)]));
  const questionCount = new Map(questions.map((r) => [r.practice_id, Number(r.n)]));
  return new Map(
    practiceIds.map((id) => [
      id,
      { chapters: chapterCount.get(id) ?? 0, questions: questionCount.get(id) ?? 0 },
    ]),
  );
}

/** Each chapter's question ids in order. */
export async function chapterQuestionIds(db: Db, practiceId: number): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('exam_practice_questions')
    .select(['chapter_id', 'question_id'])
    .where('practice_id', '=', practiceId)
    .orderBy('sort')
    .execute();
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.chapter_id, [...(out.get(r.chapter_id) ?? []), r.question_id]);
  return out;
}
