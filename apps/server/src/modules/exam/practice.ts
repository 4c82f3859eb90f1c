import type {
  CollectionStatusMultiReply,
  CollectionStatusReply,
  ExamCategoryTree,
  ExamListReply,
  MemberPracticesReply,
  PracticeChapterReply,
  PracticeDayReply,
  PracticeDetailReply,
  PracticeListItem,
  QuestionBookFrom,
  QuestionBookIdsReply,
  QuestionBookStatsReply,
  QuestionReply,
} from '@meedu/contract';
import type { Db } from '../../db/index.ts';
import { ApiError } from '../../lib/envelope.ts';
import { grade, isWrong, normalizePractice, toQuestion } from './grading.ts';
import * as repo from './repository.ts';
import {
  NO_PERMISSION,
  canTake,
  categoriesOf,
  memberCanTake,
  memberFacts,
  questionMap,
  type ListQuery,
} from './service.ts';
import { asFlag, phpMap } from '../../lib/http.ts';

/**
 * The drills: practice (chapters, 每日20题), the wrong book and the collection. Drills show the solution with the
 * question (contract §11.5: the storefront reveals it when the member asks), so every question served here is
 * one the member may drill: in a practice they can take, in their own wrong book or collection.
 */

const DAY_SIZE = 20;

async function shownPractice(db: Db, id: number) {
  const p = await repo.findPractice(db, id);
  if (!p) throw new ApiError('练习不存在');
  return p;
}

async function takeablePractice(db: Db, userId: number, id: number, now: string) {
  const p = await shownPractice(db, id);
  if (!(await memberCanTake(db, userId, 'practice', p, now))) throw new ApiError(NO_PERMISSION);
  return p;
}

async function servedQuestion(db: Db, id: number) {
  const q = (await questionMap(db, [id])).get(id);
  if (!q) throw new ApiError('试题不存在');
  return toQuestion(q, true);
}

// ---------------------------------------------------------------- practice (contract §11)

export async function practiceList(
  db: Db,
  userId: number | undefined,
  q: ListQuery,
  now: string,
): Promise<ExamListReply<PracticeListItem>> {
  const cats = await categoriesOf(db, 'practice', q);
  const { rows, total } = await repo.pagePractices(db, {
    categoryIds: cats.filter,
    offset: q.offset,
    size: q.size,
  });
  const ids = rows.map((r) => r.id);
  const [counts, facts, done] = await Promise.all([
    repo.countPracticeQuestions(db, ids),
    memberFacts(db, userId, 'practice', ids, now),
    userId === undefined ? new Map<number, number>() : repo.practisedCounts(db, userId, ids),
  ]);
  const names = new Map(cats.rows.map((c) => [c.id, c.name]));
  return {
    data: {
      data: rows.map((r) => ({
        id: r.id,
        name: r.name,
        charge: r.charge,
        user_count: Math.min(done.get(r.id) ?? 0, counts.get(r.id) ?? 0),
        question_count: counts.get(r.id) ?? 0,
        category: names.has(r.category_id)
          ? { id: r.category_id, name: names.get(r.category_id) ?? '' }
          : null,
        cur_user_can_join: canTake(r, facts),
        is_vip_free: asFlag(r.is_vip_free),
      })),
      total,
    },
    categories: cats.categories,
    category_children: phpMap(cats.children),
    user_papers: phpMap(
      Object.fromEntries([...done.entries()].filter(([, n]) => n > 0).map(([id]) => [String(id), true])),
    ),
  };
}

export async function practiceDetail(
  db: Db,
  userId: number,
  id: number,
  now: string,
): Promise<PracticeDetailReply> {
  const p = await shownPractice(db, id);
  const [chapters, questions, done, can] = await Promise.all([
    repo.listChapters(db, id),
    repo.practiceQuestions(db, id),
    repo.practisedIds(db, userId, id),
    memberCanTake(db, userId, 'practice', p, now),
  ]);
  const doneSet = new Set(done);
  const perChapter = new Map<number, { total: number; done: number }>();
  for (const q of questions) {
    const c = perChapter.get(q.chapter_id) ?? { total: 0, done: 0 };
    c.total += 1;
    if (doneSet.has(q.question_id)) c.done += 1;
    perChapter.set(q.chapter_id, c);
  }
  const distinct = new Set(questions.map((q) => q.question_id)).size;
  const userChapters: Record<string, { submit_count: number }> = {};
  for (const [cid, c] of perChapter) if (c.done > 0) userChapters[String(cid)] = { submit_count: c.done };
  return {
    practice: { id: p.id, name: p.name, charge: p.charge, question_count: distinct },
    chapters: chapters.map((c) => ({
      id: c.id,
      name: c.name,
      question_count: perChapter.get(c.id)?.total ?? 0,
    })),
    can,
    practice_user_record: doneSet.size > 0 ? { submit_count: doneSet.size } : null,
    user_chapter_records: phpMap(userChapters),
  };
}

/** A small deterministic shuffle: the same member gets the same 20 questions all day. */
function seededShuffle<T>(items: T[], seed: string): T[] {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    h = Math.imul(h ^ (h >>> 15), 2246822519) >>> 0;
    const j = h % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export async function practiceDay(
  db: Db,
  userId: number,
  id: number,
  now: string,
): Promise<PracticeDayReply> {
  const p = await takeablePractice(db, userId, id, now);
  const all = [...new Set((await repo.practiceQuestions(db, id)).map((q) => q.question_id))];
  if (all.length === 0) throw new ApiError('当前练习为空');
  const ids = seededShuffle(all, `${userId}:${id}:${now.slice(0, 10)}`).slice(0, DAY_SIZE);
  return {
    practice: { name: p.name },
    first_question: await servedQuestion(db, ids[0] as number),
    qid_arr: ids,
  };
}

export async function practiceChapter(
  db: Db,
  userId: number,
  id: number,
  chapterId: number,
  now: string,
): Promise<PracticeChapterReply> {
  const p = await takeablePractice(db, userId, id, now);
  const [rows, done] = await Promise.all([repo.practiceQuestions(db, id), repo.practisedIds(db, userId, id)]);
  const ids = rows.filter((r) => r.chapter_id === chapterId).map((r) => r.question_id);
  if (ids.length === 0) throw new ApiError('无试题');
  const inChapter = new Set(ids);
  return {
    practice: { name: p.name },
    first_question: await servedQuestion(db, ids[0] as number),
    qid_arr: ids,
    has_practice_question_ids: done.filter((q) => inChapter.has(q)),
  };
}

async function practiceQuestionCheck(db: Db, userId: number, id: number, questionId: number, now: string) {
  await takeablePractice(db, userId, id, now);
  if (!(await repo.practiceHasQuestion(db, id, questionId))) throw new ApiError('试题不存在');
}

export async function practiceQuestion(
  db: Db,
  userId: number,
  id: number,
  questionId: number,
  now: string,
): Promise<QuestionReply> {
  await practiceQuestionCheck(db, userId, id, questionId, now);
  return { question: await servedQuestion(db, questionId) };
}

/** Grades a drill answer; a wrong one enters the wrong book. Answers the verdict flag. */
async function gradeDrill(db: Db, userId: number, questionId: number, answer: unknown, now: string) {
  const q = (await questionMap(db, [questionId])).get(questionId);
  if (!q) throw new ApiError('试题不存在');
  const v = grade(q, normalizePractice(q, answer));
  if (isWrong(v)) await repo.addToBook(db, 'exam_wrong_book', userId, [questionId], now);
  return v.is_correct;
}

/** Records a practised question (contract §11.6): counts it as practised, wrong answers to the wrong book. */
export async function answerPractice(
  db: Db,
  userId: number,
  id: number,
  questionId: number,
  answer: unknown,
  now: string,
): Promise<void> {
  await practiceQuestionCheck(db, userId, id, questionId, now);
  const flag = await gradeDrill(db, userId, questionId, answer, now);
  await repo.recordPractice(db, userId, id, questionId, flag, now);
}

export async function memberPractices(
  db: Db,
  userId: number,
  page: { offset: number; size: number },
): Promise<MemberPracticesReply> {
  const { rows, total } = await repo.pageMemberPractices(db, userId, page.offset, page.size);
  const ids = rows.map((r) => r.practice_id);
  const [practices, counts] = await Promise.all([
    repo.findPracticesByIds(db, ids),
    repo.countPracticeQuestions(db, ids),
  ]);
  const byId = new Map(practices.map((p) => [p.id, p]));
  return {
    data: rows.map((r) => {
      const p = byId.get(r.practice_id);
      const count = counts.get(r.practice_id) ?? 0;
      return {
        pid: r.practice_id,
        submit_count: Math.min(r.n, count),
        practice_question_count: count,
        practice: p ? { name: p.name } : null,
      };
    }),
    total,
  };
}

// ---------------------------------------------------------------- wrong book and collection (contract §12, §13)

const tableOf = (from: QuestionBookFrom): repo.BookTable =>
  from === 'collection' ? 'exam_collections' : 'exam_wrong_book';

export async function bookStats(
  db: Db,
  userId: number,
  from: QuestionBookFrom,
  questionType: number,
): Promise<QuestionBookStatsReply> {
  const [rows, cats] = await Promise.all([
    repo.bookQuestions(db, tableOf(from), userId),
    categoriesOf(db, 'question'),
  ]);
  const types_count = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0 };
  for (const r of rows) {
    const k = String(r.type) as keyof typeof types_count;
    if (k in types_count) types_count[k] += 1;
  }
  const parentOf = new Map(cats.rows.map((c) => [c.id, c.parent_id]));
  const counts: Record<string, number> = {};
  for (const c of cats.rows) counts[String(c.id)] = 0;
  for (const r of rows) {
    if (questionType > 0 && r.type !== questionType) continue;
    if (!parentOf.has(r.category_id)) continue;
    counts[String(r.category_id)] = (counts[String(r.category_id)] ?? 0) + 1;
    const parent = parentOf.get(r.category_id) ?? 0;
    if (parent > 0) counts[String(parent)] = (counts[String(parent)] ?? 0) + 1;
  }
  const categories: ExamCategoryTree[] = cats.categories.map((c) => ({
    ...c,
    children: cats.children[String(c.id)] ?? [],
  }));
  return { types_count, categories, categories_count: phpMap(counts) };
}

export async function bookIds(
  db: Db,
  userId: number,
  from: QuestionBookFrom,
  filter: { type: number; cid1: number; cid2: number },
): Promise<QuestionBookIdsReply> {
  const [rows, cats] = await Promise.all([
    repo.bookQuestions(db, tableOf(from), userId),
    categoriesOf(db, 'question', filter),
  ]);
  const allowed = cats.filter ? new Set(cats.filter) : null;
  const ids = rows
    .filter((r) => (filter.type > 0 ? r.type === filter.type : true))
    .filter((r) => (allowed ? allowed.has(r.category_id) : true))
    .map((r) => r.id);
  return {
    first_question: ids.length > 0 ? await servedQuestion(db, ids[0] as number) : null,
    questions_ids: ids,
  };
}

async function inBook(db: Db, userId: number, from: QuestionBookFrom, questionId: number) {
  if (!(await repo.bookHas(db, tableOf(from), userId, [questionId])).has(questionId))
    throw new ApiError('试题不存在');
}

/** One question of the member's wrong book or collection (contract §12.3). */
export async function bookQuestion(
  db: Db,
  userId: number,
  from: QuestionBookFrom,
  questionId: number,
): Promise<QuestionReply> {
  await inBook(db, userId, from, questionId);
  return { question: await servedQuestion(db, questionId) };
}

/** Answers a wrong-book or collection question again (contract §12.4): a wrong answer keeps it in the wrong book. */
export async function answerBookQuestion(
  db: Db,
  userId: number,
  from: QuestionBookFrom,
  questionId: number,
  answer: unknown,
  now: string,
): Promise<void> {
  await inBook(db, userId, from, questionId);
  await gradeDrill(db, userId, questionId, answer, now);
}

export async function removeWrong(db: Db, userId: number, questionId: number): Promise<void> {
  await repo.removeFromBook(db, 'exam_wrong_book', userId, questionId);
}

// ---------------------------------------------------------------- favourites (contract §11.7)

export async function collectionStatus(
  db: Db,
  userId: number,
  questionId: number,
): Promise<CollectionStatusReply> {
  const has = await repo.bookHas(db, 'exam_collections', userId, [questionId]);
  return { status: has.has(questionId) ? 1 : 0 };
}

export async function collectionStatusMulti(
  db: Db,
  userId: number,
  ids: number[],
): Promise<CollectionStatusMultiReply> {
  const has = await repo.bookHas(db, 'exam_collections', userId, ids);
  return phpMap(Object.fromEntries(ids.map((id) => [String(id), has.has(id) ? (1 as const) : (0 as const)])));
}

/**
 * Toggles a favourite. Collecting needs a question the member may already see solved: one of a graded attempt of
 * theirs, of a practice they may take, or of their wrong book; a question of a running exam cannot be collected
 * (the collection shows solutions).
 */
export async function toggleCollection(
  db: Db,
  userId: number,
  questionId: number,
  now: string,
): Promise<void> {
  if (await repo.removeFromBook(db, 'exam_collections', userId, questionId)) return;
  const q = await repo.findQuestion(db, questionId);
  if (!q) throw new ApiError('试题不存在');
  const seen = await repo.questionSeenBy(db, userId, questionId);
  let allowed =
    seen.inGradedAttempt || (await repo.bookHas(db, 'exam_wrong_book', userId, [questionId])).has(questionId);
  for (const pid of seen.practiceIds) {
    if (allowed) break;
    const p = await repo.findPractice(db, pid);
    if (p && (await memberCanTake(db, userId, 'practice', p, now))) allowed = true;
  }
  if (!allowed) throw new ApiError('考试结束后才能收藏该试题');
  await repo.addToBook(db, 'exam_collections', userId, [questionId], now);
}
