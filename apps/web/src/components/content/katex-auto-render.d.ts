// katex ships types for its core only; this is the part of contrib/auto-render that SafeHtml uses.
declare module 'katex/contrib/auto-render' {
  import type { KatexOptions } from 'katex';

  export interface RenderMathInElementOptions extends KatexOptions {
    delimiters?: ReadonlyArray<{ left: string; right: string; display: boolean }>;
    ignoredTags?: string[];
    ignoredClasses?: string[];
    errorCallback?: (msg: string, err: Error) => void;
  }

  export default function renderMathInElement(elem: HTMLElement, options?: RenderMathInElementOptions): void;
}
