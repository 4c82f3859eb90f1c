/**
 * The console's rules of the exam area (permissions `exams.*` and `marking.edit`): the question bank and its
 * categories, papers, mock papers (draw rules checked against the bank), practices with chapters, and the
 * teacher's marking, which grades through the storefront's grader (`service.ts markAttempt`). Every write runs
 * with its audit row in one transaction.
 */
import {
  EXAM_DRAW_KEYS,
  EXAM_QUESTION_TYPE_NAMES,
  EXAM_QUESTION_TYPES,
  type ExamCategoryBody,
  type ExamCategoryItem,
  type ExamCategoryScope,
  type ExamDrawRule,
  type ExamMockPaperBody,
  type ExamMockPaperItem,
  type ExamPaperBody,
  type ExamPaperDetail,
  type ExamPaperItem,
  type ExamPracticeBody,
  type ExamPracticeDetail,
  type ExamPracticeItem,
  type ExamQuestionBrief,
  type ExamQuestionCounts,
  type ExamQuestionItem,
  type ExamQuestionType,
  type ListReply,
  type MarkingItem,
} from '@meedu/contract/admin';
import type { z } from 'zod';
import type { AdminActor } from '../../console/auth.ts';
import { audited, recordChanges, type AuditActor } from '../../console/audit.ts';
import { answering, auditedRecord } from '../../console/record-writes.ts';
import { wireInstant, wireInstantOrNull } from '../../console/dates.ts';
import { AdminError, fieldError, listReply, notFound, type ListParams } from '../../console/http.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import * as adminRepo from './admin-repository.ts';
import { questionParts, questionTitle, storedQuestion, type QuestionInput } from './question-form.ts';
import * as repo from './repository.ts';
import { markAttempt, markingQueue, parseRule, pendingAnswers } from './service.ts';

type ConsoleDeps = Pick<AppDeps, 'db' | 'clock'>;
const nowOf = (deps: ConsoleDeps) => toDbTime(deps.clock.now());
const flag = (v: boolean) => (v ? 1 : 0);

const categoryChanges = recordChanges('exam_category', '题库分类');
const questionChanges = recordChanges('exam_question', '试题');
const paperChanges = recordChanges('exam_paper', '试卷');
const mockChanges = recordChanges('exam_mock_paper', '模拟试卷');
const practiceChanges = recordChanges('exam_practice', '练习');

// ---------------------------------------------------------------- categories

export async function listExamCategories(db: Db, scope: ExamCategoryScope): Promise<ExamCategoryItem[]> {
  const rows = await adminRepo.categoriesWithUse(db, scope);
  return rows.map((r) => ({ ...r, scope: r.scope as ExamCategoryScope }));
}

async function categoryOrThrow(db: Db, id: number) {
  const row = await adminRepo.findCategory(db, id);
  if (!row) throw notFound('分类');
  return row;
}

async function categoryItem(db: Db, id: number): Promise<ExamCategoryItem> {
  const row = await categoryOrThrow(db, id);
  const scope = row.scope as ExamCategoryScope;
  return {
    id,
    scope,
    name: row.name,
    sort: row.sort,
    used_count: await adminRepo.categoryUse(db, scope, id),
  };
}

/** A record's category: none (0) or one of its scope. */
async function checkCategory(db: Db, scope: ExamCategoryScope, id: number): Promise<void> {
  if (id === 0) return;
  const row = await adminRepo.findCategory(db, id);
  if (!row || row.scope !== scope) throw fieldError('category_id', '分类不存在');
}

export async function createExamCategory(
  deps: ConsoleDeps,
  actor: AdminActor,
  body: z.infer<typeof ExamCategoryBody>,
): Promise<ExamCategoryItem> {
  return audited(deps, actor, async (trx, audit) => {
    const id = await adminRepo.insertCategory(trx, { scope: body.scope, name: body.name, sort: body.sort });
    await audit(categoryChanges.created(id, body.name, body));
    return categoryItem(trx, id);
  });
}

export async function updateExamCategory(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: z.infer<typeof ExamCategoryBody>,
): Promise<ExamCategoryItem> {
  const before = await categoryOrThrow(deps.db, id);
  if (before.scope !== body.scope) throw fieldError('scope', '分类用途不能修改');
  return audited(deps, actor, async (trx, audit) => {
    await adminRepo.updateCategory(trx, id, { name: body.name, sort: body.sort });
    await audit(categoryChanges.updated(id, body.name, { name: before.name, sort: before.sort }, body));
    return categoryItem(trx, id);
  });
}

export async function deleteExamCategory(deps: ConsoleDeps, actor: AdminActor, id: number): Promise<void> {
  const before = await categoryOrThrow(deps.db, id);
  const used = await adminRepo.categoryUse(deps.db, before.scope as ExamCategoryScope, id);
  if (used > 0) throw new AdminError(409, `该分类下还有 ${used} 项内容，不能删除`);
  await audited(deps, actor, async (trx, audit) => {
    await adminRepo.deleteCategory(trx, id);
    await audit(categoryChanges.deleted(id, before.name, { scope: before.scope, name: before.name }));
  });
}

// ---------------------------------------------------------------- questions

type QuestionRowWithCategory = NonNullable<Awaited<ReturnType<typeof adminRepo.questionWithCategory>>>;

const questionItem = (r: QuestionRowWithCategory): ExamQuestionItem => ({
  id: r.id,
  category_id: r.category_id,
  category_name: r.category_name,
  ...questionParts(r),
  created_at: wireInstant(r.created_at),
  updated_at: wireInstant(r.updated_at),
});

export async function listQuestions(
  db: Db,
  filter: adminRepo.QuestionFilter,
  params: ListParams<'id' | 'score' | 'difficulty'>,
): Promise<ListReply<ExamQuestionItem>> {
  const { rows, total } = await adminRepo.pageQuestions(db, filter, params);
  return listReply(rows.map(questionItem), total, params);
}

async function questionOrThrow(db: Db, id: number): Promise<QuestionRowWithCategory> {
  const row = await adminRepo.questionWithCategory(db, id);
  if (!row) throw notFound('试题');
  return row;
}

export const getQuestion = async (deps: ConsoleDeps, id: number) =>
  questionItem(await questionOrThrow(deps.db, id));

/** What the audit log keeps of a question: its stored columns, the stem cut short. */
const questionAudit = (q: ReturnType<typeof storedQuestion>) => ({
  type: q.type,
  category_id: q.category_id,
  difficulty: q.difficulty,
  score: q.score,
  content: q.content.slice(0, 500),
  answer: q.answer,
});

export async function createQuestion(
  deps: ConsoleDeps,
  actor: AdminActor,
  body: QuestionInput,
): Promise<ExamQuestionItem> {
  await checkCategory(deps.db, 'question', body.category_id);
  const stored = storedQuestion(body);
  const now = nowOf(deps);
  return audited(deps, actor, async (trx, audit) => {
    const id = await repo.insertQuestion(trx, { ...stored, created_at: now, updated_at: now });
    await audit(questionChanges.created(id, `#${id}`, questionAudit(stored)));
    return questionItem(await questionOrThrow(trx, id));
  });
}

export async function updateQuestion(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: QuestionInput,
): Promise<ExamQuestionItem> {
  const before = await questionOrThrow(deps.db, id);
  await checkCategory(deps.db, 'question', body.category_id);
  const stored = storedQuestion(body);
  return audited(deps, actor, async (trx, audit) => {
    await adminRepo.updateQuestion(trx, id, { ...stored, updated_at: nowOf(deps) });
    await audit(questionChanges.updated(id, `#${id}`, questionAudit(before), questionAudit(stored)));
    return questionItem(await questionOrThrow(trx, id));
  });
}

export async function deleteQuestion(deps: ConsoleDeps, actor: AdminActor, id: number): Promise<void> {
  const before = await questionOrThrow(deps.db, id);
  const use = await adminRepo.questionUse(deps.db, id);
  if (use.papers + use.practices > 0)
    throw new AdminError(409, `该试题已用于 ${use.papers} 份试卷、${use.practices} 个练习，不能删除`);
  if (use.attempts > 0) throw new AdminError(409, `该试题已有 ${use.attempts} 份作答，不能删除`);
  await audited(deps, actor, async (trx, audit) => {
    await adminRepo.deleteQuestion(trx, id);
    await audit(questionChanges.deleted(id, `#${id}`, questionAudit(before)));
  });
}

/** The bank's questions of each type within the categories (what a draw rule may ask for). */
export async function questionCounts(db: Db, categoryIds: number[]): Promise<ExamQuestionCounts> {
  const counts = await adminRepo.countsByType(db, categoryIds);
  return Object.fromEntries(EXAM_QUESTION_TYPES.map((t) => [t, counts.get(t) ?? 0])) as ExamQuestionCounts;
}

/** Imports validated questions (the spreadsheet's good rows) in one transaction with one audit row. */
export async function importQuestions(
  deps: ConsoleDeps,
  actor: AuditActor,
  questions: QuestionInput[],
): Promise<number> {
  if (questions.length === 0) return 0;
  const now = nowOf(deps);
  return audited(deps, actor, async (trx, audit) => {
    const ids: number[] = [];
    for (const q of questions)
      ids.push(await repo.insertQuestion(trx, { ...storedQuestion(q), created_at: now, updated_at: now }));
    await audit({
      action: 'import',
      entity: 'exam_question',
      entityId: ids[0] ?? 0,
      summary: `导入试题 ${ids.length} 道`,
      after: { ids },
    });
    return ids.length;
  });
}

/** Question names by category, for the import (a category is named in the sheet). */
export async function questionCategoryIds(db: Db): Promise<Map<string, number>> {
  const rows = await adminRepo.categoriesWithUse(db, 'question');
  return new Map(rows.map((r) => [r.name, r.id]));
}

// ---------------------------------------------------------------- papers

async function briefs(db: Db, ids: readonly number[]): Promise<ExamQuestionBrief[]> {
  const rows = new Map((await adminRepo.questionBriefs(db, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = rows.get(id);
    if (!r) return [];
    return [{ id, type: r.type as ExamQuestionType, title: questionTitle(r), full_score: r.score }];
  });
}

async function checkQuestionIds(db: Db, field: string, ids: readonly number[]): Promise<void> {
  const found = await adminRepo.existingQuestionIds(db, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw fieldError(field, `试题 #${missing.slice(0, 5).join('、#')} 不存在`);
}

/** Papers, mock papers and practices: their record's name, its kind among members' goods, its audit entries. */
const SALES = {
  exam_papers: { thing: '试卷', kind: 'paper', changes: paperChanges },
  exam_mock_papers: { thing: '模拟试卷', kind: 'mock_paper', changes: mockChanges },
  exam_practices: { thing: '练习', kind: 'practice', changes: practiceChanges },
} as const;

async function saleRowOrThrow<T extends adminRepo.SaleTable>(db: Db, table: T, id: number) {
  const row = await adminRepo.findSaleRow(db, table, id);
  if (!row) throw notFound(SALES[table].thing);
  return row;
}

/** A record no member bought or attempted goes; one they did stays (hide it instead). */
async function keepSold(db: Db, table: adminRepo.SaleTable, id: number): Promise<void> {
  const { thing, kind } = SALES[table];
  if ((await adminRepo.saleUse(db, kind, id)) > 0)
    throw new AdminError(409, `该${thing}已有学员购买或作答，不能删除，可改为隐藏`);
}

async function deleteSale(deps: ConsoleDeps, actor: AdminActor, table: adminRepo.SaleTable, id: number) {
  const before = await saleRowOrThrow(deps.db, table, id);
  const { changes } = SALES[table];
  await keepSold(deps.db, table, id);
  const name = String('title' in before ? before.title : 'name' in before ? before.name : id);
  await audited(deps, actor, async (trx, audit) => {
    await adminRepo.deleteSaleRecord(trx, table, id);
    await audit(changes.deleted(id, name, before));
  });
}

type PaperRow = Awaited<ReturnType<typeof saleRowOrThrow<'exam_papers'>>>;

const saleFields = (r: {
  category_id: number;
  short_desc: string;
  charge: number;
  is_vip_free: number;
  is_show: number;
  created_at: string;
}) => ({
  category_id: r.category_id,
  short_desc: r.short_desc,
  charge: r.charge,
  is_vip_free: r.is_vip_free === 1,
  is_show: r.is_show === 1,
  created_at: wireInstant(r.created_at),
});

const paperItem = (r: PaperRow, questionCount: number, total: number): ExamPaperItem => ({
  id: r.id,
  title: r.title,
  ...saleFields(r),
  pass_score: r.pass_score,
  try_times: r.try_times,
  expired_minutes: r.expired_minutes,
  is_skip_mark: r.is_skip_mark === 1,
  question_count: questionCount,
  total_score: total,
});

export async function listPapers(
  db: Db,
  filter: adminRepo.SaleFilter,
  params: ListParams<'id' | 'charge'>,
): Promise<ListReply<ExamPaperItem>> {
  const { rows, total } = await adminRepo.pageSaleRecords(db, 'exam_papers', filter, params);
  const ids = rows.map((r) => r.id);
  const [counts, totals] = await Promise.all([
    repo.countPaperQuestions(db, ids),
    adminRepo.paperTotals(db, ids),
  ]);
  return listReply(
    rows.map((r) => paperItem(r, counts.get(r.id) ?? 0, totals.get(r.id) ?? 0)),
    total,
    params,
  );
}

const paperOrThrow = (db: Db, id: number) => saleRowOrThrow(db, 'exam_papers', id);

export async function getPaper(deps: ConsoleDeps, id: number): Promise<ExamPaperDetail> {
  const row = await paperOrThrow(deps.db, id);
  const questions = await briefs(deps.db, await repo.paperQuestionIds(deps.db, id));
  const total = questions.reduce((s, q) => s + q.full_score, 0);
  return { ...paperItem(row, questions.length, total), questions };
}

type PaperInput = z.infer<typeof ExamPaperBody>;

async function checkPaper(db: Db, body: PaperInput): Promise<void> {
  await checkCategory(db, 'paper', body.category_id);
  await checkQuestionIds(db, 'question_ids', body.question_ids);
  const total = (await briefs(db, body.question_ids)).reduce((s, q) => s + q.full_score, 0);
  if (body.pass_score > total) throw fieldError('pass_score', `及格分不能高于总分 ${total} 分`);
}

const paperColumns = (b: PaperInput) => ({
  title: b.title,
  category_id: b.category_id,
  short_desc: b.short_desc,
  charge: b.charge,
  is_vip_free: flag(b.is_vip_free),
  is_show: flag(b.is_show),
  pass_score: b.pass_score,
  try_times: b.try_times,
  expired_minutes: b.expired_minutes,
  is_skip_mark: flag(b.is_skip_mark),
});

export async function createPaper(
  deps: ConsoleDeps,
  actor: AdminActor,
  body: PaperInput,
): Promise<ExamPaperDetail> {
  await checkPaper(deps.db, body);
  const now = nowOf(deps);
  const id = await audited(deps, actor, async (trx, audit) => {
    const id = await repo.insertPaper(trx, { ...paperColumns(body), created_at: now, updated_at: now });
    await adminRepo.setPaperQuestions(trx, id, body.question_ids);
    await audit(paperChanges.created(id, body.title, body));
    return id;
  });
  return getPaper(deps, id);
}

export async function updatePaper(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: PaperInput,
): Promise<ExamPaperDetail> {
  const before = await paperOrThrow(deps.db, id);
  await checkPaper(deps.db, body);
  const beforeIds = await repo.paperQuestionIds(deps.db, id);
  await audited(deps, actor, async (trx, audit) => {
    await adminRepo.updatePaper(trx, id, { ...paperColumns(body), updated_at: nowOf(deps) });
    await adminRepo.setPaperQuestions(trx, id, body.question_ids);
    await audit(paperChanges.updated(id, body.title, { ...before, question_ids: beforeIds }, body));
  });
  return getPaper(deps, id);
}

export const deletePaper = (deps: ConsoleDeps, actor: AdminActor, id: number) =>
  deleteSale(deps, actor, 'exam_papers', id);

// ---------------------------------------------------------------- mock papers

type MockRow = Awaited<ReturnType<typeof saleRowOrThrow<'exam_mock_papers'>>>;
type MockInput = z.infer<typeof ExamMockPaperBody>;

function drawRule(raw: string): ExamDrawRule {
  const rule = parseRule(raw);
  const num = Object.fromEntries(EXAM_DRAW_KEYS.map(([k]) => [k, rule.num[k] ?? 0])) as ExamDrawRule['num'];
  return { category_ids: rule.category_ids, num };
}

const mockItem = (r: MockRow): ExamMockPaperItem => {
  const rule = drawRule(r.rule);
  return {
    id: r.id,
    title: r.title,
    ...saleFields(r),
    pass_score: r.pass_score,
    expired_minutes: r.expired_minutes,
    rule,
    question_count: Object.values(rule.num).reduce((s, n) => s + n, 0),
  };
};

export async function listMockPapers(
  db: Db,
  filter: adminRepo.SaleFilter,
  params: ListParams<'id' | 'charge'>,
): Promise<ListReply<ExamMockPaperItem>> {
  const { rows, total } = await adminRepo.pageSaleRecords(db, 'exam_mock_papers', filter, params);
  return listReply(rows.map(mockItem), total, params);
}

const mockOrThrow = (db: Db, id: number) => saleRowOrThrow(db, 'exam_mock_papers', id);

/** Each type's count must be there to draw: the bank's questions of that type in the rule's categories. */
async function checkMock(db: Db, body: MockInput): Promise<void> {
  await checkCategory(db, 'mock_paper', body.category_id);
  for (const [i, id] of body.rule.category_ids.entries()) {
    const row = await adminRepo.findCategory(db, id);
    if (!row || row.scope !== 'question') throw fieldError(`rule.category_ids.${i}`, '抽题分类不存在');
  }
  const counts = await adminRepo.countsByType(db, body.rule.category_ids);
  for (const [key, type] of EXAM_DRAW_KEYS) {
    const want = body.rule.num[key];
    const have = counts.get(type) ?? 0;
    if (want > have)
      throw fieldError(
        `rule.num.${key}`,
        `所选分类中${EXAM_QUESTION_TYPE_NAMES[type]}只有 ${have} 道，不足 ${want} 道`,
      );
  }
}

const mockColumns = (b: MockInput) => ({
  title: b.title,
  category_id: b.category_id,
  short_desc: b.short_desc,
  charge: b.charge,
  is_vip_free: flag(b.is_vip_free),
  is_show: flag(b.is_show),
  pass_score: b.pass_score,
  expired_minutes: b.expired_minutes,
  rule: JSON.stringify(b.rule),
});

const mockWrites = answering(
  auditedRecord({
    changes: mockChanges,
    read: mockOrThrow,
    name: (r) => r.title,
    audit: (r) => r,
    auditBody: (body: MockInput) => ({ name: body.title, value: body }),
    columns: mockColumns,
    check: (db, body) => checkMock(db, body),
    insert: repo.insertMockPaper,
    update: adminRepo.updateMockPaper,
    remove: (trx, id) => adminRepo.deleteSaleRecord(trx, 'exam_mock_papers', id),
    keep: (trx, id) => keepSold(trx, 'exam_mock_papers', id),
  }),
  mockItem,
);

export const getMockPaper = mockWrites.read;
export const createMockPaper = mockWrites.create;
export const updateMockPaper = mockWrites.update;
export const deleteMockPaper = mockWrites.remove;

// ---------------------------------------------------------------- practices

type PracticeRow = Awaited<ReturnType<typeof saleRowOrThrow<'exam_practices'>>>;
type PracticeInput = z.infer<typeof ExamPracticeBody>;

const practiceItem = (
  r: PracticeRow,
  counts?: { chapters: number; questions: number },
): ExamPracticeItem => ({
  id: r.id,
  name: r.name,
  ...saleFields(r),
  chapter_count: counts?.chapters ?? 0,
  question_count: counts?.questions ?? 0,
});

export async function listPractices(
  db: Db,
  filter: adminRepo.SaleFilter,
  params: ListParams<'id' | 'charge'>,
): Promise<ListReply<ExamPracticeItem>> {
  const { rows, total } = await adminRepo.pageSaleRecords(db, 'exam_practices', filter, params);
  const counts = await adminRepo.practiceCounts(
    db,
    rows.map((r) => r.id),
  );
  return listReply(
    rows.map((r) => practiceItem(r, counts.get(r.id))),
    total,
    params,
  );
}

const practiceOrThrow = (db: Db, id: number) => saleRowOrThrow(db, 'exam_practices', id);

export async function getPractice(deps: ConsoleDeps, id: number): Promise<ExamPracticeDetail> {
  const row = await practiceOrThrow(deps.db, id);
  const [chapters, byChapter] = await Promise.all([
    repo.listChapters(deps.db, id),
    adminRepo.chapterQuestionIds(deps.db, id),
  ]);
  const withQuestions = await Promise.all(
    chapters.map(async (c) => ({
      id: c.id,
      name: c.name,
      questions: await briefs(deps.db, byChapter.get(c.id) ?? []),
    })),
  );
  const questions = withQuestions.reduce((s, c) => s + c.questions.length, 0);
  return { ...practiceItem(row, { chapters: chapters.length, questions }), chapters: withQuestions };
}

async function checkPractice(db: Db, practiceId: number | null, body: PracticeInput): Promise<void> {
  await checkCategory(db, 'practice', body.category_id);
  const own = new Set(practiceId ? (await repo.listChapters(db, practiceId)).map((c) => c.id) : []);
  for (const [i, chapter] of body.chapters.entries()) {
    if (chapter.id !== undefined && !own.has(chapter.id)) throw fieldError(`chapters.${i}.id`, '章节不存在');
    await checkQuestionIds(db, `chapters.${i}.question_ids`, chapter.question_ids);
  }
}

/** The chapters whole: kept ones renamed and reordered (learners' links to them stay), new ones added. */
async function saveChapters(trx: Db, practiceId: number, chapters: PracticeInput['chapters']): Promise<void> {
  await adminRepo.dropChaptersExcept(
    trx,
    practiceId,
    chapters.flatMap((c) => (c.id ? [c.id] : [])),
  );
  await adminRepo.clearPracticeQuestions(trx, practiceId);
  for (const [sort, chapter] of chapters.entries()) {
    let chapterId = chapter.id;
    if (chapterId) await adminRepo.updateChapter(trx, chapterId, chapter.name, sort);
    else chapterId = await repo.insertChapter(trx, practiceId, chapter.name, sort);
    await repo.addChapterQuestions(trx, practiceId, chapterId, chapter.question_ids);
  }
}

const practiceColumns = (b: PracticeInput) => ({
  name: b.name,
  category_id: b.category_id,
  short_desc: b.short_desc,
  charge: b.charge,
  is_vip_free: flag(b.is_vip_free),
  is_show: flag(b.is_show),
});

export async function createPractice(
  deps: ConsoleDeps,
  actor: AdminActor,
  body: PracticeInput,
): Promise<ExamPracticeDetail> {
  await checkPractice(deps.db, null, body);
  const now = nowOf(deps);
  const id = await audited(deps, actor, async (trx, audit) => {
    const id = await repo.insertPractice(trx, { ...practiceColumns(body), created_at: now, updated_at: now });
    await saveChapters(trx, id, body.chapters);
    await audit(practiceChanges.created(id, body.name, body));
    return id;
  });
  return getPractice(deps, id);
}

export async function updatePractice(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: PracticeInput,
): Promise<ExamPracticeDetail> {
  const before = await practiceOrThrow(deps.db, id);
  await checkPractice(deps.db, id, body);
  await audited(deps, actor, async (trx, audit) => {
    await adminRepo.updatePractice(trx, id, { ...practiceColumns(body), updated_at: nowOf(deps) });
    await saveChapters(trx, id, body.chapters);
    await audit(practiceChanges.updated(id, body.name, before, body));
  });
  return getPractice(deps, id);
}

export const deletePractice = (deps: ConsoleDeps, actor: AdminActor, id: number) =>
  deleteSale(deps, actor, 'exam_practices', id);

// ---------------------------------------------------------------- marking

export async function listMarking(db: Db): Promise<MarkingItem[]> {
  const queue = await markingQueue(db);
  return queue.map((a) => ({
    id: a.id,
    paper_id: a.paper_id,
    paper_title: a.title,
    user_id: a.user_id,
    nick_name: a.nick_name,
    submitted_at: wireInstantOrNull(a.submitted_at),
    answers: a.items,
  }));
}

/**
 * The teacher's points for every waiting answer, checked here at its field (`scores.<key>`), then the attempt is
 * graded by the storefront's `markAttempt` (the same code `/__dev/paper/grade` runs) inside the audited
 * transaction. Answers the learner's review shows, the wrong book and the final score all come from there.
 */
export async function markAttemptAsTeacher(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  scores: Record<string, number>,
): Promise<{ id: number; score: number }> {
  const attempt = await repo.findAttempt(deps.db, id);
  if (!attempt) throw notFound('答卷');
  if (attempt.status !== 3) throw new AdminError(409, '该答卷已阅，不在待阅卷状态');
  for (const answer of await pendingAnswers(deps.db, id)) {
    const points = scores[answer.key];
    if (points === undefined) throw fieldError(`scores.${answer.key}`, '请为这道题打分');
    if (points > answer.full) throw fieldError(`scores.${answer.key}`, `分数应在 0 到 ${answer.full} 分之间`);
  }
  return audited(deps, actor, async (trx, audit) => {
    try {
      await markAttempt(trx, id, scores, nowOf(deps));
    } catch (e) {
      if (e instanceof ApiError) throw new AdminError(409, e.message);
      throw e;
    }
    const marked = await repo.findAttempt(trx, id);
    const score = marked?.score ?? 0;
    await audit({
      action: 'mark',
      entity: 'exam_attempt',
      entityId: id,
      summary: `阅卷 答卷 #${id}：${score} 分`,
      after: { scores, score },
    });
    return { id, score };
  });
}
