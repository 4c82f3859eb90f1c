import { Input } from 'antd';
import { blankCount } from '../../lib/answers.ts';
import { Cross, Tick } from './Marks.tsx';
import { ReviewScore } from './ReviewScore.tsx';
import { isLocked, showsSolution, type QuestionProps } from './types.ts';

type Blanks = Extract<QuestionProps['value'], { type: 3 }>;

/** Fill in the blanks (type 3), screens §16.3: one input per blank, saved on blur as the whole array. */
export function BlankBody(props: QuestionProps<Blanks>) {
  const { question, value, onChange, result, mode } = props;
  const show = showsSolution(props);
  const locked = isLocked(props);
  const n = blankCount(question);
  const transform = question.answer_transform ?? [];
  const set = (i: number, text: string, commit: boolean) => {
    const blanks = Array.from({ length: n }, (_, k) => value.blanks[k] ?? null);
    blanks[i] = text;
    onChange({ type: 3, blanks }, commit);
  };
  return (
    <>
      <div className="ex-blanks">
        {Array.from({ length: n }, (_, i) => {
          const t = transform[i];
          const mine = value.blanks[i] ?? '';
          const right = show && t !== undefined && mine === t.a;
          const id = `blank-${question.type}-${String('id' in question ? question.id : '')}-${i}`;
          return (
            <div className="ex-blank" key={i}>
              <label htmlFor={id}>
                填空{i + 1}（{t?.s ?? 0}分）：
              </label>
              <Input
                id={id}
                value={mine}
                placeholder="请输入你的答案"
                disabled={locked}
                onChange={(e) => set(i, e.target.value, false)}
                onBlur={(e) => !locked && set(i, e.target.value, true)}
                style={{ maxWidth: 320 }}
              />
              {show && t ? (
                right ? (
                  <Tick />
                ) : (
                  <>
                    <Cross />
                    <span className="ex-blank__answer">答案：{t.a}</span>
                  </>
                )
              ) : null}
            </div>
          );
        })}
      </div>
      <ReviewScore mode={mode} result={result} />
    </>
  );
}
