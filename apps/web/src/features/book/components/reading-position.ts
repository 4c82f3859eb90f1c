import { useEffect, type RefObject } from 'react';
import { prepareProgressBeacon, reportProgress } from '../../../api/progress-reporter.ts';

/**
 * How far down `el` the reader has got, per cent: the part of the article above the bottom of the window. An
 * article that fits the window is read to the end as it opens.
 */
export function readPercent(el: HTMLElement): number {
  const box = el.getBoundingClientRect();
  if (box.height <= 0) return 0;
  const seen = ((window.innerHeight - box.top) / box.height) * 100;
  return Math.round(Math.min(100, Math.max(0, seen)));
}

/** Scrolls the window so that `percent` of `el` is above its bottom edge (the inverse of `readPercent`). */
export function scrollToPercent(el: HTMLElement, percent: number): void {
  const box = el.getBoundingClientRect();
  const top = window.scrollY + box.top + (percent / 100) * box.height - window.innerHeight;
  window.scrollTo(0, Math.max(0, Math.round(top)));
}

/**
 * Reports the reading position of article `articleId` (issue 30) through the durable progress queue: as it opens
 * and whenever the reader gets further down, kept locally until the server has it and beaconed when the tab
 * closes. Off (`enabled` false) when the server takes no reading records or the article is not readable.
 */
export function useReadingPosition(
  articleRef: RefObject<HTMLElement | null>,
  articleId: number,
  enabled: boolean,
): void {
  useEffect(() => {
    const el = articleRef.current;
    if (!enabled || !el) return;
    void prepareProgressBeacon();
    let reported = -1;
    const report = () => {
      const position = readPercent(el);
      if (position <= reported) return; // scrolling back up moves no record
      reported = position;
      reportProgress({ kind: 'book', id: articleId, position });
    };
    report();
    window.addEventListener('scroll', report, { passive: true });
    return () => window.removeEventListener('scroll', report);
  }, [articleRef, articleId, enabled]);
}
