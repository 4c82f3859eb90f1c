import { OptionButton } from './OptionButton.tsx';
import { isLocked, showsSolution, type QuestionProps } from './types.ts';

type Judge = Extract<QuestionProps['value'], { type: 5 }>;

const OPTIONS = [
  { v: 1, label: '正确' },
  { v: 0, label: '错误' },
] as const;

const label = (v: number) => (v === 1 ? '正确' : v === 0 ? '错误' : '--');

/** True/false (type 5), screens §16.5: values 1 and 0. */
export function JudgeBody(props: QuestionProps<Judge>) {
  const { question, value, onChange, result, mode } = props;
  const show = showsSolution(props);
  const locked = isLocked(props);
  const right = question.answer === '' ? -1 : Number(question.answer);
  return (
    <>
      <div className="ex-options" role="radiogroup" aria-label="选项">
        {OPTIONS.map((o) => {
          const on = value.value === o.v;
          const isAnswer = show && right === o.v;
          const isWrongPick = show && on && right !== o.v;
          return (
            <OptionButton
              key={o.v}
              role="radio"
              on={on}
              isAnswer={isAnswer}
              isWrongPick={isWrongPick}
              locked={locked}
              letter={null}
              onPick={() => !locked && onChange({ type: 5, value: o.v }, true)}
            >
              <span className="ex-option__text">{o.label}</span>
            </OptionButton>
          );
        })}
      </div>
      {show ? (
        <div className="ex-foot">
          <span>答案：{label(right)}</span>
          {mode === 'review' && value.value !== right ? <span>我的答案：{label(value.value)}</span> : null}
          {mode === 'review' && result ? <span>得分：{result.score}</span> : null}
        </div>
      ) : null}
    </>
  );
}
