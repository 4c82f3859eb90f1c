import type { ReactNode } from 'react';
import './list-with-side.css';

/** A list beside a side column under its heading (the book and topic lists' 推荐阅读, screens catalog §9, §12). */
export function ListWithSide(props: {
  /** The list's name for screen readers. */
  label: string;
  list: ReactNode;
  sideTitle: string;
  /** A wider side column (320 px rather than 300). */
  wideSide?: boolean;
  side: ReactNode;
}) {
  return (
    <div className="mc-columns">
      <section className="mc-columns__main" aria-label={props.label}>
        {props.list}
      </section>
      <aside
        className={props.wideSide ? 'mc-columns__side mc-columns__side--wide' : 'mc-columns__side'}
        aria-label={props.sideTitle}
      >
        <h2>{props.sideTitle}</h2>
        {props.side}
      </aside>
    </div>
  );
}
