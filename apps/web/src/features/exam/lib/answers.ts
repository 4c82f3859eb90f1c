import {
  OPTION_KEYS,
  type AttemptQuestion,
  type CompositeSubAnswer,
  type Question,
  type SubQuestion,
} from '@meedu/contract';
import type { QueuedAnswer } from './answer-queue.ts';

/** A question or a composite's part: both render with the same components. */
export type ExamQuestion = Question | SubQuestion;
type SubAnswer = Partial<CompositeSubAnswer>;

/** The graded outcome of a question in review, per composite part too. */
export interface QuestionResult {
  score: number;
  is_correct: number;
  subs?: ({ score: number; is_correct: number } | undefined)[];
}

/** A member's answer as the screens hold it, per question type (contract §8.1). */
export type Answer =
  | { type: 1; key: string }
  | { type: 2; keys: string[] }
  | { type: 3; blanks: (string | null)[] }
  | { type: 4; text: string; images: string[] }
  | { type: 5; value: 1 | 0 | -1 }
  | { type: 6; subs: Answer[] };

/** The options a choice question has: every non-empty option1..option10, lettered A–J. */
export function optionsOf(q: ExamQuestion): { key: string; letter: string; html: string }[] {
  const out: { key: string; letter: string; html: string }[] = [];
  OPTION_KEYS.forEach((key, i) => {
    const html = q[key];
    if (html && html.trim() !== '') out.push({ key, letter: String.fromCharCode(65 + i), html });
  });
  return out;
}

export const letterOf = (key: string) => {
  const n = Number(key.replace('option', ''));
  return Number.isInteger(n) && n >= 1 && n <= 10 ? String.fromCharCode(64 + n) : key;
};

/** How many blanks a fill-in question has (contract §8.2: input_length, else the answer's commas). */
export function blankCount(q: ExamQuestion): number {
  if (typeof q.input_length === 'number' && q.input_length > 0) return q.input_length;
  if (q.answer_transform && q.answer_transform.length > 0) return q.answer_transform.length;
  return Math.max(1, String(q.answer ?? '').split(',').length);
}

/** The sub-questions of a composite (type 6): `content` is a JSON string (contract §8.4). */
export function compositeOf(q: ExamQuestion): { header: string; questions: SubQuestion[] } {
  try {
    const parsed = JSON.parse(q.content) as { header?: string; questions?: SubQuestion[] };
    return {
      header: parsed.header ?? '',
      questions: Array.isArray(parsed.questions) ? parsed.questions : [],
    };
  } catch {
    return { header: '', questions: [] };
  }
}

export function emptyAnswer(q: ExamQuestion): Answer {
  switch (q.type) {
    case 1:
      return { type: 1, key: '' };
    case 2:
      return { type: 2, keys: [] };
    case 3:
      return { type: 3, blanks: Array.from({ length: blankCount(q) }, () => null) };
    case 4:
      return { type: 4, text: '', images: [] };
    case 5:
      return { type: 5, value: -1 };
    default:
      return { type: 6, subs: compositeOf(q).questions.map(emptyAnswer) };
  }
}

function parseImages(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.filter((x): x is string => typeof x === 'string');
  if (typeof raw === 'string' && raw.startsWith('[')) {
    try {
      return parseImages(JSON.parse(raw) as unknown);
    } catch {
      return [];
    }
  }
  return [];
}

const asKeys = (raw: unknown): string[] =>
  Array.isArray(raw)
    ? raw.filter((x): x is string => typeof x === 'string' && x !== '')
    : typeof raw === 'string' && raw !== ''
      ? raw.split(',')
      : [];

const asBlanks = (raw: unknown, n: number): (string | null)[] => {
  const list = Array.isArray(raw) ? raw : [];
  return Array.from({ length: n }, (_, i) => {
    const v: unknown = list[i];
    return typeof v === 'string' ? v : null;
  });
};

const asJudge = (raw: unknown): 1 | 0 | -1 => {
  const n = Number(raw);
  return n === 1 ? 1 : n === 0 && raw !== '' && raw !== null && raw !== undefined ? 0 : -1;
};

function subFromRecord(q: ExamQuestion, row: SubAnswer | undefined): Answer {
  if (!row) return emptyAnswer(q);
  switch (q.type) {
    case 1:
      return { type: 1, key: row.answer ?? '' };
    case 2:
      return { type: 2, keys: asKeys(row.answer_contents_row) };
    case 3:
      return { type: 3, blanks: asBlanks(row.answer_contents_rows, blankCount(q)) };
    case 4:
      return { type: 4, text: row.answer ?? '', images: parseImages(row.thumbs) };
    case 5:
      return { type: 5, value: asJudge(row.answer_contents_rows) };
    default:
      return emptyAnswer(q);
  }
}

/** The saved answer of an attempt's question, read the way the contract says each type is stored (§8.3). */
export function answerFromRecord(r: AttemptQuestion): Answer {
  const q = r.question;
  switch (q.type) {
    case 1:
      return { type: 1, key: r.answer_content };
    case 2:
      return { type: 2, keys: asKeys(r.answer_contents_rows) };
    case 3:
      return { type: 3, blanks: asBlanks(r.answer_contents_rows, blankCount(q)) };
    case 4:
      return { type: 4, text: r.answer_content, images: parseImages(r.thumbs_rows) };
    case 5:
      return { type: 5, value: r.answer_content === '' ? -1 : asJudge(r.answer_contents_rows) };
    default: {
      const rows: unknown = r.answer_contents_rows;
      const list = Array.isArray(rows) ? (rows as (SubAnswer | undefined)[]) : [];
      return {
        type: 6,
        subs: compositeOf(q).questions.map((sq, i) => subFromRecord(sq, list[i] ?? undefined)),
      };
    }
  }
}

/** Something was answered (Q&A counts its images; a composite any sub-question). */
export function isAnswered(v: Answer): boolean {
  switch (v.type) {
    case 1:
      return v.key !== '';
    case 2:
      return v.keys.length > 0;
    case 3:
      return v.blanks.some((b) => b !== null && b.trim() !== '');
    case 4:
      return v.text.trim() !== '' || v.images.length > 0;
    case 5:
      return v.value !== -1;
    case 6:
      return v.subs.some(isAnswered);
  }
}

/** The `answer` field the endpoints take for one (non-composite) question (contract §8.1, §11.6). */
export function wireAnswer(v: Answer): QueuedAnswer['answer'] {
  switch (v.type) {
    case 1:
      return v.key;
    case 2:
      // Sorted as text, as the reference client does; the server compares sets.
      return [...v.keys].sort().join(',');
    case 3:
      // Always the whole array (the reference sent '' for an empty blank and wiped the others).
      return v.blanks.map((b) => b ?? '');
    case 4:
      return v.text;
    case 5:
      return v.value === -1 ? '' : v.value;
    case 6:
      return v.subs.map((s) => wireAnswer(s)) as (string | null)[];
  }
}

/** What an exam saves when `v` changed: one call per question, `"<id>-cap-<i>"` for a composite's part. */
export function examSave(questionId: number, v: Answer, sub?: number): QueuedAnswer {
  if (v.type === 6 && sub !== undefined) {
    const part = v.subs[sub];
    if (part) return { ...examSave(0, part), question_id: `${questionId}-cap-${sub}` };
  }
  return v.type === 4
    ? { question_id: questionId, answer: v.text, images: v.images }
    : { question_id: questionId, answer: wireAnswer(v) };
}

/** A queued save applied to what the screen shows, so answers waiting for the network appear after a reload. */
export function applyQueued(q: ExamQuestion, current: Answer, a: QueuedAnswer): Answer {
  const id = String(a.question_id);
  const cap = /-cap-(\d+)$/.exec(id);
  if (cap && current.type === 6) {
    const i = Number(cap[1]);
    const sq = compositeOf(q).questions[i];
    if (!sq) return current;
    const subs = [...current.subs];
    subs[i] = fromWire(sq, a);
    return { type: 6, subs };
  }
  return fromWire(q, a);
}

function fromWire(q: ExamQuestion, a: QueuedAnswer): Answer {
  const raw = a.answer;
  switch (q.type) {
    case 1:
      return { type: 1, key: typeof raw === 'string' ? raw : '' };
    case 2:
      return { type: 2, keys: asKeys(typeof raw === 'string' ? raw : '') };
    case 3:
      return { type: 3, blanks: asBlanks(raw, blankCount(q)) };
    case 4:
      return { type: 4, text: typeof raw === 'string' ? raw : '', images: a.images ?? [] };
    case 5:
      return { type: 5, value: raw === '' ? -1 : asJudge(raw) };
    default:
      return emptyAnswer(q);
  }
}

/** The graded outcome of a question in review: `is_correct` and the points, per composite part too. */
export function resultOf(r: AttemptQuestion): QuestionResult {
  const rows: unknown = r.answer_contents_rows;
  const subs =
    r.question.type === 6 && Array.isArray(rows)
      ? (rows as (SubAnswer | null | undefined)[]).map((s) =>
          s ? { score: Number(s.score ?? 0), is_correct: Number(s.is_correct ?? 3) } : undefined,
        )
      : undefined;
  return { score: Number(r.score), is_correct: Number(r.is_correct), subs };
}
