import { SafeHtml } from '../../../../components/SafeHtml.tsx';
import { letterOf, optionsOf } from '../../lib/answers.ts';
import { OptionButton } from './OptionButton.tsx';
import { isLocked, showsSolution, type QuestionProps } from './types.ts';

type Single = Extract<QuestionProps['value'], { type: 1 }>;
type Multi = Extract<QuestionProps['value'], { type: 2 }>;

const correctKeys = (answer: string | number) =>
  String(answer)
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

/** Single choice (type 1) and multiple choice (type 2), screens §16.1–16.2. */
export function ChoiceBody(props: QuestionProps<Single | Multi>) {
  const { question, value, onChange, result, mode } = props;
  const multi = value.type === 2;
  const chosen = value.type === 2 ? value.keys : value.key ? [value.key] : [];
  const show = showsSolution(props);
  const locked = isLocked(props);
  const right = correctKeys(question.answer);
  const isRight =
    right.length > 0 && right.length === chosen.length && right.every((k) => chosen.includes(k));

  const pick = (key: string) => {
    if (locked) return;
    if (value.type === 2) {
      const keys = chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key];
      onChange({ type: 2, keys: keys.sort() }, true);
    } else onChange({ type: 1, key }, true);
  };

  const mine = chosen.length ? chosen.map(letterOf).sort().join(',') : '--';
  // §16.2: a multiple choice shows 我的答案 whenever not fully right, in practice too; a single choice in review.
  const showMine = show && !isRight && (multi || mode === 'review');
  return (
    <>
      <div className="ex-options" role={multi ? 'group' : 'radiogroup'} aria-label="选项">
        {optionsOf(question).map((o) => {
          const on = chosen.includes(o.key);
          const isAnswer = show && right.includes(o.key);
          const isWrongPick = show && on && !right.includes(o.key);
          return (
            <OptionButton
              key={o.key}
              role={multi ? 'checkbox' : 'radio'}
              on={on}
              isAnswer={isAnswer}
              isWrongPick={isWrongPick}
              locked={locked}
              letter={o.letter}
              onPick={() => pick(o.key)}
            >
              <SafeHtml className="ex-option__text" html={o.html} inline />
            </OptionButton>
          );
        })}
      </div>
      {show ? (
        <div className="ex-foot">
          <span>答案：{right.map(letterOf).join(',')}</span>
          {showMine ? <span>我的答案：{mine}</span> : null}
          {mode === 'review' && result ? <span>得分：{result.score}</span> : null}
        </div>
      ) : null}
    </>
  );
}
