/**
 * A question as the console edits it (one shape for all six types: options, answer, blanks, sub-questions) and as
 * the bank stores it (option columns, the answer string of contract §8.1, a composite's content JSON), both ways.
 * Rich text (stems, options, analyses) is sanitised here, on its way in; blank answers are plain text compared as
 * typed. Used by the console's forms and by the spreadsheet import and export.
 */
import { OPTION_KEYS, type OptionKey } from '@meedu/contract';
import type {
  ExamBlank,
  ExamDifficulty,
  ExamQuestionBody,
  ExamQuestionParts,
  ExamQuestionType,
  ExamSubQuestion,
} from '@meedu/contract/admin';
import type { z } from 'zod';
import { htmlToText } from '../../lib/html.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { fullScore, parseBlanks, parseComposite, storeBlanks, type StoredQuestion } from './grading.ts';
import type { QuestionRow } from './repository.ts';
import { questionRecord } from './service.ts';

export type QuestionInput = z.infer<typeof ExamQuestionBody>;
type PartsInput = QuestionInput['subs'][number] | QuestionInput;

/** The columns of `exam_questions` a console write sets (besides the times). */
export type QuestionColumns = {
  type: number;
  category_id: number;
  difficulty: number;
  score: number;
  content: string;
  answer: string;
  remark: string;
} & Record<OptionKey, string | null>;

const isChoice = (type: number) => type === 1 || type === 2;

function optionColumns(p: PartsInput): Record<OptionKey, string | null> {
  return Object.fromEntries(
    OPTION_KEYS.map((k, i) => {
      const option = isChoice(p.type) ? p.options[i] : undefined;
      return [k, option === undefined ? null : sanitizeHtml(option)];
    }),
  ) as Record<OptionKey, string | null>;
}

/** The answer string as stored: choices in option order, blanks as `v2:::…`, none for Q&A. */
function storedAnswer(p: PartsInput): string {
  if (p.type === 3) return storeBlanks(p.blanks.map((b) => ({ a: b.a.trim(), s: b.s })));
  if (p.type === 4) return '';
  if (p.type === 2)
    return [...new Set(p.answer.split(','))]
      .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)))
      .join(',');
  return p.answer;
}

/** A fill-in is worth its blanks' points; the other simple types their own. */
const partScore = (p: PartsInput) => (p.type === 3 ? p.blanks.reduce((s, b) => s + b.s, 0) : p.score);

/** What the bank stores for a validated console body. */
export function storedQuestion(q: QuestionInput): QuestionColumns {
  const base = {
    type: q.type,
    category_id: q.category_id,
    difficulty: q.difficulty,
    remark: sanitizeHtml(q.remark),
  };
  if (q.type !== 6)
    return {
      ...base,
      score: partScore(q),
      content: sanitizeHtml(q.content),
      answer: storedAnswer(q),
      ...optionColumns(q),
    };
  const questions = q.subs.map((s) => ({
    type: s.type,
    score: partScore(s),
    content: sanitizeHtml(s.content),
    answer: storedAnswer(s),
    remark: sanitizeHtml(s.remark),
    ...Object.fromEntries(Object.entries(optionColumns(s)).filter(([, v]) => v !== null)),
  }));
  return {
    ...base,
    score: questions.reduce((sum, s) => sum + s.score, 0),
    content: JSON.stringify({ header: sanitizeHtml(q.content), questions }),
    answer: '',
    ...optionColumns(q),
  };
}

function partsOf(q: StoredQuestion): ExamQuestionParts {
  const options = q.options.filter((o): o is string => o !== null && o !== '');
  const blanks: ExamBlank[] = q.type === 3 ? parseBlanks(q.answer) : [];
  return {
    type: q.type as ExamQuestionType,
    score: q.score,
    content: q.content,
    remark: q.remark,
    options: isChoice(q.type) ? options : [],
    answer: q.type === 3 ? '' : q.answer,
    blanks,
  };
}

export interface QuestionFormParts extends ExamQuestionParts {
  difficulty: ExamDifficulty;
  subs: ExamSubQuestion[];
  full_score: number;
}

/** A stored row as the console's form edits it. */
export function questionParts(row: QuestionRow): QuestionFormParts {
  const stored = questionRecord(row);
  const difficulty = ([1, 2, 3].includes(row.difficulty) ? row.difficulty : 2) as ExamDifficulty;
  if (row.type !== 6) return { ...partsOf(stored), difficulty, subs: [], full_score: fullScore(stored) };
  const { header, subs } = parseComposite(row.content);
  return {
    ...partsOf({ ...stored, content: header, options: [] }),
    answer: '',
    difficulty,
    subs: subs.map((s) => partsOf(s) as ExamSubQuestion),
    full_score: fullScore(stored),
  };
}

/** The stem as one short line of plain text (lists, pickers, the marking screen's headings). */
export function questionTitle(row: Pick<QuestionRow, 'type' | 'content'>, max = 80): string {
  const stem = row.type === 6 ? parseComposite(row.content).header : row.content;
  const text = htmlToText(stem).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
