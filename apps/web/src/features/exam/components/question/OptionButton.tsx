import type { ReactNode } from 'react';
import { Cross, Tick } from './Marks.tsx';

/**
 * One option of a choice or true/false question (screens §16.1, §16.5): picked or not, and once the solution
 * shows, marked right (the answer) or wrong (a wrong pick) in place of its letter.
 */
export function OptionButton(props: {
  role: 'radio' | 'checkbox';
  on: boolean;
  isAnswer: boolean;
  isWrongPick: boolean;
  locked: boolean;
  /** What the mark's place shows when there is no mark (the option's letter, or nothing). */
  letter: ReactNode;
  onPick(): void;
  children: ReactNode;
}) {
  const { on, isAnswer, isWrongPick } = props;
  return (
    <button
      type="button"
      role={props.role}
      aria-checked={on}
      aria-disabled={props.locked || undefined}
      className={['ex-option', on ? 'is-on' : '', isAnswer ? 'is-right' : '', isWrongPick ? 'is-wrong' : '']
        .filter(Boolean)
        .join(' ')}
      onClick={props.onPick}
    >
      <span className="ex-option__letter">
        {isAnswer ? <Tick /> : isWrongPick ? <Cross /> : props.letter}
      </span>
      {props.children}
    </button>
  );
}
