/**
 * Runs `fn` once the first screen is in: the images already on the page that load eagerly have arrived (or
 * failed), and the browser has had an idle moment. Enhancements of text that is already readable (KaTeX,
 * highlight.js) wait for this, so on a slow line they do not take bandwidth and CPU from the page's largest
 * image (issue 10). Never waits longer than `maxWaitMs`. Returns a cancel function.
 */
export function afterFirstScreen(fn: () => void, maxWaitMs = 3000): () => void {
  let state: 'waiting' | 'done' = 'waiting';
  const cleanups: (() => void)[] = [];
  const run = () => {
    if (state === 'done') return;
    state = 'done';
    for (const c of cleanups) c();
    fn();
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 1000 });
      cleanups.push(() => window.cancelIdleCallback(id));
    } else {
      const id = window.setTimeout(run, 0);
      cleanups.push(() => window.clearTimeout(id));
    }
  };
  const deadline = window.setTimeout(run, maxWaitMs);
  cleanups.push(() => window.clearTimeout(deadline));

  const pending = Array.from(document.images).filter((img) => !img.complete && img.loading !== 'lazy');
  let left = pending.length;
  if (left === 0) whenIdle();
  for (const img of pending) {
    const settle = () => {
      img.removeEventListener('load', settle);
      img.removeEventListener('error', settle);
      left -= 1;
      if (left === 0 && state === 'waiting') whenIdle();
    };
    img.addEventListener('load', settle);
    img.addEventListener('error', settle);
    cleanups.push(() => {
      img.removeEventListener('load', settle);
      img.removeEventListener('error', settle);
    });
  }
  return () => {
    state = 'done';
    for (const c of cleanups) c();
  };
}
