import type { ReactNode } from 'react';
import { SafeHtml } from '../../../../components/SafeHtml.tsx';
import { compositeOf, type Answer, type ExamQuestion, type QuestionResult } from '../../lib/answers.ts';
import { Analysis } from './Analysis.tsx';
import { BlankBody } from './BlankBody.tsx';
import { ChoiceBody } from './ChoiceBody.tsx';
import { JudgeBody } from './JudgeBody.tsx';
import { QaBody } from './QaBody.tsx';
import { showsSolution, type QuestionMode } from './types.ts';
import '../../exam.css';

export interface QuestionViewProps {
  question: ExamQuestion;
  /** Shown as `{num}.{type_text}（{score}分）`. */
  num: number;
  mode: QuestionMode;
  revealed?: boolean;
  value: Answer;
  /** `sub`: which part of a composite changed (each part saves on its own in an exam). */
  onChange(value: Answer, commit: boolean, sub?: number): void;
  result?: QuestionResult | undefined;
  /** Top-right actions (collect, remove from the wrong book). */
  actions?: ReactNode;
  /** The element id the answer sheet scrolls to. */
  anchor?: string;
}

function Body(props: Omit<QuestionViewProps, 'num' | 'actions' | 'anchor'> & { revealed: boolean }) {
  const { value } = props;
  const common = {
    question: props.question,
    mode: props.mode,
    revealed: props.revealed,
    result: props.result,
  };
  switch (value.type) {
    case 1:
      return <ChoiceBody {...common} value={value} onChange={(v, c) => props.onChange(v, c)} />;
    case 2:
      return <ChoiceBody {...common} value={value} onChange={(v, c) => props.onChange(v, c)} />;
    case 3:
      return <BlankBody {...common} value={value} onChange={(v, c) => props.onChange(v, c)} />;
    case 4:
      return <QaBody {...common} value={value} onChange={(v, c) => props.onChange(v, c)} />;
    case 5:
      return <JudgeBody {...common} value={value} onChange={(v, c) => props.onChange(v, c)} />;
    case 6:
      return null;
  }
}

/**
 * One question in any mode (screens §16): heading, stem (server HTML through SafeHtml, so KaTeX and
 * highlight.js load only when the text has math or code), the type's body, the solution and the explanation.
 * A composite renders its parts with this same component, numbered 1..k.
 */
export function QuestionView(props: QuestionViewProps) {
  const { question, num, mode, value, onChange, result, actions, anchor } = props;
  const revealed = props.revealed ?? false;
  const show = showsSolution({ mode, revealed });
  const composite = question.type === 6 && value.type === 6 ? compositeOf(question) : null;
  const heading = `${num}.${question.type_text}（${question.score}分）`;
  return (
    <section className="ex-question" id={anchor} aria-label={heading}>
      <header className="ex-question__head">
        <h3>{heading}</h3>
        {actions ? <div className="ex-question__actions">{actions}</div> : null}
      </header>
      <SafeHtml className="ex-question__stem" html={composite ? composite.header : question.content} />
      {composite && value.type === 6 ? (
        <div className="ex-composite">
          {composite.questions.map((sq, i) => (
            <QuestionView
              key={i}
              question={sq}
              num={i + 1}
              mode={mode}
              revealed={revealed}
              value={value.subs[i] ?? { type: 1, key: '' }}
              result={result?.subs?.[i] ? { ...result.subs[i] } : undefined}
              onChange={(v, commit) => {
                const subs = [...value.subs];
                subs[i] = v;
                onChange({ type: 6, subs }, commit, i);
              }}
            />
          ))}
          {show && (String(question.answer) !== '' || (mode === 'review' && result)) ? (
            <div className="ex-foot">
              {String(question.answer) !== '' ? <span>答案：{String(question.answer)}</span> : null}
              {mode === 'review' && result ? <span>得分：{result.score}</span> : null}
            </div>
          ) : null}
        </div>
      ) : (
        <Body
          question={question}
          mode={mode}
          revealed={revealed}
          value={value}
          onChange={onChange}
          result={result}
        />
      )}
      {show ? <Analysis remark={question.remark} open={mode === 'practice' || question.type === 4} /> : null}
    </section>
  );
}
