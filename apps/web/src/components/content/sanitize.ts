import DOMPurify from 'dompurify';

/** Tags server HTML may never bring in: scripts, styles, frames, plugins and forms. */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'base',
  'link',
  'meta',
  'noscript',
];

let hooksInstalled = false;
function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  // Links that open a new window must not hand it our window object.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && 'getAttribute' in node && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Math delimiters of screens catalog §0.4: $$..$$, \[..\], \(..\), $..$. */
const MATH = /\$\$[\s\S]+?\$\$|\\\[[\s\S]+?\\\]|\\\([\s\S]+?\\\)|\$[^$\n]+?\$/;

export function hasMath(text: string): boolean {
  return MATH.test(text);
}

/**
 * DOMPurify with a strict profile (no scripts, event handlers, javascript: URLs, styles, frames or forms).
 * When the content has math, `&nbsp;` becomes a plain space and `&amp;` becomes `&` first, as the reference does
 * before KaTeX (rich editors escape TeX); sanitising runs last, so the result is always clean.
 */
export function sanitizeHtml(html: string | null | undefined, forMath = true): string {
  installHooks();
  let source = html ?? '';
  if (forMath && hasMath(source)) source = source.replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');
  return DOMPurify.sanitize(source, {
    FORBID_TAGS,
    FORBID_ATTR: ['srcdoc', 'formaction'],
    ADD_ATTR: ['target'],
  });
}
