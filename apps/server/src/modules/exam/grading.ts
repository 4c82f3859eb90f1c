import { OPTION_KEYS, QUESTION_TYPE_TEXT } from '@meedu/contract';
import type {
  AnswerRows,
  AttemptQuestion,
  BlankAnswer,
  CompositeSubAnswer,
  ContentTransform,
  CorrectFlag,
  OptionKey,
  Question,
  QuestionOptions,
  QuestionType,
  SubQuestion,
} from '@meedu/contract';
import { ApiError } from '../../lib/envelope.ts';
import { decodeEntities } from '../../lib/html.ts';

/**
 * The question model and the one grading module every exam area uses (papers, mock papers, practice, wrong book,
 * collection). No database here: rows in, contract objects and verdicts out.
 */

export const BAD_ANSWER = '答案格式错误';
const MAX_TEXT = 20_000;
const MAX_IMAGES = 9;

/** A question (or a composite's sub-question) as stored: the fields grading and rendering need. */
export interface StoredQuestion {
  type: number;
  score: number;
  content: string;
  answer: string;
  remark: string;
  options: (string | null)[];
}

export interface QuestionRecord extends StoredQuestion {
  id: number;
  category_id: number;
}

/** A sub-question of a composite, as stored in its content JSON. */
interface StoredSub {
  type?: unknown;
  score?: unknown;
  content?: unknown;
  answer?: unknown;
  remark?: unknown;
  [option: string]: unknown;
}

/** One saved answer. Single: key; multi: sorted keys; blanks: one entry per blank; Q&A: text; judge: 1 | 0. */
export type StoredValue = string | number | (string | null)[] | null;

/** One sub-answer of a composite. */
export interface StoredSubAnswer {
  value: StoredValue;
  images: string[];
}

/** What an answer row holds: a value, or (composite) sub-answers by index. */
export type StoredAnswer = StoredValue | (StoredSubAnswer | null)[];

export interface Verdict {
  score: number;
  is_correct: CorrectFlag;
  /** A subjective answer waits for a teacher's mark. */
  pending: boolean;
  /** Composites: one verdict per sub-question. */
  subs: Verdict[];
}

// ---------------------------------------------------------------- stored forms

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.round(v)) : 0);

/** Fill-in answers are stored as `v2:::[{a, s}]` (contract §8.1). */
export function parseBlanks(answer: string): BlankAnswer[] {
  if (!answer.startsWith('v2:::')) return [];
  try {
    const raw: unknown = JSON.parse(answer.slice(5));
    if (!Array.isArray(raw)) return [];
    return raw.map((b: unknown) => {
      const o = (b ?? {}) as { a?: unknown; s?: unknown };
      return { a: str(o.a), s: num(o.s) };
    });
  } catch {
    return [];
  }
}

export const storeBlanks = (blanks: BlankAnswer[]) => `v2:::${JSON.stringify(blanks)}`;

/** The sub-questions of a composite's content JSON `{header, questions}`. */
export function parseComposite(content: string): { header: string; subs: StoredQuestion[] } {
  try {
    const raw = JSON.parse(content) as { header?: unknown; questions?: unknown };
    const list = Array.isArray(raw.questions) ? (raw.questions as StoredSub[]) : [];
    return {
      header: str(raw.header),
      subs: list.map((s) => ({
        type: Number(s.type),
        score: num(s.score),
        content: str(s.content),
        answer: str(s.answer),
        remark: str(s.remark),
        options: OPTION_KEYS.map((k) => (typeof s[k] === 'string' && s[k] !== '' ? (s[k] as string) : null)),
      })),
    };
  } catch {
    return { header: '', subs: [] };
  }
}

/** The composite's score is the sum of its sub-scores (contract §8.4); other types carry their own. */
export function fullScore(q: StoredQuestion): number {
  if (q.type !== 6) return q.score;
  return parseComposite(q.content).subs.reduce((sum, s) => sum + s.score, 0);
}

const optionKeysOf = (q: StoredQuestion): OptionKey[] =>
  OPTION_KEYS.filter((_, i) => (q.options[i] ?? '') !== '');

// ---------------------------------------------------------------- rendering (contract §8.2)

/** Plain text of the stem (line breaks kept, so code stays readable), its image URLs and its iframes. */
export function transform(html: string): ContentTransform {
  const iframes = html.match(/<iframe\b[\s\S]*?<\/iframe>/gi) ?? [];
  const images = [...html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi)].map((m) => m[1] ?? '');
  const text = decodeEntities(
    html
      .replace(/<iframe\b[\s\S]*?<\/iframe>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|pre|li|h[1-6]|tr)>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((l) => l.replace(/[ \t]+$/g, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, images: images.filter(Boolean), iframes };
}

function options(q: StoredQuestion): QuestionOptions {
  const o = {} as QuestionOptions;
  OPTION_KEYS.forEach((k, i) => {
    o[k] = q.options[i] ?? null;
  });
  return o;
}

function typeText(type: number): string {
  return QUESTION_TYPE_TEXT[type as QuestionType] ?? '';
}

/** The `answer` field: withheld as '' until `reveal`. */
function answerField(q: StoredQuestion, reveal: boolean): string | number {
  if (!reveal) return '';
  if (q.type === 5) return q.answer === '1' ? 1 : 0;
  if (q.type === 3)
    return parseBlanks(q.answer)
      .map((b) => b.a)
      .join(',');
  if (q.type === 6) return '';
  return q.answer;
}

function blanksFields(q: StoredQuestion, reveal: boolean) {
  if (q.type !== 3) return {};
  const blanks = parseBlanks(q.answer);
  return {
    answer_transform: blanks.map((b) => ({ a: reveal ? b.a : '', s: b.s })),
    input_length: blanks.length,
  };
}

function subQuestion(s: StoredQuestion, reveal: boolean): SubQuestion {
  return {
    type: (s.type >= 1 && s.type <= 5 ? s.type : 1) as SubQuestion['type'],
    type_text: typeText(s.type),
    score: s.score,
    content: s.content,
    content_transform: transform(s.content),
    answer: answerField(s, reveal),
    ...blanksFields(s, reveal),
    remark: reveal ? s.remark : '',
    remark_transform: transform(reveal ? s.remark : ''),
    ...options(s),
  };
}

/**
 * A question as the storefront reads it. `reveal` false (an attempt still running, or a paper not yet started)
 * withholds the answer, the blanks' texts and the explanation; composites carry enriched sub-questions.
 */
export function toQuestion(q: QuestionRecord, reveal: boolean): Question {
  const base = {
    id: q.id,
    type: q.type as QuestionType,
    type_text: typeText(q.type),
    score: fullScore(q),
    answer: answerField(q, reveal),
    remark: reveal ? q.remark : '',
    remark_transform: transform(reveal ? q.remark : ''),
    ...options(q),
  };
  if (q.type === 6) {
    const { header, subs } = parseComposite(q.content);
    const header_transform = transform(header);
    return {
      ...base,
      content: JSON.stringify({ header, questions: subs.map((s) => subQuestion(s, reveal)) }),
      content_transform: { ...header_transform, header_transform },
    };
  }
  return { ...base, content: q.content, content_transform: transform(q.content), ...blanksFields(q, reveal) };
}

// ---------------------------------------------------------------- answers in (contract §8.1, §9.6, §11.6)

function cleanImages(images: unknown): string[] {
  if (images === undefined || images === null) return [];
  if (!Array.isArray(images) || images.length > MAX_IMAGES) throw new ApiError('最多上传9张图片');
  return images.map((u) => {
    if (typeof u !== 'string' || u.length > 500 || !/^(https?:\/\/|\/)[^\s"'<>]*$/.test(u))
      throw new ApiError(BAD_ANSWER);
    return u;
  });
}

/** A client's answer for one simple question, checked against its options and blanks; '' or [] clears. */
export function normalizeValue(q: StoredQuestion, value: unknown): StoredValue {
  switch (q.type) {
    case 1: {
      if (value === '' || value === null || (Array.isArray(value) && value.length === 0)) return '';
      if (typeof value !== 'string' || !optionKeysOf(q).includes(value as OptionKey))
        throw new ApiError(BAD_ANSWER);
      return value;
    }
    case 2: {
      if (value === '' || value === null || (Array.isArray(value) && value.length === 0)) return [];
      const keys = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
      const allowed = optionKeysOf(q);
      if (!keys || keys.some((k) => typeof k !== 'string' || !allowed.includes(k as OptionKey)))
        throw new ApiError(BAD_ANSWER);
      return [...new Set(keys as string[])].sort();
    }
    case 3: {
      const n = parseBlanks(q.answer).length;
      if (value === '' || value === null) return Array.from({ length: n }, () => null);
      if (!Array.isArray(value) || value.length > n) throw new ApiError(BAD_ANSWER);
      return Array.from({ length: n }, (_, i) => {
        const v: unknown = value[i];
        if (v === undefined || v === null) return null;
        if (typeof v !== 'string' && typeof v !== 'number') throw new ApiError(BAD_ANSWER);
        const s = String(v);
        if (s.length > 1000) throw new ApiError(BAD_ANSWER);
        return s;
      });
    }
    case 4: {
      if (value === null || (Array.isArray(value) && value.length === 0)) return '';
      if (typeof value !== 'string' || value.length > MAX_TEXT) throw new ApiError(BAD_ANSWER);
      return value;
    }
    case 5: {
      if (value === '' || value === null || value === -1 || (Array.isArray(value) && value.length === 0))
        return null;
      if (value === 1 || value === '1') return 1;
      if (value === 0 || value === '0') return 0;
      throw new ApiError(BAD_ANSWER);
    }
    default:
      throw new ApiError(BAD_ANSWER);
  }
}

/** One exam answer (one call per question or sub-question), with Q&A images. */
export function normalizeSub(q: StoredQuestion, value: unknown, images: unknown): StoredSubAnswer {
  return { value: normalizeValue(q, value), images: q.type === 4 ? cleanImages(images) : [] };
}

/** A practice answer: for a composite an array of sub-answers by index (contract §11.6); `[]` = revealed only. */
export function normalizePractice(q: StoredQuestion, value: unknown): StoredAnswer {
  if (q.type !== 6) return normalizeValue(q, value);
  const { subs } = parseComposite(q.content);
  if (!Array.isArray(value) || value.length > subs.length) throw new ApiError(BAD_ANSWER);
  return subs.map((s, i) => {
    const v: unknown = value[i];
    return v === undefined || v === null ? null : { value: normalizeValue(s, v), images: [] };
  });
}

// ---------------------------------------------------------------- grading

export function isAnswered(type: number, value: StoredValue, images: string[] = []): boolean {
  switch (type) {
    case 1:
      return typeof value === 'string' && value !== '';
    case 2:
      return Array.isArray(value) && value.length > 0;
    case 3:
      return Array.isArray(value) && value.some((v) => v !== null && v !== '');
    case 4:
      return (typeof value === 'string' && value.trim() !== '') || images.length > 0;
    case 5:
      return value === 0 || value === 1;
    default:
      return false;
  }
}

const verdict = (score: number, is_correct: CorrectFlag, pending = false, subs: Verdict[] = []): Verdict => ({
  score,
  is_correct,
  pending,
  subs,
});

/** Grades a simple question: single and judge by equality, multi as sets, blanks one by one, Q&A waits. */
export function gradeSimple(q: StoredQuestion, value: StoredValue, images: string[] = []): Verdict {
  if (!isAnswered(q.type, value, images)) return verdict(0, 3);
  switch (q.type) {
    case 1:
      return value === q.answer ? verdict(q.score, 1) : verdict(0, 0);
    case 2: {
      const want = new Set(q.answer.split(',').filter(Boolean));
      const got = new Set(value as string[]);
      const same = want.size === got.size && [...want].every((k) => got.has(k));
      return same ? verdict(q.score, 1) : verdict(0, 0);
    }
    case 3: {
      const blanks = parseBlanks(q.answer);
      const given = value as (string | null)[];
      let score = 0;
      let right = 0;
      blanks.forEach((b, i) => {
        // Exact match, as the storefront's ticks compare (contract open question 7).
        if (given[i] === b.a) {
          score += b.s;
          right += 1;
        }
      });
      return verdict(score, right === blanks.length ? 1 : right === 0 ? 0 : 2);
    }
    case 4:
      return verdict(0, 3, true);
    case 5:
      return value === (q.answer === '1' ? 1 : 0) ? verdict(q.score, 1) : verdict(0, 0);
    default:
      return verdict(0, 3);
  }
}

/** Grades any question; a composite sub-question by sub-question. */
export function grade(q: StoredQuestion, answer: StoredAnswer, images: string[] = []): Verdict {
  if (q.type !== 6) return gradeSimple(q, answer as StoredValue, images);
  const { subs } = parseComposite(q.content);
  const given = Array.isArray(answer) ? (answer as (StoredSubAnswer | null)[]) : [];
  const parts = subs.map((s, i) => {
    const a = given[i];
    return a ? gradeSimple(s, a.value, a.images) : verdict(0, 3);
  });
  return combine(parts, fullScore(q));
}

/** A composite's verdict from its parts. */
export function combine(parts: Verdict[], full: number): Verdict {
  const score = parts.reduce((sum, p) => sum + p.score, 0);
  if (parts.some((p) => p.pending)) return verdict(score, 3, true, parts);
  if (parts.every((p) => p.is_correct === 3)) return verdict(0, 3, false, parts);
  const flag: CorrectFlag = score >= full && full > 0 ? 1 : score === 0 ? 0 : 2;
  return verdict(score, flag, false, parts);
}

/** A teacher's mark for a Q&A answer: whole points within the question's score. */
export function markVerdict(points: number, full: number): Verdict {
  const score = Math.max(0, Math.min(full, Math.round(points)));
  return verdict(score, score >= full ? 1 : score === 0 ? 0 : 2);
}

/** A wrong answer (or a partly right one) goes to the wrong book. */
export const isWrong = (v: Verdict) => !v.pending && (v.is_correct === 0 || v.is_correct === 2);

// ---------------------------------------------------------------- answers out (contract §8.3)

/**
 * A sub-question's answer row. An unanswered one is an object too, shaped as a MeEdu server sends it (empty answer,
 * a fill's blanks as nulls, a judge's -1): the official clients read `.answer` of every entry, and a `null` one
 * blanked their paper runner (issue 28).
 */
function subRow(sub: StoredQuestion, a: StoredSubAnswer | null, v: Verdict | undefined): CompositeSubAnswer {
  const type = sub.type;
  const value = a?.value ?? null;
  return {
    answer: a && (type === 1 || type === 4) ? str(value) : '',
    answer_contents_row: type === 2 && Array.isArray(value) ? (value as string[]) : [],
    answer_contents_rows:
      type === 3
        ? Array.isArray(value)
          ? value
          : Array.from({ length: parseBlanks(sub.answer).length }, () => null)
        : type === 5
          ? value === 0 || value === 1
            ? value
            : -1
          : null,
    thumbs: JSON.stringify(a?.images ?? []),
    score: v?.score ?? 0,
    is_correct: v?.is_correct ?? 3,
  };
}

/** What `answer_content` shows: a non-empty string whenever anything was answered (judge 0 is "0"). */
function answerContent(type: number, answer: StoredAnswer, images: string[]): string {
  if (type === 6) {
    const subs = Array.isArray(answer) ? (answer as (StoredSubAnswer | null)[]) : [];
    return subs.some((s) => s !== null) ? JSON.stringify(subs.map((s) => s?.value ?? null)) : '';
  }
  const value = answer as StoredValue;
  if (!isAnswered(type, value, images)) return '';
  if (type === 2) return (value as string[]).join(',');
  if (type === 3) return JSON.stringify(value);
  return str(value);
}

function answerRows(q: StoredQuestion, answer: StoredAnswer, subVerdicts: Verdict[]): AnswerRows {
  switch (q.type) {
    case 2:
      return Array.isArray(answer) ? (answer as string[]) : [];
    case 3:
      return Array.isArray(answer)
        ? (answer as (string | null)[])
        : Array.from({ length: parseBlanks(q.answer).length }, () => null);
    case 5:
      return answer === 0 || answer === 1 ? answer : -1;
    case 6: {
      const { subs } = parseComposite(q.content);
      const given = Array.isArray(answer) ? (answer as (StoredSubAnswer | null)[]) : [];
      return subs.map((s, i) => subRow(s, given[i] ?? null, subVerdicts[i]));
    }
    default:
      return null;
  }
}

/** A stored answer row of an attempt. */
export interface AnswerRecord {
  question_id: number;
  answer: string | null;
  images: string;
  score: number;
  is_correct: number;
  sub_results: string;
}

export function readAnswer(raw: string | null): StoredAnswer {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as StoredAnswer;
  } catch {
    return null;
  }
}

function readJsonArray<T>(raw: string): T[] {
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}

/** One question of an attempt; scores, verdicts and solutions only once the attempt is graded. */
export function attemptQuestion(q: QuestionRecord, row: AnswerRecord, graded: boolean): AttemptQuestion {
  const answer = readAnswer(row.answer);
  const images = readJsonArray<string>(row.images);
  const subVerdicts = graded ? readJsonArray<Verdict>(row.sub_results) : [];
  return {
    question_id: q.id,
    question: toQuestion(q, graded),
    answer_content: answerContent(q.type, answer, images),
    answer_contents_rows: answerRows(q, answer, subVerdicts),
    thumbs_rows: q.type === 4 ? images : [],
    score: graded ? row.score : 0,
    is_correct: (graded ? row.is_correct : 3) as CorrectFlag,
  };
}

/** Whether an attempt answer row counts as answered (for review colouring and tests). */
export function rowAnswered(type: number, row: AnswerRecord): boolean {
  return answerContent(type, readAnswer(row.answer), readJsonArray<string>(row.images)) !== '';
}

export { readJsonArray };
