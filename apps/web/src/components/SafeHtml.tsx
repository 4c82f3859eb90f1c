import { useEffect, useMemo, useRef } from 'react';
import { hasMath, sanitizeHtml } from './content/sanitize.ts';
import { afterFirstScreen } from '../lib/after-first-screen.ts';
import { onceNear } from './LazyMount.tsx';

interface Props {
  /** HTML from the server. */
  html: string | null | undefined;
  className?: string;
  /** Render KaTeX when the text has math delimiters (default on). */
  math?: boolean;
  /** Highlight <pre> blocks (default on). */
  code?: boolean;
  /** Inline content (for example a search hit) renders in a <span>. */
  inline?: boolean;
}

/**
 * The only place server HTML reaches the page: sanitised with DOMPurify, then KaTeX and highlight.js, each
 * loaded only when the content needs it (and only once that part nears the viewport) so neither is in the first
 * download.
 */
export function SafeHtml({ html, className, math = true, code = true, inline = false }: Props) {
  const clean = useMemo(() => sanitizeHtml(html, math), [html, math]);
  const ref = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    const cancels: (() => void)[] = [];
    // Each enhancement loads when the first part that needs it comes near the viewport, and not before the first
    // screen's images are in, so KaTeX, highlight.js and the math fonts never compete with them on a slow network.
    const enhance = (part: Element, load: () => Promise<(root: HTMLElement) => void>) =>
      cancels.push(
        onceNear(part, () =>
          cancels.push(
            afterFirstScreen(() => {
              load()
                .then((apply) => !cancelled && apply(el))
                .catch((e: unknown) => console.error('内容渲染失败', e));
            }),
          ),
        ),
      );
    if (math && hasMath(el.textContent ?? '')) {
      const first = Array.from(el.children).find((c) => hasMath(c.textContent ?? '')) ?? el;
      enhance(first, () => import('./content/render-math.ts').then((m) => m.renderMath));
    }
    const pre = code ? el.querySelector('pre') : null;
    if (pre) enhance(pre, () => import('./content/highlight-code.ts').then((m) => m.highlightCode));
    return () => {
      cancelled = true;
      for (const cancel of cancels) cancel();
    };
  }, [clean, math, code]);

  if (inline) {
    return (
      <span
        ref={(node) => void (ref.current = node)}
        className={className}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    );
  }
  return (
    <div
      ref={(node) => void (ref.current = node)}
      className={['u-content', 'md-content', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
