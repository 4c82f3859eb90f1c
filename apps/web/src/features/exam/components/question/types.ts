import type { Answer, ExamQuestion, QuestionResult } from '../../lib/answers.ts';

/**
 * exam: answerable, no solution (an attempt in progress); review: read-only with the solution, my answer and the
 * points (a finished attempt); practice: answerable until revealed, then the solution (drills). Screens §16.
 */
export type QuestionMode = 'exam' | 'review' | 'practice';

export interface QuestionProps<A extends Answer = Answer> {
  question: ExamQuestion;
  mode: QuestionMode;
  /** Practice: the answer has been revealed. */
  revealed: boolean;
  value: A;
  /** `commit`: the answer is final for now (a click, a blur) and may be saved; typing passes false. */
  onChange(value: A, commit: boolean): void;
  result?: QuestionResult | undefined;
}

/** The solution is on screen (review, or a revealed drill). */
export const showsSolution = (p: Pick<QuestionProps, 'mode' | 'revealed'>) =>
  p.mode === 'review' || (p.mode === 'practice' && p.revealed);

/** Nothing can be changed any more. */
export const isLocked = (p: Pick<QuestionProps, 'mode' | 'revealed'>) => showsSolution(p);
