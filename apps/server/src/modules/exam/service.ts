import { OPTION_KEYS } from '@meedu/contract';
import type {
  AttemptQuestion,
  ExamCategory,
  ExamListReply,
  ExamStatsReply,
  MemberMockPapersReply,
  MemberPapersReply,
  MockAttemptReply,
  MockDrawReply,
  MockHandInReply,
  MockPaperDetailReply,
  MockPaperRule,
  PaperAttemptReply,
  PaperDetailReply,
  PaperHandInReply,
  PaperJoinReply,
  PaperListItem,
  Question,
} from '@meedu/contract';
import { type Db, inTransaction } from '../../db/index.ts';
import { fromDbTime, toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import * as ownership from '../ownership/service.ts';
import {
  BAD_ANSWER,
  attemptQuestion,
  combine,
  fullScore,
  grade,
  isAnswered,
  isWrong,
  markVerdict,
  normalizeSub,
  parseComposite,
  readAnswer,
  readJsonArray,
  toQuestion,
  type QuestionRecord,
  type StoredSubAnswer,
  type Verdict,
} from './grading.ts';
import * as repo from './repository.ts';
import { EXAM_DRAW_KEYS } from '@meedu/contract/admin';
import { asFlag, phpMap } from '../../lib/http.ts';

/**
 * Papers and mock papers: who may take them, attempts (start, save, hand in, close at the deadline), grading and a
 * teacher's marks, the landing counters and the member lists. Practice, the wrong book and the collection are in
 * practice.ts; both use grading.ts.
 */

/**
 * An answer may arrive this long after the deadline (the last save racing the timer over the network); past it the
 * attempt is closed. Documented in docs/architecture.md.
 */
export const ANSWER_GRACE_MS = 5_000;

export const TIME_UP = '考试时间已结束，答案未保存';
export const NO_PERMISSION = '无权限参与';
const HANDED_IN = '考试已交卷，不能再作答';
const NOT_FOUND = '记录不存在';

const cutoffOf = (now: string) => toDbTime(new Date(fromDbTime(now).getTime() - ANSWER_GRACE_MS));

export function questionRecord(row: repo.QuestionRow): QuestionRecord {
  return {
    id: row.id,
    category_id: row.category_id,
    type: row.type,
    score: row.score,
    content: row.content,
    answer: row.answer,
    remark: row.remark,
    options: OPTION_KEYS.map((k) => row[k]),
  };
}

export async function questionMap(db: Db, ids: number[]): Promise<Map<number, QuestionRecord>> {
  const rows = await repo.findQuestions(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, questionRecord(r)]));
}

// ---------------------------------------------------------------- access: free, bought, VIP

export interface Goods {
  id: number;
  charge: number;
  is_vip_free: number;
}

export interface MemberFacts {
  vip: boolean;
  owned: Set<number>;
}

/** What a member owns among `ids` of one kind, and whether their VIP is active; null for visitors. */
export async function memberFacts(
  db: Db,
  userId: number | undefined,
  kind: repo.GoodsKind,
  ids: number[],
  now: string,
): Promise<MemberFacts | null> {
  if (userId === undefined) return null;
  const [vip, owned] = await Promise.all([
    ownership.hasActiveRole(db, userId, now),
    repo.ownedGoods(db, userId, kind, ids),
  ]);
  return { vip, owned };
}

/** Free (no charge), bought, or VIP-free with an active VIP. Visitors may see free goods as open. */
export function canTake(goods: Goods, facts: MemberFacts | null): boolean {
  if (goods.charge <= 0) return true;
  if (!facts) return false;
  return facts.owned.has(goods.id) || (goods.is_vip_free === 1 && facts.vip);
}

export async function memberCanTake(
  db: Db,
  userId: number,
  kind: repo.GoodsKind,
  goods: Goods,
  now: string,
): Promise<boolean> {
  if (goods.charge <= 0) return true;
  return canTake(goods, await memberFacts(db, userId, kind, [goods.id], now));
}

// ---------------------------------------------------------------- hooks for the orders area

/** What the orders area needs to sell exam goods: title and price of a shown paper, mock paper or practice. */
/** The kinds of exam goods a member can own: papers, mock papers and practices. */
export type ExamGoodsKind = repo.GoodsKind;

export async function examGoods(
  db: Db,
  kind: repo.GoodsKind,
  id: number,
): Promise<{ id: number; title: string; charge: number } | null> {
  if (kind === 'practice') {
    const p = await repo.findPractice(db, id);
    return p ? { id: p.id, title: p.name, charge: p.charge } : null;
  }
  const p = kind === 'paper' ? await repo.findPaper(db, id) : await repo.findMockPaper(db, id);
  return p ? { id: p.id, title: p.title, charge: p.charge } : null;
}

/** Delivers bought exam goods (call inside the order's paid transaction). Idempotent. */
export function deliverExamGoods(
  db: Db,
  userId: number,
  kind: repo.GoodsKind,
  id: number,
  charge: number,
  now: string,
): Promise<boolean> {
  return repo.insertGoods(db, userId, kind, id, charge, now);
}

export async function hasExamGoods(db: Db, userId: number, kind: repo.GoodsKind, id: number) {
  return (await repo.ownedGoods(db, userId, kind, [id])).has(id);
}

// ---------------------------------------------------------------- lists (contract §9.2, §10.1, §11.1)

export interface ListQuery {
  page: number;
  size: number;
  offset: number;
  cid1: number;
  cid2: number;
}

/** Top categories and the children map of one scope; the ids a `cid1`/`cid2` filter selects. */
export async function categoriesOf(db: Db, scope: repo.CategoryScope, q?: { cid1: number; cid2: number }) {
  const rows = await repo.listCategories(db, scope);
  const categories: ExamCategory[] = rows
    .filter((r) => r.parent_id === 0)
    .map((r) => ({ id: r.id, name: r.name }));
  const children: Record<string, ExamCategory[]> = {};
  for (const r of rows) {
    if (r.parent_id === 0) continue;
    (children[String(r.parent_id)] ??= []).push({ id: r.id, name: r.name });
  }
  let filter: number[] | null = null;
  if (q && q.cid2 > 0) filter = [q.cid2];
  else if (q && q.cid1 > 0) filter = [q.cid1, ...(children[String(q.cid1)] ?? []).map((c) => c.id)];
  return { categories, children, filter, rows };
}

/** Full score of each paper (composites count their sub-questions). */
async function paperScores(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await repo.paperQuestionRows(db, ids);
  const out = new Map<number, number>();
  for (const r of rows)
    out.set(
      r.paper_id,
      (out.get(r.paper_id) ?? 0) + fullScore({ ...r, answer: '', remark: '', options: [] }),
    );
  return out;
}

export async function paperList(
  db: Db,
  userId: number | undefined,
  q: ListQuery,
  now: string,
): Promise<ExamListReply<PaperListItem>> {
  const cats = await categoriesOf(db, 'paper', q);
  const { rows, total } = await repo.pagePapers(db, {
    categoryIds: cats.filter,
    offset: q.offset,
    size: q.size,
  });
  const ids = rows.map((r) => r.id);
  const [counts, facts, taken] = await Promise.all([
    repo.countPaperQuestions(db, ids),
    memberFacts(db, userId, 'paper', ids, now),
    userId === undefined ? new Set<number>() : repo.attemptedPaperIds(db, userId, 'paper', ids),
  ]);
  return {
    data: {
      data: rows.map((r) => ({
        id: r.id,
        title: r.title,
        charge: r.charge,
        cur_user_can_join: canTake(r, facts),
        expired_minutes: r.expired_minutes,
        questions_count: counts.get(r.id) ?? 0,
      })),
      total,
    },
    categories: cats.categories,
    category_children: phpMap(cats.children),
    user_papers: phpMap(Object.fromEntries([...taken].map((id) => [String(id), true]))),
  };
}

export function parseRule(raw: string): MockPaperRule {
  try {
    const r = JSON.parse(raw) as { category_ids?: unknown; num?: Record<string, unknown> };
    const nums: MockPaperRule['num'] = {};
    for (const k of ['choice', 'select', 'input', 'qa', 'judge', 'cap'] as const) {
      const n = Number.parseInt(String(r.num?.[k] ?? 0), 10);
      nums[k] = Number.isFinite(n) && n > 0 ? n : 0;
    }
    const ids = Array.isArray(r.category_ids) ? r.category_ids.map(Number).filter((n) => n > 0) : [];
    return { category_ids: ids, num: nums };
  } catch {
    return { category_ids: [], num: {} };
  }
}

/** The rule's count keys with their question types (the console checks the same list against the bank). */
const RULE_TYPES = EXAM_DRAW_KEYS;

export const ruleCount = (rule: MockPaperRule) => RULE_TYPES.reduce((s, [k]) => s + (rule.num[k] ?? 0), 0);

export async function mockPaperList(
  db: Db,
  userId: number | undefined,
  q: ListQuery,
  now: string,
): Promise<ExamListReply<PaperListItem>> {
  const cats = await categoriesOf(db, 'mock_paper', q);
  const { rows, total } = await repo.pageMockPapers(db, {
    categoryIds: cats.filter,
    offset: q.offset,
    size: q.size,
  });
  const ids = rows.map((r) => r.id);
  const [facts, taken] = await Promise.all([
    memberFacts(db, userId, 'mock_paper', ids, now),
    userId === undefined ? new Set<number>() : repo.attemptedPaperIds(db, userId, 'mock_paper', ids),
  ]);
  return {
    data: {
      data: rows.map((r) => ({
        id: r.id,
        title: r.title,
        charge: r.charge,
        cur_user_can_join: canTake(r, facts),
        expired_minutes: r.expired_minutes,
        questions_count: ruleCount(parseRule(r.rule)),
      })),
      total,
    },
    categories: cats.categories,
    category_children: phpMap(cats.children),
    user_papers: phpMap(Object.fromEntries([...taken].map((id) => [String(id), true]))),
  };
}

// ---------------------------------------------------------------- closing and grading attempts

/** A question's verdict from its saved row. */
function verdictOf(q: QuestionRecord, row: repo.AnswerRow): Verdict {
  const answer = readAnswer(row.answer);
  return grade(q, answer, readJsonArray<string>(row.images));
}

/**
 * Closes an in-progress attempt and grades it: objective answers at once; a paper with answered Q&A waits for a
 * teacher (status 3) unless it skips marking (subjective answers then score 0). Mock papers are always graded.
 * Wrong answers enter the member's wrong book. Only the first caller closes it (a conditional update).
 */
async function closeAndGrade(trx: Db, attempt: repo.AttemptRow, now: string): Promise<void> {
  const answers = await repo.attemptAnswers(trx, attempt.id);
  const questions = await questionMap(
    trx,
    answers.map((a) => a.question_id),
  );
  let skipMark = attempt.kind === 'mock_paper';
  if (attempt.kind === 'paper')
    skipMark = (await repo.findPapersByIds(trx, [attempt.paper_id]))[0]?.is_skip_mark === 1;
  const verdicts = answers.map((a) => {
    const q = questions.get(a.question_id);
    return { a, q, v: q ? verdictOf(q, a) : combine([], 0) };
  });
  const pending = verdicts.some(({ v }) => v.pending);
  const status = pending && !skipMark ? 3 : 2;
  const total = verdicts.reduce((s, { v }) => s + v.score, 0);
  if (!(await repo.closeAttempt(trx, attempt.id, status, total, now))) return;
  const wrong: number[] = [];
  for (const { a, v } of verdicts) {
    await repo.setVerdict(trx, attempt.id, a.question_id, {
      score: v.score,
      is_correct: v.is_correct,
      sub_results: JSON.stringify(v.subs),
    });
    if (isWrong(v)) wrong.push(a.question_id);
  }
  await repo.addToBook(trx, 'exam_wrong_book', attempt.user_id, wrong, now);
}

/** Closes the attempt if its time ran out (lazily, on the next read or write); answers the current row. */
async function settle(db: Db, attempt: repo.AttemptRow, now: string): Promise<repo.AttemptRow> {
  if (attempt.status !== 1 || attempt.deadline >= cutoffOf(now)) return attempt;
  await inTransaction(db, (trx) => closeAndGrade(trx, attempt, now));
  return (await repo.findAttempt(db, attempt.id)) ?? attempt;
}

/** Closes every attempt of the member (or, without one, up to `limit` of anyone's) whose time ran out. */
export async function closeExpiredAttempts(
  db: Db,
  now: string,
  userId?: number,
  limit = 500,
): Promise<number> {
  const ids = await repo.expiredAttemptIds(db, cutoffOf(now), limit, userId);
  for (const id of ids) {
    const a = await repo.findAttempt(db, id);
    if (a) await settle(db, a, now);
  }
  return ids.length;
}

/** The caller's own attempt of this kind (and paper, when given); anyone else's is "not found". */
async function ownAttempt(db: Db, userId: number, kind: repo.AttemptKind, id: number, paperId?: number) {
  const a = await repo.findAttempt(db, id);
  if (!a || a.user_id !== userId || a.kind !== kind || (paperId !== undefined && a.paper_id !== paperId))
    throw new ApiError(NOT_FOUND);
  return a;
}

async function attemptQuestions(db: Db, attempt: repo.AttemptRow): Promise<AttemptQuestion[]> {
  const answers = await repo.attemptAnswers(db, attempt.id);
  const questions = await questionMap(
    db,
    answers.map((a) => a.question_id),
  );
  const graded = attempt.status === 2;
  return answers.flatMap((a) => {
    const q = questions.get(a.question_id);
    return q ? [attemptQuestion(q, a, graded)] : [];
  });
}

const remaining = (deadline: string, now: string) =>
  Math.max(0, Math.floor((fromDbTime(deadline).getTime() - fromDbTime(now).getTime()) / 1000));

/**
 * Saves one answer (contract §9.6): `question_id` is the question, or `"<id>-cap-<i>"` for a composite's
 * sub-question. Saving again replaces the answer. Refused once the attempt is handed in or its time is up.
 */
async function saveOne(
  db: Db,
  attempt: repo.AttemptRow,
  questionKey: number | string,
  value: unknown,
  images: unknown,
  now: string,
): Promise<void> {
  const settled = await settle(db, attempt, now);
  if (settled.status !== 1) throw new ApiError(settled.deadline < cutoffOf(now) ? TIME_UP : HANDED_IN);
  const m = /^(\d+)(?:-cap-(\d+))?$/.exec(String(questionKey));
  if (!m) throw new ApiError(BAD_ANSWER);
  const questionId = Number(m[1]);
  const subIndex = m[2] === undefined ? null : Number(m[2]);
  const q = (await questionMap(db, [questionId])).get(questionId);
  if (!q) throw new ApiError('试题不存在');
  if ((subIndex === null) === (q.type === 6)) throw new ApiError(BAD_ANSWER);
  await inTransaction(db, async (trx) => {
    const row = await repo.lockOpenAnswer(trx, attempt.id, questionId, cutoffOf(now));
    if (!row) {
      const exists = (await repo.attemptAnswers(trx, attempt.id)).some((a) => a.question_id === questionId);
      if (!exists) throw new ApiError('试题不存在');
      const current = await repo.findAttempt(trx, attempt.id);
      throw new ApiError(current?.status === 1 || attempt.deadline < cutoffOf(now) ? TIME_UP : HANDED_IN);
    }
    if (subIndex === null) {
      const sub = normalizeSub(q, value, images);
      await repo.saveAnswer(
        trx,
        attempt.id,
        questionId,
        JSON.stringify(sub.value),
        JSON.stringify(sub.images),
        now,
      );
      return;
    }
    const subs = parseComposite(q.content).subs;
    const sub = subs[subIndex];
    if (!sub) throw new ApiError(BAD_ANSWER);
    const current = readAnswer(row.answer);
    const list: (StoredSubAnswer | null)[] = Array.isArray(current)
      ? (current as (StoredSubAnswer | null)[])
      : [];
    const next = subs.map((_, i) => list[i] ?? null);
    const given = normalizeSub(sub, value, images);
    next[subIndex] = isAnswered(sub.type, given.value, given.images) ? given : null;
    await repo.saveAnswer(trx, attempt.id, questionId, JSON.stringify(next), '[]', now);
  });
}

/** Hands an attempt in (idempotent: a second call answers the same outcome). */
async function handIn(db: Db, attempt: repo.AttemptRow, now: string) {
  if (attempt.status === 1) await inTransaction(db, (trx) => closeAndGrade(trx, attempt, now));
  const a = (await repo.findAttempt(db, attempt.id)) ?? attempt;
  return a;
}

// ---------------------------------------------------------------- papers (contract §9)

async function shownPaper(db: Db, id: number) {
  const p = await repo.findPaper(db, id);
  if (!p) throw new ApiError('试卷不存在');
  return p;
}

/** A question's count-only form for the paper detail: no text, options or answers before an attempt starts. */
function countOnly(q: QuestionRecord): Question {
  const full = toQuestion(q, false);
  const blank = { text: '', images: [], iframes: [] };
  const stripped: Question = { ...full, content: '', content_transform: { ...blank } };
  for (const k of OPTION_KEYS) stripped[k] = null;
  if (q.type === 6) stripped.content_transform.header_transform = { ...blank };
  return stripped;
}

export async function paperDetail(
  db: Db,
  userId: number,
  id: number,
  now: string,
): Promise<PaperDetailReply> {
  const paper = await shownPaper(db, id);
  await closeExpiredAttempts(db, now, userId);
  const ids = await repo.paperQuestionIds(db, id);
  const [questions, attempts, joinCount, can, scores] = await Promise.all([
    questionMap(db, ids),
    repo.userAttempts(db, userId, 'paper', id),
    repo.joinCount(db, userId, 'paper', id),
    memberCanTake(db, userId, 'paper', paper, now),
    paperScores(db, [id]),
  ]);
  const grouped: Record<string, Question[]> = {};
  for (const qid of ids) {
    const q = questions.get(qid);
    if (q) (grouped[String(q.type)] ??= []).push(countOnly(q));
  }
  return {
    paper: {
      id: paper.id,
      title: paper.title,
      score: scores.get(id) ?? 0,
      pass_score: paper.pass_score,
      try_times: paper.try_times,
      charge: paper.charge,
      enabled_invite: asFlag(paper.enabled_invite),
      expired_minutes: paper.expired_minutes,
    },
    questions: phpMap(grouped),
    user_papers: attempts.map((a) => ({
      id: a.id,
      status: a.status as 1 | 2 | 3,
      score: a.status === 2 ? a.score : 0,
    })),
    can_join: can,
    join_count: joinCount,
    required_courses: [],
  };
}

/**
 * Starts an attempt (contract §9.4), or answers the one still running (a double click starts one). The attempt
 * limit is counted under the member's counter-row lock, so concurrent starts cannot pass it.
 */
export async function joinPaper(db: Db, userId: number, id: number, now: string): Promise<PaperJoinReply> {
  const paper = await shownPaper(db, id);
  if (!(await memberCanTake(db, userId, 'paper', paper, now))) throw new ApiError(NO_PERMISSION);
  await closeExpiredAttempts(db, now, userId);
  const questionIds = await repo.paperQuestionIds(db, id);
  if (questionIds.length === 0) throw new ApiError('试卷暂无试题');
  const recordId = await inTransaction(db, async (trx) => {
    const used = await repo.lockCounter(trx, userId, 'paper', id);
    const open = await repo.findOpenAttempt(trx, userId, 'paper', id, cutoffOf(now));
    if (open) return open.id;
    if (paper.try_times > 0 && used >= paper.try_times) throw new ApiError('考试次数已用完');
    await repo.bumpCounter(trx, userId, 'paper', id);
    const deadline = toDbTime(new Date(fromDbTime(now).getTime() + paper.expired_minutes * 60_000));
    return repo.insertAttempt(
      trx,
      { kind: 'paper', user_id: userId, paper_id: id, status: 1, started_at: now, deadline },
      questionIds,
    );
  });
  return { record_id: recordId };
}

export async function paperAttempt(
  db: Db,
  userId: number,
  paperId: number,
  recordId: number,
  now: string,
): Promise<PaperAttemptReply> {
  const paper = await shownPaper(db, paperId);
  const attempt = await settle(db, await ownAttempt(db, userId, 'paper', recordId, paperId), now);
  const [questions, scores] = await Promise.all([attemptQuestions(db, attempt), paperScores(db, [paperId])]);
  return {
    paper: {
      title: paper.title,
      pass_score: paper.pass_score,
      score: scores.get(paperId) ?? 0,
      expired_minutes: paper.expired_minutes,
    },
    user_paper: {
      id: attempt.id,
      status: attempt.status as 1 | 2 | 3,
      score: attempt.status === 2 ? attempt.score : 0,
      ended_at: attempt.deadline,
      remaining_seconds: attempt.status === 1 ? remaining(attempt.deadline, now) : 0,
    },
    questions,
  };
}

export async function savePaperAnswer(
  db: Db,
  userId: number,
  paperId: number,
  body: { pid: number; question_id: number | string; answer: unknown; images?: unknown },
  now: string,
): Promise<void> {
  const attempt = await ownAttempt(db, userId, 'paper', body.pid, paperId);
  await saveOne(db, attempt, body.question_id, body.answer, body.images, now);
}

export async function handInPaper(
  db: Db,
  userId: number,
  paperId: number,
  pid: number,
  now: string,
): Promise<PaperHandInReply> {
  const a = await handIn(db, await ownAttempt(db, userId, 'paper', pid, paperId), now);
  return { status: a.status === 3 ? 3 : 2, total_score: a.status === 2 ? a.score : 0 };
}

// ---------------------------------------------------------------- a teacher's marks (demo grading page)

/**
 * Marks the subjective answers of an attempt waiting for marks: `scores` has points for every answered Q&A
 * question (`"<id>"`) and composite Q&A sub-question (`"<id>-cap-<i>"`). Then the attempt is graded (status 2).
 */
export async function markAttempt(db: Db, attemptId: number, scores: Record<string, number>, now: string) {
  await inTransaction(db, async (trx) => {
    const attempt = await repo.findAttempt(trx, attemptId);
    if (!attempt || attempt.status !== 3) throw new ApiError('该答卷不在待阅卷状态');
    const answers = await repo.attemptAnswers(trx, attemptId);
    const questions = await questionMap(
      trx,
      answers.map((a) => a.question_id),
    );
    const pointsFor = (key: string, full: number): Verdict => {
      const p = scores[key];
      if (typeof p !== 'number' || !Number.isFinite(p)) throw new ApiError(`请为第${key}题打分`);
      if (p < 0 || p > full) throw new ApiError(`第${key}题的分数应在0到${full}分之间`);
      return markVerdict(p, full);
    };
    let total = 0;
    const wrong: number[] = [];
    for (const a of answers) {
      const q = questions.get(a.question_id);
      if (!q) continue;
      let v = verdictOf(q, a);
      if (v.pending && q.type === 4) v = pointsFor(String(q.id), q.score);
      else if (v.pending && q.type === 6) {
        const subs = parseComposite(q.content).subs;
        v = combine(
          v.subs.map((s, i) => (s.pending ? pointsFor(`${q.id}-cap-${i}`, subs[i]?.score ?? 0) : s)),
          fullScore(q),
        );
      }
      total += v.score;
      if (isWrong(v)) wrong.push(q.id);
      await repo.setVerdict(trx, attemptId, a.question_id, {
        score: v.score,
        is_correct: v.is_correct,
        sub_results: JSON.stringify(v.subs),
      });
    }
    if (!(await repo.finishMarking(trx, attemptId, total, now))) throw new ApiError('该答卷不在待阅卷状态');
    await repo.addToBook(trx, 'exam_wrong_book', attempt.user_id, wrong, now);
  });
}

/** One subjective answer waiting for a teacher: its key in `markAttempt`'s scores, stem, text, images, points. */
export interface PendingAnswer {
  key: string;
  stem: string;
  text: string;
  images: string[];
  full: number;
}

/** The answers of an attempt that wait for a teacher's points (Q&A questions and Q&A sub-questions). */
export async function pendingAnswers(db: Db, attemptId: number): Promise<PendingAnswer[]> {
  const answers = await repo.attemptAnswers(db, attemptId);
  const questions = await questionMap(
    db,
    answers.map((a) => a.question_id),
  );
  const items: PendingAnswer[] = [];
  for (const a of answers) {
    const q = questions.get(a.question_id);
    if (!q) continue;
    const v = verdictOf(q, a);
    if (!v.pending) continue;
    const stored = readAnswer(a.answer);
    if (q.type === 4)
      items.push({
        key: String(q.id),
        stem: q.content,
        text: typeof stored === 'string' ? stored : '',
        images: readJsonArray<string>(a.images),
        full: q.score,
      });
    else {
      const { header, subs } = parseComposite(q.content);
      const list = Array.isArray(stored) ? (stored as (StoredSubAnswer | null)[]) : [];
      v.subs.forEach((s, i) => {
        if (!s.pending) return;
        const sub = list[i];
        items.push({
          key: `${q.id}-cap-${i}`,
          stem: `${header}\n${subs[i]?.content ?? ''}`,
          text: typeof sub?.value === 'string' ? sub.value : '',
          images: sub?.images ?? [],
          full: subs[i]?.score ?? 0,
        });
      });
    }
  }
  return items;
}

/** The attempts waiting for marks, with each one's subjective answers (the console's marking, the demo page). */
export async function markingQueue(db: Db) {
  const rows = await repo.markingQueue(db);
  return Promise.all(rows.map(async (r) => ({ ...r, items: await pendingAnswers(db, r.id) })));
}

// ---------------------------------------------------------------- mock papers (contract §10)

async function shownMock(db: Db, id: number) {
  const p = await repo.findMockPaper(db, id);
  if (!p) throw new ApiError('试卷不存在');
  return p;
}

const mockStatus = (status: number): 0 | 1 => (status === 1 ? 0 : 1);

export async function mockPaperDetail(
  db: Db,
  userId: number,
  id: number,
  now: string,
): Promise<MockPaperDetailReply> {
  const paper = await shownMock(db, id);
  await closeExpiredAttempts(db, now, userId);
  const [attempts, joinCount, can] = await Promise.all([
    repo.userAttempts(db, userId, 'mock_paper', id),
    repo.joinCount(db, userId, 'mock_paper', id),
    memberCanTake(db, userId, 'mock_paper', paper, now),
  ]);
  return {
    paper: {
      id: paper.id,
      title: paper.title,
      pass_score: paper.pass_score,
      charge: paper.charge,
      enabled_invite: asFlag(paper.enabled_invite),
      rule: JSON.stringify(parseRule(paper.rule)),
    },
    user_papers: attempts.map((a) => ({
      id: a.id,
      status: mockStatus(a.status),
      get_score: a.status === 1 ? 0 : a.score,
    })),
    can,
    join_count: joinCount,
    required_courses: [],
  };
}

/**
 * Draws a fresh random set by the paper's rule (contract §10.3); unlimited attempts, but one running at a time: a
 * start while one runs answers that one.
 */
export async function drawMockPaper(db: Db, userId: number, id: number, now: string): Promise<MockDrawReply> {
  const paper = await shownMock(db, id);
  if (!(await memberCanTake(db, userId, 'mock_paper', paper, now))) throw new ApiError(NO_PERMISSION);
  await closeExpiredAttempts(db, now, userId);
  const rule = parseRule(paper.rule);
  const recordId = await inTransaction(db, async (trx) => {
    await repo.lockCounter(trx, userId, 'mock_paper', id);
    const open = await repo.findOpenAttempt(trx, userId, 'mock_paper', id, cutoffOf(now));
    if (open) return open.id;
    const drawn: number[] = [];
    for (const [key, type] of RULE_TYPES)
      drawn.push(...(await repo.drawQuestionIds(trx, rule.category_ids, type, rule.num[key] ?? 0)));
    if (drawn.length === 0) throw new ApiError('试卷暂无试题');
    const questions = await questionMap(trx, drawn);
    const total = drawn.reduce((s, qid) => s + (questions.get(qid) ? fullScore(questions.get(qid)!) : 0), 0);
    await repo.bumpCounter(trx, userId, 'mock_paper', id);
    const deadline = toDbTime(new Date(fromDbTime(now).getTime() + paper.expired_minutes * 60_000));
    return repo.insertAttempt(
      trx,
      {
        kind: 'mock_paper',
        user_id: userId,
        paper_id: id,
        status: 1,
        total_score: total,
        started_at: now,
        deadline,
      },
      drawn,
    );
  });
  return { recordId };
}

export async function mockAttempt(
  db: Db,
  userId: number,
  recordId: number,
  now: string,
): Promise<MockAttemptReply> {
  const attempt = await settle(db, await ownAttempt(db, userId, 'mock_paper', recordId), now);
  const paper = (await repo.findMockPapersByIds(db, [attempt.paper_id]))[0];
  const questions = await attemptQuestions(db, attempt);
  return {
    paper: { title: paper?.title ?? '', pass_score: paper?.pass_score ?? 0 },
    record: {
      id: attempt.id,
      status: mockStatus(attempt.status),
      get_score: attempt.status === 2 ? attempt.score : 0,
      total_score: attempt.total_score,
      expired_at: attempt.deadline,
      remaining_seconds: attempt.status === 1 ? remaining(attempt.deadline, now) : 0,
    },
    questions,
  };
}

export async function saveMockAnswer(
  db: Db,
  userId: number,
  recordId: number,
  body: { question_id: number | string; answer: unknown; images?: unknown },
  now: string,
): Promise<void> {
  const attempt = await ownAttempt(db, userId, 'mock_paper', recordId);
  await saveOne(db, attempt, body.question_id, body.answer, body.images, now);
}

export async function handInMock(
  db: Db,
  userId: number,
  recordId: number,
  now: string,
): Promise<MockHandInReply> {
  const a = await handIn(db, await ownAttempt(db, userId, 'mock_paper', recordId), now);
  return { status: mockStatus(a.status), total_score: a.score };
}

// ---------------------------------------------------------------- landing and member lists (contract §9.1, §14)

export async function examStats(db: Db, userId: number | undefined): Promise<ExamStatsReply> {
  const [c, wrong, collected] = await Promise.all([
    repo.catalogueCounts(db),
    userId === undefined ? 0 : repo.bookCount(db, 'exam_wrong_book', userId),
    userId === undefined ? 0 : repo.bookCount(db, 'exam_collections', userId),
  ]);
  return {
    papers_count: c.papers,
    mock_papers_count: c.mocks,
    practices_count: c.practices,
    practice_chapters_count: c.chapters,
    wrong_book_count: wrong,
    collection_count: collected,
  };
}

export async function memberPapers(
  db: Db,
  userId: number,
  page: { offset: number; size: number },
  now: string,
): Promise<MemberPapersReply> {
  await closeExpiredAttempts(db, now, userId);
  const { rows, total } = await repo.pageMemberPapers(db, userId, 'paper', page.offset, page.size);
  const ids = rows.map((r) => r.paper_id);
  const [papers, scores] = await Promise.all([repo.findPapersByIds(db, ids), paperScores(db, ids)]);
  const byId = new Map(papers.map((p) => [p.id, p]));
  return {
    data: rows.map((r) => {
      const p = byId.get(r.paper_id);
      return {
        paper_id: r.paper_id,
        max_score: r.max_score,
        paper: p ? { title: p.title, score: scores.get(p.id) ?? 0 } : null,
      };
    }),
    total,
  };
}

export async function memberMockPapers(
  db: Db,
  userId: number,
  page: { offset: number; size: number },
  now: string,
): Promise<MemberMockPapersReply> {
  await closeExpiredAttempts(db, now, userId);
  const { rows, total } = await repo.pageMemberPapers(db, userId, 'mock_paper', page.offset, page.size);
  const papers = await repo.findMockPapersByIds(
    db,
    rows.map((r) => r.paper_id),
  );
  const byId = new Map(papers.map((p) => [p.id, p]));
  return {
    data: rows.map((r) => {
      const p = byId.get(r.paper_id);
      return {
        paper_id: r.paper_id,
        max_score: r.max_score,
        paper: p ? { title: p.title, question_count: ruleCount(parseRule(p.rule)) } : null,
      };
    }),
    total,
  };
}
