import type { QuestionProps } from './types.ts';

/** Under a reviewed blank or Q&A question: the score it got (screens §16.3–16.4). */
export function ReviewScore({ mode, result }: Pick<QuestionProps, 'mode' | 'result'>) {
  return mode === 'review' && result ? (
    <div className="ex-foot">
      <span>得分：{result.score}</span>
    </div>
  ) : null;
}
