/**
 * Where focus goes after the address changes (issue 29, WCAG 2.4.3): the new page's first heading, or its
 * `<main>` when the page has none, once the page has drawn (a lazy page and its data arrive after the address
 * changes). Focus the visitor has moved meanwhile is left alone.
 */
const BUSY = '.page-spinner, [aria-busy="true"], .skeleton-block';
/** How long a page may take to draw before focus goes to `<main>` anyway. */
const GIVE_UP_MS = 8_000;

export function focusTarget(doc: Document): HTMLElement | null {
  const main = doc.querySelector<HTMLElement>('main');
  if (!main) return null;
  return main.querySelector<HTMLElement>('h1') ?? (main.querySelector(BUSY) ? null : main);
}

/** Moves focus to the page's heading once it is there; returns a cancel for the next address. */
export function focusPageHeading(doc: Document, now: () => number = () => performance.now()): () => void {
  const opener = doc.activeElement;
  const started = now();
  let frame = 0;
  const attempt = () => {
    // The visitor moved focus themselves (typing in a field, a dialog that opened): keep it.
    if (doc.activeElement !== opener && doc.activeElement !== doc.body) return;
    const timedOut = now() - started > GIVE_UP_MS;
    const target = focusTarget(doc) ?? (timedOut ? doc.querySelector<HTMLElement>('main') : null);
    if (!target) {
      frame = requestAnimationFrame(attempt);
      return;
    }
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
