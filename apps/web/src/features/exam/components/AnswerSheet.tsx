import type { ReactNode } from 'react';

/**
 * What a number on the sheet says (screens §12.4, §14.3): answered (and saved) or pending (kept here, waiting for
 * the network) while an exam runs; graded colours in review; current / done in drills.
 */
export type SheetState =
  'unanswered' | 'answered' | 'pending' | 'right' | 'wrong' | 'partial' | 'ungraded' | 'done';

const STATE_TEXT: Record<SheetState, string> = {
  unanswered: '未作答',
  answered: '已保存',
  pending: '待保存',
  right: '正确',
  wrong: '错误',
  partial: '部分正确',
  ungraded: '未得分',
  done: '已练习',
};

export interface SheetItem {
  key: string | number;
  state: SheetState;
}

interface Props {
  items: SheetItem[];
  /** Drills: the question on screen. */
  current?: number;
  onPick(index: number): void;
  /** Under the grid: what is saved and what waits, or the legend. */
  footer?: ReactNode;
}

/** The one answer sheet of every mode: numbers 1..n, coloured by state, a click goes to that question. */
export function AnswerSheet({ items, current, onPick, footer }: Props) {
  return (
    <nav className="ex-sheet" aria-label="答题卡">
      <h2 className="ex-sheet__title">答题卡</h2>
      <ol className={items.length >= 1000 ? 'ex-sheet__grid is-dense' : 'ex-sheet__grid'}>
        {items.map((it, i) => (
          <li key={it.key}>
            <button
              type="button"
              className={`ex-sheet__num is-${it.state}${i === current ? ' is-current' : ''}`}
              aria-label={`第${i + 1}题 ${STATE_TEXT[it.state]}`}
              aria-current={i === current ? 'step' : undefined}
              onClick={() => onPick(i)}
            >
              {i + 1}
            </button>
          </li>
        ))}
      </ol>
      {footer ? <div className="ex-sheet__footer">{footer}</div> : null}
    </nav>
  );
}
