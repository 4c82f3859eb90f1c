import { createRequire } from 'node:module';
import type * as Xss from 'xss';
import type { IFilterXSSOptions, IWhiteList } from 'xss';

// js-xss is CommonJS whose named exports Node's ES module loader cannot see: load it as CommonJS.
const { FilterXSS, escapeAttrValue, friendlyAttrValue } = createRequire(import.meta.url)('xss') as typeof Xss;

/**
 * The one sanitiser of rich text saved from the console (course introductions, protocols, announcements, …),
 * run when it is saved; the storefront's SafeHtml runs DOMPurify again when it is shown. An allow-list
 * (docs/console.md, "Rich text"): headings, paragraphs, inline emphasis, lists, quotes, tables, links (http(s) or
 * relative, always `rel="noopener noreferrer"`), images (http(s) or relative), code and pre with a
 * `language-…` class, and KaTeX source as `$…$` text or `<span class="math">`. Anything else is dropped: unknown
 * tags lose their markup but keep their text, `script`/`style`-like tags lose their content too, and no `on*`,
 * `style` or `javascript:`/`data:` value ever passes. Escaping and stripping tags of plain text stay in
 * lib/html.ts; this file is the only one that lets markup through.
 */

const ALLOWED: IWhiteList = {
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  sub: [],
  sup: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  table: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  code: ['class'],
  pre: ['class'],
  span: ['class'],
};

/** Tags whose content is code or styling, never text a reader should see: dropped with their content. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg'];

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A link or image address we keep: `http://` / `https://`, or relative (`/x`, `x/y`, `#top`, `?q`). The value is
 * read as a browser would (entities decoded, blanks and control characters removed) before its scheme is
 * checked, so `jav&#x61;script:` and `java\tscript:` are seen for what they are.
 */
export function safeUrl(raw: string): string | null {
  // friendlyAttrValue decodes entities and turns control characters into blanks; a browser ignores tabs and
  // newlines anywhere in an address, so every blank goes before the scheme is read (an address has none anyway).
  const decoded = friendlyAttrValue(raw).replace(/\s+/g, '');
  if (decoded === '') return null;
  const scheme = SCHEME.exec(decoded)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null;
  return decoded;
}

const LANGUAGE_CLASS = /^language-[a-z0-9+#_-]{1,32}$/i;
const DIGITS = /^\d{1,4}$/;

function attr(name: string, value: string): string {
  return `${name}="${escapeAttrValue(value)}"`;
}

/** Each allowed attribute's own rule; an empty answer drops the attribute. */
function keepAttribute(tag: string, name: string, value: string): string {
  switch (name) {
    case 'href': {
      const url = safeUrl(value);
      // Every kept link leaves the page without handing it the opener or the address it came from.
      return url === null ? '' : `${attr('href', url)} rel="noopener noreferrer"`;
    }
    case 'src': {
      const url = safeUrl(value);
      return url === null ? '' : attr('src', url);
    }
    case 'target':
      return value === '_blank' ? attr('target', '_blank') : '';
    case 'class': {
      const wanted = tag === 'span' ? /^math$/ : LANGUAGE_CLASS;
      const kept = value.split(/\s+/).filter((c) => wanted.test(c));
      return kept.length > 0 ? attr('class', kept.join(' ')) : '';
    }
    case 'width':
    case 'height':
    case 'colspan':
    case 'rowspan':
    case 'start':
      return DIGITS.test(value.trim()) ? attr(name, value.trim()) : '';
    default:
      return attr(name, friendlyAttrValue(value));
  }
}

const options: IFilterXSSOptions = {
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  css: false,
  onTagAttr: (tag, name, value, isWhiteAttr) => (isWhiteAttr ? keepAttribute(tag, name, value) : ''),
  onIgnoreTagAttr: () => '',
};
const filter = new FilterXSS(options);

/** Rich text as it may be stored and shown: only the allow-list's markup, every address checked. */
export function sanitizeHtml(html: string): string {
  // js-xss marks where it dropped a tag whose closing tag never came (`<embed>`, an unclosed `<style>`) with a
  // `[removed]` text; a reader has no use for it.
  return filter
    .process(html)
    .replace(/\[\/?removed\]/g, '')
    .trim();
}
