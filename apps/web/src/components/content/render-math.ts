// Loaded on demand by SafeHtml only when the content contains math delimiters.
import renderMathInElement from 'katex/contrib/auto-render';
import 'katex/dist/katex.min.css';

/** KaTeX auto-render with the reference's delimiters and macros (screens catalog §0.4). Bad TeX shows in red. */
export function renderMath(el: HTMLElement): void {
  renderMathInElement(el, {
    delimiters: [
      { left: '$$', right: '$$', display: true },
      { left: '\\[', right: '\\]', display: true },
      { left: '$', right: '$', display: false },
      { left: '\\(', right: '\\)', display: false },
    ],
    macros: { '\\ge': '\\geqslant', '\\le': '\\leqslant', '\\geq': '\\geqslant', '\\leq': '\\leqslant' },
    throwOnError: false,
  });
}
