import { useEffect, useMemo, useRef } from 'react';
import { hasMath, sanitizeHtml } from './content/sanitize.ts';

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
 * loaded only when the content needs it so neither is in the first download.
 */
export function SafeHtml({ html, className, math = true, code = true, inline = false }: Props) {
  const clean = useMemo(() => sanitizeHtml(html, math), [html, math]);
  const ref = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    const enhance = async () => {
      if (math && hasMath(el.textContent ?? '')) {
        const { renderMath } = await import('./content/render-math.ts');
        if (!cancelled) renderMath(el);
      }
      if (code && !cancelled && el.querySelector('pre')) {
        const { highlightCode } = await import('./content/highlight-code.ts');
        if (!cancelled) highlightCode(el);
      }
    };
    enhance().catch((e: unknown) => console.error('内容渲染失败', e));
    return () => {
      cancelled = true;
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
