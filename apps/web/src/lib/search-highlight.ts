const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A search field already carrying the server's highlight markup (`<em>` or `<mark>`, as FTS5 and Meilisearch produce) is passed through. */
const HAS_MARKUP = /<\s*(em|mark)\b[^>]*>/i;

/**
 * HTML for a search result line: the server's highlight markup when it sent some, otherwise the text escaped with
 * every case-insensitive occurrence of the keyword wrapped in `<mark>`. Regex metacharacters in the keyword are
 * literal (the reference threw on `c++`). The result is rendered through SafeHtml.
 */
export function highlightHtml(text: string, keyword: string): string {
  if (!text) return '';
  if (HAS_MARKUP.test(text)) return text;
  const kw = keyword.trim();
  if (!kw) return escapeHtml(text);
  const re = new RegExp(escapeRegExp(kw), 'gi');
  let out = '';
  let last = 0;
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    out += escapeHtml(text.slice(last, at)) + `<mark>${escapeHtml(m[0])}</mark>`;
    last = at + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}
